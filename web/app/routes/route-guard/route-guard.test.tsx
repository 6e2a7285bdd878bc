import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { Tier } from "~/lib/tiers";
import { getQueryClient } from "~/providers/query-provider";
import { AuthContext, type AuthContextValue, type AuthStatus } from "~/providers/auth-provider";
import { noSubscription, SubscriptionContext, SubscriptionProvider, type SubscriptionState } from "~/features/billing";
import { json, subscriptionAnswer, testCatalogue } from "~/test/fixtures";
import { RouteGuard } from "./route-guard";

afterEach(() => {
  cleanup();
  // The subscription checks are TanStack Query's: each case starts with an empty cache.
  getQueryClient().clear();
  vi.unstubAllGlobals();
});

function authValue(status: AuthStatus): AuthContextValue {
  const noop = () => {};
  return {
    status,
    user:
      status === "signedIn"
        ? { id: "u1", email: "jane@example.com", user_metadata: { full_name: "Jane", avatar_url: "" }, app_metadata: { provider: "email" } }
        : null,
    isAdmin: false,
    dialog: null,
    openAuthDialog: noop,
    closeAuthDialog: noop,
    refresh: async () => {},
    signOut: async () => {},
    openAdmin: noop,
    onOpenAdmin: () => noop,
  };
}

const onPlan = (tier: Tier, name: string): SubscriptionState => ({
  ...noSubscription,
  subscribed: true,
  productId: `prod_${tier}`,
  currentPlan: { tier, name, productId: `prod_${tier}` },
});

type Needs = { requiredSubscription?: boolean; minimumTier?: Tier };

/** The guarded /analytics, with `subscription` as the subscription state (or the real provider). */
function renderGuard(status: AuthStatus, subscription: SubscriptionState | "provider", props: Needs = {}, auth = authValue(status)) {
  const router = createMemoryRouter(
    [
      { path: "/", element: <h1>Home page</h1> },
      {
        path: "/analytics",
        element: (
          <RouteGuard {...props}>
            <h1>Secret analytics</h1>
          </RouteGuard>
        ),
      },
    ],
    { initialEntries: ["/analytics"] },
  );
  render(
    <AuthContext.Provider value={auth}>
      {subscription === "provider" ? (
        <SubscriptionProvider>
          <RouterProvider router={router} />
        </SubscriptionProvider>
      ) : (
        <SubscriptionContext.Provider value={subscription}>
          <RouterProvider router={router} />
        </SubscriptionContext.Provider>
      )}
    </AuthContext.Provider>,
  );
  return router;
}

describe("RouteGuard", () => {
  it("shows a spinner while the auth status loads", () => {
    renderGuard("loading", noSubscription);
    expect(screen.getByRole("status").textContent).toBe("Loading");
    expect(screen.queryByText("Secret analytics")).toBeNull();
  });

  it("shows a spinner while a required subscription status loads", () => {
    renderGuard("signedIn", { ...noSubscription, loading: true }, { requiredSubscription: true });
    expect(screen.getByRole("status")).toBeTruthy();
    expect(screen.queryByText("Secret analytics")).toBeNull();
  });

  it("asks a signed-out visitor to sign in, in place, to come back to this page", async () => {
    const auth = { ...authValue("signedOut"), openAuthDialog: vi.fn() };
    const router = renderGuard("signedOut", noSubscription, {}, auth);
    expect(await screen.findByRole("heading", { name: "Sign in to continue" })).toBeTruthy();
    expect(router.state.location.pathname).toBe("/analytics");
    expect(screen.queryByText("Secret analytics")).toBeNull();
    expect(auth.openAuthDialog).toHaveBeenCalledTimes(1);
    expect(auth.openAuthDialog).toHaveBeenCalledWith("signin", expect.objectContaining({ returnTo: "/analytics", returnFocus: null }));

    // Closed without signing in, the page offers the dialog again.
    fireEvent.click(screen.getByRole("button", { name: "Sign In" }));
    expect(auth.openAuthDialog).toHaveBeenCalledTimes(2);
  });

  it("shows the page to a signed-in user when only sign-in is needed", () => {
    renderGuard("signedIn", { ...noSubscription, loading: true });
    expect(screen.getByRole("heading", { name: "Secret analytics" })).toBeTruthy();
  });

  it("asks for a subscription when none is active", () => {
    renderGuard("signedIn", noSubscription, { requiredSubscription: true });
    expect(screen.getByRole("heading", { name: "Subscription Required" })).toBeTruthy();
    expect(screen.getByText("You need an active subscription to access this feature.")).toBeTruthy();
    expect(screen.getByRole("link", { name: "View Plans" }).getAttribute("href")).toBe("/pricing");
    expect(screen.getByRole("link", { name: "Back to Dashboard" }).getAttribute("href")).toBe("/dashboard");
    expect(screen.queryByText("Secret analytics")).toBeNull();
  });

  it("asks for a subscription before comparing tiers", () => {
    renderGuard("signedIn", noSubscription, { minimumTier: "starter" });
    expect(screen.getByRole("heading", { name: "Subscription Required" })).toBeTruthy();
  });

  it("asks for an upgrade when the plan is below the minimum tier", () => {
    renderGuard("signedIn", onPlan("starter", "Starter"), { requiredSubscription: true, minimumTier: "professional" });
    expect(screen.getByRole("heading", { name: "Upgrade Required" })).toBeTruthy();
    expect(
      screen.getByText("This feature requires a Professional plan or higher. You're currently on the Starter plan."),
    ).toBeTruthy();
    expect(screen.getByRole("link", { name: "Upgrade to Professional" }).getAttribute("href")).toBe("/pricing");
    expect(screen.getByRole("link", { name: "Back to Dashboard" }).getAttribute("href")).toBe("/dashboard");
  });

  it("lets an equal or higher tier through", () => {
    renderGuard("signedIn", onPlan("professional", "Professional"), { minimumTier: "professional" });
    expect(screen.getByRole("heading", { name: "Secret analytics" })).toBeTruthy();
    cleanup();
    renderGuard("signedIn", onPlan("enterprise", "Enterprise"), { minimumTier: "professional" });
    expect(screen.getByRole("heading", { name: "Secret analytics" })).toBeTruthy();
  });

  it("ranks enterprise above professional", () => {
    renderGuard("signedIn", onPlan("professional", "Professional"), { minimumTier: "enterprise" });
    expect(screen.getByRole("link", { name: "Upgrade to Enterprise" })).toBeTruthy();
  });

  describe("with the subscription provider", () => {
    function serve(subscription: unknown) {
      const fetchMock = vi.fn<typeof fetch>(async (url) => json(200, String(url) === "/api/plans" ? testCatalogue : subscription));
      vi.stubGlobal("fetch", fetchMock);
    }

    it("waits for the subscription check, then lets a subscriber through", async () => {
      serve(subscriptionAnswer({ product_id: "test_prod_enterprise" }));
      renderGuard("signedIn", "provider", { minimumTier: "professional" });
      expect(screen.getByRole("status")).toBeTruthy();
      expect(await screen.findByRole("heading", { name: "Secret analytics" })).toBeTruthy();
    });

    it("asks for an upgrade from the plan the check found", async () => {
      serve(subscriptionAnswer({ product_id: "test_prod_starter" }));
      renderGuard("signedIn", "provider", { minimumTier: "enterprise" });
      expect(
        await screen.findByText("This feature requires a Enterprise plan or higher. You're currently on the Starter plan."),
      ).toBeTruthy();
    });

    it("asks for a subscription when the check finds none", async () => {
      serve(subscriptionAnswer(null));
      renderGuard("signedIn", "provider", { requiredSubscription: true });
      expect(await screen.findByRole("heading", { name: "Subscription Required" })).toBeTruthy();
    });
  });
});
