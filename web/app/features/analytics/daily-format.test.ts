// @vitest-environment node
import { describe, expect, it } from "vitest";
import { formatDay } from "./daily-format";

describe("formatDay", () => {
  it("writes a UTC day the same wherever the reader is", () => {
    expect(formatDay("2026-11-23")).toBe("Nov 23");
    expect(formatDay("2026-01-01")).toBe("Jan 1");
  });

  it("leaves anything else as it is", () => {
    expect(formatDay("soon")).toBe("soon");
  });
});
