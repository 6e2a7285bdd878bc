import { useSubscription } from "~/features/billing";
import type { PlanInfo } from "./usage";

/** The plan usage is measured against, from the subscription check; null while it runs. */
export function usePlanInfo(): PlanInfo | null {
  const subscription = useSubscription();
  if (subscription.loading) return null;
  if (!subscription.subscribed) return { subscribed: false };
  // A subscription to a product we do not know still gives access: name it plainly.
  return { subscribed: true, name: subscription.currentPlan?.name ?? "current" };
}
