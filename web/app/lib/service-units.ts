/**
 * What each service type counts (docs/api.md "Services and usage"): the `units` of a
 * usage report, the monthly usage on the dashboard and the plans' allowances are in this
 * unit. The server knows which report fields stand for each unit when a report names
 * none; the screen only names them.
 */
import { serviceCatalogue, type ServiceSlug } from "./services";

export const serviceUnits: Readonly<Record<ServiceSlug, string>> = {
  "voice-ai": "Calls answered",
  recruitment: "Candidates screened",
  payroll: "Documents processed",
  "call-center": "Leads handled",
  "content-marketing": "Posts created",
};

/** The unit of a service type, e.g. "Calls answered"; "Units" for a type we do not know. */
export function unitName(serviceType: string): string {
  return serviceUnits[serviceType as ServiceSlug] ?? "Units";
}

/** The readable name of a service type ("voice-ai" → "Voice AI Agents"); an unknown one as it is. */
export function serviceTitle(serviceType: string): string {
  return serviceCatalogue.find((s) => s.slug === serviceType)?.title ?? serviceType;
}
