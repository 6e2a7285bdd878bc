import type { Profile } from "./voice-schema";
import { voiceText as t } from "./voice-messages";

/**
 * The profile form's state and rules, as plain functions (tested in profile-draft.test.ts):
 * the profile becomes a draft of strings to edit and back; the hours are checked here with
 * the server's messages (the server checks everything again); the server's field paths
 * are mapped onto the form's fields; the preview's summary of hours and services.
 */
export type Weekday = (typeof t.weekdays)[number];
export interface SpanDraft {
  open: string;
  close: string;
}
export interface ServiceDraft {
  name: string;
  keywords: string;
  price: string;
  duration: string;
  price_from?: boolean;
  price_per?: string;
}
export interface FaqDraft {
  question: string;
  keywords: string;
  answer: string;
}
export interface Draft {
  name: string;
  kind: string;
  greeting: string;
  tone: string;
  timezone: string;
  address: string;
  phone: string;
  hours: Record<Weekday, SpanDraft[]>;
  services: ServiceDraft[];
  faq: FaqDraft[];
  leadTime: string;
  slot: string;
  collect: string[];
  note: string;
  /** How a caller's booking enters the book: "request" (the office confirms) or "confirm". */
  mode: string;
  /** Days the business is closed although the weekday is open, YYYY-MM-DD. */
  closedDates: string[];
  /** Booking members the form does not edit: sent back as they came. */
  otherBooking: Record<string, unknown>;
  emergencyMessage: string;
  emergencyPhone: string;
  triggers: string;
  /** Triggers the form does not edit (those needing a second word): kept as they are. */
  otherTriggers: NonNullable<Profile["emergency"]["triggers"]>;
}

const joinWords = (list: readonly string[] | null | undefined) => (list ?? []).join(", ");
const splitWords = (text: string) =>
  text
    .split(",")
    .map((w) => w.trim())
    .filter(Boolean);

export function toDraft(p: Profile): Draft {
  const { lead_time_hours: _lead, slot_minutes: _slot, collect: _collect, note: _note, mode: _mode, closed_dates: _closed, ...otherBooking } = p.booking;
  const simple = (p.emergency.triggers ?? []).filter((tr) => !tr.with?.length && !tr.message);
  return {
    name: p.name,
    kind: p.kind,
    greeting: p.greeting,
    tone: p.tone || "friendly",
    timezone: p.timezone,
    address: p.address,
    phone: p.phone,
    hours: Object.fromEntries(t.weekdays.map((d) => [d, (p.hours[d] ?? []).map((s) => ({ ...s }))])) as Record<Weekday, SpanDraft[]>,
    services: (p.services ?? []).map((s) => ({
      name: s.name,
      keywords: joinWords(s.keywords),
      price: dollars(s.price_cents),
      duration: String(s.duration_minutes),
      price_from: s.price_from,
      price_per: s.price_per,
    })),
    faq: (p.faq ?? []).map((f) => ({ question: f.question, keywords: joinWords(f.keywords), answer: f.answer })),
    leadTime: String(p.booking.lead_time_hours),
    slot: String(p.booking.slot_minutes),
    collect: [...(p.booking.collect ?? [])],
    note: p.booking.note ?? "",
    mode: p.booking.mode || "request",
    closedDates: [...(p.booking.closed_dates ?? [])],
    otherBooking,
    emergencyMessage: p.emergency.message,
    emergencyPhone: p.emergency.phone,
    triggers: simple.flatMap((tr) => tr.any ?? []).join(", "),
    otherTriggers: (p.emergency.triggers ?? []).filter((tr) => !simple.includes(tr)),
  };
}

/** The server's limit on closed dates: a year of days, listed one by one. */
export const MAX_CLOSED_DATES = 366;

const dollars = (cents: number) => (cents % 100 === 0 ? String(cents / 100) : (cents / 100).toFixed(2));
const moneyPattern = /^\d{1,7}(\.\d{1,2})?$/;
const wholePattern = /^\d{1,6}$/;

/** The profile to send. Numbers the form could not read are the problems of `draftProblems`. */
export function fromDraft(d: Draft): Profile {
  const phrases = splitWords(d.triggers);
  const num = (s: string) => (wholePattern.test(s.trim()) ? Number(s.trim()) : -1);
  return {
    id: "receptionist",
    name: d.name,
    kind: d.kind,
    greeting: d.greeting,
    tone: d.tone,
    timezone: d.timezone,
    address: d.address,
    phone: d.phone,
    hours: Object.fromEntries(t.weekdays.map((day) => [day, d.hours[day]])) as Profile["hours"],
    services: d.services.map((s) => ({
      name: s.name,
      keywords: splitWords(s.keywords),
      price_cents: moneyPattern.test(s.price.trim()) ? Math.round(Number(s.price.trim()) * 100) : -1,
      ...(s.price_from ? { price_from: true } : {}),
      ...(s.price_per ? { price_per: s.price_per } : {}),
      duration_minutes: num(s.duration),
    })),
    faq: d.faq.map((f) => ({ question: f.question, keywords: splitWords(f.keywords), answer: f.answer })),
    booking: {
      ...d.otherBooking,
      lead_time_hours: num(d.leadTime),
      slot_minutes: num(d.slot),
      collect: d.collect,
      ...(d.note.trim() ? { note: d.note } : {}),
      mode: d.mode,
      closed_dates: d.closedDates,
    },
    emergency: {
      triggers: [...d.otherTriggers, ...(phrases.length ? [{ any: phrases }] : [])],
      message: d.emergencyMessage,
      phone: d.emergencyPhone,
    },
  };
}

/** "HH:MM" from 00:00 to 24:00 as minutes, or null (lexa.ClockMinutes). */
export function clockMinutes(s: string): number | null {
  const m = /^(\d{2}):(\d{2})$/.exec(s.trim());
  if (!m) return null;
  const h = Number(m[1]);
  const min = Number(m[2]);
  if (min > 59 || h > 24 || (h === 24 && min !== 0)) return null;
  return h * 60 + min;
}

/** The server's messages for hours (business_profile_validate.go). */
export const hoursMessages = {
  span: "Use 24-hour times, opening before closing: 08:00 to 17:30",
  order: "Spans must be in order and must not overlap",
  none: "Open on at least one day",
} as const;

/** The server's messages for booking (business_profile_validate.go). */
export const bookingMessages = {
  mode: "Choose request or confirm",
  date: "Use a date such as 2026-12-24",
  repeated: "Each date at most once",
  tooMany: `At most ${MAX_CLOSED_DATES} dates`,
} as const;

/** A real calendar day written YYYY-MM-DD (Go's time.DateOnly, read back unchanged). */
export function isCalendarDate(s: string): boolean {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(s);
  if (!m) return false;
  const d = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  return d.getUTCFullYear() === Number(m[1]) && d.getUTCMonth() === Number(m[2]) - 1 && d.getUTCDate() === Number(m[3]);
}

/** The closed dates' problems by the server's field paths: each must be a real day, listed once, 366 at most. */
export function closedDateProblems(dates: readonly string[]): Record<string, string> {
  const out: Record<string, string> = {};
  if (dates.length > MAX_CLOSED_DATES) out["booking.closed_dates"] = bookingMessages.tooMany;
  const seen = new Set<string>();
  dates.forEach((d, i) => {
    if (!isCalendarDate(d)) out[`booking.closed_dates[${i}]`] = bookingMessages.date;
    else if (seen.has(d)) out[`booking.closed_dates[${i}]`] = bookingMessages.repeated;
    seen.add(d);
  });
  return out;
}

/** The problems the form finds before sending, by the server's field paths. */
export function draftProblems(d: Draft): Record<string, string> {
  const out: Record<string, string> = {};
  let open = false;
  for (const day of t.weekdays) {
    let last = -1;
    d.hours[day].forEach((s, i) => {
      const from = clockMinutes(s.open);
      const to = clockMinutes(s.close);
      const at = `hours.${day}[${i}]`;
      if (from === null || to === null || from >= to) out[at] = hoursMessages.span;
      else if (from <= last) out[at] = hoursMessages.order;
      else {
        last = to;
        open = true;
      }
    });
  }
  if (!open) out.hours = hoursMessages.none;
  if (!d.name.trim()) out.name = "Required";
  if (!d.greeting.trim()) out.greeting = "Required";
  if (d.mode !== "request" && d.mode !== "confirm") out["booking.mode"] = bookingMessages.mode;
  Object.assign(out, closedDateProblems(d.closedDates));
  d.services.forEach((s, i) => {
    if (!moneyPattern.test(s.price.trim())) out[`services[${i}].price_cents`] = "Enter a price such as 129 or 129.50";
    if (!wholePattern.test(s.duration.trim())) out[`services[${i}].duration_minutes`] = "Minutes from 5 to 1,440, in steps of 5";
  });
  return out;
}

/** A server field path as the form shows it: a list's item messages go to the list's field. */
export function formField(path: string): string {
  if (path.startsWith("emergency.triggers")) return "emergency.triggers";
  return path.replace(/\.(keywords)\[\d+\]$/, ".$1");
}

/** The server's field messages keyed by the form's fields. */
export function formErrors(fields: Record<string, string>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [path, message] of Object.entries(fields)) {
    const key = formField(path);
    out[key] ??= message;
  }
  return out;
}

/** One line per weekday: "Monday: 08:00–12:00, 13:00–17:00" or "Sunday: Closed". */
export function hoursSummary(hours: Record<Weekday, SpanDraft[]>): string[] {
  return t.weekdays.map((day) => {
    const spans = hours[day];
    return `${t.dayNames[day]}: ${spans.length ? spans.map((s) => `${s.open}–${s.close}`).join(", ") : t.closed}`;
  });
}

/** "Filling: $185, 45 minutes" as the preview shows a service. */
export function serviceSummary(s: ServiceDraft): string {
  const price = moneyPattern.test(s.price.trim()) ? `$${s.price.trim()}` : "?";
  const per = s.price_per ? ` per ${s.price_per}` : "";
  return `${s.name || "?"}: ${s.price_from ? "from " : ""}${price}${per}, ${s.duration || "?"} minutes`;
}
