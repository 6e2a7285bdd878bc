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

const { fetchMock } = stubFetchAndNewTabs();

beforeEach(() => {
  getQueryClient().clear();
  getQueryClient().setDefaultOptions({ queries: { retry: false } });
});

const summary = { total_calls: 1234, total_leads: 56, total_revenue: 7890.5, active_services: 2, days: 30, from: "2026-10-25" };
const series = [
  { date: "2026-11-22", calls: 40, leads: 3, revenue: 120.5, by_type: {} },
  { date: "2026-11-23", calls: 1200, leads: 0, revenue: 0, by_type: {} },
];

function serve(routes: Record<string, RouteAnswer> = {}) {
  fetchMock.mockImplementation(
    answerByRoute({
      "GET /api/metrics/summary": () => json(200, summary),
      "GET /api/metrics/daily?days=30": () => json(200, { days: 30, from: "2026-10-25", to: "2026-11-23", series }),
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

  it("shows the four totals with the spec's fixed changes, each marked as up in words", async () => {
    serve();
    renderPage();
    await waitFor(() => expect(card("metric-total-calls").textContent).toContain("1,234"));
    expect(card("metric-total-calls").textContent).toBe("Total Calls1,234Up +12%");
    expect(card("metric-total-leads").textContent).toBe("Total Leads56Up +23%");
    expect(card("metric-revenue").textContent).toBe("Revenue$7,890.50Up +8%");
    expect(card("metric-active-services").textContent).toBe("Active Services2Up +15%");
  });

  it("splits the totals by the spec's shares", async () => {
    serve();
    renderPage();
    const performance = await screen.findByRole("region", { name: "Service Performance" });
    expect(within(performance).getByText("Voice AI calls").parentElement?.textContent).toBe("Voice AI calls740");
    expect(within(performance).getByText("60% of all calls")).toBeTruthy();
    expect(within(performance).getByText("Recruitment candidates").parentElement?.textContent).toBe("Recruitment candidates22");
    expect(within(performance).getByText("40% of all leads")).toBeTruthy();

    const revenue = region("Revenue by Service");
    expect(within(revenue).getByText("Voice AI").parentElement?.textContent).toBe("Voice AI$3,550.73");
    expect(within(revenue).getByText("Call Center").parentElement?.textContent).toBe("Call Center$2,761.68");
    expect(within(revenue).getByText("Other services").parentElement?.textContent).toBe("Other services$1,578.09");
    expect(within(revenue).getByText("45% of revenue")).toBeTruthy();
    expect(within(revenue).getByText("35% of revenue")).toBeTruthy();
    expect(within(revenue).getByText("20% of revenue")).toBeTruthy();
  });

  it("shows the static ROI figures", async () => {
    serve();
    renderPage();
    const roi = await screen.findByRole("region", { name: "Return on Investment" });
    expect(within(roi).getByText("1,240 hrs saved")).toBeTruthy();
    expect(within(roi).getByText("$48,500 cost savings")).toBeTruthy();
    expect(within(roi).getByText("312% efficiency gain")).toBeTruthy();
  });

  it("falls back to zeros when the metrics fail", async () => {
    serve({ "GET /api/metrics/summary": () => json(500, { error: { code: "internal", message: "Something went wrong." } }) });
    renderPage();
    await waitFor(() => expect(card("metric-total-calls").textContent).toBe("Total Calls0Up +12%"));
    expect(card("metric-revenue").textContent).toBe("Revenue$0Up +8%");
    expect(within(region("Revenue by Service")).getByText("Voice AI").parentElement?.textContent).toBe("Voice AI$0");
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
