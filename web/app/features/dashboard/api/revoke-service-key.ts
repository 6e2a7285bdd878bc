import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest, noContent } from "~/lib/api";
import { apiKeysKey, keysPath } from "./api-key";

/** DELETE /api/services/{id}/keys/{keyId} — 204; the key stops working at once. 404 for an unknown key. */
export function revokeServiceKey(serviceId: string, keyId: string): Promise<void> {
  return apiRequest(`${keysPath(serviceId)}/${encodeURIComponent(keyId)}`, { method: "DELETE", parse: noContent });
}

/** Revokes a key, then reloads the service's key list. */
export function useRevokeServiceKey(serviceId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (keyId: string) => revokeServiceKey(serviceId, keyId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: apiKeysKey(serviceId) }),
  });
}
