import * as z from "zod/mini";

/**
 * Building blocks for form schemas that must agree with the Go validators
 * (internal/lexa/sanitize.go): the same sanitising, lengths counted in UTF-16 units as the
 * server and the browser's maxLength do, and "first message per field" as the API
 * reports it. zod/mini keeps the pages with a form small. Only forms import this, so it
 * is never part of a page's first load.
 */

const scriptBlock = /<script\b[^>]*>[\s\S]*?<\/script\s*>/gi;
const htmlTag = /<[^>]*>/g;

/** Removes script blocks, then every HTML tag, then trims (the server's lexa.Sanitize). */
export function sanitize(value: string): string {
  return value.replace(scriptBlock, "").replace(htmlTag, "").trim();
}

type Check = z.core.$ZodCheck<string>;

/** A text field that is sanitised before its checks run. */
export const sanitizedText = (...checks: Check[]) => z.string().check(z.overwrite(sanitize), ...checks);

// zod's own length checks count code points; ours count UTF-16 units like the server.
export const atMost = (limit: number, message: string) => z.refine<string>((v) => v.length <= limit, message);
export const atLeast = (limit: number, message: string) => z.refine<string>((v) => v.length >= limit, message);

/** The server's address check (lexa.ValidEmail follows zod's pattern). */
export const validEmail = (message: string) => z.email({ error: message });

/** The first message per field of a failed parse, keyed by field name. */
export function firstFieldErrors(error: z.core.$ZodError): Record<string, string> {
  const out: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = String(issue.path[0] ?? "");
    if (!(key in out)) out[key] = issue.message;
  }
  return out;
}

/**
 * The message a form shows when it reports one problem at a time: the first issue, in the
 * order of the schema's fields (which is their order on screen).
 */
export function firstIssueMessage(error: z.core.$ZodError): string {
  return error.issues[0]?.message ?? "";
}
