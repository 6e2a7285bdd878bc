// @vitest-environment node
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { leadKinds, leadTier, notALead, scoreLead } from "./lead-score";
import { sampleLead } from "./sample-lead";

describe("scoreLead", () => {
  it.each([
    ["", 50],
    ["Name: Jo Bloggs, a small bakery", 50],
    // Each bonus alone.
    ["Position: VP of Sales", 65],
    ["Position: Sales Director", 65],
    ["Budget: $20k", 60],
    ["Timeline: next month", 60],
    ["Visited pricing page twice", 65],
    // Either title word gives the 15 once.
    ["VP and Director of everything", 65],
    // Combinations.
    ["Director; budget agreed", 75],
    ["budget and timeline", 70],
    ["VP, budget, timeline", 85],
    ["budget, timeline, visited pricing", 85],
    // Everything: 50 + 15 + 10 + 10 + 15 is exactly the cap.
    ["VP · budget · timeline · visited pricing", 100],
    ["Director, VP, budget budget, timeline timeline, visited pricing, visited pricing", 100],
    // Case does not matter.
    ["vP OF SALES, BUDGET, TimeLine, VISITED PRICING", 100],
    ["dIrEcToR", 65],
    // Plain substrings, as the spec says: "mvp" holds "vp", "budgetary" holds "budget".
    ["Building an MVP", 65],
    ["budgetary approval", 60],
    // "visited pricing" must be those words together.
    ["Visited the pricing page", 50],
    ["pricing visited", 50],
  ])("%j → %i", (text, want) => {
    expect(scoreLead(text).score).toBe(want);
  });

  it("never goes past 100", () => {
    expect(scoreLead("vp director budget timeline visited pricing ".repeat(50)).score).toBe(100);
  });

  it("scores the sample lead a Hot Lead at 100, with a reason per bonus", () => {
    const { score, reasons } = scoreLead(sampleLead);
    expect(score).toBe(100);
    expect(leadTier(score).label).toBe("Hot Lead");
    expect(reasons).toHaveLength(4);
  });

  it.each([
    ["no budget", 50],
    ["we do not currently have a budget", 50],
    ["not one of us has any kind of budget", 60],
    ["no. budget approved", 60],
    ["no, budget approved", 60],
    ["not yet but the budget is set", 60],
    ["Budget: not approved", 50],
    ["budget: $0", 50],
    ["sin presupuesto", 50],
    ["keine Zeitplan", 50],
    ["sans calendrier", 50],
    ["no budget, but a budget of $5k next year", 60],
  ])("reads the negation in %j → %i", (text, want) => {
    expect(scoreLead(text).score).toBe(want);
  });

  // Each mention is read in a bounded window, as on the server: megabytes of the shapes that
  // would be read again per mention take milliseconds (hours if rescanned).
  it("scores megabytes of negated or glued mentions in linear time", { timeout: 60_000 }, () => {
    expect(scoreLead("no budget ".repeat(100_000)).score).toBe(50);
    expect(scoreLead("budget".repeat(150_000)).score).toBe(60);
    expect(scoreLead("a".repeat(1_000_000) + " budget").score).toBe(60);
  });

  it("scores every kind but a lead below 20 with its reason, whatever the text says", () => {
    const everything = "VP and director, budget approved, timeline this month, visited pricing twice";
    expect(scoreLead(everything, "lead").score).toBe(100);
    for (const kind of leadKinds.filter((k) => k !== "lead")) {
      const { score, reasons } = scoreLead(everything, kind);
      expect(score).toBeLessThan(20);
      expect(reasons).toEqual([notALead[kind as keyof typeof notALead].reason]);
    }
    // A kind the server adds later is scored as a lead, as the server does.
    expect(scoreLead(everything, "newsletter").score).toBe(100);
  });
});

describe("leadTier", () => {
  it.each([
    [0, "Cold Lead", "orange"],
    [50, "Cold Lead", "orange"],
    [59, "Cold Lead", "orange"],
    [60, "Warm Lead", "yellow"],
    [79, "Warm Lead", "yellow"],
    [80, "Hot Lead", "green"],
    [100, "Hot Lead", "green"],
  ])("%i → %s in %s", (score, label, colour) => {
    const tier = leadTier(score);
    expect(tier.label).toBe(label);
    expect(tier.textClass).toContain(colour);
    expect(tier.barClass).toContain(colour);
  });

  it("uses shades of yellow and orange dark enough for text on white", () => {
    // Tailwind's -700 shades are the lightest of these hues with 4.5:1 on white.
    expect(leadTier(60).textClass).toBe("text-yellow-700");
    expect(leadTier(0).textClass).toBe("text-orange-700");
  });
});

// The same vectors the server's ScoreLead is tested against (internal/lexa), which scores
// the call-center inbox's leads.
const shared: {
  vectors: Array<[string, number]>;
  kinds: Array<{ text: string; kind: string; score: number; reasons: string[] }>;
} = JSON.parse(readFileSync(new URL("../../../../../testdata/lead-score.json", import.meta.url), "utf8"));

describe("scoreLead against the shared vectors", () => {
  it("has vectors to check, and one of each kind", () => {
    expect(shared.vectors.length).toBeGreaterThanOrEqual(30);
    expect(new Set(shared.kinds.map((v) => v.kind))).toEqual(new Set(leadKinds));
  });
  it.each(shared.vectors)("%j → %i", (text, want) => {
    expect(scoreLead(text).score).toBe(want);
  });
  it.each(shared.kinds)("$text ($kind) → $score", ({ text, kind, score, reasons }) => {
    expect(scoreLead(text, kind)).toEqual({ score, reasons });
  });
});
