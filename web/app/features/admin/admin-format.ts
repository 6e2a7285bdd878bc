import type { badgeVariants } from "~/components/ui/badge";
import type { VariantProps } from "class-variance-authority";
import { adminText } from "./admin-messages";

export type BadgeVariant = NonNullable<VariantProps<typeof badgeVariants>["variant"]>;

/** Null, absent, an empty string or an empty object: shown as 'N/A'. */
export function isEmpty(value: unknown): boolean {
  if (value === null || value === undefined) return true;
  if (typeof value === "string") return value.trim() === "";
  if (typeof value === "object") return Object.keys(value).length === 0;
  return false;
}

/**
 * Longer texts than this are cut short in a table cell (with '…'), so one long name or
 * e-mail cannot push the other columns off-screen; the full text stays in the cell's
 * title, on keyboard focus, in the search and in the CSV.
 */
export const truncateAfter = 32;

/** Whether a cell's text is long enough to be cut short. */
export function isLongText(text: string): boolean {
  return text.length > truncateAfter;
}

/** A field as the tables write it: 'N/A' when empty, objects (audit details) as compact JSON. */
export function cellText(value: unknown): string {
  if (isEmpty(value)) return adminText.empty;
  if (typeof value === "object") return JSON.stringify(value);
  return String(value);
}

const dateTime = new Intl.DateTimeFormat("en-US", { dateStyle: "medium", timeStyle: "short" });

/** "Nov 23, 2026, 2:00 PM" in the reader's time zone; anything unparsable as sent. */
export function formatDateTime(iso: string): string {
  const at = new Date(iso);
  return Number.isNaN(at.getTime()) ? iso : dateTime.format(at);
}

const day = new Intl.DateTimeFormat("en-US", { month: "short", day: "numeric", timeZone: "UTC" });

/** "Oct 26" for "2026-10-26": a UTC day, as the overview counts them. */
export function formatDay(date: string): string {
  const at = new Date(`${date}T00:00:00Z`);
  return Number.isNaN(at.getTime()) ? date : day.format(at);
}

/** Whether any of a row's cell texts contains the search, ignoring case and surrounding spaces. */
export function rowMatches(cells: readonly string[], search: string): boolean {
  const needle = search.trim().toLowerCase();
  return needle === "" || cells.some((cell) => cell.toLowerCase().includes(needle));
}

// The badge rules (docs/product.md, "Admin dashboard").

/** 'active' and 'trialing' use the default badge; every other status the secondary one. */
export function subscriptionStatusVariant(status: string): BadgeVariant {
  return status === "active" || status === "trialing" ? "default" : "secondary";
}

/** An audit action mentioning a block ('contact_form_blocked') is destructive. */
export function auditActionVariant(action: string): BadgeVariant {
  return action.includes("block") ? "destructive" : "secondary";
}

/** The role 'admin' is destructive; other roles are shown as they are. */
export function roleVariant(role: string): BadgeVariant {
  return role === "admin" ? "destructive" : "secondary";
}
