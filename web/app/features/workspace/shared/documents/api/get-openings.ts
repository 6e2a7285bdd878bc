import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "~/lib/api";
import { openingsAnswer, type Opening } from "../document-schema";
import { openingsKey, servicePath } from "./paths";

/** GET /api/services/{id}/openings — the service's jobs, each with its candidate count. */
export function getOpenings(serviceId: string, signal?: AbortSignal): Promise<Opening[]> {
  return apiRequest(`${servicePath(serviceId)}/openings`, { parse: (data) => openingsAnswer.parse(data).openings, signal });
}

export const openingsQuery = (serviceId: string) =>
  queryOptions({ queryKey: openingsKey(serviceId), queryFn: ({ signal }) => getOpenings(serviceId, signal) });

export function useOpenings(serviceId: string) {
  return useQuery(openingsQuery(serviceId));
}
