/**
 * What the documents' endpoints share (docs/api.md "Workspaces: documents and jobs"): a
 * service's openings (recruitment) and documents (resumes, invoices), their addresses,
 * filters and cache keys. Every failure is an ApiError: 400 with `fields`, 402
 * payment_required, 404, 409 while the service is paused.
 */
export const servicePath = (serviceId: string) => `/api/services/${encodeURIComponent(serviceId)}`;
export const documentPath = (serviceId: string, docId: string) => `${servicePath(serviceId)}/documents/${encodeURIComponent(docId)}`;

export const documentsKey = (serviceId: string) => ["documents", serviceId] as const;
export const openingsKey = (serviceId: string) => ["openings", serviceId] as const;

/** The list's filters: a job's candidates, or invoices by review status and vendor. */
export interface DocumentFilters {
  opening_id?: string;
  review?: string;
  vendor?: string;
}

/** "?opening_id=…&vendor=…" with the filters that are set, or "". */
export function filterQuery(filters: DocumentFilters): string {
  const params = new URLSearchParams();
  for (const key of ["opening_id", "review", "vendor"] as const) {
    const value = filters[key]?.trim();
    if (value) params.set(key, value);
  }
  const query = params.toString();
  return query ? `?${query}` : "";
}

/** GET …/documents/{id}/file: the original file, as uploaded (an attachment). */
export const documentFileUrl = (serviceId: string, docId: string) => `${documentPath(serviceId, docId)}/file`;

/**
 * The formats of the invoices' export (decision 0064): Lexa's own columns (""), or the
 * columns of QuickBooks Online's bill import or of Xero's bills import template.
 */
export type ExportFormat = "" | "quickbooks" | "xero";

/**
 * GET …/documents/export.csv: the list as a CSV file, with the same filters as the list, in
 * `format` when one is given, with the accounting export's codes (`account_code`, `tax_type`).
 */
export function documentsExportUrl(serviceId: string, filters: DocumentFilters, format: ExportFormat = "", codes: Record<string, string> = {}): string {
  const params = new URLSearchParams(filterQuery(filters));
  if (format) {
    params.set("format", format);
    for (const [key, value] of Object.entries(codes)) params.set(key, value);
  }
  const query = params.toString();
  return `${servicePath(serviceId)}/documents/export.csv${query ? `?${query}` : ""}`;
}

/** GET …/documents/{id}/text: the text read from the file (text/plain). */
export const documentTextUrl = (serviceId: string, docId: string) => `${documentPath(serviceId, docId)}/text`;

/** GET …/documents/{id}/pages/{n}.png: page n (from 1) as a PNG, at most 1,600 px wide (1,200 by default). */
export const documentPageUrl = (serviceId: string, docId: string, page: number) => `${documentPath(serviceId, docId)}/pages/${page}.png`;

/** A document's text and page images, cached apart from the lists (they never change). */
export const documentTextKey = (serviceId: string, docId: string) => ["document-text", serviceId, docId] as const;
export const documentPageKey = (serviceId: string, docId: string, page: number) => ["document-page", serviceId, docId, page] as const;
