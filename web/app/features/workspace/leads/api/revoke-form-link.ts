import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest, noContent } from "~/lib/api";
import { formLinksKey, servicePath } from "./paths";

/** DELETE /api/services/{id}/embeds/{linkId} — the link stops working at once. */
export function revokeFormLink(serviceId: string, linkId: string): Promise<void> {
  return apiRequest(`${servicePath(serviceId)}/embeds/${encodeURIComponent(linkId)}`, { method: "DELETE", parse: noContent });
}

export function useRevokeFormLink(serviceId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (linkId: string) => revokeFormLink(serviceId, linkId),
    onSuccess: () => client.invalidateQueries({ queryKey: formLinksKey(serviceId) }),
  });
}
