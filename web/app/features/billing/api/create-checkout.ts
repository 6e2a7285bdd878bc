import * as z from "zod/mini";
import { apiRequest } from "~/lib/api";

/**
 * POST /api/billing/checkout {priceId} (docs/api.md "Billing"): where to send the user.
 * `kind` is 'checkout' for a new subscription, or 'portal' when the user already has one
 * that has not ended (the customer portal instead of a second subscription); either way
 * the site opens `url`. 400 validation (unknown price), 429, 503 unavailable.
 */
export const checkoutAnswer = z.object({
  url: z.string(),
  kind: z.enum(["checkout", "portal"]),
});

export type CheckoutAnswer = z.infer<typeof checkoutAnswer>;

export function createCheckout(priceId: string): Promise<CheckoutAnswer> {
  return apiRequest("/api/billing/checkout", {
    method: "POST",
    body: { priceId },
    parse: (data) => checkoutAnswer.parse(data),
  });
}
