import { act, render, screen } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { AuthContext, type AuthContextValue } from "~/providers/auth-provider";
import { getQueryClient } from "~/providers/query-provider";
import { noSubscription, SubscriptionContext, type SubscriptionState } from "~/features/billing";
import { answerByRoute, json, stubFetchAndNewTabs, subscribedTo, testUser } from "~/test/fixtures";
import { CHECKOUT_WAIT_LIMIT_MS } from "../checkout-wait";
import { DashboardPage } from "./dashboard-page";

const { fetchMock } = stubFetchAndNewTabs();

beforeEach(() => {
  getQueryClient().clear();
  getQueryClient().setDefaultOptions({ queries: { retry: false } });
});

function serve(firstVisit: boolean) {
  fetchMock.mockImplementation(
    answerByRoute({
      "GET /api/metrics/summary": () => json(200, { total_calls: 0, total_leads: 0, total_revenue: 0, active_services: 0 }),
      "GET /api/services": () => json(200, { services: [] }),
      "POST /api/dashboard/visit": () => json(200, { first_visit: firstVisit }),
    }),
  );
}

function renderAt(entry: string, subscription: SubscriptionState) {
  const auth = { status: "signedIn", user: testUser } as AuthContextValue;
  const router = createMemoryRouter([{ path: "/dashboard", Component: DashboardPage }], { initialEntries: [entry] });
  const view = (sub: SubscriptionState) => (
    <AuthContext.Provider value={auth}>
      <SubscriptionContext.Provider value={sub}>
        <RouterProvider router={router} />
      </SubscriptionContext.Provider>
    </AuthContext.Provider>
  );
  const { rerender } = render(view(subscription));
  return { router, rerender: (sub: SubscriptionState) => rerender(view(sub)) };
}

describe("DashboardPage: the first visit", () => {
  it("says 'Welcome' when the server records the account's first visit", async () => {
    serve(true);
    renderAt("/dashboard", noSubscription);
    expect(await screen.findByRole("heading", { level: 1, name: "Welcome, Jane" })).toBeTruthy();
  });

  it("says 'Welcome back' on a later visit", async () => {
    serve(false);
    renderAt("/dashboard", noSubscription);
    const heading = await screen.findByRole("heading", { level: 1, name: "Welcome back, Jane" });
    await vi.waitFor(() => expect(heading.getAttribute("aria-busy")).toBe("false"));
  });
});

describe("DashboardPage: back from checkout", () => {
  afterEach(() => vi.useRealTimers());

  it("confirms the subscription, checking every 2 seconds, then shows the plan active", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    serve(true);
    const refresh = vi.fn(async () => {});
    const { router, rerender } = renderAt("/dashboard?checkout=success", { ...noSubscription, refresh });
    await act(async () => {});
    expect(screen.getByTestId("checkout-status").textContent).toBe("Confirming your subscription…");
    expect(screen.queryByRole("region", { name: "Start Your Free Trial" })).toBeNull();
    expect(router.state.location.search).toBe("");
    await act(async () => vi.advanceTimersByTime(2000));
    expect(refresh).toHaveBeenCalledTimes(1);
    await act(async () => vi.advanceTimersByTime(2000));
    expect(refresh).toHaveBeenCalledTimes(2);
    rerender({ ...subscribedTo("starter"), refresh });
    expect(screen.getByTestId("checkout-status").textContent).toContain("Your plan is active");
    expect(screen.getByTestId("plan-badge").textContent).toBe("Starter");
    await act(async () => vi.advanceTimersByTime(10_000));
    expect(refresh).toHaveBeenCalledTimes(2);
  });

  it("says plainly when the subscription does not arrive in time", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    serve(false);
    const refresh = vi.fn(async () => {});
    renderAt("/dashboard?checkout=success", { ...noSubscription, refresh });
    await act(async () => {});
    for (let t = 0; t < CHECKOUT_WAIT_LIMIT_MS; t += 2000) await act(async () => vi.advanceTimersByTime(2000));
    expect(screen.getByTestId("checkout-status").textContent).toContain("We could not confirm your subscription yet.");
    const calls = refresh.mock.calls.length;
    await act(async () => vi.advanceTimersByTime(10_000));
    expect(refresh.mock.calls.length).toBe(calls);
  });
});
