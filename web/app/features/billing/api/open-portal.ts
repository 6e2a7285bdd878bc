import * as z from "zod/mini";
import { apiRequest } from "~/lib/api";

/**
 * POST /api/billing/portal, no body (docs/api.md "Billing"): the customer portal's URL.
 * 409 conflict when there is no subscription to manage yet; 429; 503 unavailable.
 */
export const portalAnswer = z.object({ url: z.string() });

export type PortalAnswer = z.infer<typeof portalAnswer>;

export function createPortalSession(): Promise<PortalAnswer> {
  return apiRequest("/api/billing/portal", { method: "POST", parse: (data) => portalAnswer.parse(data) });
}
