import { tierNames, tierRank, type Tier } from "~/lib/tiers";
import type { AuthStatus } from "~/providers/auth-provider";
import type { SubscriptionState } from "~/features/billing";

export interface GuardRequirements {
  /** The page needs an active subscription. */
  requiredSubscription?: boolean;
  /** The page needs at least this plan (which implies a subscription). */
  minimumTier?: Tier;
}

export type GuardVerdict =
  | { kind: "loading" }
  | { kind: "sign-in" }
  | { kind: "subscription-required" }
  | { kind: "upgrade-required"; tierName: string; planName: string }
  | { kind: "allowed" };

/**
 * What a guarded page shows (docs/product.md, "Pages and routes", Route guard). Sign-in is always needed:
 * signed out, the page asks for it in place (issue 23) rather than sending the visitor home.
 * A minimum tier needs a subscription first: without one there is no plan to compare.
 */
export function guardVerdict(auth: AuthStatus, subscription: SubscriptionState, needs: GuardRequirements): GuardVerdict {
  if (auth === "loading") return { kind: "loading" };
  if (auth === "signedOut") return { kind: "sign-in" };
  if (!needs.requiredSubscription && !needs.minimumTier) return { kind: "allowed" };
  if (subscription.loading) return { kind: "loading" };
  if (!subscription.subscribed) return { kind: "subscription-required" };
  const plan = subscription.currentPlan;
  if (needs.minimumTier && tierRank(plan?.tier) < tierRank(needs.minimumTier)) {
    // A subscription whose product we do not know counts as no plan, the settings page's 'Free Trial'.
    return { kind: "upgrade-required", tierName: tierNames[needs.minimumTier], planName: plan?.name ?? "Free Trial" };
  }
  return { kind: "allowed" };
}
