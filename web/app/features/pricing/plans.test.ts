import { describe, expect, it } from "vitest";
import { getPlan, PLAN_CURRENCY, plans } from "./plans";

describe("plan catalogue", () => {
  it("has the spec's three plans and tier ranks, in order, and no prices (those are the server's)", () => {
    expect(plans.map((p) => [p.id, p.name, p.tierRank])).toEqual([
      ["starter", "Starter", 1],
      ["professional", "Professional", 2],
      ["enterprise", "Enterprise", 3],
    ]);
    for (const p of plans) expect(Object.keys(p)).not.toEqual(expect.arrayContaining(["monthly"]));
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
