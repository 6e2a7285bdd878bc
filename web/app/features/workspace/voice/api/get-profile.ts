import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "~/lib/api";
import { profileAnswer, type ProfileAnswer } from "../voice-schema";
import { profileKey, servicePath } from "./paths";

/** GET /api/services/{id}/receptionist — the business profile, and whether its owner saved it yet. */
export function getProfile(serviceId: string, signal?: AbortSignal): Promise<ProfileAnswer> {
  return apiRequest(`${servicePath(serviceId)}/receptionist`, { parse: (d) => profileAnswer.parse(d), signal });
}

export const profileQuery = (serviceId: string) =>
  queryOptions({ queryKey: profileKey(serviceId), queryFn: ({ signal }) => getProfile(serviceId, signal) });

export function useProfile(serviceId: string) {
  return useQuery(profileQuery(serviceId));
}
