import { loadPlans } from "../api/get-plans";
import { getSubscription } from "../api/get-subscription";
import { planForProduct } from "../catalogue";
import { ApiError } from "~/lib/api";
import { notSubscribed, type SubscriptionFacts } from "./subscription-facts";

// The subscription provider's requests, in their own chunk: it loads only once a user
// is signed in.

/**
 * GET /api/subscription, with the plan found in the catalogue (GET /api/plans, asked
 * once per page load, alongside the first check so a subscriber waits for one round
 * trip). A 401 means the session ended: not subscribed, and no error to show; the auth
 * state catches up on its next check.
 */
export async function checkSubscription(): Promise<SubscriptionFacts> {
  const catalogue = loadPlans();
  catalogue.catch(() => {
    // Only a subscriber needs it; for them the await below rethrows.
  });
  let answer;
  try {
    answer = await getSubscription();
  } catch (err) {
    if (err instanceof ApiError && err.status === 401) return notSubscribed;
    throw err;
  }
  if (!answer.subscribed) return { ...notSubscribed, status: answer.status };
  return {
    subscribed: true,
    productId: answer.product_id,
    subscriptionEnd: answer.subscription_end,
    currentPlan: planForProduct(await catalogue, answer.product_id),
    status: answer.status,
    trialEnd: answer.trial_end,
    cancelAt: answer.cancel_at,
  };
}
