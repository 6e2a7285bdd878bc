// @vitest-environment node
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { leadTier, scoreLead } from "./lead-score";
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
    expect(scoreLead(text)).toBe(want);
  });

  it("never goes past 100", () => {
    expect(scoreLead("vp director budget timeline visited pricing ".repeat(50))).toBe(100);
  });

  it("scores the sample lead a Hot Lead at 100", () => {
    expect(scoreLead(sampleLead)).toBe(100);
    expect(leadTier(scoreLead(sampleLead)).label).toBe("Hot Lead");
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
const sharedVectors: Array<[string, number]> = JSON.parse(
  readFileSync(new URL("../../../../../testdata/lead-score.json", import.meta.url), "utf8"),
).vectors;

describe("scoreLead against the shared vectors", () => {
  it("has vectors to check", () => {
    expect(sharedVectors.length).toBeGreaterThan(10);
  });
  it.each(sharedVectors)("%j → %i", (text, want) => {
    expect(scoreLead(text)).toBe(want);
  });
});
