import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "~/lib/api";
import type { NewService } from "../service-schema";
import { oneServiceAnswer, servicesKey, type Service } from "./service";

/**
 * POST /api/services {service_type, service_name} — 201 {"service": service}, created
 * paused. 400 validation with fields, 401 without a session, 409 at 100 services, 429.
 */
export function createService(values: NewService): Promise<Service> {
  return apiRequest("/api/services", { method: "POST", body: values, parse: (data) => oneServiceAnswer.parse(data).service });
}

/** Creates a service, then reloads the list (docs/product.md, "Dashboard and services"). */
export function useCreateService() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createService,
    onSuccess: (created) => {
      // Shown at once at the top (newest first); the reload then brings the server's list.
      queryClient.setQueryData<Service[]>(servicesKey, (list) => [created, ...(list ?? [])]);
      return queryClient.invalidateQueries({ queryKey: servicesKey });
    },
  });
}
