// @vitest-environment node
import { describe, expect, it } from "vitest";
import { formatKeyDate } from "./api-key-text";

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
