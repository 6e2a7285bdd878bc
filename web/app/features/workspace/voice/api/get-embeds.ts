import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "~/lib/api";
import { embedsAnswer, type Embed } from "../voice-schema";
import { embedsKey, servicePath } from "./paths";

/** GET /api/services/{id}/embeds — the receptionist's public chat links. */
export function getEmbeds(serviceId: string, signal?: AbortSignal): Promise<Embed[]> {
  return apiRequest(`${servicePath(serviceId)}/embeds`, { parse: (d) => embedsAnswer.parse(d).embeds, signal });
}

export const embedsQuery = (serviceId: string) =>
  queryOptions({ queryKey: embedsKey(serviceId), queryFn: ({ signal }) => getEmbeds(serviceId, signal) });

export function useEmbeds(serviceId: string) {
  return useQuery(embedsQuery(serviceId));
}
