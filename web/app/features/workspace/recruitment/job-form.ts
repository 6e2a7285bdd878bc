import * as z from "zod/mini";
import type { NewOpening } from "../shared/documents/api/create-opening";
import { recruitmentText as t } from "./recruitment-messages";

/** "Go, PostgreSQL,, go " → ["Go", "PostgreSQL"]: trimmed, empty ones and repeats (any case) left out. */
export function splitSkills(text: string): string[] {
  const seen = new Set<string>();
  const skills: string[] = [];
  for (const part of text.split(/[,\n]/)) {
    const skill = part.trim();
    if (skill === "" || seen.has(skill.toLowerCase())) continue;
    seen.add(skill.toLowerCase());
    skills.push(skill);
  }
  return skills;
}

export interface JobFormValues {
  title: string;
  description: string;
  mustHave: string;
  niceToHave: string;
  location: string;
}

export type JobFieldErrors = Partial<Record<"title" | "description" | "must_have" | "nice_to_have" | "location", string>>;

function skillsError(skills: string[]): string | undefined {
  if (skills.length > 30) return t.tooManySkills;
  if (skills.some((s) => s.length > 60)) return t.skillTooLong;
  return undefined;
}

/**
 * The form as the API takes it, and the server's checks made first with its messages
 * (the lengths are capped by the inputs). The server stays the authority.
 */
export function readJobForm(values: JobFormValues): { opening: NewOpening; errors: JobFieldErrors } {
  const opening: NewOpening = {
    title: values.title.trim(),
    description: values.description.trim(),
    must_have: splitSkills(values.mustHave),
    nice_to_have: splitSkills(values.niceToHave),
    location: values.location.trim(),
  };
  const errors: JobFieldErrors = {};
  if (opening.title === "") errors.title = t.titleRequired;
  if (opening.description === "") errors.description = t.descriptionRequired;
  const must = skillsError(opening.must_have);
  if (must) errors.must_have = must;
  const nice = skillsError(opening.nice_to_have);
  if (nice) errors.nice_to_have = nice;
  return { opening, errors };
}

/** Where the form shows an error the API names by its field. */
export const jobFormField = {
  title: "title",
  description: "description",
  must_have: "mustHave",
  nice_to_have: "niceToHave",
  location: "location",
} as const satisfies Record<keyof JobFieldErrors, keyof JobFormValues>;

/** The new-job form's schema: readJobForm's checks on the fields, and the opening as its output. */
export const jobFormSchema = z.pipe(
  z
    .object({ title: z.string(), description: z.string(), mustHave: z.string(), niceToHave: z.string(), location: z.string() })
    .check((payload) => {
      const { errors } = readJobForm(payload.value);
      for (const [field, message] of Object.entries(errors) as [keyof JobFieldErrors, string][]) {
        payload.issues.push({ code: "custom", message, input: payload.value, path: [jobFormField[field]] });
      }
    }),
  z.transform((values: JobFormValues) => readJobForm(values).opening),
);
