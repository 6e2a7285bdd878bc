import { Link } from "react-router";
import { Button, buttonVariants } from "~/components/ui/button";
import { providerLabel, type AuthUser } from "~/lib/auth-user";
import { useSubscription } from "~/providers/subscription-context";
import { settingsText } from "../settings-messages";
import { SettingsCard } from "./settings-card";

/** Subscription: the plan's name or 'Free Trial', and where to change it. */
export function SubscriptionCard() {
  const { subscribed, currentPlan } = useSubscription();
  return (
    <SettingsCard title="Subscription">
      <p className="text-sm text-muted-foreground">Current plan</p>
      <p className="mt-1 text-lg font-semibold">{currentPlan?.name ?? settingsText.freeTrial}</p>
      <div className="mt-5">
        {subscribed ? (
          // The billing issue gives this its action (the customer portal).
          <Button variant="outline">{settingsText.manageSubscription}</Button>
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
      <p className="mt-1 text-lg font-semibold">{providerLabel(user.app_metadata.provider)}</p>
    </SettingsCard>
  );
}

/** Notifications: a placeholder until there is something to set. */
export function NotificationsCard() {
  return (
    <SettingsCard title="Notifications">
      <p className="text-muted-foreground">{settingsText.notificationsPlaceholder}</p>
    </SettingsCard>
  );
}
