// @vitest-environment node
import { describe, expect, it } from "vitest";
import { returnOnPlan, yearlyPrice } from "./return-on-plan";

const professional = { name: "Professional", interval: "monthly", amount: 699 };

describe("returnOnPlan", () => {
  it("values the minutes saved at the hourly cost and weighs them against 30 days of the plan", () => {
    // 1,620 minutes = 27 hours; at $25 that is $675. Professional monthly: 699 × 12 × 30 / 365 = $689.42.
    const r = returnOnPlan({ minutesSaved: 1620, hourlyCost: 25, days: 30, plan: professional });
    expect(r.hoursSaved).toBe(27);
    expect(r.costSavings).toBe(675);
    expect(r.planCost).toBeCloseTo(689.42, 2);
    expect(r.returnPercent).toBe(-2); // (675 − 689.42) ÷ 689.42 = −2.09%
  });

  it("changes with the hourly cost", () => {
    const at = (hourlyCost: number) => returnOnPlan({ minutesSaved: 6000, hourlyCost, days: 30, plan: professional });
    // 100 hours: $2,500 at $25 → 263%; $4,000 at $40 → 480%.
    expect(at(25).returnPercent).toBe(263);
    expect(at(40).costSavings).toBe(4000);
    expect(at(40).returnPercent).toBe(480);
    expect(at(0).returnPercent).toBe(-100);
  });

  it("takes an annual price as the price of a year", () => {
    const annual = { name: "Enterprise", interval: "annual", amount: 14990 };
    expect(yearlyPrice(annual)).toBe(14990);
    expect(yearlyPrice(professional)).toBe(8388);
    expect(returnOnPlan({ minutesSaved: 0, hourlyCost: 25, days: 365, plan: annual }).planCost).toBe(14990);
  });

  it("has no return to show without a plan", () => {
    const r = returnOnPlan({ minutesSaved: 600, hourlyCost: 30, days: 30, plan: null });
    expect(r).toEqual({ hoursSaved: 10, costSavings: 300, planCost: null, returnPercent: null });
    expect(returnOnPlan({ minutesSaved: 600, hourlyCost: 30, days: 30, plan: { ...professional, amount: 0 } }).returnPercent).toBeNull();
  });
});
