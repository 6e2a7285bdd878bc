import { createContext, useContext } from "react";
import type { Tier } from "~/lib/tiers";

/** The plan the subscription is on (SPEC.md section 3: currentPlan with name and productId). */
export interface CurrentPlan {
  tier: Tier;
  name: string;
  productId: string;
}

/** The subscription status as every screen reads it. */
export interface SubscriptionState {
  /** True while the status is being checked. */
  loading: boolean;
  subscribed: boolean;
  productId: string | null;
  /** ISO date the paid period ends. */
  subscriptionEnd: string | null;
  currentPlan: CurrentPlan | null;
}

export const noSubscription: SubscriptionState = {
  loading: false,
  subscribed: false,
  productId: null,
  subscriptionEnd: null,
  currentPlan: null,
};

/**
 * Filled by the billing provider when subscriptions arrive (billing issue); until then
 * every visitor reads "not subscribed", so the route guard and the settings page already
 * behave as they will for a free-trial account.
 */
export const SubscriptionContext = createContext<SubscriptionState>(noSubscription);

export function useSubscription(): SubscriptionState {
  return useContext(SubscriptionContext);
}
