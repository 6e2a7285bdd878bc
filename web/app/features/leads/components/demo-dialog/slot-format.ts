/** Labels for the date and time pickers; the server's own labels are used everywhere else. */

const shortDate = new Intl.DateTimeFormat("en-US", { weekday: "short", month: "short", day: "numeric", timeZone: "UTC" });

/** "2026-11-23" → "Mon, Nov 23". The date is a calendar day, so it is read at noon UTC. */
export function shortDateLabel(date: string): string {
  const at = new Date(`${date}T12:00:00Z`);
  return Number.isNaN(at.getTime()) ? date : shortDate.format(at);
}

/**
 * The slot's start in the visitor's own time zone, e.g. "3:00 PM", or null when the
 * visitor is in the demo time zone anyway (or the zone cannot be read).
 */
export function localTimeLabel(startsAt: string, demoZone: string, visitorZone = visitorTimeZone()): string | null {
  if (!visitorZone || visitorZone === demoZone) return null;
  const at = new Date(startsAt);
  if (Number.isNaN(at.getTime())) return null;
  return new Intl.DateTimeFormat("en-US", { hour: "numeric", minute: "2-digit", timeZone: visitorZone, timeZoneName: "short" }).format(at);
}

function visitorTimeZone(): string | undefined {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone;
  } catch {
    return undefined;
  }
}
