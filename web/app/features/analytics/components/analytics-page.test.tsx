import { analyticsText } from "../analytics-messages";
import { fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { getQueryClient } from "~/providers/query-provider";
import { answerByRoute, json, stubFetchAndNewTabs, type RouteAnswer } from "~/test/fixtures";
import { AnalyticsPage } from "./analytics-page";

// recharts draws nothing in jsdom (no layout); daily-chart.test.tsx checks the real one.
vi.mock("./daily-chart", () => ({
  default: ({ series }: { series: unknown[] }) => <p>{`chart of ${series.length} days`}</p>,
}));

const notify = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }));
vi.mock("~/lib/notify", () => ({ notify }));

const { fetchMock } = stubFetchAndNewTabs();

beforeEach(() => {
  notify.success.mockReset();
  notify.error.mockReset();
  getQueryClient().clear();
  getQueryClient().setDefaultOptions({ queries: { retry: false } });
});

const sums = (calls: number, leads: number, revenue: number, units: number, minutes_saved: number) => ({
  calls,
  leads,
  revenue,
  units,
  minutes_saved,
});
const frontDesk = {
  id: "s1",
  service_type: "voice-ai",
  service_name: "Front desk",
  status: "active",
  current: sums(1234, 20, 5000.5, 1200, 4800),
  previous: sums(1100, 20, 0, 1100, 4400),
};
const leadDesk = {
  id: "s2",
  service_type: "call-center",
  service_name: "Lead desk",
  status: "active",
  current: sums(0, 36, 2890, 36, 720),
  previous: sums(0, 40, 2000, 40, 800),
};
const posts = { id: "s3", service_type: "content-marketing", service_name: "Posts", status: "paused", current: sums(0, 0, 0, 0, 0), previous: sums(0, 0, 0, 0, 0) };
const professional = { id: "professional", name: "Professional", interval: "monthly", amount: 699 };
const series = [
  { date: "2026-11-22", calls: 40, leads: 3, revenue: 120.5, by_type: {} },
  { date: "2026-11-23", calls: 1200, leads: 0, revenue: 0, by_type: {} },
];

function serve(routes: Record<string, RouteAnswer> = {}, services: unknown[] = [frontDesk, leadDesk, posts], plan: unknown = professional) {
  fetchMock.mockImplementation(
    answerByRoute({
      "GET /api/metrics/services?days=30": () => json(200, { days: 30, plan, services }),
      "GET /api/metrics/daily?days=30": () => json(200, { days: 30, from: "2026-10-25", to: "2026-11-23", series }),
      "GET /api/profile": () => json(200, { profile: { hourly_cost: 25 } }),
      ...routes,
    }),
  );
}

function renderPage() {
  const router = createMemoryRouter([{ path: "/analytics", Component: AnalyticsPage }], { initialEntries: ["/analytics"] });
  render(<RouterProvider router={router} />);
}

const card = (id: string) => screen.getByTestId(id);
const region = (name: string) => screen.getByRole("region", { name });

describe("AnalyticsPage", () => {
  it("links back to the dashboard and names the period", async () => {
    serve();
    renderPage();
    expect(screen.getByRole("heading", { level: 1, name: "Analytics" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "Back to Dashboard" }).getAttribute("href")).toBe("/dashboard");
    expect(screen.getByText("Last 30 Days")).toBeTruthy();
    await screen.findByTestId("metric-total-calls");
  });

  it("shows the four totals with their real change against the 30 days before", async () => {
    serve();
    renderPage();
    await waitFor(() => expect(card("metric-total-calls").textContent).toContain("1,234"));
    expect(card("metric-total-calls").textContent).toBe(`Total Calls1,234Up +12%vs the 30 days before${analyticsText.totalCallsHint}`);
    expect(card("metric-total-leads").textContent).toBe(`Total Leads56Down \u22127%vs the 30 days before${analyticsText.totalLeadsHint}`);
    expect(card("metric-revenue").textContent).toBe(`Revenue$7,890.50Up +295%vs the 30 days before${analyticsText.revenueHint}`);
    expect(card("metric-active-services").textContent).toBe(`Active Services2of 3 services${analyticsText.activeServicesHint}`);
  });

  it("says 'New' when the 30 days before had none, and nothing when neither had any", async () => {
    serve({}, [{ ...frontDesk, previous: sums(0, 0, 0, 0, 0), current: sums(10, 0, 0, 10, 40) }]);
    renderPage();
    await waitFor(() => expect(card("metric-total-calls").textContent).toContain("10"));
    expect(card("metric-total-calls").textContent).toBe(`Total Calls10Newnone in the 30 days before${analyticsText.totalCallsHint}`);
    expect(card("metric-total-leads").textContent).toBe(`Total Leads0${analyticsText.totalLeadsHint}`);
    expect(card("metric-revenue").textContent).toBe(`Revenue$0${analyticsText.revenueHint}`);
  });

  it("shows each of the user's services in its own unit, and no type they do not have", async () => {
    serve();
    renderPage();
    const performance = await screen.findByRole("region", { name: "Service Performance" });
    const front = within(performance).getByRole("listitem", { name: "Front desk" });
    expect(front.textContent).toContain("1,200 Calls answered");
    // The section says its units count only what each service did itself (decision 0065).
    expect(performance.textContent).toContain("can be fewer than Total Calls");
    expect(front.textContent).toContain("Up +9%");
    expect(front.textContent).toContain("80 hrs saved");
    const leads = within(performance).getByRole("listitem", { name: "Lead desk" });
    expect(leads.textContent).toContain("36 Leads handled");
    expect(leads.textContent).toContain("Down \u221210%");
    expect(within(performance).getByRole("listitem", { name: "Posts" }).textContent).toContain("0 Posts created");
    expect(performance.textContent).not.toMatch(/Candidates screened|Documents processed/);

    const revenue = region("Revenue by Service");
    expect(within(revenue).getAllByRole("listitem").map((li) => li.getAttribute("aria-label"))).toEqual(["Front desk", "Lead desk"]);
    expect(within(revenue).getByRole("listitem", { name: "Front desk" }).textContent).toBe("Front desk$5,000.5063% of revenue");
    expect(within(revenue).getByRole("listitem", { name: "Lead desk" }).textContent).toBe("Lead desk$2,89037% of revenue");
  });

  it("computes the return from the time saved, the hourly cost and the plan, and follows the hourly cost", async () => {
    serve({ "PATCH /api/profile": (init) => json(200, { profile: JSON.parse(String(init?.body)) }) });
    renderPage();
    const roi = await screen.findByRole("region", { name: "Return on Investment" });
    // 5,520 minutes = 92 hours; × $25 = $2,300; Professional for 30 days = 699 × 12 × 30 / 365 = $689.42.
    await waitFor(() => expect(within(roi).getByTestId("roi-savings").textContent).toBe("$2,300 cost savings"));
    expect(within(roi).getByTestId("roi-hours").textContent).toBe("92 hrs saved");
    expect(within(roi).getByTestId("roi-return").textContent).toBe("+234% return on your Professional plan");
    expect(within(roi).getByTestId("roi-formula").textContent).toContain("$689.42");

    const cost = within(roi).getByLabelText("Hourly cost of your team ($)");
    fireEvent.change(cost, { target: { value: "40" } });
    expect(within(roi).getByTestId("roi-savings").textContent).toBe("$3,680 cost savings");
    expect(within(roi).getByTestId("roi-return").textContent).toBe("+434% return on your Professional plan");
    fireEvent.click(within(roi).getByRole("button", { name: "Save" }));
    await waitFor(() => expect(notify.success).toHaveBeenCalledWith("Hourly cost saved", "Time saved is now valued at $40 an hour."));
    const patch = fetchMock.mock.calls.find(([url, init]) => url === "/api/profile" && init?.method === "PATCH");
    expect(JSON.parse(String(patch?.[1]?.body))).toEqual({ hourly_cost: 40 });

    fireEvent.change(cost, { target: { value: "-3" } });
    expect(within(roi).getByText("Hourly cost must be an amount from 0 to 10,000 with at most two decimals")).toBeTruthy();
    expect(cost.getAttribute("aria-invalid")).toBe("true");
  });

  it("has no return to show without a plan", async () => {
    serve({}, [frontDesk], null);
    renderPage();
    const roi = await screen.findByRole("region", { name: "Return on Investment" });
    await waitFor(() => expect(within(roi).getByTestId("roi-savings").textContent).toBe("$2,000 cost savings"));
    expect(within(roi).getByTestId("roi-return").textContent).toBe("Return: choose a plan to compare with");
  });

  it("shows how to send the first report when nothing was reported", async () => {
    serve({}, [{ ...posts, status: "active" }]);
    renderPage();
    const empty = await screen.findByTestId("analytics-empty");
    expect(within(empty).getByRole("heading", { name: "No usage reported yet" })).toBeTruthy();
    expect(within(empty).getByRole("link", { name: "Create an API key for Posts" }).getAttribute("href")).toBe("/dashboard?api-keys=s3");
    expect(within(empty).getByTestId("analytics-example").textContent).toContain("/api/v1/usage");
    expect(within(empty).getByTestId("analytics-example").textContent).toContain('"units": 1');
    expect(screen.queryByTestId("metric-total-calls")).toBeNull();
    expect(fetchMock.mock.calls.some(([url]) => url === "/api/metrics/daily?days=30")).toBe(false);
  });

  it("sends a user without services to the dashboard first", async () => {
    serve({}, []);
    renderPage();
    const empty = await screen.findByTestId("analytics-empty");
    expect(within(empty).getByRole("link", { name: "Add a service on your dashboard first" }).getAttribute("href")).toBe("/dashboard");
  });

  it("says so, and tries again on request, when the figures cannot be loaded", async () => {
    let fail = true;
    serve({
      "GET /api/metrics/services?days=30": () =>
        fail ? json(500, { error: { code: "internal", message: "Something went wrong." } }) : json(200, { days: 30, plan: null, services: [frontDesk] }),
    });
    renderPage();
    expect(await screen.findByText("Your analytics could not be loaded.")).toBeTruthy();
    fail = false;
    fireEvent.click(screen.getByRole("button", { name: "Try Again" }));
    await waitFor(() => expect(card("metric-total-calls").textContent).toContain("1,234"));
  });

  it("draws the daily series, with the same numbers as a table on request", async () => {
    serve();
    renderPage();
    const chart = await screen.findByTestId("daily-chart");
    expect(chart.getAttribute("role")).toBe("img");
    expect(chart.getAttribute("aria-label")).toMatch(/daily calls, leads and revenue.*table/i);
    expect(await within(chart).findByText("chart of 2 days")).toBeTruthy();
    expect(fetchMock.mock.calls.some(([url]) => url === "/api/metrics/daily?days=30")).toBe(true);

    const toggle = screen.getByRole("button", { name: "Show as table" });
    expect(toggle.getAttribute("aria-expanded")).toBe("false");
    expect(screen.queryByRole("table")).toBeNull();
    fireEvent.click(toggle);
    expect(toggle.getAttribute("aria-expanded")).toBe("true");
    expect(toggle.textContent).toBe("Hide table");
    const table = screen.getByRole("table", { name: "Daily calls, leads and revenue, last 30 days" });
    expect(document.getElementById(toggle.getAttribute("aria-controls")!)?.contains(table)).toBe(true);
    const rows = within(table)
      .getAllByRole("row")
      .map((r) =>
        within(r)
          .getAllByRole(r.querySelector("th[scope=col]") ? "columnheader" : "cell")
          .map((c) => c.textContent),
      );
    expect(rows[0]).toEqual(["Date", "Calls", "Leads", "Revenue"]);
    expect(within(table).getByRole("rowheader", { name: "Nov 22" })).toBeTruthy();
    expect(rows.slice(1)).toEqual([
      ["40", "3", "$120.50"],
      ["1,200", "0", "$0"],
    ]);
  });

  it("says so, without stopping the rest of the page, when the daily figures fail", async () => {
    serve({ "GET /api/metrics/daily?days=30": () => json(503, { error: { code: "unavailable", message: "Try again later." } }) });
    renderPage();
    expect(await screen.findByText("The daily figures could not be loaded.")).toBeTruthy();
    expect(screen.queryByTestId("daily-chart")).toBeNull();
    expect(screen.queryByRole("button", { name: "Show as table" })).toBeNull();
    expect(card("metric-total-calls").textContent).toContain("1,234");
  });
});
