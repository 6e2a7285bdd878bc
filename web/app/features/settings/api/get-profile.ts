import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "~/lib/api";
import {
  parseProfile,
  profileKey,
  type Profile,
} from "./profile-answer-schema";

/** GET /api/profile — 200 the signed-in user's profile. */
export function getProfile(signal?: AbortSignal): Promise<Profile> {
  return apiRequest("/api/profile", { parse: parseProfile, signal });
}

export const profileQuery = () =>
  queryOptions({
    queryKey: profileKey,
    queryFn: ({ signal }) => getProfile(signal),
  });

export function useProfile() {
  return useQuery(profileQuery());
}
