import { queryOptions, useQuery } from "@tanstack/react-query";
import * as z from "zod/mini";
import { apiRequest } from "~/lib/api";

/**
 * GET /api/metrics/daily?days=N (docs/api.md "Services and usage"): one entry per UTC
 * day, oldest first, days without usage as zeros. Only the totals are read; the server
 * also sends them per service type (by_type).
 */
export const dailyMetricsAnswer = z.object({
  series: z.array(z.object({ date: z.string(), calls: z.number(), leads: z.number(), revenue: z.number() })),
});

export type DailyMetric = z.infer<typeof dailyMetricsAnswer>["series"][number];

export function getDailyMetrics(days: number, signal?: AbortSignal): Promise<DailyMetric[]> {
  return apiRequest(`/api/metrics/daily?days=${days}`, { parse: (data) => dailyMetricsAnswer.parse(data).series, signal });
}

export const dailyMetricsQuery = (days: number) =>
  queryOptions({ queryKey: ["metrics", "daily", days], queryFn: ({ signal }) => getDailyMetrics(days, signal) });

export function useDailyMetrics(days: number) {
  return useQuery(dailyMetricsQuery(days));
}
