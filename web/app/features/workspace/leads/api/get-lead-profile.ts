import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "~/lib/api";
import { businessProfileAnswer, type BusinessProfileAnswer } from "../lead-profile-schema";
import { leadProfileKey, servicePath } from "./paths";

/** GET /api/services/{id}/lead-profile — the profile (the default until one is saved), and whether it was saved. */
export function getLeadProfile(serviceId: string, signal?: AbortSignal): Promise<BusinessProfileAnswer> {
  return apiRequest(`${servicePath(serviceId)}/lead-profile`, { parse: (data) => businessProfileAnswer.parse(data), signal });
}

export const leadProfileQuery = (serviceId: string) =>
  queryOptions({ queryKey: leadProfileKey(serviceId), queryFn: ({ signal }) => getLeadProfile(serviceId, signal) });

export function useLeadProfile(serviceId: string) {
  return useQuery(leadProfileQuery(serviceId));
}
