import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "~/lib/api";
import { businessProfileAnswer, type BusinessProfile, type BusinessProfileAnswer } from "../lead-profile-schema";
import { leadProfileKey, servicePath } from "./paths";

/** PUT /api/services/{id}/lead-profile — 200 {profile, saved: true}; 400 with fields keyed as the profile's (form_fields.company). */
export function saveLeadProfile(serviceId: string, profile: BusinessProfile): Promise<BusinessProfileAnswer> {
  return apiRequest(`${servicePath(serviceId)}/lead-profile`, { method: "PUT", body: profile, parse: (data) => businessProfileAnswer.parse(data) });
}

export function useSaveLeadProfile(serviceId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (profile: BusinessProfile) => saveLeadProfile(serviceId, profile),
    // Leads already in the inbox keep their scores: only new ones are scored by the new profile.
    onSuccess: (answer) => client.setQueryData(leadProfileKey(serviceId), answer),
  });
}
