// @vitest-environment node
import { describe, expect, it } from "vitest";
import { change, changePercentText } from "./trends";

describe("change", () => {
  it.each([
    // current, previous, kind, text
    [0, 0, "none", ""],
    [5, 0, "new", ""],
    [112, 100, "up", "+12%"],
    [92, 100, "down", "\u22128%"],
    [0, 40, "down", "\u2212100%"],
    [100, 100, "flat", "0%"],
    [1001, 1000, "flat", "0%"], // 0.1% rounds to no change
    [1005, 1000, "up", "+1%"], // 0.5 rounds away from zero
    [995, 1000, "down", "\u22121%"], // and so does -0.5
    [3000, 20, "up", "+14,900%"],
    [7890.5, 7014.22, "up", "+12%"], // revenue in dollars and cents
  ])("%d against %d → %s %s", (current, previous, kind, text) => {
    const c = change(current, previous);
    expect(c.kind).toBe(kind);
    expect(changePercentText(c)).toBe(text);
  });
});
