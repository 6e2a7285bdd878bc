import { apiRequest, noContent } from "~/lib/api";
import {
  documentsAnswer,
  oneDocumentAnswer,
  oneOpeningAnswer,
  openingsAnswer,
  type Opening,
  type WorkspaceDocument,
} from "./document-schema";

/**
 * The workspace's endpoints (docs/api.md "Workspaces: documents and jobs"): a service's
 * openings (recruitment) and documents (resumes, invoices). Every failure is an ApiError:
 * 400 with `fields`, 402 payment_required, 404, 409 while the service is paused.
 */
const servicePath = (serviceId: string) => `/api/services/${encodeURIComponent(serviceId)}`;
const documentPath = (serviceId: string, docId: string) => `${servicePath(serviceId)}/documents/${encodeURIComponent(docId)}`;

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

/** The original file, as uploaded (an attachment). */
export const documentFileUrl = (serviceId: string, docId: string) => `${documentPath(serviceId, docId)}/file`;

/** The list as a CSV file, with the same filters as the list. */
export const documentsExportUrl = (serviceId: string, filters: DocumentFilters) =>
  `${servicePath(serviceId)}/documents/export.csv${filterQuery(filters)}`;

export function getOpenings(serviceId: string, signal?: AbortSignal): Promise<Opening[]> {
  return apiRequest(`${servicePath(serviceId)}/openings`, { parse: (data) => openingsAnswer.parse(data).openings, signal });
}

export interface NewOpening {
  title: string;
  description: string;
  must_have: string[];
  nice_to_have: string[];
  location: string;
}

export function createOpening(serviceId: string, opening: NewOpening): Promise<Opening> {
  return apiRequest(`${servicePath(serviceId)}/openings`, {
    method: "POST",
    body: opening,
    parse: (data) => oneOpeningAnswer.parse(data).opening,
  });
}

export function getDocuments(serviceId: string, filters: DocumentFilters, signal?: AbortSignal): Promise<WorkspaceDocument[]> {
  return apiRequest(`${servicePath(serviceId)}/documents${filterQuery(filters)}`, {
    parse: (data) => documentsAnswer.parse(data).documents,
    signal,
  });
}

/** Uploads files (multipart, parts named `file`); a recruitment service names the job. */
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

export interface PastedDocument {
  text: string;
  name?: string;
  opening_id?: string;
}

/** Adds one document pasted as text (a resume). */
export function pasteDocument(serviceId: string, pasted: PastedDocument): Promise<WorkspaceDocument[]> {
  return apiRequest(`${servicePath(serviceId)}/documents`, {
    method: "POST",
    body: pasted,
    parse: (data) => documentsAnswer.parse(data).documents,
  });
}

export interface DocumentChanges {
  review?: string;
  note?: string;
}

export function updateDocument(serviceId: string, docId: string, changes: DocumentChanges): Promise<WorkspaceDocument> {
  return apiRequest(documentPath(serviceId, docId), {
    method: "PATCH",
    body: changes,
    parse: (data) => oneDocumentAnswer.parse(data).document,
  });
}

export function deleteDocument(serviceId: string, docId: string): Promise<void> {
  return apiRequest(documentPath(serviceId, docId), { method: "DELETE", parse: noContent });
}
