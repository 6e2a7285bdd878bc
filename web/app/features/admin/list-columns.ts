import { adminText } from "./admin-messages";
import { auditActionVariant, cellText, formatDateTime, isEmpty, roleVariant, subscriptionStatusVariant, type BadgeVariant } from "./admin-format";
import type { AdminListId, AdminRow } from "./api/admin-lists";

/** One column of a list: which field, its header, and how the field is shown. */
export interface Column<Row> {
  key: keyof Row & string;
  header: string;
  /** A time: shown in the reader's format, the full value kept in <time dateTime>. */
  date?: boolean;
  /** Shown as a badge of the variant this returns. */
  badge?: (value: string) => BadgeVariant;
  /** The text for an empty field, when not 'N/A'. */
  whenEmpty?: string;
  /** Free text that wraps instead of stretching the table (a contact's message). */
  wraps?: boolean;
}

type Columns = { [L in AdminListId]: Column<AdminRow<L>>[] };

const id = { key: "id", header: "ID" } as const;
const createdAt = { key: "created_at", header: "Created at", date: true } as const;

/**
 * The columns of each list, in the order of the tables' fields (docs/api.md "Admin"). The
 * headers are the field names in words; the audit list adds the user and details the
 * API sends beside those fields.
 */
export const listColumns: Columns = {
  // The e-mail first: it is how an admin knows a user (the id is a UUID, and most
  // profiles have no name or company yet).
  users: [
    { key: "email", header: "Email" },
    { key: "full_name", header: "Full name" },
    { key: "company_name", header: "Company name" },
    { key: "phone", header: "Phone" },
    { key: "subscription_tier", header: "Subscription tier" },
    { key: "subscription_status", header: "Subscription status" },
    { key: "trial_ends_at", header: "Trial ends at", date: true },
    createdAt,
    id,
  ],
  subscriptions: [
    id,
    { key: "plan_name", header: "Plan name" },
    { key: "status", header: "Status", badge: subscriptionStatusVariant },
    { key: "stripe_customer_id", header: "Stripe customer ID" },
    { key: "current_period_start", header: "Current period start", date: true },
    { key: "current_period_end", header: "Current period end", date: true },
    { key: "cancel_at", header: "Cancel at", date: true, whenEmpty: adminText.notCancelled },
    createdAt,
  ],
  contacts: [
    id,
    { key: "name", header: "Name" },
    { key: "email", header: "Email" },
    { key: "company", header: "Company" },
    { key: "phone", header: "Phone" },
    { key: "service_interest", header: "Service interest" },
    { key: "company_size", header: "Company size" },
    { key: "preferred_contact", header: "Preferred contact" },
    { key: "message", header: "Message", wraps: true },
    { key: "submitted_at", header: "Submitted at", date: true },
  ],
  audit: [
    id,
    { key: "action", header: "Action", badge: auditActionVariant },
    { key: "table_name", header: "Table name" },
    { key: "ip_address", header: "IP address" },
    { key: "user_id", header: "User ID" },
    { key: "detail", header: "Detail", wraps: true },
    createdAt,
  ],
  // A limit counts a client address (or IPv6 prefix), an account or an API key; the
  // server splits its key into two columns, so an address column never holds an account.
  security: [
    { key: "address", header: "Address" },
    { key: "account_key", header: "Account/key" },
    { key: "action", header: "Action" },
    { key: "count", header: "Count" },
    { key: "window_start", header: "Window start", date: true },
    createdAt,
    id,
  ],
  roles: [id, { key: "user_id", header: "User ID" }, { key: "role", header: "Role", badge: roleVariant }, createdAt],
};

/** A field's text as the table shows it. */
export function shownText<Row>(column: Column<Row>, value: unknown): string {
  if (isEmpty(value)) return column.whenEmpty ?? adminText.empty;
  if (column.date && typeof value === "string") return formatDateTime(value);
  return cellText(value);
}

/** What a search looks through in a row: every shown text, and the full times behind them. */
export function searchableTexts<Row>(columns: readonly Column<Row>[], row: Row): string[] {
  return columns.flatMap((column) => {
    const value = row[column.key];
    const shown = shownText(column, value);
    return column.date && typeof value === "string" && value !== "" ? [shown, value] : [shown];
  });
}
