// Single quotes keep the shell from reading anything in the secret ($, !, backticks).
const shellQuote = (text: string) => `'${text.replaceAll("'", `'\\''`)}'`;

/** One report as an automation sends it: `units` in the service type's own unit, `minutes_saved` the manual time taken over. */
const exampleBody = '{"idempotency_key": "report-0001", "calls": 1, "leads": 1, "revenue": 49.99, "units": 1, "minutes_saved": 5}';

function curl(origin: string, authHeader: string): string {
  return [
    `curl -X POST ${shellQuote(`${origin}/api/v1/usage`)} \\`,
    `  -H ${authHeader} \\`,
    `  -H 'Content-Type: application/json' \\`,
    `  -d ${shellQuote(exampleBody)}`,
  ].join("\n");
}

/**
 * A ready-to-run report for POST /api/v1/usage (docs/api.md), with the new key and the
 * site's own address: what a customer's automation sends after each piece of work.
 */
export function usageCurlExample(origin: string, secret: string): string {
  return curl(origin, shellQuote(`Authorization: Bearer ${secret}`));
}

/** The same report with the key left to a shell variable, for pages that show no secret. */
export function usageCurlTemplate(origin: string, variable = "LEXA_API_KEY"): string {
  return curl(origin, `"Authorization: Bearer $${variable}"`);
}
