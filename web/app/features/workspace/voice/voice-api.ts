import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "~/lib/api";
import { callsAnswer, embedsAnswer, oneCallAnswer, oneEmbedAnswer, profileAnswer, type Profile } from "./voice-schema";

/**
 * The voice receptionist's endpoints (docs/api.md "Voice receptionist"). Every failure
 * is an ApiError: 400 with `fields` keyed by the profile's field paths, 404 for a service
 * that is not the user's voice-ai service.
 */
const servicePath = (serviceId: string) => `/api/services/${encodeURIComponent(serviceId)}`;

/** The call log's cache key: the live updates refetch ["calls"] when a call comes in. */
export const callsKey = (serviceId: string) => ["calls", serviceId] as const;
const profileKey = (serviceId: string) => ["receptionist", serviceId] as const;
const embedsKey = (serviceId: string) => ["embeds", serviceId] as const;

/** The test console's address: the receptionist answers with the saved profile. */
export const consoleUrl = (serviceId: string) => `${servicePath(serviceId)}/receptionist/chat`;

export function useProfile(serviceId: string) {
  return useQuery({
    queryKey: profileKey(serviceId),
    queryFn: ({ signal }) => apiRequest(`${servicePath(serviceId)}/receptionist`, { parse: (d) => profileAnswer.parse(d), signal }),
  });
}

export function useSaveProfile(serviceId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (profile: Profile) =>
      apiRequest(`${servicePath(serviceId)}/receptionist`, { method: "PUT", body: profile, parse: (d) => profileAnswer.parse(d) }),
    onSuccess: (answer) => client.setQueryData(profileKey(serviceId), answer),
  });
}

export interface CallFilters {
  q: string;
  outcome: string;
}

/** "?q=…&outcome=…&before=…" with what is set. */
export function callsQuery(filters: CallFilters, before?: string): string {
  const params = new URLSearchParams();
  if (filters.q.trim()) params.set("q", filters.q.trim());
  if (filters.outcome) params.set("outcome", filters.outcome);
  if (before) params.set("before", before);
  const query = params.toString();
  return query ? `?${query}` : "";
}

export function useCalls(serviceId: string, filters: CallFilters) {
  return useInfiniteQuery({
    queryKey: [...callsKey(serviceId), filters] as const,
    initialPageParam: "",
    queryFn: ({ pageParam, signal }) =>
      apiRequest(`${servicePath(serviceId)}/calls${callsQuery(filters, pageParam)}`, { parse: (d) => callsAnswer.parse(d), signal }),
    getNextPageParam: (last) => last.next ?? undefined,
  });
}

export function useCall(serviceId: string, callId: string | null) {
  return useQuery({
    queryKey: [...callsKey(serviceId), "one", callId] as const,
    enabled: callId !== null,
    queryFn: ({ signal }) =>
      apiRequest(`${servicePath(serviceId)}/calls/${encodeURIComponent(callId ?? "")}`, { parse: (d) => oneCallAnswer.parse(d).call, signal }),
  });
}

export function useEmbeds(serviceId: string) {
  return useQuery({
    queryKey: embedsKey(serviceId),
    queryFn: ({ signal }) => apiRequest(`${servicePath(serviceId)}/embeds`, { parse: (d) => embedsAnswer.parse(d).embeds, signal }),
  });
}

export function useCreateEmbed(serviceId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest(`${servicePath(serviceId)}/embeds`, { method: "POST", parse: (d) => oneEmbedAnswer.parse(d).embed }),
    onSuccess: () => client.invalidateQueries({ queryKey: embedsKey(serviceId) }),
  });
}

export function useRevokeEmbed(serviceId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (embedId: string) =>
      apiRequest(`${servicePath(serviceId)}/embeds/${encodeURIComponent(embedId)}`, {
        method: "DELETE",
        parse: (d) => oneEmbedAnswer.parse(d).embed,
      }),
    onSuccess: () => client.invalidateQueries({ queryKey: embedsKey(serviceId) }),
  });
}
