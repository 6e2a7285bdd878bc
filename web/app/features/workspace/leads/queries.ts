import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { createFormLink, getFormLinks, getLeads, moveLead, revokeFormLink, type LeadFilters, type LeadMove } from "./api";
import type { InboxLead } from "./lead-schema";
import { anyScoring } from "./lead-format";

/** How often the list is read again while a lead is still being scored. */
export const LEADS_POLL_MS = 1500;

/** The leads' cache key; a usage event (a lead arrived) refetches it (providers/live-updates.ts). */
export const leadsKey = (serviceId: string) => ["leads", serviceId] as const;
const formLinksKey = (serviceId: string) => ["form-links", serviceId] as const;

/** A service's leads with the given filters, read again every LEADS_POLL_MS while one is being scored. */
export function useLeads(serviceId: string, filters: LeadFilters) {
  return useQuery({
    queryKey: [...leadsKey(serviceId), filters] as const,
    queryFn: ({ signal }) => getLeads(serviceId, filters, signal),
    placeholderData: keepPreviousData,
    refetchInterval: (query) => (anyScoring(query.state.data?.leads ?? []) ? LEADS_POLL_MS : false),
  });
}

export function useMoveLead(serviceId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, move }: { id: string; move: LeadMove }) => moveLead(serviceId, id, move),
    onSuccess: (saved: InboxLead) => {
      // Shown at once in every list that holds it; the reload then applies the filters.
      client.setQueriesData<{ leads: InboxLead[]; hotScore: number }>({ queryKey: leadsKey(serviceId) }, (data) =>
        data ? { ...data, leads: data.leads.map((l) => (l.id === saved.id ? saved : l)) } : data,
      );
      return Promise.all([
        client.invalidateQueries({ queryKey: leadsKey(serviceId) }),
        client.invalidateQueries({ queryKey: ["metrics"] }),
      ]);
    },
  });
}

export function useFormLinks(serviceId: string) {
  return useQuery({ queryKey: formLinksKey(serviceId), queryFn: ({ signal }) => getFormLinks(serviceId, signal) });
}

export function useCreateFormLink(serviceId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => createFormLink(serviceId),
    onSuccess: () => client.invalidateQueries({ queryKey: formLinksKey(serviceId) }),
  });
}

export function useRevokeFormLink(serviceId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (linkId: string) => revokeFormLink(serviceId, linkId),
    onSuccess: () => client.invalidateQueries({ queryKey: formLinksKey(serviceId) }),
  });
}
