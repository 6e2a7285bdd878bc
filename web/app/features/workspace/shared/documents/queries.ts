import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { WorkspaceDocument } from "./document-schema";
import {
  createOpening,
  deleteDocument,
  getDocuments,
  getOpenings,
  pasteDocument,
  updateDocument,
  uploadDocuments,
  type DocumentChanges,
  type DocumentFilters,
  type NewOpening,
  type PastedDocument,
} from "./api";
import { anyWorking } from "./document-states";

/** How often the list is read again while a document is queued or being analysed. */
export const POLL_MS = 1500;

const documentsKey = (serviceId: string) => ["documents", serviceId] as const;
const openingsKey = (serviceId: string) => ["openings", serviceId] as const;

/**
 * A service's documents with the given filters. While any is queued or analysing the
 * list is read again every POLL_MS; it stops once none is.
 */
export function useDocuments(serviceId: string, filters: DocumentFilters, enabled = true) {
  return useQuery({
    queryKey: [...documentsKey(serviceId), filters] as const,
    queryFn: ({ signal }) => getDocuments(serviceId, filters, signal),
    enabled,
    placeholderData: keepPreviousData,
    refetchInterval: (query) => (anyWorking(query.state.data ?? []) ? POLL_MS : false),
  });
}

export function useOpenings(serviceId: string) {
  return useQuery({ queryKey: openingsKey(serviceId), queryFn: ({ signal }) => getOpenings(serviceId, signal) });
}

/** After a change: the lists, the jobs' candidate counts and the service's usage are read again. */
function useRefreshWorkspace(serviceId: string) {
  const client = useQueryClient();
  return () =>
    Promise.all([
      client.invalidateQueries({ queryKey: documentsKey(serviceId) }),
      client.invalidateQueries({ queryKey: openingsKey(serviceId) }),
      client.invalidateQueries({ queryKey: ["services"] }),
    ]);
}

export function useCreateOpening(serviceId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (opening: NewOpening) => createOpening(serviceId, opening),
    onSuccess: () => client.invalidateQueries({ queryKey: openingsKey(serviceId) }),
  });
}

export function useUploadDocuments(serviceId: string) {
  const refresh = useRefreshWorkspace(serviceId);
  return useMutation({
    mutationFn: ({ files, openingId }: { files: File[]; openingId?: string }) => uploadDocuments(serviceId, files, openingId),
    onSuccess: refresh,
  });
}

export function usePasteDocument(serviceId: string) {
  const refresh = useRefreshWorkspace(serviceId);
  return useMutation({ mutationFn: (pasted: PastedDocument) => pasteDocument(serviceId, pasted), onSuccess: refresh });
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

export function useDeleteDocument(serviceId: string) {
  const refresh = useRefreshWorkspace(serviceId);
  return useMutation({ mutationFn: (id: string) => deleteDocument(serviceId, id), onSuccess: refresh });
}
