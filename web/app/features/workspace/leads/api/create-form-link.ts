import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "~/lib/api";
import { oneFormLinkAnswer, type FormLink } from "../lead-schema";
import { formLinksKey, servicePath } from "./paths";

/** POST /api/services/{id}/embeds, no body — 201 {"embed": link}. */
export function createFormLink(serviceId: string): Promise<FormLink> {
  return apiRequest(`${servicePath(serviceId)}/embeds`, { method: "POST", parse: (data) => oneFormLinkAnswer.parse(data).embed });
}

export function useCreateFormLink(serviceId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => createFormLink(serviceId),
    onSuccess: () => client.invalidateQueries({ queryKey: formLinksKey(serviceId) }),
  });
}
