import * as z from "zod/mini";
import { atLeast, atMost, sanitize, sanitizedText } from "~/lib/validation";

/**
 * The business's lead profile (docs/api.md "Lead profile"): what it offers, where, what a
 * customer is usually worth, what makes a lead urgent and what is never a lead. The inbox
 * scores every lead by it; the public form shows its name and asks for a company as
 * `form_fields.company` says. Not to be confused with an InboxLead's `profile`, which is
 * what was read about one lead.
 */
export const companyChoices = ["hidden", "optional", "required"] as const;
export type CompanyChoice = (typeof companyChoices)[number];

export const businessProfileSchema = z.object({
  business_name: z.string(),
  offer: z.string(),
  service_area: z.string(),
  typical_value: z.number(),
  urgent_signals: z.array(z.string()),
  not_leads: z.array(z.string()),
  // Read as any string, so a choice added on the server later does not fail the page.
  form_fields: z.object({ company: z.string() }),
});
export type BusinessProfile = z.infer<typeof businessProfileSchema>;

export const businessProfileAnswer = z.object({ profile: businessProfileSchema, saved: z.boolean() });
export type BusinessProfileAnswer = z.infer<typeof businessProfileAnswer>;

/** The server's limits and messages (internal/lexa's lead profile), checked again here before a save. */
export const profileLimits = {
  businessName: 100,
  offer: 500,
  serviceArea: 200,
  typicalValue: 10_000_000,
  phrases: 20,
  phraseLength: 60,
} as const;

export const profileMessages = {
  businessNameRequired: "Give your business's name",
  businessNameTooLong: "The business name must be at most 100 characters",
  offerRequired: "Say what you offer, in a few words",
  offerTooLong: "What you offer must be at most 500 characters",
  serviceAreaTooLong: "The service area must be at most 200 characters",
  typicalValue: "Give the typical value as a whole number from 0 to 10,000,000",
  tooManyPhrases: "Give at most 20 phrases",
  phraseTooLong: "Each phrase must be at most 60 characters",
  company: "Choose hidden, optional or required",
} as const;

/** The form's values: the numbers and lists as typed (a list one phrase per line). */
export interface ProfileDraft {
  business_name: string;
  offer: string;
  service_area: string;
  typical_value: string;
  urgent_signals: string;
  not_leads: string;
  form_fields: { company: string };
}

export function toDraft(p: BusinessProfile): ProfileDraft {
  return {
    business_name: p.business_name,
    offer: p.offer,
    service_area: p.service_area,
    typical_value: p.typical_value === 0 ? "" : String(p.typical_value),
    urgent_signals: p.urgent_signals.join("\n"),
    not_leads: p.not_leads.join("\n"),
    form_fields: { company: p.form_fields.company },
  };
}

/**
 * A typical value typed in whole dollars ("3000", "3,000", "$3,000"); 0 when left empty;
 * null when it is not a whole number from 0 to 10,000,000.
 */
export function parseTypicalValue(text: string): number | null {
  const cleaned = text.trim().replace(/^\$/, "").replaceAll(",", "").trim();
  if (cleaned === "") return 0;
  if (!/^\d+$/.test(cleaned)) return null;
  const value = Number(cleaned);
  return value <= profileLimits.typicalValue ? value : null;
}

/** A list typed one phrase per line, as the server keeps it: sanitised, without blanks or case-blind repeats. */
export function phraseLines(text: string): string[] {
  const out: string[] = [];
  const seen = new Set<string>();
  for (const line of text.split(/\r?\n/)) {
    const phrase = sanitize(line);
    const key = phrase.toLowerCase();
    if (phrase !== "" && !seen.has(key)) {
      seen.add(key);
      out.push(phrase);
    }
  }
  return out;
}

/** The first problem of a phrase list, or "". */
export function phraseProblem(text: string): string {
  const list = phraseLines(text);
  if (list.length > profileLimits.phrases) return profileMessages.tooManyPhrases;
  if (list.some((p) => p.length > profileLimits.phraseLength)) return profileMessages.phraseTooLong;
  return "";
}

const phraseList = z.string().check(
  z.superRefine((value, ctx) => {
    const problem = phraseProblem(value);
    if (problem) ctx.addIssue({ code: "custom", message: problem, input: value });
  }),
);

/** The form's checks (the server's, with its messages) and the profile a valid draft sends. */
export const profileDraftSchema = z.pipe(
  z.object({
    business_name: sanitizedText(atLeast(1, profileMessages.businessNameRequired), atMost(profileLimits.businessName, profileMessages.businessNameTooLong)),
    offer: sanitizedText(atLeast(1, profileMessages.offerRequired), atMost(profileLimits.offer, profileMessages.offerTooLong)),
    service_area: sanitizedText(atMost(profileLimits.serviceArea, profileMessages.serviceAreaTooLong)),
    typical_value: z.string().check(z.refine((v) => parseTypicalValue(v) !== null, profileMessages.typicalValue)),
    urgent_signals: phraseList,
    not_leads: phraseList,
    form_fields: z.object({
      company: z.string().check(z.refine((v) => (companyChoices as readonly string[]).includes(v), profileMessages.company)),
    }),
  }),
  z.transform(
    (d): BusinessProfile => ({
      business_name: d.business_name,
      offer: d.offer,
      service_area: d.service_area,
      typical_value: parseTypicalValue(d.typical_value) ?? 0,
      urgent_signals: phraseLines(d.urgent_signals),
      not_leads: phraseLines(d.not_leads),
      form_fields: { company: d.form_fields.company },
    }),
  ),
);
