import { queryOptions } from "@tanstack/react-query";
import * as z from "zod/mini";
import { apiRequest } from "~/lib/api";

// The six read-only lists (docs/product.md, "Admin dashboard"; docs/api.md "Admin"). Each answers a
// page, {"rows": [...], "next_before": cursor or null}, newest first: the prescribed first
// page, and older rows after a cursor. Empty text fields may come as "" or null; extra
// fields are ignored, so the server can add columns without breaking the dashboard.
const text = z.nullable(z.string());
const time = z.nullable(z.string());

export const profileRow = z.object({
  id: z.string(),
  email: z.optional(text),
  full_name: text,
  company_name: text,
  phone: text,
  subscription_tier: text,
  subscription_status: text,
  trial_ends_at: time,
  created_at: time,
});

export const subscriptionRow = z.object({
  id: z.string(),
  plan_name: text,
  status: text,
  stripe_customer_id: text,
  current_period_start: time,
  current_period_end: time,
  cancel_at: time,
  created_at: time,
});

export const contactRow = z.object({
  id: z.string(),
  name: text,
  email: text,
  company: text,
  phone: text,
  service_interest: text,
  company_size: text,
  preferred_contact: text,
  message: text,
  submitted_at: time,
});

// Beside the spec's fields, the user and a free-form `detail` object; see withDetails.
export const auditRow = z.object({ id: z.number(), action: text, table_name: text, ip_address: text, created_at: time, user_id: text });

export const rateLimitRow = z.object({
  id: z.number(),
  ip_address: text,
  // ip_address split by kind (docs/api.md "Admin"): one of the two is null.
  address: z.optional(text),
  account_key: z.optional(text),
  action: text,
  count: z.number(),
  window_start: time,
  created_at: time,
});

export const roleRow = z.object({ id: z.number(), user_id: text, role: text, created_at: time });

/** Each list: its endpoint and the shape of one row. */
export const adminLists = {
  users: { path: "/api/admin/profiles", row: profileRow },
  subscriptions: { path: "/api/admin/subscriptions", row: subscriptionRow },
  contacts: { path: "/api/admin/contacts", row: contactRow },
  audit: { path: "/api/admin/audit-logs", row: auditRow },
  security: { path: "/api/admin/rate-limits", row: rateLimitRow },
  roles: { path: "/api/admin/user-roles", row: roleRow },
} as const;

export type AdminListId = keyof typeof adminLists;
type Detail = Record<string, unknown> | null;
type ParsedRow<L extends AdminListId> = z.infer<(typeof adminLists)[L]["row"]>;
export type AdminRow<L extends AdminListId> = L extends "audit" ? ParsedRow<L> & { detail: Detail } : ParsedRow<L>;

/** One page of a list, and the cursor of the page after it (null: there is none). */
export interface AdminPage<L extends AdminListId> {
  rows: AdminRow<L>[];
  nextBefore: string | null;
}

/** The list's first page, or with `before` the page after the one that gave that cursor. */
export function getAdminList<L extends AdminListId>(list: L, { before, signal }: { before?: string; signal?: AbortSignal } = {}): Promise<AdminPage<L>> {
  const answer = z.object({ rows: z.array(adminLists[list].row), next_before: z.optional(z.nullable(z.string())) });
  const parse = (data: unknown): AdminPage<L> => {
    const page = answer.parse(data);
    const rows = (list === "audit" ? withDetails(page.rows, data) : page.rows) as AdminRow<L>[];
    return { rows, nextBefore: page.next_before ?? null };
  };
  const path = adminLists[list].path;
  return apiRequest(before === undefined ? path : `${path}?before=${encodeURIComponent(before)}`, { parse, signal });
}

/**
 * The audit rows' `detail`, taken as sent when it is an object. Not through zod: its
 * record schema would add about 0.75 KB to the zod chunk that every form page loads.
 */
function withDetails<Row>(rows: Row[], data: unknown): (Row & { detail: Detail })[] {
  const raw = (data as { rows: { detail?: unknown }[] }).rows;
  return rows.map((row, i) => {
    const detail = raw[i]?.detail;
    return { ...row, detail: typeof detail === "object" && detail !== null && !Array.isArray(detail) ? (detail as Detail) : null };
  });
}

/**
 * Like the overview: loaded on each opening, dropped on closing. Holds the first page and
 * every page 'Load more' appended to it (useLoadMore).
 */
export const adminListQuery = <L extends AdminListId>(list: L) =>
  queryOptions({ queryKey: ["admin", "list", list], queryFn: ({ signal }) => getAdminList(list, { signal }), gcTime: 0 });

/** The same list as a CSV file: a plain same-origin GET that sends the session cookie. */
export const csvHref = (list: AdminListId) => `${adminLists[list].path}?format=csv`;
