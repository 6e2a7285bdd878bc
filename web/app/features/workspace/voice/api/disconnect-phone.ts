import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "~/lib/api";
import { phoneKey, servicePath } from "./paths";

/** DELETE /api/services/{id}/phone — 200 {"phone": null}; the webhooks stop answering. */
export function disconnectPhone(serviceId: string): Promise<null> {
  return apiRequest(`${servicePath(serviceId)}/phone`, { method: "DELETE", parse: () => null });
}

export function useDisconnectPhone(serviceId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => disconnectPhone(serviceId),
    onSuccess: () => client.setQueryData(phoneKey(serviceId), null),
  });
}
