import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "~/lib/api";
import { oneAppointmentAnswer, type Appointment } from "../voice-schema";
import { appointmentsKey, servicePath } from "./paths";

/** One change at a time: a new status, or a new start (RFC 3339 with the profile's offset). */
export type AppointmentChange = { status: "confirmed" | "cancelled" } | { start: string };

/**
 * PATCH /api/services/{id}/appointments/{appointmentId} — 200 the appointment as it is now;
 * 400 for a start the profile does not allow and 409 for a taken time or a cancelled
 * appointment, each with a message to show as it is.
 */
export function updateAppointment(serviceId: string, appointmentId: string, change: AppointmentChange): Promise<Appointment> {
  return apiRequest(`${servicePath(serviceId)}/appointments/${encodeURIComponent(appointmentId)}`, {
    method: "PATCH",
    body: change,
    parse: (d) => oneAppointmentAnswer.parse(d).appointment,
  });
}

export function useUpdateAppointment(serviceId: string, appointmentId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (change: AppointmentChange) => updateAppointment(serviceId, appointmentId, change),
    onSuccess: () => client.invalidateQueries({ queryKey: appointmentsKey(serviceId) }),
  });
}
