import { Spinner } from "~/components/ui/spinner";
import { billingText, FreeTrialBanner, useSubscription } from "~/features/billing";

/**
 * The free-trial banner for a user without a subscription. While the subscription is
 * being checked a spinner holds its place, so a subscriber never sees the banner flash.
 */
export function SubscriptionPrompt() {
  const { loading, subscribed } = useSubscription();
  if (loading) {
    return (
      <div className="flex justify-center py-6">
        <Spinner label={billingText.loadingSubscription} />
      </div>
    );
  }
  return subscribed ? null : <FreeTrialBanner />;
}
