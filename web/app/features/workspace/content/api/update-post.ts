import { useMutation } from "@tanstack/react-query";
import { apiRequest } from "~/lib/api";
import { postSchema, type Post } from "../content-schema";
import { postPath, useRefreshPosts } from "./paths";

/** A post's changes; scheduled_for null clears the time. */
export interface PostChanges {
  body?: string;
  status?: string;
  scheduled_for?: string | null;
}

/** PATCH /api/services/{id}/posts/{postId} — 200 the saved post; 400 with fields. */
export function updatePost(serviceId: string, postId: string, changes: PostChanges): Promise<Post> {
  return apiRequest(postPath(serviceId, postId), { method: "PATCH", body: changes, parse: (data) => postSchema.parse(data) });
}

export function useUpdatePost(serviceId: string) {
  const refresh = useRefreshPosts(serviceId);
  return useMutation({
    mutationFn: ({ id, changes }: { id: string; changes: PostChanges }) => updatePost(serviceId, id, changes),
    onSuccess: refresh,
  });
}
