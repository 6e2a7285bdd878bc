import { describe, expect, it } from "vitest";
import { COUNT_UP_MS, COUNT_UP_STEPS, countUpValue } from "./count-up";

describe("countUpValue", () => {
  it("counts over about 2 seconds in 60 steps", () => {
    expect(COUNT_UP_STEPS).toBe(60);
    expect(COUNT_UP_MS).toBe(2000);
  });

  it.each([
    [85, 0, 0],
    [85, 1, 1],
    [85, 30, 43],
    [85, 59, 84],
    [85, 60, 85],
    [85, 61, 85],
    [60, 30, 30],
    [100, 6, 10],
    [0, 30, 0],
  ])("target %d at step %d shows %d", (target, step, want) => {
    expect(countUpValue(target, step)).toBe(want);
  });

  it.each([0, 1, 42, 59, 100])("rises step by step to exactly %d", (target) => {
    const shown = Array.from({ length: COUNT_UP_STEPS + 1 }, (_, step) => countUpValue(target, step));
    expect(shown[0]).toBe(0);
    expect(shown.at(-1)).toBe(target);
    for (let i = 1; i < shown.length; i++) expect(shown[i]!).toBeGreaterThanOrEqual(shown[i - 1]!);
  });
});
