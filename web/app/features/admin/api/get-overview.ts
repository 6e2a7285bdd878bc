import { queryOptions } from "@tanstack/react-query";
import * as z from "zod/mini";
import { apiRequest } from "~/lib/api";

/**
 * GET /api/admin/overview: counts for the cards and, per UTC day for the last 30 days
 * (oldest first), the sign-ups and contacts the charts draw. Extra fields are ignored.
 */
export const overviewAnswer = z.object({
  counts: z.object({
    users: z.number(),
    verified_users: z.number(),
    active_subscriptions: z.number(),
    trialing_subscriptions: z.number(),
    contacts_7d: z.number(),
    contacts_30d: z.number(),
    demo_bookings_7d: z.number(),
    demo_bookings_30d: z.number(),
    rate_limit_blocks_24h: z.number(),
  }),
  daily: z.array(z.object({ date: z.string(), signups: z.number(), contacts: z.number() })),
});

export type Overview = z.infer<typeof overviewAnswer>;
export type OverviewDay = Overview["daily"][number];

export function getOverview(signal?: AbortSignal): Promise<Overview> {
  return apiRequest("/api/admin/overview", { parse: (data) => overviewAnswer.parse(data), signal });
}

// Nothing is kept once the dashboard closes: the next opening loads afresh, and no
// personal data lingers in the page's memory.
export const overviewQuery = () =>
  queryOptions({ queryKey: ["admin", "overview"], queryFn: ({ signal }) => getOverview(signal), gcTime: 0 });
