import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "~/lib/api";
import { oneEmbedAnswer, type Embed } from "../voice-schema";
import { embedsKey, servicePath } from "./paths";

/** POST /api/services/{id}/embeds, no body — 201 {"embed": link}. */
export function createEmbed(serviceId: string): Promise<Embed> {
  return apiRequest(`${servicePath(serviceId)}/embeds`, { method: "POST", parse: (d) => oneEmbedAnswer.parse(d).embed });
}

export function useCreateEmbed(serviceId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => createEmbed(serviceId),
    onSuccess: () => client.invalidateQueries({ queryKey: embedsKey(serviceId) }),
  });
}
