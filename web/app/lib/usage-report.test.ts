// @vitest-environment node
import { describe, expect, it } from "vitest";
import { serviceTypeId } from "./service-types";
import { reportEndpoint, usageCurlExample, usageCurlTemplate } from "./usage-report";

describe("usageCurlExample", () => {
  it("posts a report to this site's usage API with the new key", () => {
    expect(usageCurlExample("https://lexa.example.com", "lexa_abc123")).toBe(
      [
        "curl -X POST 'https://lexa.example.com/api/v1/usage' \\",
        "  -H 'Authorization: Bearer lexa_abc123' \\",
        "  -H 'Content-Type: application/json' \\",
        `  -d '{"idempotency_key": "report-0001", "calls": 1, "leads": 1, "revenue": 49.99, "units": 1, "minutes_saved": 5}'`,
      ].join("\n"),
    );
  });

  it("keeps a quote in the secret from ending the shell word", () => {
    expect(usageCurlExample("http://localhost:8080", "it's$x")).toContain(`-H 'Authorization: Bearer it'\\''s$x'`);
  });
});

describe("usageCurlTemplate", () => {
  it("leaves the key to a shell variable the shell expands", () => {
    const command = usageCurlTemplate("https://lexa.example.com");
    expect(command).toContain(`-H "Authorization: Bearer $LEXA_API_KEY" \\`);
    expect(command.startsWith("curl -X POST 'https://lexa.example.com/api/v1/usage'")).toBe(true);
  });
});

describe("reportEndpoint", () => {
  it("sends a voice-ai key to the calls API, a call-center key to the leads API, others to usage", () => {
    expect(reportEndpoint(serviceTypeId.voiceAi).path).toBe("/api/v1/calls");
    expect(reportEndpoint(serviceTypeId.callCenter).path).toBe("/api/v1/leads");
    expect(reportEndpoint(serviceTypeId.recruitment).path).toBe("/api/v1/usage");
    expect(reportEndpoint(serviceTypeId.payroll).path).toBe("/api/v1/usage");
    expect(reportEndpoint(serviceTypeId.contentMarketing).path).toBe("/api/v1/usage");
    expect(reportEndpoint("unknown").path).toBe("/api/v1/usage");
  });

  it("builds the type's curl example with a body that endpoint accepts", () => {
    const call = usageCurlExample("https://lexa.example.com", "lexa_k", serviceTypeId.voiceAi);
    expect(call.startsWith("curl -X POST 'https://lexa.example.com/api/v1/calls'")).toBe(true);
    expect(JSON.parse(reportEndpoint(serviceTypeId.voiceAi).body)).toMatchObject({ outcome: "booked", duration_seconds: 95 });
    const lead = usageCurlTemplate("https://lexa.example.com", "KEY", serviceTypeId.callCenter);
    expect(lead).toContain(`"Authorization: Bearer $KEY"`);
    expect(JSON.parse(reportEndpoint(serviceTypeId.callCenter).body)).toMatchObject({ name: "Dana Lee" });
  });
});
