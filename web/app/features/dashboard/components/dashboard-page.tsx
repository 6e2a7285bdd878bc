import { useAuth } from "~/providers/auth-provider";
import { useLiveUpdates } from "~/providers/live-updates";
import { QueryProvider } from "~/providers/query-provider";
import { DashboardData } from "./dashboard-data";
import { DashboardHeader } from "./dashboard-header";
import { QuickCards } from "./quick-cards";
import { SubscriptionPrompt } from "./subscription-prompt";

/** /dashboard for a signed-in user (the route guards it). */
export function DashboardPage() {
  const { user } = useAuth();
  useLiveUpdates();
  if (!user) return null;
  return (
    <QueryProvider>
      <main>
        <DashboardHeader user={user} />
        <div className="mx-auto max-w-7xl space-y-10 px-4 pb-16 sm:px-6 lg:px-8">
          <SubscriptionPrompt />
          <DashboardData />
          <QuickCards />
        </div>
      </main>
    </QueryProvider>
  );
}
