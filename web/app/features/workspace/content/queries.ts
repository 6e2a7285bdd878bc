import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import {
  deletePost,
  generatePosts,
  getBrand,
  getPosts,
  saveBrand,
  updatePost,
  type BrandInput,
  type GenerateRequest,
  type PostChanges,
  type PostQuery,
} from "./api";

const brandKey = (serviceId: string) => ["brand", serviceId] as const;
const postsKey = (serviceId: string) => ["posts", serviceId] as const;

export function useBrand(serviceId: string) {
  return useQuery({ queryKey: brandKey(serviceId), queryFn: ({ signal }) => getBrand(serviceId, signal) });
}

/** A service's posts for a query (the drafts, or a calendar's range). */
export function usePosts(serviceId: string, q: PostQuery) {
  return useQuery({
    queryKey: [...postsKey(serviceId), q] as const,
    queryFn: ({ signal }) => getPosts(serviceId, q, signal),
    placeholderData: keepPreviousData,
  });
}

export function useSaveBrand(serviceId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (brand: BrandInput) => saveBrand(serviceId, brand),
    onSuccess: (saved) => {
      client.setQueryData(brandKey(serviceId), saved);
      // The banned words each post uses follow the profile.
      return client.invalidateQueries({ queryKey: postsKey(serviceId) });
    },
  });
}

/** After a change: every list of posts and the service's usage are read again. */
function useRefresh(serviceId: string) {
  const client = useQueryClient();
  return () =>
    Promise.all([client.invalidateQueries({ queryKey: postsKey(serviceId) }), client.invalidateQueries({ queryKey: ["services"] })]);
}

export function useGeneratePosts(serviceId: string) {
  const refresh = useRefresh(serviceId);
  return useMutation({ mutationFn: (req: GenerateRequest) => generatePosts(serviceId, req), onSuccess: refresh });
}

export function useUpdatePost(serviceId: string) {
  const refresh = useRefresh(serviceId);
  return useMutation({
    mutationFn: ({ id, changes }: { id: string; changes: PostChanges }) => updatePost(serviceId, id, changes),
    onSuccess: refresh,
  });
}

export function useDeletePost(serviceId: string) {
  const refresh = useRefresh(serviceId);
  return useMutation({ mutationFn: (id: string) => deletePost(serviceId, id), onSuccess: refresh });
}
