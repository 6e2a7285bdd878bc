import { useQueryClient } from "@tanstack/react-query";

/**
 * What the content calendar's endpoints share (docs/api.md "Workspaces: content
 * calendar"): addresses, the posts' query and the cache keys. Every failure is an
 * ApiError: 400 with `fields`, 402 payment_required, 404, 409 while the service is
 * paused, 429.
 */
export const servicePath = (serviceId: string) => `/api/services/${encodeURIComponent(serviceId)}`;
export const postPath = (serviceId: string, postId: string) => `${servicePath(serviceId)}/posts/${encodeURIComponent(postId)}`;

export const brandKey = (serviceId: string) => ["brand", serviceId] as const;
export const postsKey = (serviceId: string) => ["posts", serviceId] as const;

/** The list's query: a range of dates (to exclusive) and one status. */
export interface PostQuery {
  from?: string;
  to?: string;
  status?: string;
}

export function postsQuery(q: PostQuery): string {
  const params = new URLSearchParams();
  for (const key of ["from", "to", "status"] as const) if (q[key]) params.set(key, q[key]);
  const s = params.toString();
  return s ? `?${s}` : "";
}

/** GET …/posts/export.{csv,ics}?month=: the month's scheduled and published posts as a file. */
export const postsExportUrl = (serviceId: string, month: string, format: "csv" | "ics") =>
  `${servicePath(serviceId)}/posts/export.${format}?month=${encodeURIComponent(month)}`;

/** After a change: every list of posts and the service's usage are read again. */
export function useRefreshPosts(serviceId: string) {
  const client = useQueryClient();
  return () =>
    Promise.all([client.invalidateQueries({ queryKey: postsKey(serviceId) }), client.invalidateQueries({ queryKey: ["services"] })]);
}
