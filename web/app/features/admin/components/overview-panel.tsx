import { lazy, Suspense } from "react";
import { Spinner } from "~/components/ui/spinner";
import { formatDay } from "../admin-format";
import { adminText, overviewText } from "../admin-messages";
import type { Overview, OverviewDay } from "../api/get-overview";
import { OverviewTable } from "./overview-table";

// recharts is large: its own chunk (shared with /analytics), loaded only with the dashboard.
export const loadOverviewCharts = () => import("./overview-charts");
const OverviewCharts = lazy(loadOverviewCharts);

const countCards: { key: keyof Overview["counts"]; label: string }[] = [
  { key: "users", label: overviewText.users },
  { key: "verified_users", label: overviewText.verifiedUsers },
  { key: "active_subscriptions", label: overviewText.activeSubscriptions },
  { key: "trialing_subscriptions", label: overviewText.trialingSubscriptions },
  { key: "contacts_7d", label: overviewText.contacts7d },
  { key: "contacts_30d", label: overviewText.contacts30d },
  { key: "demo_bookings_7d", label: overviewText.demoBookings7d },
  { key: "demo_bookings_30d", label: overviewText.demoBookings30d },
  { key: "rate_limit_blocks_24h", label: overviewText.rateLimitBlocks24h },
];

const count = new Intl.NumberFormat("en-US");

/** The Overview tab: the counts as cards, then sign-ups and contacts per day. */
export function OverviewPanel({ overview }: { overview: Overview | undefined }) {
  if (!overview) return <p className="py-6 text-destructive">{adminText.overviewFailed}</p>;
  return (
    <div className="grid gap-6">
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3">
        {countCards.map(({ key, label }) => (
          <div key={key} className="rounded-lg border border-border p-3 sm:p-4">
            <dt className="text-sm text-muted-foreground">{label}</dt>
            <dd className="mt-1 text-2xl font-semibold tabular-nums">{count.format(overview.counts[key])}</dd>
          </div>
        ))}
      </dl>
      <Suspense
        fallback={
          <div className="flex justify-center py-10">
            <Spinner label={overviewText.chartsLoading} />
          </div>
        }
      >
        <OverviewCharts
          daily={overview.daily}
          signupsLabel={chartSummary(overviewText.signupsChart, overview.daily, "signups")}
          contactsLabel={chartSummary(overviewText.contactsChart, overview.daily, "contacts")}
        />
      </Suspense>
      <details>
        <summary className="cursor-pointer text-sm font-medium text-primary">{overviewText.showTable}</summary>
        <OverviewTable daily={overview.daily} />
      </details>
    </div>
  );
}

/** What a chart shows, in words: its total and its busiest day. */
export function chartSummary(title: string, daily: readonly OverviewDay[], field: "signups" | "contacts"): string {
  const total = daily.reduce((sum, d) => sum + d[field], 0);
  const busiest = daily.reduce<OverviewDay | null>((top, d) => (d[field] > (top?.[field] ?? 0) ? d : top), null);
  return overviewText.chartSummary(title, total, busiest ? formatDay(busiest.date) : null);
}
