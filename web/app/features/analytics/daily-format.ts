/** "Nov 23" for a day "2026-11-23" (a UTC day, as the API counts them). */
export function formatDay(date: string): string {
  const at = new Date(`${date}T00:00:00Z`);
  if (Number.isNaN(at.getTime())) return date;
  return new Intl.DateTimeFormat("en-US", { month: "short", day: "numeric", timeZone: "UTC" }).format(at);
}
