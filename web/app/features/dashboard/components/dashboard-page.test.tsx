import { cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { beforeEach, describe, expect, it, vi } from "vitest";
import type { AuthUser } from "~/lib/auth-user";
import { AuthContext, type AuthContextValue } from "~/providers/auth-provider";
import { getQueryClient } from "~/providers/query-provider";
import { noSubscription, SubscriptionContext, type SubscriptionState } from "~/features/billing";
import { answerByRoute, json, stubFetchAndNewTabs, subscribedTo, testService, testUser, type RouteAnswer } from "~/test/fixtures";
import { DashboardPage } from "./dashboard-page";

const notify = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }));
vi.mock("~/lib/notify", () => ({ notify }));

const { fetchMock, tab } = stubFetchAndNewTabs();

beforeEach(() => {
  notify.success.mockReset();
  notify.error.mockReset();
  getQueryClient().clear();
  // A failure shows at once instead of after the retries a dropped connection gets.
  getQueryClient().setDefaultOptions({ queries: { retry: false } });
});

const professional = subscribedTo("professional", { subscriptionEnd: "2026-12-23T14:00:00Z", status: "active" });

const summary = { total_calls: 1234, total_leads: 56, total_revenue: 7890.5, active_services: 2, days: 30, from: "2026-10-25" };

/** What the dashboard asks for, answered as the API would; `routes` adds or replaces answers. */
function serve(routes: Record<string, RouteAnswer> = {}, services: unknown[] = []) {
  fetchMock.mockImplementation(
    answerByRoute({
      "GET /api/metrics/summary": () => json(200, summary),
      "GET /api/services": () => json(200, { services }),
      ...routes,
    }),
  );
}

function renderDashboard(subscription: SubscriptionState = noSubscription, user: AuthUser = testUser) {
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
const metric = (id: string) => screen.getByTestId(id).textContent;
const calls = (method: string, url: string) =>
  fetchMock.mock.calls.filter(([u, init]) => String(u) === url && (init?.method ?? "GET") === method);

describe("DashboardPage: header and plan", () => {
  beforeEach(() => serve());

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
    expect(screen.getByText("Loading subscription")).toBeTruthy();
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
    serve({ "POST /api/billing/portal": () => json(200, { url: "https://billing.stripe.com/p/session/test_3" }) });
    renderDashboard(professional);
    fireEvent.click(screen.getByRole("button", { name: "Manage Subscription" }));
    await waitFor(() => expect(tab().location.href).toBe("https://billing.stripe.com/p/session/test_3"));
    expect(calls("POST", "/api/billing/portal")).toHaveLength(1);
    expect(notify.error).not.toHaveBeenCalled();
  });

  it("says 'Failed to open subscription management' when the portal cannot be opened", async () => {
    serve({
      "POST /api/billing/portal": () => json(409, { error: { code: "conflict", message: "You have no subscription to manage yet." } }),
    });
    renderDashboard(professional);
    fireEvent.click(screen.getByRole("button", { name: "Manage Subscription" }));
    await waitFor(() => expect(notify.error).toHaveBeenCalledWith("Failed to open subscription management"));
    expect(tab().closed).toBe(true);
  });
});

describe("DashboardPage: metrics", () => {
  it("shows a spinner until the first answers, then the four cards from the summary", async () => {
    serve();
    renderDashboard();
    expect(screen.getByText("Loading your services")).toBeTruthy();
    await waitFor(() => expect(metric("metric-total-calls")).toContain("1,234"));
    expect(screen.queryByText("Loading your services")).toBeNull();
    expect(metric("metric-active-services")).toBe("Active Services2");
    expect(metric("metric-monthly-revenue")).toBe("Monthly Revenue$7,890.50");
    expect(metric("metric-total-leads")).toBe("Total Leads56");
    expect(metric("metric-total-calls")).toBe("Total Calls1,234");
  });

  it("falls back to zeros, without a toast, when the metrics fail", async () => {
    serve({ "GET /api/metrics/summary": () => json(503, { error: { code: "unavailable", message: "Try again later." } }) });
    renderDashboard();
    await waitFor(() => expect(metric("metric-total-calls")).toBe("Total Calls0"));
    expect(metric("metric-active-services")).toBe("Active Services0");
    expect(metric("metric-monthly-revenue")).toBe("Monthly Revenue$0");
    expect(metric("metric-total-leads")).toBe("Total Leads0");
    expect(notify.error).not.toHaveBeenCalled();
  });
});

describe("DashboardPage: services", () => {
  const paused = testService({
    id: "s2",
    service_type: "recruitment",
    service_name: "Hiring",
    status: "paused",
    usage_current: 0,
    usage_limit: 0,
  });
  const row = (name: string) => screen.getByRole("listitem", { name });

  const starter = subscribedTo("starter", { status: "active" });

  it("lists each service with its status and type, and the usage bar only when active", async () => {
    serve({}, [testService(), paused]);
    renderDashboard(starter);
    const active = await screen.findByRole("listitem", { name: "Front desk" });
    expect(within(active).getByText("Active")).toBeTruthy();
    expect(within(active).getByText("Voice AI Receptionists")).toBeTruthy();
    expect(within(active).getByTestId("usage-text").textContent).toBe("120 / 500");
    const bar = within(active).getByRole("progressbar", { name: "Calls answered this month" });
    expect([bar.getAttribute("aria-valuenow"), bar.getAttribute("aria-valuetext")]).toEqual(["24", "120 / 500 (24%)"]);
    expect(within(active).getByRole("button", { name: "Pause" })).toBeTruthy();
    expect(within(active).getByRole("link", { name: "Configure" }).getAttribute("href")).toBe("/dashboard/services/s1");
    expect(within(active).getByRole("button", { name: "API keys" })).toBeTruthy();

    const stopped = row("Hiring");
    expect(within(stopped).getByText("Paused")).toBeTruthy();
    expect(within(stopped).getByText("AI Recruitment System")).toBeTruthy();
    expect(within(stopped).queryByRole("progressbar")).toBeNull();
    expect(within(stopped).getByRole("button", { name: "Activate" })).toBeTruthy();
    expect(within(stopped).getByRole("link", { name: "Configure" }).getAttribute("href")).toBe("/dashboard/services/s2");
    // Newest first, as the API sends them.
    const rows = screen.getAllByRole("listitem").filter((li) => li.hasAttribute("aria-labelledby"));
    expect(rows.map((li) => li.querySelector("h3")?.textContent)).toEqual(["Front desk", "Hiring"]);
  });

  it("shows an unlimited service's usage as 'used / Unlimited', and an overused one's real percent", async () => {
    serve({}, [
      testService({ usage_current: 120, usage_limit: 0 }),
      testService({ id: "s3", service_name: "Overflow", usage_current: 520 }),
    ]);
    renderDashboard(professional);
    const unlimited = await screen.findByRole("listitem", { name: "Front desk" });
    expect(within(unlimited).getByTestId("usage-text").textContent).toBe("120 / Unlimited");
    expect(within(unlimited).queryByRole("progressbar")).toBeNull();
    const over = row("Overflow");
    expect(within(over).getByText("104%")).toBeTruthy();
    expect(within(over).getByRole("progressbar").getAttribute("aria-valuenow")).toBe("100");
  });

  it("counts each type in its own unit", async () => {
    serve({}, [
      testService({ id: "s4", service_type: "call-center", service_name: "Leads", usage_current: 40, usage_limit: 5000 }),
      testService({ id: "s5", service_type: "content-marketing", service_name: "Posts", usage_current: 12, usage_limit: 0 }),
    ]);
    renderDashboard(subscribedTo("enterprise", { status: "active" }));
    expect(await screen.findByRole("progressbar", { name: "Leads handled this month" })).toBeTruthy();
    expect(within(row("Posts")).getByText("Posts created this month")).toBeTruthy();
    expect(within(row("Posts")).getByTestId("usage-text").textContent).toBe("12 / Unlimited");
  });

  it("draws no bar and no 'Unlimited' without a plan, and says how to get one", async () => {
    serve({}, [testService({ usage_current: 30, usage_limit: 0, usage_included: false })]);
    renderDashboard(noSubscription);
    const front = await screen.findByRole("listitem", { name: "Front desk" });
    expect(within(front).queryByRole("progressbar")).toBeNull();
    expect(within(front).getByTestId("usage-text").textContent).toBe("30");
    expect(front.textContent).not.toContain("Unlimited");
    expect(within(front).getByTestId("usage-plan-note").textContent).toContain("No active plan");
    expect(within(front).getByRole("link", { name: "View Plans" }).getAttribute("href")).toBe("/pricing");
  });

  it("says when the plan does not include a service's type", async () => {
    serve({}, [testService({ service_type: "payroll", service_name: "Invoices", usage_current: 3, usage_limit: 0, usage_included: false })]);
    renderDashboard(starter);
    const invoices = await screen.findByRole("listitem", { name: "Invoices" });
    expect(within(invoices).getByText("Documents processed this month")).toBeTruthy();
    expect(within(invoices).getByTestId("usage-plan-note").textContent).toContain("Not included in the Starter plan.");
    expect(within(invoices).getByRole("link", { name: "Compare plans" }).getAttribute("href")).toBe("/pricing");
    expect(within(invoices).queryByRole("progressbar")).toBeNull();
  });

  it("points at 'Add Service' when there are no services", async () => {
    serve();
    renderDashboard();
    expect(await screen.findByText("No services yet")).toBeTruthy();
    expect(screen.getByText(/Choose 'Add Service'/)).toBeTruthy();
    expect(screen.getByRole("button", { name: "Add Service" })).toBeTruthy();
  });

  it("says 'Error loading services' when the list fails, and tries again on request", async () => {
    let fail = true;
    serve({
      "GET /api/services": () =>
        fail ? json(500, { error: { code: "internal", message: "Something went wrong." } }) : json(200, { services: [testService()] }),
    });
    renderDashboard();
    await waitFor(() => expect(notify.error).toHaveBeenCalledWith("Something went wrong.", "Error loading services"));
    fail = false;
    fireEvent.click(await screen.findByRole("button", { name: "Try Again" }));
    expect(await screen.findByRole("listitem", { name: "Front desk" })).toBeTruthy();
  });

  it("'Pause' sends the new status, says 'Service updated' and reloads the list and metrics", async () => {
    let status = "active";
    serve({
      "GET /api/services": () => json(200, { services: [testService({ status })] }),
      "PATCH /api/services/s1": (init) => {
        status = JSON.parse(String(init?.body)).status;
        return json(200, { service: testService({ status }) });
      },
    });
    renderDashboard();
    const active = await screen.findByRole("listitem", { name: "Front desk" });
    fireEvent.click(within(active).getByRole("button", { name: "Pause" }));
    await waitFor(() => expect(notify.success).toHaveBeenCalledWith("Service updated", "Your service has been updated successfully."));
    expect(JSON.parse(String(calls("PATCH", "/api/services/s1")[0]?.[1]?.body))).toEqual({ status: "paused" });
    await waitFor(() => expect(calls("GET", "/api/services")).toHaveLength(2));
    expect(calls("GET", "/api/metrics/summary")).toHaveLength(2);
    expect(within(row("Front desk")).getByRole("button", { name: "Activate" })).toBeTruthy();
    expect(within(row("Front desk")).queryByRole("progressbar")).toBeNull();
  });

  it("says 'Toggling service status' with the server's message when the change fails", async () => {
    serve({ "PATCH /api/services/s2": () => json(404, { error: { code: "not_found", message: "Service not found." } }) }, [paused]);
    renderDashboard();
    fireEvent.click(within(await screen.findByRole("listitem", { name: "Hiring" })).getByRole("button", { name: "Activate" }));
    await waitFor(() => expect(notify.error).toHaveBeenCalledWith("Service not found.", "Toggling service status"));
    expect(notify.success).not.toHaveBeenCalled();
    expect(within(row("Hiring")).getByText("Paused")).toBeTruthy();
  });

  it("says 'Network error. Please check your connection.' when the change cannot be sent", async () => {
    serve({ "PATCH /api/services/s1": () => Promise.reject(new TypeError("Failed to fetch")) }, [testService()]);
    renderDashboard();
    fireEvent.click(within(await screen.findByRole("listitem", { name: "Front desk" })).getByRole("button", { name: "Pause" }));
    await waitFor(() =>
      expect(notify.error).toHaveBeenCalledWith("Network error. Please check your connection.", "Toggling service status"),
    );
  });
});

describe("DashboardPage: quick cards", () => {
  it("link to Voice AI, recruitment and analytics", async () => {
    serve();
    renderDashboard();
    expect(screen.getByRole("link", { name: "Setup Voice AI" }).getAttribute("href")).toBe("/services/voice-ai");
    expect(screen.getByRole("link", { name: "AI Recruitment" }).getAttribute("href")).toBe("/services/recruitment");
    expect(screen.getByRole("link", { name: "View Analytics" }).getAttribute("href")).toBe("/analytics");
    await screen.findByText("No services yet");
  });
});
