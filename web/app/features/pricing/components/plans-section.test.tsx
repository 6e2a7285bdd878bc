import { act, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { forgetPlans, noSubscription, SubscriptionContext, type SubscriptionState } from "~/features/billing";
import { AuthContext, type AuthContextValue, type AuthStatus } from "~/providers/auth-provider";
import { configuredCatalogueFigures, installCatalogue, json, stubFetchAndNewTabs, subscribedTo, testCatalogue, testUser, withCatalogue } from "~/test/fixtures";
import { PlansSection } from "./plans-section";

const notify = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }));
vi.mock("~/lib/notify", () => ({ notify }));

const { fetchMock, open: openTab, tab } = stubFetchAndNewTabs();
withCatalogue();

beforeEach(() => {
  notify.success.mockReset();
  notify.error.mockReset();
  forgetPlans();
});

const onProfessional = subscribedTo("professional");

function renderSection({ status = "signedOut", subscription = noSubscription }: { status?: AuthStatus; subscription?: SubscriptionState } = {}) {
  const openAuthDialog = vi.fn();
  const auth = { status, user: status === "signedIn" ? testUser : null, openAuthDialog } as unknown as AuthContextValue;
  const router = createMemoryRouter([{ path: "/pricing", Component: PlansSection }], { initialEntries: ["/pricing"] });
  render(
    <AuthContext.Provider value={auth}>
      <SubscriptionContext.Provider value={subscription}>
        <RouterProvider router={router} />
      </SubscriptionContext.Provider>
    </AuthContext.Provider>,
  );
  return { openAuthDialog };
}

const trialButton = (plan: string) => within(screen.getByTestId(`plan-${plan}`)).getByRole("button", { name: "Start Free Trial" });

/** Answers the catalogue, and the checkout with `checkout`. */
function serve(checkout: () => Response) {
  fetchMock.mockImplementation(async (url) => (String(url) === "/api/plans" ? json(200, testCatalogue) : checkout()));
}

const checkoutBodies = () =>
  fetchMock.mock.calls.filter(([url]) => url === "/api/billing/checkout").map(([, init]) => [init?.method, JSON.parse(String(init?.body))]);

describe("PlansSection", () => {
  it("shows monthly prices first, with badges, trial notes and subscribe buttons", () => {
    renderSection();
    expect(screen.getByRole("button", { name: "Monthly" }).getAttribute("aria-pressed")).toBe("true");
    expect(screen.getByRole("button", { name: "Annual" }).getAttribute("aria-pressed")).toBe("false");
    expect(screen.getByText("Save up to 16%")).toBeTruthy();
    const starter = screen.getByTestId("plan-starter");
    expect(within(starter).getByText("$299")).toBeTruthy();
    expect(within(starter).getByText("/month")).toBeTruthy();
    expect(within(screen.getByTestId("plan-professional")).getByText("Most Popular")).toBeTruthy();
    expect(within(screen.getByTestId("plan-enterprise")).getByText("Complete Suite")).toBeTruthy();
    expect(screen.getAllByText("30-day free trial • No credit card required")).toHaveLength(3);
    const buttons = screen.getAllByRole("button", { name: "Start Free Trial" });
    expect(buttons.map((b) => [b.getAttribute("data-plan"), b.getAttribute("aria-describedby")])).toEqual([
      ["starter", "plan-starter-name"],
      ["professional", "plan-professional-name"],
      ["enterprise", "plan-enterprise-name"],
    ]);
    expect(screen.queryByText("Current Plan")).toBeNull();
  });

  it("switches every card to annual prices", () => {
    renderSection();
    fireEvent.click(screen.getByRole("button", { name: "Annual" }));
    expect(screen.getByRole("button", { name: "Annual" }).getAttribute("aria-pressed")).toBe("true");
    const starter = within(screen.getByTestId("plan-starter"));
    expect(starter.getByText("$249")).toBeTruthy();
    expect(starter.getByText("$2,990 billed annually")).toBeTruthy();
    expect(starter.getByText("Save $598")).toBeTruthy();
    // 598 / 3588 = 16.7%: rounded down, never overstating the saving
    expect(starter.getByText("16% off")).toBeTruthy();
    expect(within(screen.getByTestId("plan-professional")).getByText("$583")).toBeTruthy();
    expect(within(screen.getByTestId("plan-enterprise")).getByText("$1,249")).toBeTruthy();
  });

  it("shows whatever the catalogue says, monthly and annual", () => {
    installCatalogue(configuredCatalogueFigures);
    renderSection();
    expect(screen.getByText("Save up to 26%")).toBeTruthy();
    expect(within(screen.getByTestId("plan-enterprise")).getByText("$789")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Annual" }));
    const enterprise = within(screen.getByTestId("plan-enterprise"));
    expect(enterprise.getByText("$579")).toBeTruthy();
    expect(enterprise.getByText("$6,950 billed annually")).toBeTruthy();
    expect(enterprise.getByText("Save $2,518")).toBeTruthy();
    expect(enterprise.getByText("26% off")).toBeTruthy();
    expect(within(screen.getByTestId("plan-professional")).getByText("25% off")).toBeTruthy();
  });
});

describe("Start Free Trial", () => {
  it("asks a signed-out visitor to sign in, and starts nothing", () => {
    const { openAuthDialog } = renderSection({ status: "signedOut" });
    fireEvent.click(trialButton("starter"));
    expect(openAuthDialog).toHaveBeenCalledWith("signin");
    expect(notify.error).toHaveBeenCalledWith("Please sign in to subscribe", "Authentication Required");
    expect(openTab).not.toHaveBeenCalled();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("does nothing while the auth state is still loading", () => {
    const { openAuthDialog } = renderSection({ status: "loading" });
    fireEvent.click(trialButton("starter"));
    expect(openAuthDialog).not.toHaveBeenCalled();
    expect(notify.error).not.toHaveBeenCalled();
    expect(openTab).not.toHaveBeenCalled();
  });

  it.each([
    ["monthly", "starter", "test_price_starter_monthly"],
    ["monthly", "enterprise", "test_price_enterprise_monthly"],
    ["annual", "starter", "test_price_starter_annual"],
    ["annual", "professional", "test_price_professional_annual"],
  ])("checks out a signed-in user %s on %s with %s, in a new tab", async (period, plan, priceId) => {
    const url = "https://checkout.stripe.com/c/pay/cs_test_1";
    serve(() => json(200, { url, kind: "checkout" }));
    renderSection({ status: "signedIn" });
    if (period === "annual") fireEvent.click(screen.getByRole("button", { name: "Annual" }));
    fireEvent.click(trialButton(plan));
    expect(openTab).toHaveBeenCalledWith("about:blank", "_blank");
    expect(trialButton(plan).getAttribute("aria-busy")).toBe("true");
    await waitFor(() => expect(tab().location.href).toBe(url));
    expect(checkoutBodies()).toEqual([["POST", { priceId }]]);
    await waitFor(() => expect(trialButton(plan).getAttribute("aria-busy")).toBeNull());
    expect(notify.error).not.toHaveBeenCalled();
  });

  it("ignores more clicks while the checkout is being prepared", async () => {
    serve(() => json(200, { url: "https://checkout.stripe.com/c/pay/cs_test_1", kind: "checkout" }));
    renderSection({ status: "signedIn" });
    fireEvent.click(trialButton("starter"));
    fireEvent.click(trialButton("starter"));
    await waitFor(() => expect(tab().location.href).toContain("checkout.stripe.com"));
    expect(openTab).toHaveBeenCalledTimes(1);
    expect(checkoutBodies()).toHaveLength(1);
  });

  it("opens the portal when the server says the user already has a subscription", async () => {
    serve(() => json(200, { url: "https://billing.stripe.com/p/session/test_1", kind: "portal" }));
    renderSection({ status: "signedIn" });
    fireEvent.click(trialButton("enterprise"));
    await waitFor(() => expect(tab().location.href).toBe("https://billing.stripe.com/p/session/test_1"));
  });

  it("closes the tab and says 'Failed to create checkout session' when the checkout fails", async () => {
    serve(() =>
      json(503, { error: { code: "unavailable", message: "Payments are unavailable right now. Please try again in a few minutes." } }),
    );
    renderSection({ status: "signedIn" });
    fireEvent.click(trialButton("professional"));
    await waitFor(() => expect(notify.error).toHaveBeenCalledWith("Failed to create checkout session"));
    expect(tab().closed).toBe(true);
    await waitFor(() => expect(trialButton("professional").getAttribute("aria-busy")).toBeNull());
  });
});

describe("the subscriber's own plan", () => {
  it("is marked 'Current Plan' and offers 'Manage Subscription' instead of a trial", () => {
    renderSection({ status: "signedIn", subscription: onProfessional });
    const professional = within(screen.getByTestId("plan-professional"));
    expect(professional.getByText("Current Plan")).toBeTruthy();
    expect(professional.getByRole("button", { name: "Manage Subscription" }).getAttribute("data-plan")).toBe("professional");
    expect(professional.queryByRole("button", { name: "Start Free Trial" })).toBeNull();
    for (const other of ["starter", "enterprise"]) {
      expect(within(screen.getByTestId(`plan-${other}`)).queryByText("Current Plan")).toBeNull();
      expect(trialButton(other)).toBeTruthy();
    }
    expect(screen.getAllByText("Current Plan")).toHaveLength(1);
  });

  it("'Manage Subscription' opens the customer portal", async () => {
    fetchMock.mockResolvedValueOnce(json(200, { url: "https://billing.stripe.com/p/session/test_2" }));
    renderSection({ status: "signedIn", subscription: onProfessional });
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Manage Subscription" })));
    await waitFor(() => expect(tab().location.href).toBe("https://billing.stripe.com/p/session/test_2"));
    expect(fetchMock.mock.calls.map(([url, init]) => [url, init?.method])).toEqual([["/api/billing/portal", "POST"]]);
  });
});
