import { Phone, TrendingUp, Users, Wallet, Zap } from "lucide-react";
import type { MetricsSummary } from "~/features/metrics/api/get-metrics-summary";
import { MetricCard } from "~/features/metrics/components/metric-card";
import { formatCount, formatUsd } from "~/features/metrics/metrics-format";
import { analyticsText, fixedChanges } from "../analytics-messages";

/** A change, shown as up by an icon and the words, not by colour alone. */
function Up({ change }: { change: string }) {
  return (
    <p className="flex items-center gap-1 font-medium text-success">
      <TrendingUp className="h-4 w-4" aria-hidden />
      <span className="sr-only">{analyticsText.up} </span>
      {change}
    </p>
  );
}

/** The four cards of SPEC.md "/analytics", with the spec's fixed changes. */
export function AnalyticsMetrics({ metrics }: { metrics: MetricsSummary }) {
  return (
    <section aria-label={analyticsText.period}>
      <div className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
        <MetricCard testId="metric-total-calls" label={analyticsText.totalCalls} icon={Phone} value={formatCount(metrics.total_calls)}>
          <Up change={fixedChanges.totalCalls} />
        </MetricCard>
        <MetricCard testId="metric-total-leads" label={analyticsText.totalLeads} icon={Users} value={formatCount(metrics.total_leads)}>
          <Up change={fixedChanges.totalLeads} />
        </MetricCard>
        <MetricCard testId="metric-revenue" label={analyticsText.revenue} icon={Wallet} value={formatUsd(metrics.total_revenue)}>
          <Up change={fixedChanges.revenue} />
        </MetricCard>
        <MetricCard
          testId="metric-active-services"
          label={analyticsText.activeServices}
          icon={Zap}
          value={formatCount(metrics.active_services)}
        >
          <Up change={fixedChanges.activeServices} />
        </MetricCard>
      </div>
    </section>
  );
}
