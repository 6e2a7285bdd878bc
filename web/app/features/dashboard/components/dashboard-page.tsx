import { useAuth } from "~/providers/auth-provider";
import { useLiveUpdates } from "~/providers/live-updates";
import { QueryProvider } from "~/providers/query-provider";
import { useCheckoutWait } from "../use-checkout-wait";
import { CheckoutStatus } from "./checkout-status";
import { DashboardData } from "./dashboard-data";
import { DashboardHeader } from "./dashboard-header";
import { QuickCards } from "./quick-cards";
import { SubscriptionPrompt } from "./subscription-prompt";

/** /dashboard for a signed-in user (the route guards it). */
export function DashboardPage() {
  const { user } = useAuth();
  useLiveUpdates();
  const checkout = useCheckoutWait();
  if (!user) return null;
  return (
    <QueryProvider>
      <main>
        <DashboardHeader user={user} />
        <div className="mx-auto max-w-7xl space-y-10 px-4 pb-16 sm:px-6 lg:px-8">
          {checkout ? <CheckoutStatus state={checkout} /> : <SubscriptionPrompt />}
          <DashboardData />
          <QuickCards />
        </div>
      </main>
    </QueryProvider>
  );
}
