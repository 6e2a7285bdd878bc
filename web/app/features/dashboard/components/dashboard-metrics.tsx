import { Phone, Users, Wallet, Zap } from "lucide-react";
import type { MetricsSummary } from "../api/get-metrics-summary";
import { MetricCard } from "~/components/ui/metric-card";
import { formatCount, formatUsd } from "~/lib/metrics-format";
import { dashboardText } from "../dashboard-messages";

/** The four metric cards (docs/product.md, "Dashboard and services"), over the last 30 days. */
export function DashboardMetrics({ metrics }: { metrics: MetricsSummary }) {
  return (
    <section aria-labelledby="dashboard-metrics-heading">
      <div className="flex items-baseline gap-3">
        <h2 id="dashboard-metrics-heading" className="text-xl font-semibold">
          {dashboardText.metricsHeading}
        </h2>
        <p className="text-sm text-muted-foreground">{dashboardText.metricsPeriod}</p>
      </div>
      <div className="mt-4 grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
        <MetricCard
          testId="metric-active-services"
          label={dashboardText.activeServices}
          icon={Zap}
          value={formatCount(metrics.active_services)}
        />
        <MetricCard
          testId="metric-monthly-revenue"
          label={dashboardText.monthlyRevenue}
          icon={Wallet}
          value={formatUsd(metrics.total_revenue)}
        />
        <MetricCard testId="metric-total-leads" label={dashboardText.totalLeads} icon={Users} value={formatCount(metrics.total_leads)} />
        <MetricCard testId="metric-total-calls" label={dashboardText.totalCalls} icon={Phone} value={formatCount(metrics.total_calls)} />
      </div>
    </section>
  );
}
