import { infiniteQueryOptions, useInfiniteQuery } from "@tanstack/react-query";
import { apiRequest } from "~/lib/api";
import { callsAnswer, type CallsPage } from "../voice-schema";
import { callsKey, callsQuery, servicePath, type CallFilters } from "./paths";

/** GET /api/services/{id}/calls?q=&outcome=&before= — a page of the call log, newest first, and the next page's cursor. */
export function getCalls(serviceId: string, filters: CallFilters, before: string, signal?: AbortSignal): Promise<CallsPage> {
  return apiRequest(`${servicePath(serviceId)}/calls${callsQuery(filters, before)}`, { parse: (d) => callsAnswer.parse(d), signal });
}

export const callsListQuery = (serviceId: string, filters: CallFilters) =>
  infiniteQueryOptions({
    queryKey: [...callsKey(serviceId), filters] as const,
    initialPageParam: "",
    queryFn: ({ pageParam, signal }) => getCalls(serviceId, filters, pageParam, signal),
    getNextPageParam: (last) => last.next ?? undefined,
  });

export function useCalls(serviceId: string, filters: CallFilters) {
  return useInfiniteQuery(callsListQuery(serviceId, filters));
}
