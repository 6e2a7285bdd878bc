import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "~/lib/api";
import { metricsSummaryQuery } from "./get-metrics-summary";
import { oneServiceAnswer, servicesKey, type Service, type ServiceStatus } from "./service";

export interface ServiceChanges {
  status?: ServiceStatus;
  service_name?: string;
}

/**
 * PATCH /api/services/{id} with any of {status, service_name} — 200 {"service": service};
 * 400 validation, 404 'Service not found.'
 */
export function updateService(id: string, changes: ServiceChanges): Promise<Service> {
  return apiRequest(`/api/services/${encodeURIComponent(id)}`, {
    method: "PATCH",
    body: changes,
    parse: (data) => oneServiceAnswer.parse(data).service,
  });
}

/**
 * Updates a service, then reloads the list (docs/product.md, "Dashboard and services"). The
 * mutation settles only when the list has reloaded, so a button stays busy until the row
 * shows the change. The metrics count active services, so they reload too.
 */
export function useUpdateService() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, changes }: { id: string; changes: ServiceChanges }) => updateService(id, changes),
    onSuccess: (saved) => {
      queryClient.setQueryData<Service[]>(servicesKey, (list) => list?.map((s) => (s.id === saved.id ? saved : s)));
      void queryClient.invalidateQueries({ queryKey: metricsSummaryQuery().queryKey });
      return queryClient.invalidateQueries({ queryKey: servicesKey });
    },
  });
}
