// @vitest-environment node
import { describe, expect, it } from "vitest";
import { usage } from "./usage";

describe("usage", () => {
  it.each([
    // current, limit, percent, filled, text
    [0, 500, 0, 0, "0 / 500"],
    [120, 500, 24, 24, "120 / 500"],
    [500, 500, 100, 100, "500 / 500"],
    [520, 500, 104, 100, "520 / 500"],
    [120, 0, 0, 0, "120 / Unlimited"],
    [0, 0, 0, 0, "0 / Unlimited"],
    [3, -1, 0, 0, "3 / Unlimited"],
    [1, 3, 33, 33, "1 / 3"],
    [1, 200, 1, 1, "1 / 200"], // 0.5 rounds up
    [1234, 5000, 25, 25, "1,234 / 5,000"],
  ])("%d of %d → %d%% (bar %d%%), %s", (current, limit, percent, filled, text) => {
    expect(usage(current, limit)).toMatchObject({ percent, filled, text });
  });

  it("knows an unlimited service", () => {
    expect(usage(10, 0).unlimited).toBe(true);
    expect(usage(10, 500).unlimited).toBe(false);
  });
});
