import type { InboxLead } from "./lead-schema";

/** The pipeline's stages, in order (docs/api.md "Lead inbox"). */
export const leadStages = ["new", "contacted", "qualified", "won", "lost"] as const;
export type LeadStage = (typeof leadStages)[number];

/** Whether any lead is still waiting for its score (the list is read again until none is). */
export const anyScoring = (leads: readonly InboxLead[]) => leads.some((l) => l.scoring === "queued");

/** The leads of each stage, in the list's order (newest first); a stage the page does not know is left out. */
export function byStage(leads: readonly InboxLead[]): Record<LeadStage, InboxLead[]> {
  const out = Object.fromEntries(leadStages.map((s) => [s, [] as InboxLead[]])) as Record<LeadStage, InboxLead[]>;
  for (const lead of leads) {
    if ((leadStages as readonly string[]).includes(lead.stage)) out[lead.stage as LeadStage].push(lead);
  }
  return out;
}

/** Who a lead is, in a few words: its name, else its company, e-mail or phone. */
export const leadTitle = (lead: Pick<InboxLead, "name" | "company" | "email" | "phone">) =>
  lead.name || lead.company || lead.email || lead.phone || "Unnamed lead";

/**
 * A revenue typed in dollars, as the server takes it: 0 to 10,000,000 with at most two
 * decimals, "$" and thousands separators allowed. null when it is not one.
 */
export function parseRevenue(text: string): number | null {
  const cleaned = text.trim().replace(/^\$/, "").replaceAll(",", "");
  if (!/^\d+(\.\d{1,2})?$/.test(cleaned)) return null;
  const value = Number(cleaned);
  return value <= 10_000_000 ? value : null;
}

const usd = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD" });

/** A revenue as the page shows it: "$1,234.50". */
export const formatRevenue = (dollars: number) => usd.format(dollars);

/**
 * A lead's analysis as the card shows it: the lead profile's next steps under their own
 * heading (the server writes "Next steps:" and a numbered line each, decision 0073), or an
 * older lead's assessment as it was written.
 */
export function leadAnalysis(analysis: string): { steps: boolean; text: string } {
  const prefix = "Next steps:\n";
  return analysis.startsWith(prefix) ? { steps: true, text: analysis.slice(prefix.length) } : { steps: false, text: analysis };
}
