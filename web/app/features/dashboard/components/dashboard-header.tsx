import { Link } from "react-router";
import { buttonVariants } from "~/components/ui/button";
import { ManageSubscriptionButton, PlanBadge, useSubscription } from "~/features/billing";
import type { AuthUser } from "~/lib/auth-user";
import { dashboardText } from "../dashboard-messages";
import { useFirstVisit } from "../api/record-dashboard-visit";
import { welcomeName } from "../welcome-name";

/**
 * The dashboard's heading: 'Welcome, Jane' on the account's first visit (decision 0065), 'Welcome back, Jane' after, the subscriber's plan badge and
 * 'Manage Subscription', and 'Settings'.
 */
export function DashboardHeader({ user }: { user: AuthUser }) {
  const { subscribed } = useSubscription();
  const first = useFirstVisit(user.id);
  const name = welcomeName(user);
  return (
    <section className="bg-gradient-to-b from-accent to-background">
      <div className="mx-auto flex max-w-7xl flex-col gap-6 px-4 py-12 sm:px-6 md:flex-row md:items-end md:justify-between lg:px-8">
        <div>
          {/* Until the server says whether this is the first visit, the heading keeps its place unseen. */}
          <h1 aria-busy={first === null} className={`text-3xl font-bold tracking-tight sm:text-4xl ${first === null ? "invisible" : ""}`}>
            {first ? dashboardText.welcomeFirst(name) : dashboardText.welcome(name)}
          </h1>
          <p className="mt-2 text-lg text-muted-foreground">{dashboardText.intro}</p>
          {subscribed && (
            <div className="mt-4">
              <PlanBadge />
            </div>
          )}
        </div>
        <div className="flex flex-wrap gap-3">
          {subscribed && <ManageSubscriptionButton />}
          <Link to="/settings" className={buttonVariants({ variant: "outline" })}>
            {dashboardText.settings}
          </Link>
        </div>
      </div>
    </section>
  );
}
