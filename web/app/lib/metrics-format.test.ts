// @vitest-environment node
import { describe, expect, it } from "vitest";
import { formatCount, formatUsd } from "./metrics-format";

describe("formatCount", () => {
  it.each([
    [0, "0"],
    [7, "7"],
    [1234, "1,234"],
    [1_000_000, "1,000,000"],
  ])("%d → %s", (value, text) => expect(formatCount(value)).toBe(text));
});

describe("formatUsd", () => {
  it.each([
    [0, "$0"],
    [1200, "$1,200"],
    [7890.5, "$7,890.50"],
    [49.99, "$49.99"],
    [0.1 + 0.2, "$0.30"],
    [1234.999, "$1,235"],
    [10_000_000, "$10,000,000"],
  ])("%d → %s", (amount, text) => expect(formatUsd(amount)).toBe(text));
});
