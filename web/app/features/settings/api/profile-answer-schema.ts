import * as z from "zod/mini";

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
    email_receptionist: z.boolean(),
    email_daily_calls: z.boolean(),
    created_at: z.string(),
  }),
});

export type Profile = z.infer<typeof profileAnswer>["profile"];

export const parseProfile = (data: unknown) =>
  profileAnswer.parse(data).profile;

/** The profile's cache key: the settings page's copy of it. */
export const profileKey = ["profile"] as const;

/** The e-mails a user can turn on and off: each is a field of the profile. */
export type NotificationPrefs = Pick<
  Profile,
  | "email_hot_leads"
  | "email_weekly_summary"
  | "email_receptionist"
  | "email_daily_calls"
  | "email_product_news"
>;
