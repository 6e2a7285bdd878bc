import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "~/lib/api";
import { oneDocumentAnswer, type WorkspaceDocument } from "../document-schema";
import { documentPath, documentsKey } from "./paths";

export interface DocumentChanges {
  review?: string;
  note?: string;
  /** Corrected fields by the reading's names; "" takes a field back to what was read. */
  corrections?: Record<string, string>;
}

/**
 * PATCH /api/services/{id}/documents/{docId} with any of {review, note, corrections} —
 * 200 {"document": …}; 400 with fields such as "corrections.total"; 409 before it is read.
 */
export function updateDocument(serviceId: string, docId: string, changes: DocumentChanges): Promise<WorkspaceDocument> {
  return apiRequest(documentPath(serviceId, docId), {
    method: "PATCH",
    body: changes,
    parse: (data) => oneDocumentAnswer.parse(data).document,
  });
}

export function useUpdateDocument(serviceId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, changes }: { id: string; changes: DocumentChanges }) => updateDocument(serviceId, id, changes),
    onSuccess: (saved: WorkspaceDocument) => {
      // Shown at once in every list that holds it; the reload then applies the filters.
      client.setQueriesData<WorkspaceDocument[]>({ queryKey: documentsKey(serviceId) }, (list) =>
        list?.map((d) => (d.id === saved.id ? saved : d)),
      );
      return client.invalidateQueries({ queryKey: documentsKey(serviceId) });
    },
  });
}
