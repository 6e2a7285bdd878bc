// Canned answers of the admin API for the unit tests (never imported by the app).
import { json, type RouteAnswer } from "~/test/fixtures";

export const adminRows = {
  profiles: [
    {
      id: "p1",
      email: "ada.lovelace@analytical-engines-and-sons.example.com",
      full_name: "Ada Admin",
      company_name: "Lexa",
      phone: "",
      subscription_tier: "professional",
      subscription_status: "trialing",
      trial_ends_at: null,
      created_at: "2026-11-23T14:00:00Z",
    },
    {
      id: "p2",
      email: "bob@example.com",
      full_name: "Bob Builder",
      company_name: null,
      phone: "555-0100",
      subscription_tier: null,
      subscription_status: null,
      trial_ends_at: "2026-12-23T14:00:00Z",
      created_at: "2026-11-20T09:30:00Z",
      // A field the dashboard does not know is ignored.
      avatar_url: "/a.png",
    },
  ],
  subscriptions: [
    {
      id: "sub1",
      plan_name: "Professional",
      status: "active",
      stripe_customer_id: "cus_123",
      current_period_start: "2026-11-01T00:00:00Z",
      current_period_end: "2026-12-01T00:00:00Z",
      cancel_at: null,
      created_at: "2026-11-01T00:00:00Z",
    },
    {
      id: "sub2",
      plan_name: "Starter",
      status: "canceled",
      stripe_customer_id: "cus_456",
      current_period_start: "2026-10-01T00:00:00Z",
      current_period_end: "2026-11-01T00:00:00Z",
      cancel_at: "2026-11-01T00:00:00Z",
      created_at: "2026-10-01T00:00:00Z",
    },
  ],
  contacts: [
    {
      id: "c1",
      name: "Carol Client",
      email: "carol@example.com",
      company: "Acme",
      phone: "555-0199",
      service_interest: "voice-ai",
      company_size: "11-50",
      preferred_contact: "email",
      message: "Please call me about voice agents.",
      submitted_at: "2026-11-22T10:00:00Z",
    },
    {
      id: "c2",
      name: "Dan Demo",
      email: "dan@example.org",
      company: "",
      phone: "",
      service_interest: "",
      company_size: "",
      preferred_contact: "demo",
      message: "Demo request: hello",
      submitted_at: "2026-11-21T10:00:00Z",
    },
  ],
  auditLogs: [
    { id: 2, action: "contact_form_blocked", table_name: "rate_limits", ip_address: "203.0.113.9", created_at: "2026-11-22T10:00:00Z", user_id: null, detail: {} },
    { id: 1, action: "signin", table_name: "sessions", ip_address: "198.51.100.4", created_at: "2026-11-21T10:00:00Z", user_id: "p1", detail: { provider: "email" } },
  ],
  rateLimits: [
    { id: 8, ip_address: "account:p1", address: null, account_key: "account:p1", action: "billing", count: 2, window_start: "2026-11-22T09:55:00Z", created_at: "2026-11-22T09:55:00Z" },
    { id: 7, ip_address: "203.0.113.9", address: "203.0.113.9", account_key: null, action: "contact_form", count: 6, window_start: "2026-11-22T09:50:00Z", created_at: "2026-11-22T09:50:00Z" },
  ],
  userRoles: [
    { id: 1, user_id: "p1", role: "admin", created_at: "2026-11-23T14:00:00Z" },
    { id: 2, user_id: "p2", role: "moderator", created_at: "2026-11-20T09:30:00Z" },
  ],
};

/** 30 days of sign-ups and contacts, oldest first; the busiest day for both is the 5th. */
export const overviewAnswer = {
  counts: {
    users: 1234,
    verified_users: 1000,
    active_subscriptions: 12,
    trialing_subscriptions: 5,
    contacts_7d: 7,
    contacts_30d: 30,
    demo_bookings_7d: 2,
    demo_bookings_30d: 9,
    rate_limit_blocks_24h: 3,
  },
  daily: Array.from({ length: 30 }, (_, i) => ({
    date: `2026-10-${String(i + 1).padStart(2, "0")}`,
    signups: i === 4 ? 6 : 1,
    contacts: i === 4 ? 4 : i % 2,
  })),
};

/** Every admin endpoint answering as for an admin; `routes` replaces some of them. */
export function adminRoutes(routes: Record<string, RouteAnswer> = {}): Record<string, RouteAnswer> {
  return {
    "GET /api/auth/has-role": () => json(200, { has_role: true }),
    "GET /api/admin/overview": () => json(200, overviewAnswer),
    "GET /api/admin/profiles": () => json(200, { rows: adminRows.profiles }),
    "GET /api/admin/subscriptions": () => json(200, { rows: adminRows.subscriptions }),
    "GET /api/admin/contacts": () => json(200, { rows: adminRows.contacts }),
    "GET /api/admin/audit-logs": () => json(200, { rows: adminRows.auditLogs }),
    "GET /api/admin/rate-limits": () => json(200, { rows: adminRows.rateLimits }),
    "GET /api/admin/user-roles": () => json(200, { rows: adminRows.userRoles }),
    ...routes,
  };
}
