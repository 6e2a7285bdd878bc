import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "~/lib/api";
import { oneServiceAnswer, type Service } from "./service";

/**
 * GET /api/services/{id} — 200 {"service": service}; 404 'Service not found.' for an id
 * that is not the user's (docs/api.md). The service's workspace page reads it.
 */
export function getService(id: string, signal?: AbortSignal): Promise<Service> {
  return apiRequest(`/api/services/${encodeURIComponent(id)}`, { parse: (data) => oneServiceAnswer.parse(data).service, signal });
}

/** Under ["services"], so a usage report (providers/live-updates.ts) refreshes it with the list. */
export const serviceQuery = (id: string) =>
  queryOptions({ queryKey: ["services", "one", id] as const, queryFn: ({ signal }) => getService(id, signal) });

export function useService(id: string) {
  return useQuery(serviceQuery(id));
}
