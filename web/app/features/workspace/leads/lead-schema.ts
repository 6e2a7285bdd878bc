import * as z from "zod/mini";

/**
 * A call-center service's inbox lead and public form link as the API shows them
 * (docs/api.md "Lead inbox", "Public links"). Stage, scoring, temperature and kind are read as
 * any string, so a value added on the server later shows as well as it can instead of
 * failing the whole list.
 */
const profile = z.object({
  name: z.string(),
  role: z.string(),
  company: z.string(),
  companySize: z.string(),
  email: z.string(),
  phone: z.string(),
  budget: z.string(),
  authority: z.string(),
  need: z.string(),
  timeline: z.string(),
});

export const inboxLeadSchema = z.object({
  id: z.string(),
  service_id: z.string(),
  name: z.string(),
  company: z.string(),
  email: z.string(),
  phone: z.string(),
  source: z.string(),
  notes: z.string(),
  scoring: z.string(),
  score: z.nullable(z.number()),
  temperature: z.nullable(z.string()),
  /** What the message is ("lead", "opt_out", "spam" …); null until scored. */
  kind: z.nullable(z.string()),
  /** An opt-out: never to be contacted again. */
  do_not_contact: z.boolean(),
  reasons: z.array(z.string()),
  analysis: z.string(),
  profile: z.nullable(profile),
  stage: z.string(),
  revenue: z.number(),
  revenue_recorded_at: z.nullable(z.string()),
  created_at: z.string(),
});
export type InboxLead = z.infer<typeof inboxLeadSchema>;
export type LeadProfile = z.infer<typeof profile>;

export const leadsAnswer = z.object({ leads: z.array(inboxLeadSchema), hot_score: z.number() });
export const oneLeadAnswer = z.object({ lead: inboxLeadSchema });

export const formLinkSchema = z.object({
  id: z.string(),
  kind: z.string(),
  token: z.string(),
  url: z.string(),
  created_at: z.string(),
  revoked_at: z.nullable(z.string()),
});
export type FormLink = z.infer<typeof formLinkSchema>;

export const formLinksAnswer = z.object({ embeds: z.array(formLinkSchema) });
export const oneFormLinkAnswer = z.object({ embed: formLinkSchema });
