/**
 * The lead score the page shows, computed in the browser with the lead score's fixed rules
 * (docs/product.md, "AI demos", Lead Scorer), not by the AI: the same text always scores the same,
 * whichever engine wrote the insights.
 */

export const baseScore = 50;
export const maxScore = 100;

/**
 * What a message that arrives as a lead is (docs/api.md "POST /api/ai/callcenter", `kind`): the
 * server's lead reader decides it. Only a lead is scored by the bonuses; every other kind gets its
 * fixed score below 20 and the reason. The same table as lexa.LeadKindRules (internal/lexa/lead_kinds.go).
 */
export const leadKinds = ["lead", "spam", "opt_out", "complaint", "applicant", "vendor", "other"] as const;
export type LeadKind = (typeof leadKinds)[number];

export const notALead: Readonly<Record<Exclude<LeadKind, "lead">, { label: string; score: number; reason: string }>> = {
  spam: { label: "Spam", score: 0, reason: "This is spam: do not reply or follow up." },
  opt_out: { label: "Opt-out", score: 0, reason: "This is an opt-out: do not contact this person." },
  vendor: { label: "Vendor pitch", score: 5, reason: "This is a sales pitch from a vendor, not a buyer: no follow-up needed." },
  complaint: { label: "Complaint", score: 10, reason: "This is a complaint from an existing customer: pass it to support, not sales." },
  applicant: { label: "Job applicant", score: 10, reason: "This is a job applicant, not a buyer: pass it to whoever hires." },
  other: { label: "Something else", score: 15, reason: "This message is not a sales enquiry: no buying interest was found." },
};

/** A kind the server may add later is scored as a lead, as the server scores a kind it does not know. */
const ruleOf = (kind: string) => (Object.hasOwn(notALead, kind) ? notALead[kind as keyof typeof notALead] : undefined);

/**
 * Each bonus applies when the text contains any of its words, case-insensitively, unless the text
 * negates that mention. The spec asks for plain substring matches, so "MVP" counts as "vp" — kept
 * as specified. The words are the English ones and the same in Spanish, German and French.
 */
export const scoreBonuses: ReadonlyArray<{ words: readonly string[]; points: number; reason: string }> = [
  {
    words: ["vp", "director", "direktor", "directeur", "directrice", "vicepresidente", "vizepräsident", "vice-président"],
    points: 15,
    reason: "A senior title (VP or director)",
  },
  { words: ["budget", "presupuesto"], points: 10, reason: "A budget is mentioned" },
  {
    words: ["timeline", "plazo", "cronograma", "zeitplan", "zeitrahmen", "calendrier", "délai", "échéancier"],
    points: 10,
    reason: "A timeline is mentioned",
  },
  { words: ["visited pricing"], points: 15, reason: "Visited the pricing page" },
];

const wordSet = (list: string) => new Set(list.split(/\s+/).filter(Boolean));

/**
 * A mention is negated by a negation among the five words before it in its clause ("no budget",
 * "kein Budget", "pas de budget"), or when the value after it starts with a "none" word
 * ("Budget: none").
 */
const negations = wordSet(`no not never without zero nor don't dont doesn't doesnt didn't didnt isn't isnt aren't
  wasn't weren't won't can't cant cannot haven't havent hasn't hadn't lack lacks sin nunca ningún ninguna ninguno
  kein keine keinen keinem keiner keines nicht nie ohne pas sans jamais aucun aucune`);
const clauseWords = wordSet("but however although though pero aber sondern mais");
const noneValues = wordSet("none no not n/a na tbd unknown 0 $0 €0 zero - ninguno ninguna nada kein keins keine aucun aucune");
/** As lexa.ScoreLead: five words back, within 100 characters (code points); a value of at most 12. */
const reach = 5;
const lookBack = 100;
const valueLength = 12;
const clauseMarks = ".,;:!?()|\n";
const valueEnds = ".,;!?()|\n \t\r";

const scoreWords = (s: string) => s.match(/[\p{L}\p{Nd}']+/gu) ?? [];

/** The words before lower[start] in its clause, nearest first: at most five, within 100 characters. */
function wordsBefore(lower: string, start: number): string[] {
  let i = start;
  for (let read = 0; i > 0 && read < lookBack; read++) {
    // Step back one code point: a letter outside the basic plane is two UTF-16 units.
    const size = i >= 2 && /[\uDC00-\uDFFF]/.test(lower.charAt(i - 1)) && /[\uD800-\uDBFF]/.test(lower.charAt(i - 2)) ? 2 : 1;
    if (size === 1 && clauseMarks.includes(lower.charAt(i - 1))) break;
    i -= size;
  }
  return scoreWords(lower.slice(i, start)).reverse().slice(0, reach);
}

/** The first word of the value after a mention ("none" in "Budget: none"), "" when longer than 12 characters. */
function valueAfter(lower: string, end: number): string {
  let rest = lower.slice(end).replace(/^[ \t]*/, "");
  if (rest.startsWith(":")) rest = rest.slice(1).replace(/^[ \t]*/, "");
  let value = "";
  let n = 0;
  for (const ch of rest) {
    if (valueEnds.includes(ch)) return value;
    if (++n > valueLength) return "";
    value += ch;
  }
  return value;
}

function negatedMention(lower: string, start: number, end: number): boolean {
  for (const w of wordsBefore(lower, start)) {
    if (clauseWords.has(w)) break;
    if (negations.has(w)) return true;
  }
  return noneValues.has(valueAfter(lower, end));
}

/** Whether lower holds word at least once where the text does not negate it. */
function mentioned(lower: string, word: string): boolean {
  for (let from = 0; ; ) {
    const start = lower.indexOf(word, from);
    if (start < 0) return false;
    if (!negatedMention(lower, start, start + word.length)) return true;
    from = start + word.length;
  }
}

export interface LeadScore {
  score: number;
  /** One reason per bonus that applied, with its points; for a kind that is not a lead, why it is not scored. */
  reasons: string[];
}

/** The lead score of a text of the given kind (a lead when not given), as lexa.ScoreLead computes it. */
export function scoreLead(leadText: string, kind: string = "lead"): LeadScore {
  const rule = ruleOf(kind);
  if (rule) return { score: rule.score, reasons: [rule.reason] };
  const text = leadText.toLowerCase().replaceAll("\u2019", "'");
  let score = baseScore;
  const reasons: string[] = [];
  for (const bonus of scoreBonuses) {
    if (bonus.words.some((w) => mentioned(text, w))) {
      score += bonus.points;
      reasons.push(`${bonus.reason} (+${bonus.points})`);
    }
  }
  return { score: Math.min(score, maxScore), reasons };
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
