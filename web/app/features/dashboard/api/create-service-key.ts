import { useMutation, useQueryClient } from "@tanstack/react-query";
import * as z from "zod/mini";
import { apiRequest } from "~/lib/api";
import { apiKeySchema, apiKeysKey, keysPath } from "./api-key";

/**
 * POST /api/services/{id}/keys, no body — 201 {"key": key, "secret": "lexa_…"}. The
 * secret is in this answer and nowhere else. 409 at 5 keys in use.
 */
export const newApiKeyAnswer = z.object({ key: apiKeySchema, secret: z.string() });

export type NewApiKey = z.infer<typeof newApiKeyAnswer>;

export function createServiceKey(serviceId: string): Promise<NewApiKey> {
  return apiRequest(keysPath(serviceId), { method: "POST", parse: (data) => newApiKeyAnswer.parse(data) });
}

/** Creates a key, then reloads the service's key list. */
export function useCreateServiceKey(serviceId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => createServiceKey(serviceId),
    // The answer holds the secret: forget it as soon as the dialog that shows it closes,
    // rather than keeping it in the mutation cache for the default five minutes.
    gcTime: 0,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: apiKeysKey(serviceId) }),
  });
}
