// @vitest-environment node
import { describe, expect, it } from "vitest";
import { formatKeyDate, usageCurlExample } from "./api-key-text";

describe("usageCurlExample", () => {
  it("posts a report to this site's usage API with the new key", () => {
    expect(usageCurlExample("https://lexa.example.com", "lexa_abc123")).toBe(
      [
        "curl -X POST 'https://lexa.example.com/api/v1/usage' \\",
        "  -H 'Authorization: Bearer lexa_abc123' \\",
        "  -H 'Content-Type: application/json' \\",
        `  -d '{"idempotency_key": "call-0001", "calls": 1, "leads": 1, "revenue": 49.99}'`,
      ].join("\n"),
    );
  });

  it("keeps a quote in the secret from ending the shell word", () => {
    expect(usageCurlExample("http://localhost:8080", "it's$x")).toContain(`-H 'Authorization: Bearer it'\\''s$x'`);
  });
});

describe("formatKeyDate", () => {
  it("writes the day in the given time zone", () => {
    expect(formatKeyDate("2026-11-23T14:00:00Z", "UTC")).toBe("Nov 23, 2026");
    expect(formatKeyDate("2026-11-23T02:00:00Z", "America/New_York")).toBe("Nov 22, 2026");
  });

  it("has nothing to say for no date or a bad one", () => {
    expect(formatKeyDate(null)).toBeNull();
    expect(formatKeyDate("yesterday")).toBeNull();
  });
});
