import { contentMetrics } from "./content-metrics";
import type { ContentType, Platform } from "./content-options";

/**
 * The post's checks: each computed from the post's text, passed or failed. There is no
 * score out of 100 (decision 0068): the built-in engine writes to these checks, so a sum
 * of them would be a grade it gives itself. The spec shows fixed labels instead ("Length
 * Optimal, Readability High, Engagement Strong", not computed); this is a departure
 * (docs/decisions/0031-where-lexa-departs-from-the-spec.md, "Where Lexa departs from the spec").
 */

/**
 * Each platform's post length limit (UTF-16 units, as the API and Twitter count) and the
 * number of hashtags a post there usually carries: testdata/content/platforms.json, which
 * the built-in writer keeps to as well.
 */
export const platformNorms: Record<Platform, { maxChars: number; minHashtags: number; maxHashtags: number }> = {
  linkedin: { maxChars: 3000, minHashtags: 1, maxHashtags: 5 },
  twitter: { maxChars: 280, minHashtags: 1, maxHashtags: 2 },
  instagram: { maxChars: 2200, minHashtags: 3, maxHashtags: 10 },
  facebook: { maxChars: 2000, minHashtags: 1, maxHashtags: 3 },
  tiktok: { maxChars: 2200, minHashtags: 3, maxHashtags: 6 },
};

/** The longest average sentence, in words, that still reads easily on a phone. */
export const maxAverageSentenceWords = 20;

export type OptimizationCheck =
  | { id: "length"; passed: boolean; chars: number; max: number }
  | { id: "hashtags"; passed: boolean; count: number; min: number; max: number; email: boolean }
  | { id: "cta"; passed: boolean; sentence: string }
  | { id: "readability"; passed: boolean; averageWords: number }
  | { id: "topic"; passed: boolean; found: number; total: number };

export interface OptimizationScore {
  checks: OptimizationCheck[];
}

export interface ScoredRequest {
  platform: Platform;
  contentType: ContentType;
  topic: string;
}

export function optimizationScore(text: string, request: ScoredRequest): OptimizationScore {
  const checks = [
    lengthCheck(text, request.platform),
    hashtagCheck(text, request),
    ctaCheck(text),
    readabilityCheck(text),
    topicCheck(text, request.topic),
  ];
  return { checks };
}

/** Within the platform's limit, counted in UTF-16 units as the platform and the API count. */
function lengthCheck(text: string, platform: Platform): OptimizationCheck {
  const max = platformNorms[platform].maxChars;
  return { id: "length", passed: text.trim().length <= max, chars: text.trim().length, max };
}

/** As many hashtags as the platform's posts usually carry; an email none. */
function hashtagCheck(text: string, { platform, contentType }: ScoredRequest): OptimizationCheck {
  const count = contentMetrics(text).hashtags;
  const { minHashtags: min, maxHashtags: max } = platformNorms[platform];
  const email = contentType === "email";
  return { id: "hashtags", passed: email ? count === 0 : count >= min && count <= max, count, min, max, email };
}

/**
 * A sentence that asks the reader to do something: book, call, order, visit, sign up…
 * "Check it out" and "let us know what you think" ask for nothing one can do.
 */
const actionWords =
  /\b(?:book|call|visit|schedule|reserve|order|sign up|register|learn more|contact|message us|dm us|stop by|drop by|swing by|click|reply|join|link in bio|tap|shop|grab|claim|request|get in touch|come (?:in|by|see|say)|text us|email us|reach out|try|apply|download|subscribe|save your spot|rsvp)\b/i;

function ctaCheck(text: string): OptimizationCheck {
  const sentence = sentencesOf(text).find((s) => actionWords.test(s)) ?? "";
  return { id: "cta", passed: sentence !== "", sentence };
}

/** Short sentences: at most maxAverageSentenceWords words on average. */
function readabilityCheck(text: string): OptimizationCheck {
  const sentences = sentencesOf(text)
    .map((s) => s.split(/\s+/).filter((w) => w !== "" && !w.startsWith("#")).length)
    .filter((n) => n > 0);
  const averageWords = sentences.length === 0 ? 0 : Math.round(sentences.reduce((a, b) => a + b, 0) / sentences.length);
  return { id: "readability", passed: sentences.length > 0 && averageWords <= maxAverageSentenceWords, averageWords };
}

/** Small words that say nothing of what a topic is about. */
const smallWords = new Set(
  "a an and are as at be but by for from has have how in is it its of on or our that the their this to was we were what when why with you your".split(" "),
);

/** The topic's words (three letters or more, not a small word), lower case, each once. */
export function topicWords(topic: string): string[] {
  const words = topic.toLowerCase().match(/[\p{L}\p{N}][\p{L}\p{N}'’-]*/gu) ?? [];
  return [...new Set(words.filter((w) => Array.from(w).length >= 3 && !smallWords.has(w) && /\p{L}/u.test(w)))];
}

/** At least half the topic's words appear in the post, as words. */
function topicCheck(text: string, topic: string): OptimizationCheck {
  const words = topicWords(topic);
  const inText = new Set(text.toLowerCase().match(/[\p{L}\p{N}][\p{L}\p{N}'’-]*/gu) ?? []);
  const found = words.filter((w) => inText.has(w)).length;
  return { id: "topic", passed: words.length > 0 && found * 2 >= words.length, found, total: words.length };
}

/** The text's sentences: split at . ! ? and line ends; hashtag-only lines are not sentences. */
export function sentencesOf(text: string): string[] {
  return text
    .split(/(?<=[.!?])\s+|\n+/)
    .map((s) => s.trim())
    .filter((s) => s !== "" && !/^(?:#\w+\s*)+$/.test(s));
}
