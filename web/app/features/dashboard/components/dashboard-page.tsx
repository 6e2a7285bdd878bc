import { useAuth } from "~/providers/auth-provider";
import { DashboardHeader } from "./dashboard-header";
import { SubscriptionPrompt } from "./subscription-prompt";

/** /dashboard for a signed-in user (the route guards it). */
export function DashboardPage() {
  const { user } = useAuth();
  if (!user) return null;
  return (
    <main>
      <DashboardHeader user={user} />
      <div className="mx-auto max-w-7xl space-y-8 px-4 pb-16 sm:px-6 lg:px-8">
        <SubscriptionPrompt />
        {/* The services issue adds the metric cards, the services list and the quick cards here. */}
      </div>
    </main>
  );
}
