import { describe, expect, it } from "vitest";
import { annualMonthlyEquivalent, annualPercentOff, annualSavings, getPlan, PLAN_CURRENCY, plans } from "./plans";

describe("plan catalogue", () => {
  it("has the spec's three plans, prices and tier ranks, in order", () => {
    expect(plans.map((p) => [p.id, p.name, p.monthly, p.annual, p.tierRank])).toEqual([
      ["starter", "Starter", 299, 2990, 1],
      ["professional", "Professional", 699, 6990, 2],
      ["enterprise", "Enterprise", 1499, 14990, 3],
    ]);
    expect(PLAN_CURRENCY).toBe("USD");
  });

  it("badges and highlights as the spec says", () => {
    expect(getPlan("starter").badge).toBeUndefined();
    expect(getPlan("professional").badge).toBe("Most Popular");
    expect(getPlan("enterprise").badge).toBe("Complete Suite");
    expect(plans.filter((p) => p.featured).map((p) => p.id)).toEqual(["professional"]);
  });

  it("lists the spec's limits among each plan's features", () => {
    expect(getPlan("starter").features).toEqual(expect.arrayContaining(["Up to 500 calls/month", "1 location"]));
    expect(getPlan("professional").features).toEqual(expect.arrayContaining(["Unlimited calls", "Up to 3 locations"]));
    expect(getPlan("enterprise").features).toEqual(expect.arrayContaining(["Unlimited locations"]));
    for (const p of plans) expect(p.features.length).toBeGreaterThanOrEqual(6);
  });

  it("rejects an unknown id", () => {
    expect(() => getPlan("gold" as never)).toThrow("Unknown plan: gold");
  });
});

describe("annual billing", () => {
  it.each([
    // 2990 / 12 = 249.17 → 249; 299 × 12 = 3588 − 2990 = 598; 598 / 3588 = 16.7% → 17
    ["starter", 249, 598, 17],
    // 6990 / 12 = 582.5 → 583; 699 × 12 = 8388 − 6990 = 1398; 1398 / 8388 = 16.7% → 17
    ["professional", 583, 1398, 17],
    // 14990 / 12 = 1249.17 → 1249; 1499 × 12 = 17988 − 14990 = 2998; 2998 / 17988 = 16.7% → 17
    ["enterprise", 1249, 2998, 17],
  ] as const)("%s: $%i/month, saves $%i, %i%% off", (id, perMonth, saved, percent) => {
    const plan = getPlan(id);
    expect(annualMonthlyEquivalent(plan)).toBe(perMonth);
    expect(annualSavings(plan)).toBe(saved);
    expect(annualPercentOff(plan)).toBe(percent);
  });

  it("works on any prices", () => {
    // 1200 / 12 = 100; 120 × 12 = 1440 − 1200 = 240; 240 / 1440 = 16.7% → 17
    expect(annualMonthlyEquivalent({ annual: 1200 })).toBe(100);
    expect(annualSavings({ monthly: 120, annual: 1200 })).toBe(240);
    expect(annualPercentOff({ monthly: 100, annual: 960 })).toBe(20);
    expect(annualPercentOff({ monthly: 100, annual: 1200 })).toBe(0);
  });
});
