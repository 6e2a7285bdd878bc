// Shared by the unit tests (never imported by the app): canned answers and data.
import { readFileSync } from "node:fs";
import { act, cleanup } from "@testing-library/react";
import { afterEach, beforeEach, vi } from "vitest";
import type { AuthUser } from "~/lib/auth-user";
import { tierNames, type Tier } from "~/lib/tiers";
import { siteClaimFields, type SiteClaims } from "~/lib/site-claims";
import { noSubscription, type SubscriptionState } from "~/features/billing";

/** A JSON response as our API sends it. */
export const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });

/**
 * Waits until the rules a public form loads on demand (useLazyZodForm, lib/lazy-form.ts)
 * have loaded, and what their check set off (a toast, a request) has run. The first load
 * in a test file reads the modules from disk: it takes real time, however the clock is faked.
 */
export const formRulesLoaded = () => act(() => vi.dynamicImportSettled());

/** A signed-in e-mail/password user. */
export const testUser: AuthUser = {
  id: "u1",
  email: "jane@example.com",
  user_metadata: { full_name: "Jane Doe", avatar_url: "" },
  app_metadata: { provider: "email" },
};

export interface AccountVector {
  name: string;
  form: string;
  input: Record<string, string>;
  fields: Record<string, string>;
}

/** The vectors of one form from testdata/validation/account.json, which the Go validators read too. */
export function accountVectors(form: string): AccountVector[] {
  const doc = JSON.parse(readFileSync(new URL("../../../testdata/validation/account.json", import.meta.url), "utf8"));
  return (doc.vectors as AccountVector[]).filter((v) => v.form === form);
}

/** GET /api/plans as the server's test mode answers it (docs/api.md "Billing"). */
export const testCatalogue = {
  currency: "USD",
  trial_days: 30,
  test_mode: true,
  plans: (
    [
      ["starter", "Starter", 1, 299, 2990],
      ["professional", "Professional", 2, 699, 6990],
      ["enterprise", "Enterprise", 3, 1499, 14990],
    ] as const
  ).map(([id, name, tier_rank, monthly, annual]) => ({
    id,
    name,
    tier_rank,
    monthly: { amount: monthly, price_id: `test_price_${id}_monthly`, product_id: `test_prod_${id}` },
    annual: { amount: annual, price_id: `test_price_${id}_annual`, product_id: `test_prod_${id}` },
  })),
};

/**
 * The plan catalogue as the server writes it into every page's <meta name="lexa:plans">
 * (Go's lexa.CatalogFigures), at the default amounts. The figures are the server's (its
 * tests check the arithmetic); the web app only shows them.
 */
export const defaultCatalogueFigures = {
  currency: "USD",
  from_monthly: 299,
  save_up_to_percent: 16,
  plans: [
    { id: "starter", name: "Starter", monthly: 299, annual: 2990, annual_per_month: 249, twelve_monthly: 3588, annual_saving: 598, annual_percent_off: 16 },
    { id: "professional", name: "Professional", monthly: 699, annual: 6990, annual_per_month: 583, twelve_monthly: 8388, annual_saving: 1398, annual_percent_off: 16 },
    { id: "enterprise", name: "Enterprise", monthly: 1499, annual: 14990, annual_per_month: 1249, twelve_monthly: 17988, annual_saving: 2998, annual_percent_off: 16 },
  ],
};

/** The catalogue at other amounts (123/1230, 456/4104, 789/6950), as the Go tests configure it. */
export const configuredCatalogueFigures = {
  currency: "USD",
  from_monthly: 123,
  save_up_to_percent: 26,
  plans: [
    { id: "starter", name: "Starter", monthly: 123, annual: 1230, annual_per_month: 103, twelve_monthly: 1476, annual_saving: 246, annual_percent_off: 16 },
    { id: "professional", name: "Professional", monthly: 456, annual: 4104, annual_per_month: 342, twelve_monthly: 5472, annual_saving: 1368, annual_percent_off: 25 },
    { id: "enterprise", name: "Enterprise", monthly: 789, annual: 6950, annual_per_month: 579, twelve_monthly: 9468, annual_saving: 2518, annual_percent_off: 26 },
  ],
};

/**
 * Puts a catalogue in the page's head, as the server does, for every test of the file
 * (removed after each). Call it at the top of the file.
 */
export function withCatalogue(figures: object = defaultCatalogueFigures) {
  beforeEach(() => installCatalogue(figures));
  afterEach(() => document.head.querySelector('meta[name="lexa:plans"]')?.remove());
}

/** Puts (or replaces) the catalogue meta tag in the page's head. */
export function installCatalogue(figures: object) {
  document.head.querySelector('meta[name="lexa:plans"]')?.remove();
  const meta = document.createElement("meta");
  meta.setAttribute("name", "lexa:plans");
  meta.setAttribute("content", JSON.stringify(figures));
  document.head.append(meta);
}

/** GET /api/subscription: not subscribed, or the given facts on top of a trialing Professional plan. */
export function subscriptionAnswer(facts: Record<string, unknown> | null = {}) {
  if (facts === null) {
    return { subscribed: false, product_id: null, subscription_end: null, plan: null, interval: null, status: null, trial_end: null, cancel_at: null };
  }
  return {
    subscribed: true,
    product_id: "test_prod_professional",
    subscription_end: "2026-12-23T14:00:00Z",
    plan: "professional",
    interval: "monthly",
    status: "active",
    trial_end: null,
    cancel_at: null,
    ...facts,
  };
}

/** A fake browser tab, as `window.open` returns it. */
export interface FakeTab {
  opener: unknown;
  closed: boolean;
  location: { href: string };
  close: () => void;
}

export function fakeTab(): FakeTab {
  const tab: FakeTab = {
    opener: "the site",
    closed: false,
    location: { href: "about:blank" },
    close: () => {
      tab.closed = true;
    },
  };
  return tab;
}

/**
 * For the tests of buttons that open a URL in a new tab: in every test of the file fetch
 * is a fresh mock and window.open hands out a fresh fake tab. Call it at the top of the file.
 */
export function stubFetchAndNewTabs() {
  const fetchMock = vi.fn<typeof fetch>();
  let tab = fakeTab();
  const open = vi.fn(() => tab as unknown as Window);
  beforeEach(() => {
    fetchMock.mockReset();
    vi.stubGlobal("fetch", fetchMock);
    tab = fakeTab();
    open.mockClear();
    vi.spyOn(window, "open").mockImplementation(open);
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });
  return { fetchMock, open, tab: () => tab };
}

/** A subscriber's state on one of the test catalogue's plans. */
export function subscribedTo(tier: Tier, extra: Partial<SubscriptionState> = {}): SubscriptionState {
  const productId = `test_prod_${tier}`;
  return { ...noSubscription, subscribed: true, productId, currentPlan: { tier, name: tierNames[tier], productId }, ...extra };
}

/** One canned answer of `answerByRoute`: a fresh Response per call (a body is read once). */
export type RouteAnswer = (init: RequestInit | undefined, url: string) => Response | Promise<Response>;

/**
 * A fetch implementation that answers by method and path, e.g. "GET /api/services" (the
 * query string is ignored unless the key has one). Anything else answers 404 as our
 * API does, so a test notices a request it did not expect.
 */
export function answerByRoute(routes: Record<string, RouteAnswer>): typeof fetch {
  return async (input, init) => {
    const url = String(input);
    const method = init?.method ?? "GET";
    const answer = routes[`${method} ${url}`] ?? routes[`${method} ${url.split("?")[0]}`];
    if (answer) return answer(init, url);
    return json(404, { error: { code: "not_found", message: `No route for ${method} ${url} in the test.` } });
  };
}

/** A service as GET /api/services lists it (docs/api.md "Services and usage"). */
export function testService(facts: Record<string, unknown> = {}) {
  return {
    id: "s1",
    service_type: "voice-ai",
    service_name: "Front desk",
    status: "active",
    usage_current: 120,
    usage_limit: 500,
    usage_included: true,
    created_at: "2026-11-23T14:00:00Z",
    ...facts,
  };
}

/** The operator's claims as the server fills them in by default (Go's lexa.DefaultSiteClaims). */
export const defaultSiteClaims: SiteClaims = {
  businesses: "500+",
  costReduction: "85%",
  costReductionRange: "60-85%",
  uptime: "24/7",
  timeToRoi: "30 days",
  setupTime: "24 hours",
  supportResponse: "2 hours",
  screeningTimeSaved: "75%",
  invoiceTimeSaved: "90%",
  contentTimeSaved: "90%",
  socialReach: "300%",
  engagementGrowth: "250%",
  leadGrowth: "180%",
};

/** Puts the operator's claims' meta tags in the page's head for each test, as the server writes them. */
export function withSiteClaims(claims: SiteClaims = defaultSiteClaims) {
  beforeEach(() => {
    for (const f of siteClaimFields) {
      const meta = document.createElement("meta");
      meta.setAttribute("name", f.meta);
      meta.setAttribute("content", claims[f.key]);
      document.head.append(meta);
    }
  });
  afterEach(() => {
    for (const f of siteClaimFields) document.head.querySelector(`meta[name="${f.meta}"]`)?.remove();
  });
}
