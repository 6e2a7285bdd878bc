import { useMutation, useQueryClient } from "@tanstack/react-query";
import * as z from "zod/mini";
import { apiRequest } from "~/lib/api";
import type { DemoService } from "../lead-options";
import { demoSlotsQuery } from "./get-demo-slots";

/** POST /api/demo/bookings — 201 the booking; 400 validation, 409 conflict, 429 rate_limited (docs/api.md). */
export const demoBookingSchema = z.object({
  id: z.string(),
  date: z.string(),
  time: z.string(),
  time_label: z.string(),
  timezone_label: z.string(),
  starts_at: z.string(),
  service_name: z.string(),
});

export type DemoBooking = z.infer<typeof demoBookingSchema>;

export interface DemoBookingRequest {
  name: string;
  email: string;
  company: string;
  phone: string;
  employees: string;
  /** "YYYY-MM-DD", a bookable day. */
  date: string;
  /** "HH:MM", one of that day's slots. */
  timeSlot: string;
  message: string;
  service: DemoService;
}

export function bookDemo(body: DemoBookingRequest): Promise<DemoBooking> {
  return apiRequest("/api/demo/bookings", { method: "POST", body, parse: demoBookingSchema.parse });
}

export function useBookDemo() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: bookDemo,
    // Booked or refused, the free slots have changed (or were stale): ask again.
    onSettled: () => queryClient.invalidateQueries({ queryKey: demoSlotsQuery().queryKey }),
  });
}
