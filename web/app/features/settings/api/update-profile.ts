import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "~/lib/api";
import type { ProfileValues } from "../profile-schema";
import {
  parseProfile,
  profileKey,
  type NotificationPrefs,
  type Profile,
} from "./profile-answer-schema";

/** PATCH /api/profile — 200 the saved profile; 400 validation with fields. */
export function updateProfile(
  values: ProfileValues | Partial<NotificationPrefs>,
): Promise<Profile> {
  return apiRequest("/api/profile", {
    method: "PATCH",
    body: values,
    parse: parseProfile,
  });
}

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: (saved) => queryClient.setQueryData(profileKey, saved),
  });
}
