import type { Tier } from "~/lib/tiers";

// What a subscription check says, apart from the state that holds it, so the catalogue
// and the requests can name these types without importing the provider (an import circle).

/** The plan the subscription is on (SPEC.md section 3: currentPlan with name and productId). */
export interface CurrentPlan {
  tier: Tier;
  name: string;
  productId: string;
}

/** What a subscription check says (GET /api/subscription, docs/api.md "Billing"). */
export interface SubscriptionFacts {
  subscribed: boolean;
  productId: string | null;
  /** ISO time the paid period ends. */
  subscriptionEnd: string | null;
  currentPlan: CurrentPlan | null;
  /** The latest subscription's status (trialing, active, past_due, canceled, …); null when there never was one. */
  status: string | null;
  /** ISO time a trial ends, while trialing. */
  trialEnd: string | null;
  /** ISO time the subscription is set to end, when the user cancelled it. */
  cancelAt: string | null;
}

export const notSubscribed: SubscriptionFacts = {
  subscribed: false,
  productId: null,
  subscriptionEnd: null,
  currentPlan: null,
  status: null,
  trialEnd: null,
  cancelAt: null,
};
