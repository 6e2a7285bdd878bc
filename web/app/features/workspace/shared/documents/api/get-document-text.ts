import { queryOptions, useQuery } from "@tanstack/react-query";
import { ApiError, errorFromResponse, NETWORK_ERROR_MESSAGE } from "~/lib/api";
import { documentTextKey, documentTextUrl } from "./paths";

/**
 * GET /api/services/{id}/documents/{docId}/text — the text that was read from the file,
 * as plain text. 404 (an ApiError with the server's reason) while there is none: not read
 * yet, a scan without text, a file that could not be read.
 */
export async function getDocumentText(serviceId: string, docId: string, signal?: AbortSignal): Promise<string> {
  let res: Response;
  try {
    res = await fetch(documentTextUrl(serviceId, docId), {
      signal,
      credentials: "same-origin",
      headers: { Accept: "text/plain" },
    });
  } catch (err) {
    if (err instanceof TypeError)
      throw new ApiError({
        status: 0,
        code: "NETWORK_ERROR",
        message: NETWORK_ERROR_MESSAGE,
      });
    throw err;
  }
  if (!res.ok) throw errorFromResponse(res, await res.json().catch(() => undefined));
  return res.text();
}

// The text of a document never changes once read: it is kept for the session's life.
export const documentTextQuery = (serviceId: string, docId: string) =>
  queryOptions({
    queryKey: documentTextKey(serviceId, docId),
    queryFn: ({ signal }) => getDocumentText(serviceId, docId, signal),
    staleTime: Infinity,
    retry: false,
  });

export function useDocumentText(serviceId: string, docId: string) {
  return useQuery(documentTextQuery(serviceId, docId));
}
