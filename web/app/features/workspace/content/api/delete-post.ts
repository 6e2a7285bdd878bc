import { useMutation } from "@tanstack/react-query";
import { apiRequest, noContent } from "~/lib/api";
import { postPath, useRefreshPosts } from "./paths";

/** DELETE /api/services/{id}/posts/{postId} — 204. */
export function deletePost(serviceId: string, postId: string): Promise<void> {
  return apiRequest(postPath(serviceId, postId), { method: "DELETE", parse: noContent });
}

export function useDeletePost(serviceId: string) {
  const refresh = useRefreshPosts(serviceId);
  return useMutation({ mutationFn: (id: string) => deletePost(serviceId, id), onSuccess: refresh });
}
