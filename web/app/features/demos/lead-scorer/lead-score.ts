/**
 * The lead score the page shows, computed in the browser with the lead score's fixed rules
 * (docs/product.md, "AI demos", Lead Scorer), not by the AI: the same text always scores the same,
 * whichever engine wrote the insights.
 */

export const baseScore = 50;
export const maxScore = 100;

/**
 * Each bonus applies when the text contains any of its words, case-insensitively. The
 * spec asks for plain substring matches, so "MVP" counts as "vp" — kept as specified.
 */
export const scoreBonuses: ReadonlyArray<{ words: readonly string[]; points: number }> = [
  { words: ["vp", "director"], points: 15 },
  { words: ["budget"], points: 10 },
  { words: ["timeline"], points: 10 },
  { words: ["visited pricing"], points: 15 },
];

export function scoreLead(leadText: string): number {
  const text = leadText.toLowerCase();
  let score = baseScore;
  for (const bonus of scoreBonuses) {
    if (bonus.words.some((w) => text.includes(w))) score += bonus.points;
  }
  return Math.min(score, maxScore);
}

export type LeadTemperature = "hot" | "warm" | "cold";

export interface LeadTier {
  temperature: LeadTemperature;
  /** The badge's words. */
  label: "Hot Lead" | "Warm Lead" | "Cold Lead";
  /** The score's colour: green, yellow or orange, in shades dark enough for text on white. */
  textClass: string;
  barClass: string;
  badgeClass: string;
}

const tiers: Record<LeadTemperature, LeadTier> = {
  hot: { temperature: "hot", label: "Hot Lead", textClass: "text-green-700", barClass: "bg-green-600", badgeClass: "bg-green-700 text-white" },
  warm: { temperature: "warm", label: "Warm Lead", textClass: "text-yellow-700", barClass: "bg-yellow-500", badgeClass: "bg-yellow-100 text-yellow-900" },
  cold: { temperature: "cold", label: "Cold Lead", textClass: "text-orange-700", barClass: "bg-orange-500", badgeClass: "bg-orange-100 text-orange-900" },
};

/** 80 or more is hot, 60 to 79 warm, below 60 cold. */
export function leadTier(score: number): LeadTier {
  if (score >= 80) return tiers.hot;
  if (score >= 60) return tiers.warm;
  return tiers.cold;
}
