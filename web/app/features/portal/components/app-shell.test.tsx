import { fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { createMemoryRouter, Outlet, RouterProvider } from "react-router";
import { beforeEach, describe, expect, it } from "vitest";
import { getQueryClient } from "~/providers/query-provider";
import { answerByRoute, json, stubFetchAndNewTabs, testService } from "~/test/fixtures";
import { AppShell } from "./app-shell";

const { fetchMock } = stubFetchAndNewTabs();

beforeEach(() => {
  getQueryClient().clear();
  getQueryClient().setDefaultOptions({ queries: { retry: false } });
});

const services = [
  testService({ id: "s1", service_name: "Front desk", status: "active" }),
  testService({ id: "s2", service_type: "recruitment", service_name: "Hiring", status: "paused" }),
];

/** The shell around a page named by its path, at `path`. */
function renderShell(path: string, list: unknown[] | null = services) {
  fetchMock.mockImplementation(
    answerByRoute({
      "GET /api/services": () => (list ? json(200, { services: list }) : json(500, { error: { code: "internal", message: "x" } })),
    }),
  );
  const page = (name: string) => ({ path: name, element: <main>{`Page ${name}`}</main> });
  const router = createMemoryRouter(
    [
      {
        element: (
          <AppShell>
            <Outlet />
          </AppShell>
        ),
        children: [page("/dashboard"), page("/dashboard/services/:id"), page("/analytics"), page("/settings")],
      },
    ],
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

const sidebar = () => within(screen.getByTestId("app-sidebar")).getByRole("navigation", { name: "Dashboard" });
const links = (nav: HTMLElement) => within(nav).getAllByRole("link");
/** The entries by their accessible names (a service's says its status). */
const names = (nav: HTMLElement) => links(nav).map((a) => a.getAttribute("aria-label") ?? a.textContent);
/** The entries marked as the page shown, by their text. */
const current = (nav: HTMLElement) => names(nav).filter((_, i) => links(nav)[i]!.getAttribute("aria-current") === "page");

describe("AppShell: the sidebar", () => {
  it("lists Dashboard, each service with its status, Analytics and Settings", async () => {
    renderShell("/dashboard");
    const nav = sidebar();
    await within(nav).findByRole("link", { name: /Front desk/ });
    expect(names(nav)).toEqual(["Dashboard", "Front desk, Active", "Hiring, Paused", "Analytics", "Settings"]);
    expect(within(nav).getByRole("link", { name: "Front desk, Active" }).getAttribute("href")).toBe("/dashboard/services/s1");
    expect(within(nav).getByRole("link", { name: "Hiring, Paused" }).getAttribute("href")).toBe("/dashboard/services/s2");
    expect(within(nav).getByRole("list", { name: "Your Services" })).toBeTruthy();
    expect(within(nav).getByRole("link", { name: "Analytics" }).getAttribute("href")).toBe("/analytics");
    expect(within(nav).getByRole("link", { name: "Settings" }).getAttribute("href")).toBe("/settings");
  });

  it("marks the page shown, and only that one", async () => {
    const router = renderShell("/dashboard");
    const nav = sidebar();
    await within(nav).findByRole("link", { name: /Hiring/ });
    expect(current(nav)).toEqual(["Dashboard"]);

    fireEvent.click(within(nav).getByRole("link", { name: /Hiring/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/dashboard/services/s2"));
    expect(current(nav)).toEqual(["Hiring, Paused"]);

    fireEvent.click(within(nav).getByRole("link", { name: "Settings" }));
    await waitFor(() => expect(current(nav)).toEqual(["Settings"]));
  });

  it("leaves the services out when there are none, or when they cannot be loaded", async () => {
    renderShell("/analytics", []);
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    expect(names(sidebar())).toEqual(["Dashboard", "Analytics", "Settings"]);
    expect(current(sidebar())).toEqual(["Analytics"]);
  });

  it("shows the page beside it", () => {
    renderShell("/settings");
    expect(screen.getByRole("main").textContent).toBe("Page /settings");
  });
});

describe("AppShell: the drawer on a phone", () => {
  it("opens from 'Dashboard menu' with the same entries, closes on Escape and gives focus back", async () => {
    renderShell("/dashboard/services/s1");
    const button = screen.getByRole("button", { name: "Dashboard menu" });
    expect(button.getAttribute("aria-expanded")).toBe("false");
    button.focus();
    fireEvent.click(button);
    const drawer = await screen.findByRole("dialog", { name: "Dashboard menu" });
    expect(button.getAttribute("aria-expanded")).toBe("true");
    const nav = within(drawer).getByRole("navigation", { name: "Dashboard" });
    await within(nav).findByRole("link", { name: /Front desk/ });
    expect(current(nav)).toEqual(["Front desk, Active"]);

    fireEvent.keyDown(drawer, { key: "Escape" });
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(document.activeElement).toBe(button);
  });

  it("closes when an entry is chosen", async () => {
    const router = renderShell("/dashboard");
    fireEvent.click(screen.getByRole("button", { name: "Dashboard menu" }));
    const drawer = await screen.findByRole("dialog", { name: "Dashboard menu" });
    fireEvent.click(within(drawer).getByRole("link", { name: "Analytics" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(router.state.location.pathname).toBe("/analytics");
  });
});
