import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "~/lib/api";
import { anyScoring } from "../lead-format";
import { leadsAnswer, type InboxLead } from "../lead-schema";
import { leadFilterQuery, leadsKey, servicePath, type LeadFilters } from "./paths";

/** How often the list is read again while a lead is still being scored. */
export const LEADS_POLL_MS = 1500;

export interface LeadList {
  leads: InboxLead[];
  hotScore: number;
}

/** GET /api/services/{id}/leads?stage=&q= — the inbox, and the score from which a lead is hot. */
export function getLeads(serviceId: string, filters: LeadFilters, signal?: AbortSignal): Promise<LeadList> {
  return apiRequest(`${servicePath(serviceId)}/leads${leadFilterQuery(filters)}`, {
    parse: (data) => {
      const answer = leadsAnswer.parse(data);
      return { leads: answer.leads, hotScore: answer.hot_score };
    },
    signal,
  });
}

/** A service's leads with the given filters, read again every LEADS_POLL_MS while one is being scored. */
export const leadsQuery = (serviceId: string, filters: LeadFilters) =>
  queryOptions({
    queryKey: [...leadsKey(serviceId), filters] as const,
    queryFn: ({ signal }) => getLeads(serviceId, filters, signal),
    placeholderData: keepPreviousData,
    refetchInterval: (query) => (anyScoring(query.state.data?.leads ?? []) ? LEADS_POLL_MS : false),
  });

export function useLeads(serviceId: string, filters: LeadFilters) {
  return useQuery(leadsQuery(serviceId, filters));
}
