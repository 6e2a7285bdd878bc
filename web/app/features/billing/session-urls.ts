import type { Tier } from "~/lib/tiers";
import { createCheckout } from "./api/create-checkout";
import { loadPlans } from "./api/get-plans";
import { createPortalSession } from "./api/open-portal";
import { priceIdFor, type BillingInterval } from "./catalogue";

// Loaded on the first click of a checkout or portal button (and on hover), so the API
// client and the schemas stay off the public pages until someone wants them.

/**
 * Where 'Start Free Trial' sends a signed-in user: Stripe Checkout (or Lexa's test
 * checkout) for the plan at the billing period the toggle shows, or the customer portal
 * when they already have a subscription (the server decides; `kind` tells which).
 */
export async function checkoutUrl(plan: Tier, interval: BillingInterval): Promise<string> {
  const priceId = priceIdFor(await loadPlans(), plan, interval);
  if (!priceId) throw new Error(`the catalogue has no ${interval} price for ${plan}`);
  return (await createCheckout(priceId)).url;
}

/** The customer portal, where a subscriber changes or cancels their plan. */
export async function portalUrl(): Promise<string> {
  return (await createPortalSession()).url;
}
