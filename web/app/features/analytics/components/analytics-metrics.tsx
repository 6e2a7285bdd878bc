import { Phone, Users, Wallet, Zap } from "lucide-react";
import { MetricCard } from "~/components/ui/metric-card";
import { formatCount, formatUsd } from "~/lib/metrics-format";
import { analyticsText } from "../analytics-messages";
import type { Totals } from "../service-totals";
import { change } from "../trends";
import { ChangeBadge } from "./change-badge";

/**
 * The four cards of /analytics (docs/product.md, "Analytics"), each with its real change against the 30 days
 * before. Active services are counted now, not kept per day, so that card says how many
 * of the services are active instead of a change.
 */
export function AnalyticsMetrics({ totals }: { totals: Totals }) {
  const { current, previous } = totals;
  return (
    <section aria-label={analyticsText.period}>
      <div className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
        <MetricCard testId="metric-total-calls" label={analyticsText.totalCalls} hint={analyticsText.totalCallsHint} icon={Phone} value={formatCount(current.calls)}>
          <ChangeBadge change={change(current.calls, previous.calls)} />
        </MetricCard>
        <MetricCard testId="metric-total-leads" label={analyticsText.totalLeads} hint={analyticsText.totalLeadsHint} icon={Users} value={formatCount(current.leads)}>
          <ChangeBadge change={change(current.leads, previous.leads)} />
        </MetricCard>
        <MetricCard testId="metric-revenue" label={analyticsText.revenue} hint={analyticsText.revenueHint} icon={Wallet} value={formatUsd(current.revenue)}>
          <ChangeBadge change={change(current.revenue, previous.revenue)} />
        </MetricCard>
        <MetricCard
          testId="metric-active-services"
          label={analyticsText.activeServices}
          hint={analyticsText.activeServicesHint}
          icon={Zap}
          value={formatCount(totals.activeServices)}
        >
          <p>{analyticsText.ofServices(totals.services)}</p>
        </MetricCard>
      </div>
    </section>
  );
}
