import { tiers, type Tier } from "~/lib/tiers";
import type { CurrentPlan } from "./subscription/subscription-facts";
import type { PlanCatalogue } from "./api/get-plans";

/** How a plan is billed; the catalogue's price keys (docs/api.md "GET /api/plans"). */
export type BillingInterval = "monthly" | "annual";

/** The price id to check out `plan` billed `interval`, or null when the catalogue has none. */
export function priceIdFor(catalogue: PlanCatalogue, plan: Tier, interval: BillingInterval): string | null {
  return catalogue.plans.find((p) => p.id === plan)?.[interval].price_id ?? null;
}

/**
 * The plan a subscription's product belongs to (docs/product.md, "Subscription": the current plan
 * is the catalogue plan whose product matches), monthly or annual alike. A
 * product we do not know, or a plan id outside our three tiers, gives null: the screens
 * then show 'Free Trial' rather than guess.
 */
export function planForProduct(catalogue: PlanCatalogue, productId: string | null): CurrentPlan | null {
  if (!productId) return null;
  const plan = catalogue.plans.find((p) => p.monthly.product_id === productId || p.annual.product_id === productId);
  if (!plan || !isTier(plan.id)) return null;
  return { tier: plan.id, name: plan.name, productId };
}

function isTier(id: string): id is Tier {
  return (tiers as readonly string[]).includes(id);
}
