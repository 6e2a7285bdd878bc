import { queryOptions, useQuery } from "@tanstack/react-query";
import * as z from "zod/mini";
import { apiRequest } from "~/lib/api";
import { serviceSchema, servicesKey, type Service } from "./service";

/** GET /api/services — 200 {"services": [service, …]}, newest first (docs/api.md). */
export const servicesAnswer = z.object({ services: z.array(serviceSchema) });

export function getServices(signal?: AbortSignal): Promise<Service[]> {
  return apiRequest("/api/services", { parse: (data) => servicesAnswer.parse(data).services, signal });
}

export const servicesQuery = () => queryOptions({ queryKey: servicesKey, queryFn: ({ signal }) => getServices(signal) });

export function useServices() {
  return useQuery(servicesQuery());
}
