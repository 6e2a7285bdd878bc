import { useMutation } from "@tanstack/react-query";
import { apiRequest } from "~/lib/api";
import { documentsAnswer, type WorkspaceDocument } from "../document-schema";
import { servicePath } from "./paths";
import { useRefreshWorkspace } from "./refresh";

/**
 * POST /api/services/{id}/documents, multipart: the files (parts named `file`); a
 * recruitment service names the job (`opening_id`). 201 {"documents": [...]}, queued.
 */
export function uploadDocuments(serviceId: string, files: File[], openingId?: string): Promise<WorkspaceDocument[]> {
  const form = new FormData();
  for (const file of files) form.append("file", file, file.name);
  if (openingId) form.append("opening_id", openingId);
  return apiRequest(`${servicePath(serviceId)}/documents`, {
    method: "POST",
    form,
    parse: (data) => documentsAnswer.parse(data).documents,
  });
}

export function useUploadDocuments(serviceId: string) {
  const refresh = useRefreshWorkspace(serviceId);
  return useMutation({
    mutationFn: ({ files, openingId }: { files: File[]; openingId?: string }) => uploadDocuments(serviceId, files, openingId),
    onSuccess: refresh,
  });
}
