import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "~/lib/api";
import { postsAnswer, type Post } from "../content-schema";
import { postsKey, postsQuery, servicePath, type PostQuery } from "./paths";

/** GET /api/services/{id}/posts?from=&to=&status= — the service's posts for a query. */
export function getPosts(serviceId: string, q: PostQuery, signal?: AbortSignal): Promise<Post[]> {
  return apiRequest(`${servicePath(serviceId)}/posts${postsQuery(q)}`, { parse: (data) => postsAnswer.parse(data).posts, signal });
}

/** A service's posts for a query (the drafts, or a calendar's range). */
export const postsListQuery = (serviceId: string, q: PostQuery) =>
  queryOptions({
    queryKey: [...postsKey(serviceId), q] as const,
    queryFn: ({ signal }) => getPosts(serviceId, q, signal),
    placeholderData: keepPreviousData,
  });

export function usePosts(serviceId: string, q: PostQuery) {
  return useQuery(postsListQuery(serviceId, q));
}
