/**
 * The hourly cost as typed: a number from 0 to 10,000 with at most two decimals, the
 * server's rule (docs/api.md "PATCH /api/profile"), so the figures never show a value the
 * server would refuse. The server checks it again.
 */
export function parseHourlyCost(text: string): number | null {
  const t = text.trim();
  if (!/^(0|[1-9][0-9]{0,4})(\.[0-9]{1,2})?$/.test(t)) return null;
  const value = Number(t);
  return value <= 10_000 ? value : null;
}
