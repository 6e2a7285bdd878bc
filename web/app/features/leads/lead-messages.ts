import { ApiError } from "~/lib/api";
import { notify } from "~/lib/notify";

/** The prescribed words for the leads forms (docs/product.md, "Contact form and demo booking"), in one place. */
export const messages = {
  invalidTitle: "Please check your input",
  invalidDescription: "Some fields contain invalid data.",
  rateLimitTitle: "Rate Limit Exceeded",
  rateLimitDefault: "Too many requests. Please try again later.",
  contactSent: "Message sent successfully!",
  contactSentDescription: "Our team will contact you within 24 hours.",
  contactFailed: "Submission failed",
  /** Ours: the confirmation that replaces the contact form. */
  contactSentNext: "We have your message. Look out for our reply in your inbox; you can also send us another message.",
  sendAnother: "Send another message",
  tryAgain: "Please try again or contact us directly.",
  demoScheduled: "Demo scheduled successfully!",
  demoFailed: "Scheduling failed",
} as const;

export type Failure =
  | { kind: "validation"; fields: Record<string, string> }
  | { kind: "rate-limited"; message: string }
  | { kind: "conflict"; message: string }
  | { kind: "other" };

/** Sorts a failed submission into what the page does about it. */
export function classifyFailure(err: unknown): Failure {
  if (!(err instanceof ApiError)) return { kind: "other" };
  if (err.status === 400 && err.code === "validation") return { kind: "validation", fields: err.fields };
  if (err.status === 429) return { kind: "rate-limited", message: err.message || messages.rateLimitDefault };
  if (err.status === 409) return { kind: "conflict", message: err.message };
  return { kind: "other" };
}

export function notifyInvalid() {
  void notify.error(messages.invalidDescription, messages.invalidTitle);
}

export function notifyRateLimited(message: string) {
  void notify.error(message || messages.rateLimitDefault, messages.rateLimitTitle);
}
