import { fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { beforeEach, describe, expect, it } from "vitest";
import { noSubscription, SubscriptionContext, type SubscriptionState } from "~/features/billing";
import { getQueryClient } from "~/providers/query-provider";
import { answerByRoute, json, stubFetchAndNewTabs, subscribedTo, testService } from "~/test/fixtures";
import { WorkspacePage } from "./workspace-page";

const { fetchMock } = stubFetchAndNewTabs();

beforeEach(() => {
  getQueryClient().clear();
  getQueryClient().setDefaultOptions({ queries: { retry: false } });
});

const notFound = () => json(404, { error: { code: "not_found", message: "Service not found." } });

function renderWorkspace(id: string, answer: () => Response, subscription: SubscriptionState = subscribedTo("starter")) {
  fetchMock.mockImplementation(
    answerByRoute({ [`GET /api/services/${id}`]: answer, [`GET /api/services/${id}/openings`]: () => json(200, { openings: [] }) }),
  );
  const router = createMemoryRouter(
    [
      { path: "/dashboard", element: <h1>The dashboard</h1> },
      { path: "/dashboard/services/:id", element: <WorkspacePage serviceId={id} /> },
    ],
    { initialEntries: [`/dashboard/services/${id}`] },
  );
  render(
    <SubscriptionContext.Provider value={subscription}>
      <RouterProvider router={router} />
    </SubscriptionContext.Provider>,
  );
  return router;
}

describe("WorkspacePage", () => {
  it("shows the service: its name, type, status and this month's usage against the plan", async () => {
    renderWorkspace("s1", () => json(200, { service: testService() }));
    expect(screen.getByRole("status").textContent).toBe("Loading service");
    expect(await screen.findByRole("heading", { level: 1, name: "Front desk" })).toBeTruthy();
    expect(screen.getByText("Voice AI Receptionists")).toBeTruthy();
    expect(screen.getByText("Active")).toBeTruthy();
    const usage = screen.getByRole("region", { name: "This month" });
    expect(within(usage).getByTestId("usage-text").textContent).toBe("120 / 500");
    const bar = within(usage).getByRole("progressbar", { name: "Calls answered this month" });
    expect(bar.getAttribute("aria-valuetext")).toBe("120 / 500 (24%)");
    expect(within(usage).queryByText(/While paused, it records no usage/)).toBeNull();
    // A voice service's workspace is its receptionist's (features/workspace/voice), not documents.
    expect(screen.queryByText(/not here yet/)).toBeNull();
    await waitFor(() => expect(fetchMock.mock.calls.map(([url]) => String(url))).toContain("/api/services/s1/receptionist"));
    expect(fetchMock.mock.calls.map(([url]) => String(url))).not.toContain("/api/services/s1/openings");
  });

  it("says a paused service records no usage, and what a plan without the type means; a recruitment service shows its jobs", async () => {
    renderWorkspace("s2", () =>
      json(200, {
        service: testService({
          id: "s2",
          service_type: "recruitment",
          service_name: "Hiring",
          status: "paused",
          usage_current: 3,
          usage_included: false,
          usage_limit: 0,
        }),
      }),
    );
    await screen.findByRole("heading", { level: 1, name: "Hiring" });
    expect(screen.getByText("Paused")).toBeTruthy();
    const usage = screen.getByRole("region", { name: "This month" });
    expect(within(usage).getByText("Candidates screened this month")).toBeTruthy();
    expect(within(usage).getByTestId("usage-plan-note").textContent).toMatch(/Not included in the Starter plan/);
    expect(within(usage).getByText(/While paused, it records no usage/)).toBeTruthy();
    // Its workspace, not a 'coming' card: the jobs, none yet.
    expect(screen.queryByRole("region", { name: "Documents" })).toBeNull();
    const jobs = screen.getByRole("region", { name: "Jobs" });
    expect(await within(jobs).findByText(/No jobs yet/)).toBeTruthy();
    expect(within(jobs).getByRole("button", { name: "New job" })).toBeTruthy();
  });

  it("says 'Service not found' for an id that is not the user's, with the way back", async () => {
    const router = renderWorkspace("someone-elses", notFound, noSubscription);
    expect(await screen.findByRole("heading", { level: 1, name: "Service not found" })).toBeTruthy();
    expect(screen.getByText("There is no service at this address in your account.")).toBeTruthy();
    expect(screen.queryByRole("region", { name: "This month" })).toBeNull();
    fireEvent.click(screen.getByRole("link", { name: "Back to Dashboard" }));
    expect(await screen.findByRole("heading", { name: "The dashboard" })).toBeTruthy();
    expect(router.state.location.pathname).toBe("/dashboard");
  });

  it("offers to try again when the service could not be loaded", async () => {
    let fail = true;
    renderWorkspace("s1", () =>
      fail ? json(500, { error: { code: "internal", message: "Internal error" } }) : json(200, { service: testService() }),
    );
    expect(await screen.findByText("This service could not be loaded.")).toBeTruthy();
    expect(screen.queryByText("Service not found")).toBeNull();
    fail = false;
    fireEvent.click(screen.getByRole("button", { name: "Try Again" }));
    expect(await screen.findByRole("heading", { level: 1, name: "Front desk" })).toBeTruthy();
  });
});
