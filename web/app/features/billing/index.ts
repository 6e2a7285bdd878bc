// Billing's public entry: what other features may use. The subscription state (the
// provider the site layout mounts, the hook every screen reads, the context tests set),
// the buttons and notices that show it, and billing's words. Everything else (the
// requests, the catalogue, the checkout and portal calls) stays inside billing, but for
// forgetPlans, which lets a test start without the catalogue a page load keeps.
export { forgetPlans } from "./api/get-plans";
export { billingText } from "./billing-messages";
export { FreeTrialBanner } from "./components/free-trial-banner";
export { ManageSubscriptionButton } from "./components/manage-subscription-button";
export { PlanBadge } from "./components/plan-badge";
export {
  noSubscription,
  SubscriptionContext,
  SubscriptionProvider,
  useSubscription,
  type SubscriptionState,
} from "./subscription/subscription-context";
export { preloadSessionUrls, useNewTabAction } from "./use-new-tab-action";
