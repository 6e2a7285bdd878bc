import * as z from "zod/mini";
import { apiRequest } from "~/lib/api";

/**
 * GET /api/subscription (docs/api.md "Billing"): the spec's check-subscription. When not
 * subscribed, everything but `subscribed` and `status` is null; `status` names the latest
 * subscription's state (past_due, canceled, …) or is null when there never was one.
 */
export const subscriptionAnswer = z.object({
  subscribed: z.boolean(),
  product_id: z.nullable(z.string()),
  subscription_end: z.nullable(z.string()),
  plan: z.nullable(z.string()),
  interval: z.nullable(z.string()),
  status: z.nullable(z.string()),
  trial_end: z.nullable(z.string()),
  cancel_at: z.nullable(z.string()),
});

export type SubscriptionAnswer = z.infer<typeof subscriptionAnswer>;

export function getSubscription(signal?: AbortSignal): Promise<SubscriptionAnswer> {
  return apiRequest("/api/subscription", { parse: (data) => subscriptionAnswer.parse(data), signal });
}
