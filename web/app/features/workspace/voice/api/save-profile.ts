import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "~/lib/api";
import { profileAnswer, type Profile, type ProfileAnswer } from "../voice-schema";
import { appointmentsKey, profileKey, servicePath } from "./paths";

/** PUT /api/services/{id}/receptionist — 200 the saved profile; 400 with fields by path. */
export function saveProfile(serviceId: string, profile: Profile): Promise<ProfileAnswer> {
  return apiRequest(`${servicePath(serviceId)}/receptionist`, { method: "PUT", body: profile, parse: (d) => profileAnswer.parse(d) });
}

export function useSaveProfile(serviceId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (profile: Profile) => saveProfile(serviceId, profile),
    onSuccess: (answer) => {
      client.setQueryData(profileKey(serviceId), answer);
      // The book's days are the profile's calendar days: a new time zone reads them anew.
      void client.invalidateQueries({ queryKey: appointmentsKey(serviceId) });
    },
  });
}
