import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import * as z from "zod/mini";
import { apiRequest } from "~/lib/api";
import type { ProfileValues } from "../profile-schema";

/** The profile as GET and PATCH /api/profile answer it (docs/api.md). */
export const profileAnswer = z.object({
  profile: z.object({
    id: z.string(),
    full_name: z.string(),
    company_name: z.string(),
    phone: z.string(),
    avatar_url: z.string(),
    subscription_tier: z.nullable(z.string()),
    subscription_status: z.nullable(z.string()),
    trial_ends_at: z.nullable(z.string()),
    // The notification preferences (docs/api.md, "Profile").
    email_hot_leads: z.boolean(),
    email_weekly_summary: z.boolean(),
    email_product_news: z.boolean(),
    created_at: z.string(),
  }),
});

export type Profile = z.infer<typeof profileAnswer>["profile"];

const parseProfile = (data: unknown) => profileAnswer.parse(data).profile;

export function getProfile(signal?: AbortSignal): Promise<Profile> {
  return apiRequest("/api/profile", { parse: parseProfile, signal });
}

export const profileQuery = () => queryOptions({ queryKey: ["profile"], queryFn: ({ signal }) => getProfile(signal) });

export function useProfile() {
  return useQuery(profileQuery());
}

/** The e-mails a user can turn on and off: each is a field of the profile. */
export type NotificationPrefs = Pick<Profile, "email_hot_leads" | "email_weekly_summary" | "email_product_news">;

/** PATCH /api/profile — 200 the saved profile; 400 validation with fields. */
export function updateProfile(values: ProfileValues | Partial<NotificationPrefs>): Promise<Profile> {
  return apiRequest("/api/profile", { method: "PATCH", body: values, parse: parseProfile });
}

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: (saved) => queryClient.setQueryData(profileQuery().queryKey, saved),
  });
}
