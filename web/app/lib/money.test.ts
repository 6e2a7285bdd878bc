// @vitest-environment node
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { formatUsd } from "./money";

// The server writes the same text into prerendered pages (Go's lexa.FormatUSD): the
// cases both check, so hydration finds the text the server sent.
const vectors: Array<{ amount: number; text: string }> = JSON.parse(readFileSync(new URL("../../../testdata/money.json", import.meta.url), "utf8")).vectors;

describe("formatUsd", () => {
  it.each(vectors)("$amount → $text", ({ amount, text }) => {
    expect(formatUsd(amount)).toBe(text);
  });

  it.each([
    [1234.6, "$1,235"],
    [-0.4, "$0"],
    [NaN, "$0"],
  ])("rounds to whole dollars: %d → %s", (amount, text) => {
    expect(formatUsd(amount)).toBe(text);
  });
});
