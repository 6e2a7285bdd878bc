/**
 * What the lead inbox's endpoints (docs/api.md "Lead inbox", "Lead profile") and the
 * service's public form links ("Public links") share: addresses, the leads' filters and the cache keys. Every
 * failure is an ApiError: 400 with `fields`, 404, 409.
 */
export const servicePath = (serviceId: string) => `/api/services/${encodeURIComponent(serviceId)}`;

/** The leads' cache key; a usage event (a lead arrived) refetches it (providers/live-updates.ts). */
export const leadsKey = (serviceId: string) => ["leads", serviceId] as const;
export const formLinksKey = (serviceId: string) => ["form-links", serviceId] as const;
/** The business's lead profile, by which every lead is scored. */
export const leadProfileKey = (serviceId: string) => ["lead-profile", serviceId] as const;

export interface LeadFilters {
  stage?: string;
  q?: string;
}

/** "?stage=…&q=…" with the filters that are set, or "". */
export function leadFilterQuery(filters: LeadFilters): string {
  const params = new URLSearchParams();
  for (const key of ["stage", "q"] as const) {
    const value = filters[key]?.trim();
    if (value) params.set(key, value);
  }
  const query = params.toString();
  return query ? `?${query}` : "";
}
