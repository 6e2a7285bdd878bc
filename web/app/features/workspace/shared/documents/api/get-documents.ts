import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "~/lib/api";
import { documentsAnswer, type WorkspaceDocument } from "../document-schema";
import { anyWorking } from "../document-states";
import { documentsKey, filterQuery, servicePath, type DocumentFilters } from "./paths";

/** How often the list is read again while a document is queued or being analysed. */
export const POLL_MS = 1500;

/** GET /api/services/{id}/documents?… — the service's documents with the filters set. */
export function getDocuments(serviceId: string, filters: DocumentFilters, signal?: AbortSignal): Promise<WorkspaceDocument[]> {
  return apiRequest(`${servicePath(serviceId)}/documents${filterQuery(filters)}`, {
    parse: (data) => documentsAnswer.parse(data).documents,
    signal,
  });
}

/**
 * A service's documents with the given filters. While any is queued or analysing the
 * list is read again every POLL_MS; it stops once none is.
 */
export const documentsQuery = (serviceId: string, filters: DocumentFilters) =>
  queryOptions({
    queryKey: [...documentsKey(serviceId), filters] as const,
    queryFn: ({ signal }) => getDocuments(serviceId, filters, signal),
    placeholderData: keepPreviousData,
    refetchInterval: (query) => (anyWorking(query.state.data ?? []) ? POLL_MS : false),
  });

export function useDocuments(serviceId: string, filters: DocumentFilters, enabled = true) {
  return useQuery({ ...documentsQuery(serviceId, filters), enabled });
}
