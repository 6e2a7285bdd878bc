import { cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { beforeEach, describe, expect, it, vi } from "vitest";
import type { AuthUser } from "~/lib/auth-user";
import { AuthContext, type AuthContextValue } from "~/providers/auth-provider";
import { noSubscription, SubscriptionContext, type SubscriptionState } from "~/providers/subscription-context";
import { json, stubFetchAndNewTabs, subscribedTo, testUser } from "~/test/fixtures";
import { DashboardPage } from "./dashboard-page";

const notify = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }));
vi.mock("~/lib/notify", () => ({ notify }));

const { fetchMock, tab } = stubFetchAndNewTabs();

beforeEach(() => {
  notify.error.mockReset();
});

const professional = subscribedTo("professional", { subscriptionEnd: "2026-12-23T14:00:00Z", status: "active" });

function renderDashboard(subscription: SubscriptionState, user: AuthUser = testUser) {
  const auth = { status: "signedIn", user } as AuthContextValue;
  const router = createMemoryRouter([{ path: "/dashboard", Component: DashboardPage }], { initialEntries: ["/dashboard"] });
  render(
    <AuthContext.Provider value={auth}>
      <SubscriptionContext.Provider value={subscription}>
        <RouterProvider router={router} />
      </SubscriptionContext.Provider>
    </AuthContext.Provider>,
  );
}

const banner = () => screen.queryByRole("region", { name: "Start Your Free Trial" });

describe("DashboardPage", () => {
  it("welcomes the user by the first word of their name and links to Settings", () => {
    renderDashboard(noSubscription);
    expect(screen.getByRole("heading", { level: 1, name: "Welcome back, Jane" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "Settings" }).getAttribute("href")).toBe("/settings");
  });

  it("welcomes a user without a name by their e-mail", () => {
    renderDashboard(noSubscription, { ...testUser, email: "sam@example.com", user_metadata: { full_name: "", avatar_url: "" } });
    expect(screen.getByRole("heading", { level: 1, name: "Welcome back, sam@example.com" })).toBeTruthy();
  });

  it("invites a user without a subscription to a free trial", () => {
    renderDashboard(noSubscription);
    const region = banner();
    expect(region).toBeTruthy();
    expect(within(region!).getByRole("heading", { name: "Start Your Free Trial" })).toBeTruthy();
    expect(within(region!).getByText(/30 days.*No credit card required/)).toBeTruthy();
    expect(within(region!).getByRole("link", { name: "View Plans" }).getAttribute("href")).toBe("/pricing");
    expect(screen.queryByTestId("plan-badge")).toBeNull();
    expect(screen.queryByRole("button", { name: "Manage Subscription" })).toBeNull();
  });

  it("shows a spinner, not the banner, while the subscription is checked", () => {
    renderDashboard({ ...noSubscription, loading: true });
    expect(screen.getByRole("status").textContent).toBe("Loading subscription");
    expect(banner()).toBeNull();
    expect(screen.queryByTestId("plan-badge")).toBeNull();
    expect(screen.getByRole("heading", { level: 1, name: "Welcome back, Jane" })).toBeTruthy();
  });

  it("shows a subscriber their plan and 'Manage Subscription', and no banner", () => {
    renderDashboard(professional);
    expect(screen.getByTestId("plan-badge").textContent).toBe("Professional");
    expect(screen.getByRole("button", { name: "Manage Subscription" })).toBeTruthy();
    expect(banner()).toBeNull();
    expect(screen.queryByText(/Trial|Cancels on/)).toBeNull();
  });

  it("tells a subscriber on trial, or one who cancelled, when it ends", () => {
    renderDashboard({ ...professional, status: "trialing", trialEnd: "2026-12-23T14:00:00Z" });
    expect(screen.getByText(/^Trial ends (Dec 23|Dec 24|Dec 22), 2026$/)).toBeTruthy();
    cleanup();
    renderDashboard({ ...professional, cancelAt: "2026-11-02T14:00:00Z" });
    expect(screen.getByText(/^Cancels on Nov [123], 2026$/)).toBeTruthy();
  });

  it("says 'Free Trial' on the badge for a product it does not know", () => {
    renderDashboard({ ...professional, currentPlan: null, productId: "prod_retired" });
    expect(screen.getByTestId("plan-badge").textContent).toBe("Free Trial");
  });

  it("'Manage Subscription' opens the portal in a new tab", async () => {
    fetchMock.mockResolvedValueOnce(json(200, { url: "https://billing.stripe.com/p/session/test_3" }));
    renderDashboard(professional);
    fireEvent.click(screen.getByRole("button", { name: "Manage Subscription" }));
    await waitFor(() => expect(tab().location.href).toBe("https://billing.stripe.com/p/session/test_3"));
    expect(fetchMock.mock.calls[0]?.[0]).toBe("/api/billing/portal");
    expect(notify.error).not.toHaveBeenCalled();
  });

  it("says 'Failed to open subscription management' when the portal cannot be opened", async () => {
    fetchMock.mockResolvedValueOnce(json(409, { error: { code: "conflict", message: "You have no subscription to manage yet." } }));
    renderDashboard(professional);
    fireEvent.click(screen.getByRole("button", { name: "Manage Subscription" }));
    await waitFor(() => expect(notify.error).toHaveBeenCalledWith("Failed to open subscription management"));
    expect(tab().closed).toBe(true);
  });
});
