import type { Tier } from "~/lib/tiers";

// What a subscription check says, apart from the state that holds it, so the catalogue
// and the requests can name these types without importing the provider (an import circle).

/** The plan the subscription is on (docs/product.md, "Subscription"). */
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

/**
 * docs/product.md, "Messages" (subscription and checkout), titled 'Error'. Kept here rather than
 * with billing's other words (features/billing/billing-messages.ts): this file is in
 * every page's first load, and those words are needed only by the pages that show them.
 */
export const CHECK_FAILED_MESSAGE = "Failed to check subscription status";

/** docs/product.md, "Timing": the subscription re-check interval. */
export const SUBSCRIPTION_RECHECK_MS = 60_000;

/** The last check's answer, and whose it is: a new user never sees the previous one's plan. */
export interface CheckedSubscription {
  userId: string;
  facts: SubscriptionFacts;
}
