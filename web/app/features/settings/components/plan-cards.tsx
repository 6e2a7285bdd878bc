import { Link } from "react-router";
import { buttonVariants } from "~/components/ui/button";
import { Spinner } from "~/components/ui/spinner";
import {
  billingText,
  ManageSubscriptionButton,
  useSubscription,
} from "~/features/billing";
import { providerLabel, type AuthUser } from "~/lib/auth-user";
import { settingsText } from "../settings-messages";
import { SettingsCard } from "./settings-card";

/** Subscription: the plan's name or 'Free Trial', and where to change it. */
export function SubscriptionCard() {
  const { loading, subscribed, currentPlan } = useSubscription();
  if (loading) {
    // Not 'Free Trial' and 'Upgrade Plan' for a moment before a subscriber's plan arrives.
    return (
      <SettingsCard title="Subscription">
        <Spinner className="h-6 w-6" label={billingText.loadingSubscription} />
      </SettingsCard>
    );
  }
  return (
    <SettingsCard title="Subscription">
      <p className="text-sm text-muted-foreground">Current plan</p>
      <p className="mt-1 text-lg font-semibold">
        {currentPlan?.name ?? settingsText.freeTrial}
      </p>
      <div className="mt-5">
        {subscribed ? (
          <ManageSubscriptionButton variant="outline" />
        ) : (
          <Link to="/pricing" className={buttonVariants()}>
            {settingsText.upgradePlan}
          </Link>
        )}
      </div>
    </SettingsCard>
  );
}

/** Account: how the user signs in. */
export function AccountCard({ user }: { user: AuthUser }) {
  return (
    <SettingsCard title="Account">
      <p className="text-sm text-muted-foreground">Sign-in method</p>
      <p className="mt-1 text-lg font-semibold">
        {providerLabel(user.app_metadata.provider)}
      </p>
    </SettingsCard>
  );
}
