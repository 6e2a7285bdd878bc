import { queryOptions, useQuery } from "@tanstack/react-query";
import { ApiError, errorFromResponse, NETWORK_ERROR_MESSAGE } from "~/lib/api";
import { documentPageKey, documentPageUrl } from "./paths";

/** A page image and how many pages the document has (null when the server does not say). */
export interface DocumentPage {
  image: Blob;
  pages: number | null;
}

/**
 * GET /api/services/{id}/documents/{docId}/pages/{n}.png — page n rendered by the server.
 * Fetched by the app rather than by an <img>: the answer is never cached (no-store), so
 * the pages seen are kept here, in memory, and X-Page-Count tells how far a picker goes.
 * 404 for a file without pages (DOCX, text) or past the end; 422 with the reason for a
 * file the reader refused; 503 while every render slot is busy.
 */
export async function getDocumentPage(serviceId: string, docId: string, page: number, signal?: AbortSignal): Promise<DocumentPage> {
  let res: Response;
  try {
    res = await fetch(documentPageUrl(serviceId, docId, page), {
      signal,
      credentials: "same-origin",
      headers: { Accept: "image/png" },
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
  const count = Number(res.headers.get("X-Page-Count"));
  return {
    image: await res.blob(),
    pages: Number.isInteger(count) && count > 0 ? count : null,
  };
}

export const documentPageQuery = (serviceId: string, docId: string, page: number) =>
  queryOptions({
    queryKey: documentPageKey(serviceId, docId, page),
    queryFn: ({ signal }) => getDocumentPage(serviceId, docId, page, signal),
    staleTime: Infinity,
    // A busy server (503) is worth one more try a moment later; a missing page is not.
    retry: (failures, error) => failures < 1 && error instanceof ApiError && error.status === 503,
    retryDelay: 2000,
  });

export function useDocumentPage(serviceId: string, docId: string, page: number) {
  return useQuery(documentPageQuery(serviceId, docId, page));
}
