import { useMutation } from "@tanstack/react-query";
import { apiRequest } from "~/lib/api";
import { documentsAnswer, type WorkspaceDocument } from "../document-schema";
import { servicePath } from "./paths";
import { useRefreshWorkspace } from "./refresh";

export interface PastedDocument {
  text: string;
  name?: string;
  opening_id?: string;
}

/** POST /api/services/{id}/documents, JSON: one document pasted as text (a resume). */
export function pasteDocument(serviceId: string, pasted: PastedDocument): Promise<WorkspaceDocument[]> {
  return apiRequest(`${servicePath(serviceId)}/documents`, {
    method: "POST",
    body: pasted,
    parse: (data) => documentsAnswer.parse(data).documents,
  });
}

export function usePasteDocument(serviceId: string) {
  const refresh = useRefreshWorkspace(serviceId);
  return useMutation({ mutationFn: (pasted: PastedDocument) => pasteDocument(serviceId, pasted), onSuccess: refresh });
}
