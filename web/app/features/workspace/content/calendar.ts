/**
 * The content calendar's date math, on calendar days written "YYYY-MM-DD" so that no
 * result depends on the machine's time zone: a day is a label, computed in UTC. Only
 * `dayOf` and `todayOf` read a time zone, and they take it as an argument.
 */

export type CalendarView = "week" | "month";

const DAY_MS = 24 * 60 * 60 * 1000;
const dayPattern = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Whether s is a real day such as 2026-11-20. */
export function isDay(s: string | null | undefined): s is string {
  if (!s) return false;
  const m = dayPattern.exec(s);
  if (!m) return false;
  const d = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  return d.toISOString().slice(0, 10) === s;
}

const toDate = (day: string) => new Date(`${day}T00:00:00Z`);
const toDay = (d: Date) => d.toISOString().slice(0, 10);

export function addDays(day: string, n: number): string {
  return toDay(new Date(toDate(day).getTime() + n * DAY_MS));
}

/** The Monday of day's week (weeks start on Monday, ISO 8601). */
export function startOfWeek(day: string): string {
  const weekday = (toDate(day).getUTCDay() + 6) % 7; // Monday 0 … Sunday 6
  return addDays(day, -weekday);
}

/** The seven days of day's week, Monday first. */
export function weekDays(day: string): string[] {
  const monday = startOfWeek(day);
  return Array.from({ length: 7 }, (_, i) => addDays(monday, i));
}

/** "2026-11" of a day. */
export const monthOf = (day: string) => day.slice(0, 7);

/** The month's days in whole weeks (Monday to Sunday), with the days around it that fill them. */
export function monthGrid(day: string): string[][] {
  const last = addDays(shiftDay("month", day, 1), -1);
  const weeks: string[][] = [];
  for (let monday = startOfWeek(`${monthOf(day)}-01`); monday <= last; monday = addDays(monday, 7)) weeks.push(weekDays(monday));
  return weeks;
}

/** The days a view shows: a week, or the month's weeks. */
export function viewDays(view: CalendarView, day: string): string[] {
  return view === "week" ? weekDays(day) : monthGrid(day).flat();
}

/** The day the next (1) or previous (-1) week or month opens on. */
export function shiftDay(view: CalendarView, day: string, by: 1 | -1): string {
  if (view === "week") return addDays(day, 7 * by);
  const d = toDate(`${monthOf(day)}-01`);
  d.setUTCMonth(d.getUTCMonth() + by);
  return toDay(d);
}

/**
 * The range the calendar asks the API for (from inclusive, to exclusive, as dates): the
 * view's days with one more on each side, so that a post in any time zone's day is in it.
 */
export function viewRange(view: CalendarView, day: string): { from: string; to: string } {
  const days = viewDays(view, day);
  return { from: addDays(days[0]!, -1), to: addDays(days[days.length - 1]!, 2) };
}

/** The calendar day of an instant in a time zone (the browser's when none is given). */
export function dayOf(iso: string | Date, timeZone?: string): string {
  const parts = new Intl.DateTimeFormat("en-CA", { timeZone, year: "numeric", month: "2-digit", day: "2-digit" }).formatToParts(
    typeof iso === "string" ? new Date(iso) : iso,
  );
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? "";
  return `${get("year")}-${get("month")}-${get("day")}`;
}

/** Today in a time zone, for now. */
export const todayOf = (now: Date, timeZone?: string) => dayOf(now, timeZone);

/** The items with a time, by the day they fall on in timeZone, each day's in time order. */
export function byDay<T extends { scheduled_for: string | null }>(items: readonly T[], timeZone?: string): Map<string, T[]> {
  const out = new Map<string, T[]>();
  const sorted = items.filter((i) => i.scheduled_for).sort((a, b) => a.scheduled_for!.localeCompare(b.scheduled_for!));
  for (const item of sorted) {
    const key = dayOf(item.scheduled_for!, timeZone);
    out.set(key, [...(out.get(key) ?? []), item]);
  }
  return out;
}

/** A day as a heading says it: "Mon 16 Nov". */
export function dayLabel(day: string): string {
  return new Intl.DateTimeFormat("en-GB", { timeZone: "UTC", weekday: "short", day: "numeric", month: "short" }).format(toDate(day));
}

/** A month as the calendar's title says it: "November 2026". */
export function monthLabel(day: string): string {
  return new Intl.DateTimeFormat("en-GB", { timeZone: "UTC", month: "long", year: "numeric" }).format(toDate(`${monthOf(day)}-01`));
}

/** A week as the calendar's title says it: "16–22 Nov 2026". */
export function weekLabel(day: string): string {
  const days = weekDays(day);
  const fmt = (d: string, opts: Intl.DateTimeFormatOptions) => new Intl.DateTimeFormat("en-GB", { timeZone: "UTC", ...opts }).format(toDate(d));
  return `${fmt(days[0]!, { day: "numeric", month: "short" })} – ${fmt(days[6]!, { day: "numeric", month: "short", year: "numeric" })}`;
}

/** The value of a datetime-local input for an instant, in timeZone: "2026-11-20T09:30". */
export function localInputValue(iso: string | null, timeZone?: string): string {
  if (!iso) return "";
  const parts = new Intl.DateTimeFormat("en-CA", {
    timeZone,
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    hour: "2-digit",
    minute: "2-digit",
    hourCycle: "h23",
  }).formatToParts(new Date(iso));
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? "";
  return `${get("year")}-${get("month")}-${get("day")}T${get("hour")}:${get("minute")}`;
}

/** The instant a datetime-local value means in the browser's zone, as RFC 3339 UTC; null when empty or invalid. */
export function inputToIso(value: string): string | null {
  if (!value) return null;
  const d = new Date(value);
  return Number.isNaN(d.getTime()) ? null : d.toISOString().replace(/\.\d{3}Z$/, "Z");
}

/** The time of an instant as a list shows it, in timeZone: "09:30". */
export function timeLabel(iso: string, timeZone?: string): string {
  return new Intl.DateTimeFormat("en-GB", { timeZone, hour: "2-digit", minute: "2-digit", hourCycle: "h23" }).format(new Date(iso));
}
