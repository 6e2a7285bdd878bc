import { Card } from "~/components/ui/card";
import type { MetricsSummary } from "~/features/metrics/api/get-metrics-summary";
import { formatCount, formatUsd } from "~/features/metrics/metrics-format";
import { analyticsText } from "../analytics-messages";
import { revenueByService, servicePerformance, shares } from "../splits";

interface SplitRow {
  label: string;
  value: string;
  share: number;
  shareText: string;
}

/** 'Service Performance' and 'Revenue by Service': the spec's fixed shares of the totals. */
export function ServiceSplits({ metrics }: { metrics: MetricsSummary }) {
  const performance = servicePerformance(metrics.total_calls, metrics.total_leads);
  const revenue = revenueByService(metrics.total_revenue);
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <SplitCard
        id="service-performance"
        title={analyticsText.servicePerformance}
        rows={[
          {
            label: analyticsText.voiceAiCalls,
            value: formatCount(performance.voiceAiCalls),
            share: shares.voiceAiCalls,
            shareText: analyticsText.ofCalls(shares.voiceAiCalls),
          },
          {
            label: analyticsText.candidates,
            value: formatCount(performance.candidates),
            share: shares.recruitmentLeads,
            shareText: analyticsText.ofLeads(shares.recruitmentLeads),
          },
        ]}
      />
      <SplitCard
        id="revenue-by-service"
        title={analyticsText.revenueByService}
        rows={[
          {
            label: analyticsText.voiceAi,
            value: formatUsd(revenue.voiceAi),
            share: shares.voiceAiRevenue,
            shareText: analyticsText.ofRevenue(shares.voiceAiRevenue),
          },
          {
            label: analyticsText.callCenter,
            value: formatUsd(revenue.callCenter),
            share: shares.callCenterRevenue,
            shareText: analyticsText.ofRevenue(shares.callCenterRevenue),
          },
          {
            label: analyticsText.other,
            value: formatUsd(revenue.other),
            share: shares.otherRevenue,
            shareText: analyticsText.ofRevenue(shares.otherRevenue),
          },
        ]}
      />
    </div>
  );
}

function SplitCard({ id, title, rows }: { id: string; title: string; rows: SplitRow[] }) {
  return (
    <Card role="region" aria-labelledby={id} data-testid={id}>
      <h2 id={id} className="text-xl font-semibold">
        {title}
      </h2>
      <ul className="mt-5 grid gap-5">
        {rows.map((row) => (
          <li key={row.label}>
            <div className="flex flex-wrap items-baseline justify-between gap-x-3">
              <span className="font-medium">{row.label}</span>
              <span className="text-lg font-semibold tabular-nums">{row.value}</span>
            </div>
            {/* The share is in the words below; the bar only draws it. */}
            <div className="mt-1.5 h-2 overflow-hidden rounded-full bg-muted" aria-hidden>
              <div className="h-full rounded-full bg-primary" style={{ width: `${row.share}%` }} />
            </div>
            <p className="mt-1 text-sm text-muted-foreground">{row.shareText}</p>
          </li>
        ))}
      </ul>
    </Card>
  );
}
