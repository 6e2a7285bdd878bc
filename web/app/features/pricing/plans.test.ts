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

  it("claims only what ships: no CRM sync, locations or made-up service promises; texts need Twilio", () => {
    const all = plans.flatMap((p) => p.features).join("\n");
    for (const gone of ["CRM", "location", "Setup in 24 hours", "Priority support", "success manager", "SLA", "Custom integrations", "500 calls"]) {
      expect(all).not.toContain(gone);
    }
    expect(getPlan("starter").features).toEqual(
      expect.arrayContaining(["Appointment booking into its own book, never double-booked", "Text confirmations to callers once you connect your own Twilio number"]),
    );
  });

  it("rejects an unknown id", () => {
    expect(() => getPlan("gold" as never)).toThrow("Unknown plan: gold");
  });
});
