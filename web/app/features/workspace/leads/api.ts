import { apiRequest, noContent } from "~/lib/api";
import {
  formLinksAnswer,
  leadsAnswer,
  oneFormLinkAnswer,
  oneLeadAnswer,
  type FormLink,
  type InboxLead,
} from "./lead-schema";

/**
 * The lead inbox's endpoints (docs/api.md "Lead inbox") and the service's public form
 * links ("Public links"). Every failure is an ApiError: 400 with `fields`, 404, 409.
 */
const servicePath = (serviceId: string) => `/api/services/${encodeURIComponent(serviceId)}`;

export interface LeadFilters {
  stage?: string;
  q?: string;
}

/** "?stage=…&q=…" with the filters that are set, or "". */
export function leadFilterQuery(filters: LeadFilters): string {
  const params = new URLSearchParams();
  for (const key of ["stage", "q"] as const) {
    const value = filters[key]?.trim();
    if (value) params.set(key, value);
  }
  const query = params.toString();
  return query ? `?${query}` : "";
}

export function getLeads(serviceId: string, filters: LeadFilters, signal?: AbortSignal): Promise<{ leads: InboxLead[]; hotScore: number }> {
  return apiRequest(`${servicePath(serviceId)}/leads${leadFilterQuery(filters)}`, {
    parse: (data) => {
      const answer = leadsAnswer.parse(data);
      return { leads: answer.leads, hotScore: answer.hot_score };
    },
    signal,
  });
}

/** A move to another stage; `revenue` (USD) only with "won". */
export interface LeadMove {
  stage: string;
  revenue?: number;
}

export function moveLead(serviceId: string, leadId: string, move: LeadMove): Promise<InboxLead> {
  return apiRequest(`${servicePath(serviceId)}/leads/${encodeURIComponent(leadId)}`, {
    method: "PATCH",
    body: move,
    parse: (data) => oneLeadAnswer.parse(data).lead,
  });
}

export function getFormLinks(serviceId: string, signal?: AbortSignal): Promise<FormLink[]> {
  return apiRequest(`${servicePath(serviceId)}/embeds`, { parse: (data) => formLinksAnswer.parse(data).embeds, signal });
}

export function createFormLink(serviceId: string): Promise<FormLink> {
  return apiRequest(`${servicePath(serviceId)}/embeds`, { method: "POST", parse: (data) => oneFormLinkAnswer.parse(data).embed });
}

export function revokeFormLink(serviceId: string, linkId: string): Promise<void> {
  return apiRequest(`${servicePath(serviceId)}/embeds/${encodeURIComponent(linkId)}`, { method: "DELETE", parse: noContent });
}
