import { formatUsd } from "~/lib/metrics-format";
import { analyticsText } from "../analytics-messages";
import type { ServiceMetrics } from "../api/get-service-metrics";
import { SectionCard } from "./section-card";

/**
 * 'Revenue by Service': what each service reported in the last 30 days, largest first,
 * with its share of the total. Services that reported none are left out.
 */
export function RevenueByService({ services }: { services: ServiceMetrics["services"] }) {
  const earning = services.filter((s) => s.current.revenue > 0).sort((a, b) => b.current.revenue - a.current.revenue);
  const total = earning.reduce((sum, s) => sum + s.current.revenue, 0);
  return (
    <SectionCard title={analyticsText.revenueByService} testId="revenue-by-service">
      {earning.length === 0 ? (
        <p className="text-muted-foreground">{analyticsText.noRevenue}</p>
      ) : (
        <ul className="grid gap-5">
          {earning.map((s) => {
            const share = Math.round((s.current.revenue / total) * 100);
            return (
              <li key={s.id} aria-label={s.service_name}>
                <div className="flex flex-wrap items-baseline justify-between gap-x-3">
                  <span className="min-w-0 font-medium break-words">{s.service_name}</span>
                  <span className="text-lg font-semibold tabular-nums">{formatUsd(s.current.revenue)}</span>
                </div>
                {/* The share is in the words below; the bar only draws it. */}
                <div className="mt-1.5 h-2 overflow-hidden rounded-full bg-muted" aria-hidden>
                  <div className="h-full rounded-full bg-primary" style={{ width: `${share}%` }} />
                </div>
                <p className="mt-1 text-sm text-muted-foreground">{analyticsText.ofRevenue(share)}</p>
              </li>
            );
          })}
        </ul>
      )}
    </SectionCard>
  );
}
