/**
 * The match score card's facts, read from the engine's analysis text (docs/product.md,
 * "AI demos", Resume Analyzer): the first 'score' or 'match score' followed by a number,
 * optionally '/100'. The built-in engine writes "Match Score: 85/100" on its first line;
 * models also write "**Match Score:** 85/100" or "a match score of 72/100", so light
 * Markdown and the words 'of'/'is' between the word and the number are allowed.
 */

/** The score's scale: the card's bar and the "/100" after the number. */
export const MAX_SCORE = 100;

/** The bar's width in percent for a value on a scale of max, clamped to 0–100. */
export function scoreBarPercent(value: number, max = MAX_SCORE): number {
  if (!(max > 0) || !Number.isFinite(value)) return 0;
  return Math.min(100, Math.max(0, (value / max) * 100));
}

// \bscore\b: "scored" and "scores" are not the word. (?!\d) after at most three digits:
// "score 1000" is not a score of 100.
const scorePattern = /\bscore\b[\s*_]*(?:(?:is|of)\s+|[:=][\s*_]*)?(\d{1,3})(?!\d)(?:\s*\/\s*100)?/i;

/** The first score in the text, clamped to 0..100; null when the text has none (no card). */
export function extractMatchScore(analysis: string): number | null {
  const m = scorePattern.exec(analysis);
  if (!m?.[1]) return null;
  return clampScore(Number(m[1]));
}

export function clampScore(n: number): number {
  return Math.min(MAX_SCORE, Math.max(0, Math.round(n)));
}

export type MatchLabel = "Excellent Match" | "Great" | "Good" | "Fair" | "Weak";

/** The card's words for a score: 90+ Excellent Match, 80+ Great, 70+ Good, 60+ Fair, else Weak. */
export function matchLabel(score: number): MatchLabel {
  if (score >= 90) return "Excellent Match";
  if (score >= 80) return "Great";
  if (score >= 70) return "Good";
  if (score >= 60) return "Fair";
  return "Weak";
}

export type MatchQuality = "High" | "Medium" | "Low";

/** 80+ High, 60+ Medium, else Low. */
export function matchQuality(score: number): MatchQuality {
  if (score >= 80) return "High";
  if (score >= 60) return "Medium";
  return "Low";
}

export interface MatchTone {
  /** The number's colour: green from 80 (the spec's rule), yellow from 60, orange below; shades dark enough for text on white. */
  textClass: string;
  barClass: string;
  badgeClass: string;
}

const tones: Record<MatchQuality, MatchTone> = {
  High: { textClass: "text-green-700", barClass: "bg-green-600", badgeClass: "bg-green-700 text-white" },
  Medium: { textClass: "text-yellow-700", barClass: "bg-yellow-500", badgeClass: "bg-yellow-100 text-yellow-900" },
  Low: { textClass: "text-orange-700", barClass: "bg-orange-500", badgeClass: "bg-orange-100 text-orange-900" },
};

/** The colours follow the quality bands, so 80 and above is green. */
export function matchTone(score: number): MatchTone {
  return tones[matchQuality(score)];
}
