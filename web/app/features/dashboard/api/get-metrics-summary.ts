import { queryOptions, useQuery } from "@tanstack/react-query";
import * as z from "zod/mini";
import { apiRequest } from "~/lib/api";

/**
 * GET /api/metrics/summary (docs/api.md "Services and usage"): the spec's
 * get_user_metrics_summary over the last 30 days. `total_revenue` is USD.
 */
export const metricsSummaryAnswer = z.object({
  total_calls: z.number(),
  total_leads: z.number(),
  total_revenue: z.number(),
  active_services: z.number(),
});

export type MetricsSummary = z.infer<typeof metricsSummaryAnswer>;

/** What the cards show when the summary cannot be had (docs/product.md, "Dashboard and services"). */
export const zeroMetrics: MetricsSummary = { total_calls: 0, total_leads: 0, total_revenue: 0, active_services: 0 };

export function getMetricsSummary(signal?: AbortSignal): Promise<MetricsSummary> {
  return apiRequest("/api/metrics/summary", { parse: (data) => metricsSummaryAnswer.parse(data), signal });
}

export const metricsSummaryQuery = () =>
  queryOptions({ queryKey: ["metrics", "summary"], queryFn: ({ signal }) => getMetricsSummary(signal) });

/**
 * The summary, or zeros once it has failed: the spec shows zeros, never an error, for
 * the metrics. `loading` is true only until the first answer (or failure).
 */
export function useMetricsSummary(): { metrics: MetricsSummary; loading: boolean } {
  const query = useQuery(metricsSummaryQuery());
  return { metrics: query.data ?? zeroMetrics, loading: query.isPending };
}
