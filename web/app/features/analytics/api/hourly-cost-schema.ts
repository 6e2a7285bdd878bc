import * as z from "zod/mini";

/** The part of GET and PATCH /api/profile the analytics page reads (docs/api.md): USD an hour of the team costs. */
const hourlyCostAnswer = z.object({ profile: z.object({ hourly_cost: z.number() }) });

export const parseHourlyCostAnswer = (data: unknown) => hourlyCostAnswer.parse(data).profile.hourly_cost;

/** The hourly cost's cache key, under the profile's (["profile"], the settings page's copy). */
export const hourlyCostKey = ["profile", "hourly-cost"] as const;
