import { serviceTypeId } from "./service-types";

// Single quotes keep the shell from reading anything in the secret ($, !, backticks).
const shellQuote = (text: string) => `'${text.replaceAll("'", `'\\''`)}'`;

/** Where a service's automation reports its work, with one example body (docs/api.md). */
export interface ReportEndpoint {
  path: "/api/v1/usage" | "/api/v1/calls" | "/api/v1/leads";
  body: string;
}

/** One report as an automation sends it: `units` in the service type's own unit, `minutes_saved` the manual time taken over. */
const usageEndpoint: ReportEndpoint = {
  path: "/api/v1/usage",
  body: '{"idempotency_key": "report-0001", "calls": 1, "leads": 1, "revenue": 49.99, "units": 1, "minutes_saved": 5}',
};

/** One answered call, as a phone system sends it to POST /api/v1/calls. */
const callsEndpoint: ReportEndpoint = {
  path: "/api/v1/calls",
  body: '{"idempotency_key": "call-0001", "caller": "+1 555 010 2030", "started_at": "2026-11-23T14:00:00Z", "duration_seconds": 95, "outcome": "booked"}',
};

/** One lead, as a CRM or web form sends it to POST /api/v1/leads. */
const leadsEndpoint: ReportEndpoint = {
  path: "/api/v1/leads",
  body: '{"idempotency_key": "crm-0001", "name": "Dana Lee", "email": "dana@example.com", "notes": "Asked for a quote this week"}',
};

/**
 * The endpoint a service type's key is for: a voice-ai key records calls, a call-center key
 * sends leads, every other type reports usage.
 */
export function reportEndpoint(type: string): ReportEndpoint {
  if (type === serviceTypeId.voiceAi) return callsEndpoint;
  if (type === serviceTypeId.callCenter) return leadsEndpoint;
  return usageEndpoint;
}

function curl(origin: string, authHeader: string, endpoint: ReportEndpoint): string {
  return [
    `curl -X POST ${shellQuote(`${origin}${endpoint.path}`)} \\`,
    `  -H ${authHeader} \\`,
    `  -H 'Content-Type: application/json' \\`,
    `  -d ${shellQuote(endpoint.body)}`,
  ].join("\n");
}

/**
 * A ready-to-run report for POST /api/v1/usage (docs/api.md), with the new key and the
 * site's own address: what a customer's automation sends after each piece of work.
 * With a service type, the endpoint that type's key is for (reportEndpoint).
 */
export function usageCurlExample(origin: string, secret: string, type = ""): string {
  return curl(origin, shellQuote(`Authorization: Bearer ${secret}`), reportEndpoint(type));
}

/** The same report with the key left to a shell variable, for pages that show no secret. */
export function usageCurlTemplate(origin: string, variable = "LEXA_API_KEY", type = ""): string {
  return curl(origin, `"Authorization: Bearer $${variable}"`, reportEndpoint(type));
}
