/** "Nov 23, 2026" for an ISO time in the reader's time zone (or the one given); null for none or a bad one. */
export function formatKeyDate(iso: string | null, timeZone?: string): string | null {
  if (!iso) return null;
  const at = new Date(iso);
  if (Number.isNaN(at.getTime())) return null;
  return new Intl.DateTimeFormat("en-US", { month: "short", day: "numeric", year: "numeric", timeZone }).format(at);
}

// Single quotes keep the shell from reading anything in the secret ($, !, backticks).
const shellQuote = (text: string) => `'${text.replaceAll("'", `'\\''`)}'`;

/**
 * A ready-to-run report for POST /api/v1/usage (docs/api.md), with the new key and the
 * site's own address: what a customer's automation sends after each call.
 */
export function usageCurlExample(origin: string, secret: string): string {
  const body = '{"idempotency_key": "call-0001", "calls": 1, "leads": 1, "revenue": 49.99}';
  return [
    `curl -X POST ${shellQuote(`${origin}/api/v1/usage`)} \\`,
    `  -H ${shellQuote(`Authorization: Bearer ${secret}`)} \\`,
    `  -H 'Content-Type: application/json' \\`,
    `  -d ${shellQuote(body)}`,
  ].join("\n");
}
