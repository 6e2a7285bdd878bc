// @vitest-environment node
import { describe, expect, it } from "vitest";
import { usageCurlExample, usageCurlTemplate } from "./usage-report";

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
