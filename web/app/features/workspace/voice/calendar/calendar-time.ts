/**
 * Days and times on the business's clock (the profile's IANA time zone), with Intl only.
 * A day is a "YYYY-MM-DD" string on the business's calendar, as the API's `from`/`to` are;
 * an instant is an RFC 3339 string. Tested in calendar-time.test.ts (New York's and
 * Berlin's changes of clocks).
 */

export type CalendarView = "day" | "week";

interface ClockFace {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
}

const faceFormats = new Map<string, Intl.DateTimeFormat>();

/** What a clock in `timeZone` shows at `instant`. */
export function clockFace(instant: Date, timeZone: string): ClockFace {
  let format = faceFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat("en-US", {
      timeZone,
      hourCycle: "h23",
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
    });
    faceFormats.set(timeZone, format);
  }
  const parts = Object.fromEntries(format.formatToParts(instant).map((p) => [p.type, p.value]));
  return { year: Number(parts.year), month: Number(parts.month), day: Number(parts.day), hour: Number(parts.hour), minute: Number(parts.minute) };
}

const pad = (n: number, width = 2) => String(n).padStart(width, "0");
const dayOfFace = (f: ClockFace) => `${pad(f.year, 4)}-${pad(f.month)}-${pad(f.day)}`;

/** The business's calendar day at an instant. */
export function dayAt(instant: Date | string, timeZone: string): string {
  return dayOfFace(clockFace(new Date(instant), timeZone));
}

/** A day `n` days after `day` (n may be negative). */
export function addDays(day: string, n: number): string {
  const d = new Date(`${day}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + n);
  return d.toISOString().slice(0, 10);
}

/** The Monday of the week `day` is in. */
export function weekStart(day: string): string {
  const weekday = new Date(`${day}T12:00:00Z`).getUTCDay(); // 0 Sunday … 6 Saturday
  return addDays(day, -((weekday + 6) % 7));
}

/** The days a view shows around `anchor`: the day itself, or its week from Monday. */
export function viewDays(view: CalendarView, anchor: string): string[] {
  if (view === "day") return [anchor];
  const monday = weekStart(anchor);
  return Array.from({ length: 7 }, (_, i) => addDays(monday, i));
}

/** The anchor one view earlier (-1) or later (+1). */
export function stepView(view: CalendarView, anchor: string, direction: -1 | 1): string {
  return addDays(anchor, direction * (view === "day" ? 1 : 7));
}

/** "Monday, March 9, 2026" for a day (the day's own name, whatever the zone). */
export function dayLabel(day: string, opts: Intl.DateTimeFormatOptions = { weekday: "long", month: "long", day: "numeric", year: "numeric" }): string {
  return new Intl.DateTimeFormat("en-US", { ...opts, timeZone: "UTC" }).format(new Date(`${day}T12:00:00Z`));
}

/** "March 9 – 15, 2026" style label of what a view shows. */
export function rangeLabel(days: readonly string[]): string {
  const first = days[0] ?? "";
  const last = days.at(-1) ?? first;
  if (first === last) return dayLabel(first);
  const format = new Intl.DateTimeFormat("en-US", { month: "long", day: "numeric", year: "numeric", timeZone: "UTC" });
  // ICU puts thin spaces around the dash; plain ones read and match the same everywhere.
  return format.formatRange(new Date(`${first}T12:00:00Z`), new Date(`${last}T12:00:00Z`)).replace(/\u2009/g, " ");
}

/** "9:00 AM" on the business's clock. */
export function timeLabel(instant: string, timeZone: string): string {
  return new Intl.DateTimeFormat("en-US", { timeZone, hour: "numeric", minute: "2-digit" }).format(new Date(instant)).replace(/\u202f/g, " ");
}

/** The zone's offset from UTC at an instant, in minutes (New York in winter: -300). */
export function offsetMinutes(instant: Date, timeZone: string): number {
  const f = clockFace(instant, timeZone);
  const asUtc = Date.UTC(f.year, f.month - 1, f.day, f.hour, f.minute);
  return Math.round((asUtc - Math.floor(instant.getTime() / 60_000) * 60_000) / 60_000);
}

/** "-04:00" for -240 minutes. */
function offsetText(minutes: number): string {
  const sign = minutes < 0 ? "-" : "+";
  const abs = Math.abs(minutes);
  return `${sign}${pad(Math.floor(abs / 60))}:${pad(abs % 60)}`;
}

/**
 * A wall-clock time on the business's calendar ("2026-03-09T09:00", as a datetime-local
 * input gives it) as RFC 3339 with that day's offset ("2026-03-09T09:00:00-04:00"). The
 * offsets a day either side are tried and those whose clock shows that time kept: a time
 * the clocks skip is null; one they show twice is its first occurrence (as the server's
 * slots are, decision 0060).
 */
export function wallTimeToInstant(wall: string, timeZone: string): string | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/.exec(wall);
  if (!m) return null;
  const [year, month, day, hour, minute] = m.slice(1).map(Number) as [number, number, number, number, number];
  const asUtc = Date.UTC(year, month - 1, day, hour, minute);
  const offsets = new Set([-1, 0, 1].map((d) => offsetMinutes(new Date(asUtc + d * 86_400_000), timeZone)));
  const matches = [...offsets]
    .map((offset) => ({ offset, at: asUtc - offset * 60_000 }))
    .filter(({ at }) => {
      const f = clockFace(new Date(at), timeZone);
      return f.year === year && f.month === month && f.day === day && f.hour === hour && f.minute === minute;
    })
    .sort((a, b) => a.at - b.at);
  const first = matches[0];
  return first ? `${wall}:00${offsetText(first.offset)}` : null;
}

/** An instant as a datetime-local input shows it on the business's clock: "2026-03-09T09:00". */
export function instantToWallTime(instant: string, timeZone: string): string {
  const f = clockFace(new Date(instant), timeZone);
  return `${dayOfFace(f)}T${pad(f.hour)}:${pad(f.minute)}`;
}

/** Items by the business's calendar day of their start, in the order given. */
export function groupByDay<T extends { start: string }>(items: readonly T[], timeZone: string): Map<string, T[]> {
  const out = new Map<string, T[]>();
  for (const item of items) {
    const day = dayAt(item.start, timeZone);
    const list = out.get(day);
    if (list) list.push(item);
    else out.set(day, [item]);
  }
  return out;
}
