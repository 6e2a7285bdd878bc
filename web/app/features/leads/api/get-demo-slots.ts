import { queryOptions, useQuery } from "@tanstack/react-query";
import * as z from "zod/mini";
import { apiRequest } from "~/lib/api";

/** GET /api/demo/slots — the bookable days, each with its 14 half-hour slots (docs/api.md). */
export const demoSlotSchema = z.object({
  time: z.string(),
  label: z.string(),
  starts_at: z.string(),
  available: z.boolean(),
});

export const demoDaySchema = z.object({ date: z.string(), label: z.string(), slots: z.array(demoSlotSchema) });

export const demoSlotsSchema = z.object({
  timezone: z.string(),
  timezone_label: z.string(),
  days: z.array(demoDaySchema),
});

export type DemoSlot = z.infer<typeof demoSlotSchema>;
export type DemoDay = z.infer<typeof demoDaySchema>;
export type DemoSlots = z.infer<typeof demoSlotsSchema>;

export function getDemoSlots(signal?: AbortSignal): Promise<DemoSlots> {
  return apiRequest("/api/demo/slots", { parse: demoSlotsSchema.parse, signal });
}

// Other visitors take slots: the dialog asks when it opens and again on reaching the
// picker if that was more than a few seconds ago; a booking attempt refreshes them too.
export const demoSlotsQuery = () =>
  queryOptions({ queryKey: ["demo-slots"], queryFn: ({ signal }) => getDemoSlots(signal), staleTime: 15_000 });

export function useDemoSlots() {
  return useQuery(demoSlotsQuery());
}
