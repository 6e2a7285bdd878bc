/** "Nov 23, 2026" for an ISO time in the reader's time zone (or the one given); null for none or a bad one. */
export function formatKeyDate(iso: string | null, timeZone?: string): string | null {
  if (!iso) return null;
  const at = new Date(iso);
  if (Number.isNaN(at.getTime())) return null;
  return new Intl.DateTimeFormat("en-US", { month: "short", day: "numeric", year: "numeric", timeZone }).format(at);
}
