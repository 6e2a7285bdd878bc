import * as z from "zod/mini";

/**
 * A service as the API shows it (docs/api.md "Services and usage"). Type and status are
 * read as any string, so a value added on the server later shows as well as it can
 * instead of failing the whole list. `usage_current` is this month's units of the type
 * (lib/service-types.ts); `usage_limit` is the plan's monthly allowance of them, 0 for no
 * cap, and `usage_included` tells whether the plan includes the type at all.
 */
export const serviceSchema = z.object({
  id: z.string(),
  service_type: z.string(),
  service_name: z.string(),
  // "active" or "paused"; anything else reads as paused (see isActive).
  status: z.string(),
  usage_current: z.number(),
  usage_limit: z.number(),
  usage_included: z.boolean(),
  created_at: z.string(),
});

export type Service = z.infer<typeof serviceSchema>;
export type ServiceStatus = "active" | "paused";

/** Only an active service records usage and shows its bar. */
export const isActive = (service: Pick<Service, "status">) => service.status === "active";

/** The list's cache key; a service's keys live under ["services", id, "keys"]. */
export const servicesKey = ["services", "list"] as const;

/** The one answer shape of POST and PATCH: {"service": service}. */
export const oneServiceAnswer = z.object({ service: serviceSchema });
