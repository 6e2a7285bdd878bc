import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "~/lib/api";
import { oneCallAnswer, type Call } from "../voice-schema";
import { callsKey, servicePath } from "./paths";

/** GET /api/services/{id}/calls/{callId} — one call with its transcript. */
export function getCall(serviceId: string, callId: string, signal?: AbortSignal): Promise<Call> {
  return apiRequest(`${servicePath(serviceId)}/calls/${encodeURIComponent(callId)}`, { parse: (d) => oneCallAnswer.parse(d).call, signal });
}

/** The chosen call; nothing is asked while none is chosen. */
export const callQuery = (serviceId: string, callId: string | null) =>
  queryOptions({
    queryKey: [...callsKey(serviceId), "one", callId] as const,
    enabled: callId !== null,
    queryFn: ({ signal }) => getCall(serviceId, callId ?? "", signal),
  });

export function useCall(serviceId: string, callId: string | null) {
  return useQuery(callQuery(serviceId, callId));
}
