import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "~/lib/api";
import { oneEmbedAnswer, type Embed } from "../voice-schema";
import { embedsKey, servicePath } from "./paths";

/** DELETE /api/services/{id}/embeds/{embedId} — the link, revoked; it stops working at once. */
export function revokeEmbed(serviceId: string, embedId: string): Promise<Embed> {
  return apiRequest(`${servicePath(serviceId)}/embeds/${encodeURIComponent(embedId)}`, {
    method: "DELETE",
    parse: (d) => oneEmbedAnswer.parse(d).embed,
  });
}

export function useRevokeEmbed(serviceId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (embedId: string) => revokeEmbed(serviceId, embedId),
    onSuccess: () => client.invalidateQueries({ queryKey: embedsKey(serviceId) }),
  });
}
