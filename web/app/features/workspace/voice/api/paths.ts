/**
 * What the voice receptionist's endpoints share (docs/api.md "Voice receptionist"):
 * addresses, the call log's filters and the cache keys. Every failure is an ApiError:
 * 400 with `fields` keyed by the profile's field paths, 404 for a service that is not
 * the user's receptionist service.
 */
export const servicePath = (serviceId: string) => `/api/services/${encodeURIComponent(serviceId)}`;

/** The call log's cache key: the live updates refetch ["calls"] when a call comes in. */
export const callsKey = (serviceId: string) => ["calls", serviceId] as const;
export const profileKey = (serviceId: string) => ["receptionist", serviceId] as const;
/** Every range of one service's appointment book: a change refetches all of them. */
export const appointmentsKey = (serviceId: string) => ["appointments", serviceId] as const;
export const embedsKey = (serviceId: string) => ["embeds", serviceId] as const;

/** The test console's address (POST, streamed): the receptionist answers with the saved profile. */
export const consoleUrl = (serviceId: string) => `${servicePath(serviceId)}/receptionist/chat`;

export interface CallFilters {
  q: string;
  outcome: string;
}

/** "?q=…&outcome=…&before=…" with what is set. */
export function callsQuery(filters: CallFilters, before?: string): string {
  const params = new URLSearchParams();
  if (filters.q.trim()) params.set("q", filters.q.trim());
  if (filters.outcome) params.set("outcome", filters.outcome);
  if (before) params.set("before", before);
  const query = params.toString();
  return query ? `?${query}` : "";
}

/** The connected phone number (null: none). */
export const phoneKey = (serviceId: string) => ["phone", serviceId] as const;
