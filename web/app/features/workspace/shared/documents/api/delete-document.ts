import { useMutation } from "@tanstack/react-query";
import { apiRequest, noContent } from "~/lib/api";
import { documentPath } from "./paths";
import { useRefreshWorkspace } from "./refresh";

/** DELETE /api/services/{id}/documents/{docId} — 204. */
export function deleteDocument(serviceId: string, docId: string): Promise<void> {
  return apiRequest(documentPath(serviceId, docId), { method: "DELETE", parse: noContent });
}

export function useDeleteDocument(serviceId: string) {
  const refresh = useRefreshWorkspace(serviceId);
  return useMutation({ mutationFn: (id: string) => deleteDocument(serviceId, id), onSuccess: refresh });
}
