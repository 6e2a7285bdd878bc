import { queryOptions, useQuery } from "@tanstack/react-query";
import * as z from "zod/mini";
import { apiRequest } from "~/lib/api";
import { apiKeySchema, apiKeysKey, keysPath, type ApiKey } from "./api-key";

/** GET /api/services/{id}/keys — 200 {"keys": [key, …]}, newest first; 404 for another's service. */
export const apiKeysAnswer = z.object({ keys: z.array(apiKeySchema) });

export function getServiceKeys(serviceId: string, signal?: AbortSignal): Promise<ApiKey[]> {
  return apiRequest(keysPath(serviceId), { parse: (data) => apiKeysAnswer.parse(data).keys, signal });
}

export const serviceKeysQuery = (serviceId: string) =>
  queryOptions({ queryKey: apiKeysKey(serviceId), queryFn: ({ signal }) => getServiceKeys(serviceId, signal) });

export function useServiceKeys(serviceId: string) {
  return useQuery(serviceKeysQuery(serviceId));
}
