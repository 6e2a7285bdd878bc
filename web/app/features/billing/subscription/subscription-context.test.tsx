import { act, cleanup, render, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { forgetPlans } from "../api/get-plans";
import type { AuthUser } from "~/lib/auth-user";
import { json, subscriptionAnswer, testCatalogue, testUser } from "~/test/fixtures";
import { getQueryClient } from "~/providers/query-provider";
import { AuthContext, AuthProvider, type AuthContextValue, type AuthStatus } from "~/providers/auth-provider";
import { SUBSCRIPTION_RECHECK_MS, SubscriptionProvider, useSubscription } from "./subscription-context";

const notify = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }));
vi.mock("~/lib/notify", () => ({ notify }));

const fetchMock = vi.fn<typeof fetch>();
const paths = () => fetchMock.mock.calls.map(([url]) => String(url));
const checks = () => paths().filter((p) => p === "/api/subscription").length;

/** Answers /api/plans with the catalogue and /api/subscription with `next()`. */
function serve(next: () => Response | Promise<Response>) {
  fetchMock.mockImplementation(async (url) => (String(url) === "/api/plans" ? json(200, testCatalogue) : next()));
}

const otherUser: AuthUser = { ...testUser, id: "u2", email: "sam@example.com" };

function auth(status: AuthStatus, user: AuthUser | null = status === "signedIn" ? testUser : null): AuthContextValue {
  return { status, user } as AuthContextValue;
}

let refresh: () => Promise<void> = async () => {};

function Probe() {
  const s = useSubscription();
  refresh = s.refresh;
  return (
    <dl>
      <dd data-testid="loading">{String(s.loading)}</dd>
      <dd data-testid="subscribed">{String(s.subscribed)}</dd>
      <dd data-testid="plan">{s.currentPlan ? `${s.currentPlan.tier}/${s.currentPlan.name}/${s.currentPlan.productId}` : "-"}</dd>
      <dd data-testid="product">{s.productId ?? "-"}</dd>
      <dd data-testid="end">{s.subscriptionEnd ?? "-"}</dd>
      <dd data-testid="status">{s.status ?? "-"}</dd>
    </dl>
  );
}

const text = (id: string) => screen.getByTestId(id).textContent;

function renderWith(value: AuthContextValue) {
  const tree = (v: AuthContextValue) => (
    <AuthContext.Provider value={v}>
      <SubscriptionProvider>
        <Probe />
      </SubscriptionProvider>
    </AuthContext.Provider>
  );
  const { rerender } = render(tree(value));
  return { authChanges: (v: AuthContextValue) => rerender(tree(v)) };
}

beforeAll(async () => {
  // Warm the lazily loaded query module, so fake timers do not race its first load.
  await import("./subscription-query");
});
beforeEach(() => {
  notify.success.mockReset();
  notify.error.mockReset();
  fetchMock.mockReset();
  vi.stubGlobal("fetch", fetchMock);
  forgetPlans();
});
afterEach(() => {
  cleanup();
  // The checks are TanStack Query's: each case starts with an empty cache.
  getQueryClient().clear();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe("SubscriptionProvider", () => {
  it("asks nothing for an anonymous visitor (no session hint) and says not subscribed", async () => {
    render(
      <AuthProvider>
        <SubscriptionProvider>
          <Probe />
        </SubscriptionProvider>
      </AuthProvider>,
    );
    await waitFor(() => expect(text("loading")).toBe("false"));
    expect(text("subscribed")).toBe("false");
    expect(text("plan")).toBe("-");
    await act(() => refresh());
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("is loading while the auth state is, without asking", () => {
    renderWith(auth("loading"));
    expect(text("loading")).toBe("true");
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("checks when a user is signed in and finds the plan by product id", async () => {
    let answer!: (r: Response) => void;
    serve(() => new Promise((resolve) => (answer = resolve)));
    renderWith(auth("signedIn"));
    expect(text("loading")).toBe("true");
    await waitFor(() => expect(checks()).toBe(1));
    await act(async () => answer(json(200, subscriptionAnswer({ status: "trialing" }))));
    await waitFor(() => expect(text("loading")).toBe("false"));
    expect(text("subscribed")).toBe("true");
    expect(text("plan")).toBe("professional/Professional/test_prod_professional");
    expect(text("product")).toBe("test_prod_professional");
    expect(text("end")).toBe("2026-12-23T14:00:00Z");
    expect(text("status")).toBe("trialing");
    expect(paths().sort()).toEqual(["/api/plans", "/api/subscription"]);
    expect(notify.error).not.toHaveBeenCalled();
  });

  it("has no plan for a product the catalogue does not know", async () => {
    serve(() => json(200, subscriptionAnswer({ product_id: "prod_retired" })));
    renderWith(auth("signedIn"));
    await waitFor(() => expect(text("subscribed")).toBe("true"));
    expect(text("plan")).toBe("-");
    expect(text("product")).toBe("prod_retired");
  });

  it("reads not subscribed, keeping the latest subscription's status", async () => {
    serve(() => json(200, { ...subscriptionAnswer(null), status: "canceled" }));
    renderWith(auth("signedIn"));
    await waitFor(() => expect(text("loading")).toBe("false"));
    expect(text("subscribed")).toBe("false");
    expect(text("plan")).toBe("-");
    expect(text("status")).toBe("canceled");
  });

  it("checks again every 60 seconds while signed in, asking for the catalogue once", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let subscribed = false;
    serve(() => json(200, subscribed ? subscriptionAnswer() : subscriptionAnswer(null)));
    renderWith(auth("signedIn"));
    await waitFor(() => expect(text("loading")).toBe("false"));
    expect(checks()).toBe(1);

    subscribed = true; // the checkout finished in another tab
    // docs/product.md, "Timing": every 60000 ms.
    await act(() => vi.advanceTimersByTimeAsync(59_000));
    expect(checks()).toBe(1);
    await act(() => vi.advanceTimersByTimeAsync(1_000));
    await waitFor(() => expect(text("subscribed")).toBe("true"));
    expect(checks()).toBe(2);
    await act(() => vi.advanceTimersByTimeAsync(60_000));
    expect(checks()).toBe(3);
    expect(paths().filter((p) => p === "/api/plans")).toHaveLength(1);
  });

  it("checks on every change of user, never showing one user's plan to the next, and stops when signed out", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    serve(() => json(200, subscriptionAnswer()));
    const { authChanges } = renderWith(auth("signedIn"));
    await waitFor(() => expect(text("subscribed")).toBe("true"));

    let answer!: (r: Response) => void;
    serve(() => new Promise((resolve) => (answer = resolve)));
    authChanges(auth("signedIn", otherUser));
    expect(text("loading")).toBe("true");
    expect(text("subscribed")).toBe("false");
    expect(text("plan")).toBe("-");
    await waitFor(() => expect(checks()).toBe(2));
    await act(async () => answer(json(200, subscriptionAnswer(null))));
    await waitFor(() => expect(text("loading")).toBe("false"));
    expect(text("subscribed")).toBe("false");

    authChanges(auth("signedOut"));
    expect(text("loading")).toBe("false");
    expect(text("subscribed")).toBe("false");
    await act(() => vi.advanceTimersByTimeAsync(3 * SUBSCRIPTION_RECHECK_MS));
    expect(checks()).toBe(2);
  });

  it("resets to not subscribed when signed out", async () => {
    serve(() => json(200, subscriptionAnswer()));
    const { authChanges } = renderWith(auth("signedIn"));
    await waitFor(() => expect(text("subscribed")).toBe("true"));
    authChanges(auth("signedOut"));
    expect(text("subscribed")).toBe("false");
    expect(text("plan")).toBe("-");
    expect(text("product")).toBe("-");
    expect(text("end")).toBe("-");
  });

  it("keeps what it knew when a check fails, and says so once for consecutive failures", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let fail = false;
    serve(() => (fail ? json(500, { error: { code: "internal", message: "Something went wrong." } }) : json(200, subscriptionAnswer())));
    renderWith(auth("signedIn"));
    await waitFor(() => expect(text("subscribed")).toBe("true"));

    fail = true;
    await act(() => vi.advanceTimersByTimeAsync(SUBSCRIPTION_RECHECK_MS));
    await waitFor(() => expect(notify.error).toHaveBeenCalledTimes(1));
    expect(notify.error).toHaveBeenCalledWith("Failed to check subscription status");
    expect(text("subscribed")).toBe("true");
    expect(text("plan")).toBe("professional/Professional/test_prod_professional");

    await act(() => vi.advanceTimersByTimeAsync(2 * SUBSCRIPTION_RECHECK_MS));
    expect(checks()).toBe(4);
    expect(notify.error).toHaveBeenCalledTimes(1);

    // A success in between: the next failure is news again.
    fail = false;
    await act(() => vi.advanceTimersByTimeAsync(SUBSCRIPTION_RECHECK_MS));
    fail = true;
    await act(() => vi.advanceTimersByTimeAsync(SUBSCRIPTION_RECHECK_MS));
    await waitFor(() => expect(notify.error).toHaveBeenCalledTimes(2));
  });

  it("settles as not subscribed when the first check fails, so no page waits for ever", async () => {
    serve(() => Promise.reject(new TypeError("Failed to fetch")));
    renderWith(auth("signedIn"));
    await waitFor(() => expect(text("loading")).toBe("false"));
    expect(text("subscribed")).toBe("false");
    expect(notify.error).toHaveBeenCalledWith("Failed to check subscription status");
  });

  it("takes a 401 (the session ended) as not subscribed, without an error", async () => {
    serve(() => json(401, { error: { code: "unauthenticated", message: "Not signed in." } }));
    renderWith(auth("signedIn"));
    await waitFor(() => expect(text("loading")).toBe("false"));
    expect(text("subscribed")).toBe("false");
    expect(notify.error).not.toHaveBeenCalled();
  });

  it("checks at once on refresh()", async () => {
    let subscribed = false;
    serve(() => json(200, subscribed ? subscriptionAnswer() : subscriptionAnswer(null)));
    renderWith(auth("signedIn"));
    await waitFor(() => expect(text("loading")).toBe("false"));
    subscribed = true;
    await act(() => refresh());
    expect(text("subscribed")).toBe("true");
    expect(checks()).toBe(2);
  });
});
