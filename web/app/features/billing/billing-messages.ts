/**
 * Billing's words: the prescribed ones (docs/product.md, "Messages", "Subscription",
 * "Dashboard and services", "Pages and routes") and ours. The subscription check's
 * failure message lives with the provider (subscription/subscription-context.tsx), which
 * every page loads.
 */
export const billingText = {
  // Toasts (section 8). Error toasts' title is 'Error' unless one is named.
  authRequired: "Authentication Required",
  signInToSubscribe: "Please sign in to subscribe",
  checkoutFailed: "Failed to create checkout session",
  portalFailed: "Failed to open subscription management",
  // Buttons and labels.
  startFreeTrial: "Start Free Trial",
  manageSubscription: "Manage Subscription",
  currentPlan: "Current Plan",
  viewPlans: "View Plans",
  freeTrial: "Free Trial",
  // The dashboard's banner for a user without a subscription; the line is the spec's claims.
  bannerTitle: "Start Your Free Trial",
  bannerText: "Try any plan free for 30 days. No credit card required, and you can cancel anytime.",
  // Ours: what the plan badge says beside the plan's name, and what a busy button announces.
  yourPlan: "Your plan:",
  trial: "Trial",
  trialEnds: (date: string) => `Trial ends ${date}`,
  cancelsOn: (date: string) => `Cancels on ${date}`,
  loadingSubscription: "Loading subscription",
} as const;
