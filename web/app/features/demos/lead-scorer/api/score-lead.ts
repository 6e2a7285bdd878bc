import { useMutation } from "@tanstack/react-query";
import * as z from "zod/mini";
import { apiRequest } from "~/lib/api";
import { demoOf, serviceTypeId } from "~/lib/service-types";
import { demoEndpoint } from "../../shared/demo-api";

/**
 * The lead the server's lead reader found in the text (docs/api.md "POST
 * /api/ai/callcenter"): each field "" where the text does not say, whichever engine wrote
 * the analysis.
 */
const leadProfileSchema = z.object({
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

/**
 * `kind` is what the lead reader found the message to be ("lead", "opt_out", "spam", …; read as
 * any string, so a kind added on the server later is scored as it scores it).
 */
const leadAnswerSchema = z.object({ analysis: z.string(), engine: z.string(), kind: z.string(), profile: leadProfileSchema, note: z.optional(z.string()) });

export type ServerLeadProfile = z.infer<typeof leadProfileSchema>;

export interface LeadAnswer {
  text: string;
  engine: string;
  kind: string;
  profile: ServerLeadProfile;
  /** Why the built-in engine answered in place of the model (docs/decisions/0069-model-structured-output.md); absent when nothing to say. */
  note?: string;
}

/** POST /api/ai/callcenter {leadData} — the BANT reading, assessment and next steps, the message's kind and the lead's profile. */
export async function scoreLead(leadData: string): Promise<LeadAnswer> {
  const res = await apiRequest(demoEndpoint(demoOf(serviceTypeId.callCenter)), { method: "POST", body: { leadData }, parse: leadAnswerSchema.parse });
  return { text: res.analysis, engine: res.engine, kind: res.kind, profile: res.profile, note: res.note };
}

export function useScoreLead() {
  return useMutation({ mutationFn: scoreLead });
}
