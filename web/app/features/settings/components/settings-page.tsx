import { useEffect, useState } from "react";
import { useSearchParams } from "react-router";
import { PageHeader } from "~/components/layout/page-header";
import { useAuth } from "~/providers/auth-provider";
import { QueryProvider } from "~/providers/query-provider";
import { NotificationsCard } from "./notifications-card";
import { PasswordCard } from "./password-card";
import { AccountCard, SubscriptionCard } from "./plan-cards";
import { PrivacyCard } from "./privacy-card";
import { ProfileCard } from "./profile-card";

/** /settings for a signed-in user (the route guards it): profile, plan, account, password,
 * notifications, privacy. */
export function SettingsPage() {
  const { user } = useAuth();
  const [params, setParams] = useSearchParams();
  // Google sends the user back to /settings?delete=1 after confirming a deletion: open
  // the dialog once, and take the parameter out of the address so a reload does not.
  const [confirmedWithGoogle, setConfirmedWithGoogle] = useState(
    () => params.get("delete") === "1",
  );
  useEffect(() => {
    if (!params.has("delete")) return;
    const rest = new URLSearchParams(params);
    rest.delete("delete");
    setParams(rest, { replace: true, preventScrollReset: true });
  }, [params, setParams]);

  if (!user) return null;
  return (
    <QueryProvider>
      <main>
        <PageHeader title="Settings">
          Your profile, subscription and account.
        </PageHeader>
        <div className="mx-auto grid max-w-7xl gap-6 px-4 pb-16 sm:px-6 lg:grid-cols-2 lg:px-8">
          <ProfileCard user={user} />
          <SubscriptionCard />
          <AccountCard user={user} />
          <PasswordCard user={user} />
          <NotificationsCard />
          <PrivacyCard
            user={user}
            confirmedWithGoogle={confirmedWithGoogle}
            onDeleteDialogClosed={() => setConfirmedWithGoogle(false)}
          />
        </div>
      </main>
    </QueryProvider>
  );
}
