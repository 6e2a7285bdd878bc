import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "~/lib/api";
import { appointmentsAnswer, type AppointmentsPage } from "../voice-schema";
import { appointmentsKey, servicePath } from "./paths";

/** GET /api/services/{id}/appointments?from=&to= — the book's days from `from` to `to` (both included, the profile's calendar). */
export function getAppointments(serviceId: string, from: string, to: string, signal?: AbortSignal): Promise<AppointmentsPage> {
  const query = new URLSearchParams({ from, to });
  return apiRequest(`${servicePath(serviceId)}/appointments?${query}`, { parse: (d) => appointmentsAnswer.parse(d), signal });
}

export const appointmentsQuery = (serviceId: string, from: string, to: string) =>
  queryOptions({
    queryKey: [...appointmentsKey(serviceId), from, to] as const,
    queryFn: ({ signal }) => getAppointments(serviceId, from, to, signal),
  });

export function useAppointments(serviceId: string, from: string, to: string) {
  return useQuery(appointmentsQuery(serviceId, from, to));
}
