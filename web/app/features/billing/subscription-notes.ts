import { billingText } from "./billing-messages";

/** "Dec 23, 2026" for an ISO time, in the reader's time zone (or the one given); null for no or a bad date. */
export function formatBillingDate(iso: string | null, timeZone?: string): string | null {
  if (!iso) return null;
  const at = new Date(iso);
  if (Number.isNaN(at.getTime())) return null;
  return new Intl.DateTimeFormat("en-US", { month: "short", day: "numeric", year: "numeric", timeZone }).format(at);
}

interface NoteFacts {
  status: string | null;
  trialEnd: string | null;
  cancelAt: string | null;
}

/**
 * The quiet lines beside the plan badge: a trial says so (and when it ends), a
 * subscription set to cancel says when. A trial that will cancel shows the cancel date
 * only, since both dates are the same moment.
 */
export function subscriptionNotes({ status, trialEnd, cancelAt }: NoteFacts, timeZone?: string): string[] {
  const notes: string[] = [];
  const cancels = formatBillingDate(cancelAt, timeZone);
  if (status === "trialing") {
    const ends = formatBillingDate(trialEnd, timeZone);
    notes.push(ends && !cancels ? billingText.trialEnds(ends) : billingText.trial);
  }
  if (cancels) notes.push(billingText.cancelsOn(cancels));
  return notes;
}
