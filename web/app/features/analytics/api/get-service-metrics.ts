import { queryOptions, useQuery } from "@tanstack/react-query";
import * as z from "zod/mini";
import { apiRequest } from "~/lib/api";

const sums = z.object({
  calls: z.number(),
  leads: z.number(),
  revenue: z.number(),
  units: z.number(),
  minutes_saved: z.number(),
});

/**
 * GET /api/metrics/services?days=N (docs/api.md "Services and usage"): each of the user's
 * services with its sums for the last N days and for the N days before them, and the plan
 * the savings are weighed against (null without one). Revenue is USD.
 */
export const serviceMetricsAnswer = z.object({
  days: z.number(),
  plan: z.nullable(z.object({ id: z.string(), name: z.string(), interval: z.string(), amount: z.number() })),
  services: z.array(
    z.object({
      id: z.string(),
      service_type: z.string(),
      service_name: z.string(),
      status: z.string(),
      current: sums,
      previous: sums,
    }),
  ),
});

export type ServiceMetrics = z.infer<typeof serviceMetricsAnswer>;
export type ServiceSums = z.infer<typeof sums>;

export function getServiceMetrics(days: number, signal?: AbortSignal): Promise<ServiceMetrics> {
  return apiRequest(`/api/metrics/services?days=${days}`, { parse: (data) => serviceMetricsAnswer.parse(data), signal });
}

export const serviceMetricsQuery = (days: number) =>
  queryOptions({ queryKey: ["metrics", "services", days], queryFn: ({ signal }) => getServiceMetrics(days, signal) });

export function useServiceMetrics(days: number) {
  return useQuery(serviceMetricsQuery(days));
}
