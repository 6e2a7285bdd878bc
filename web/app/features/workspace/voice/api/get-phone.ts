import { queryOptions, useQuery } from "@tanstack/react-query";
import { ApiError, apiRequest } from "~/lib/api";
import { phoneAnswer, type PhoneLine } from "../voice-schema";
import { phoneKey, servicePath } from "./paths";

/** GET /api/services/{id}/phone — the connected number; null when none is (404). */
export async function getPhone(serviceId: string, signal?: AbortSignal): Promise<PhoneLine | null> {
  try {
    return await apiRequest(`${servicePath(serviceId)}/phone`, { parse: (d) => phoneAnswer.parse(d).phone, signal });
  } catch (err) {
    if (err instanceof ApiError && err.status === 404) return null;
    throw err;
  }
}

export const phoneQuery = (serviceId: string) => queryOptions({ queryKey: phoneKey(serviceId), queryFn: ({ signal }) => getPhone(serviceId, signal) });

export function usePhone(serviceId: string) {
  return useQuery(phoneQuery(serviceId));
}
