import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { getQueryClient } from "~/providers/query-provider";
import { answerByRoute, json, stubFetchAndNewTabs } from "~/test/fixtures";
import { adminRoutes } from "../admin-test-data";
import { openDashboard, renderAdminHost } from "../admin-test-host";

const notify = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn(), info: vi.fn() }));
vi.mock("~/lib/notify", () => ({ notify }));

// The charts have their own test (overview-panel.test.tsx); here they would only slow every query.
vi.mock("./overview-charts", () => ({ default: () => null }));

const { fetchMock } = stubFetchAndNewTabs();

beforeAll(async () => {
  await import("./admin-dashboard");
});

beforeEach(() => {
  notify.error.mockReset();
  getQueryClient().clear();
  getQueryClient().setDefaultOptions({ queries: { retry: false } });
  fetchMock.mockImplementation(answerByRoute(adminRoutes()));
});

/** Opens the dashboard, then the tab named `name`; returns its panel. */
async function openTab(name: string) {
  const { dialog } = await openDashboard();
  fireEvent.click(await within(dialog).findByRole("tab", { name }));
  return panelOf(name);
}

/** A tab's panel, found through the tab even while it is hidden. */
const panelOf = (name: string) => document.getElementById(screen.getByRole("tab", { name }).getAttribute("aria-controls")!)!;
const headers = (panel: HTMLElement) => within(panel).getAllByRole("columnheader").map((th) => th.textContent);
const row = (panel: HTMLElement, text: string) => within(panel).getByText(text).closest("tr")!;
const cells = (tr: HTMLElement) => [...tr.querySelectorAll("th, td")].map((c) => c.textContent);

describe("Admin Dashboard", () => {
  it("shows a loading state until all the lists have answered", async () => {
    let answerRoles!: () => void;
    const roles = new Promise<Response>((resolve) => (answerRoles = () => resolve(json(200, { rows: [] }))));
    fetchMock.mockImplementation(answerByRoute(adminRoutes({ "GET /api/admin/user-roles": () => roles })));
    const { dialog } = await openDashboard();
    expect(within(dialog).getByRole("status").textContent).toBe("Loading admin data");
    expect(within(dialog).queryByRole("tab")).toBeNull();
    answerRoles();
    expect(await within(dialog).findByRole("tab", { name: "Overview", selected: true })).toBeTruthy();
    expect(notify.error).not.toHaveBeenCalled();
  });

  it("has the spec's seven tabs, moved through with the arrow keys", async () => {
    const { dialog } = await openDashboard();
    const tabs = await within(dialog).findAllByRole("tab");
    expect(tabs.map((t) => t.textContent)).toEqual(["Overview", "Users", "Subscriptions", "Contacts", "Audit", "Security", "Roles"]);
    expect(tabs.map((t) => t.tabIndex)).toEqual([0, -1, -1, -1, -1, -1, -1]);
    tabs[0]!.focus();
    fireEvent.keyDown(tabs[0]!, { key: "ArrowRight" });
    expect(document.activeElement).toBe(tabs[1]);
    expect(tabs[1]!.getAttribute("aria-selected")).toBe("true");
    expect(panelOf("Users").hidden).toBe(false);
    fireEvent.keyDown(tabs[1]!, { key: "End" });
    expect(document.activeElement).toBe(tabs[6]);
    fireEvent.keyDown(tabs[6]!, { key: "ArrowRight" });
    expect(document.activeElement).toBe(tabs[0]);
    fireEvent.keyDown(tabs[0]!, { key: "ArrowLeft" });
    expect(document.activeElement).toBe(tabs[6]);
    fireEvent.keyDown(tabs[6]!, { key: "Home" });
    expect(panelOf("Overview").hidden).toBe(false);
    expect(panelOf("Users").hidden).toBe(true);
  });

  it("lists users with 'N/A' for empty fields and readable dates", async () => {
    const panel = await openTab("Users");
    expect(headers(panel)).toEqual(["Email", "Full name", "Company name", "Phone", "Subscription tier", "Subscription status", "Trial ends at", "Created at", "ID"]);
    expect(within(panel).getByRole("table", { name: "Users" })).toBeTruthy();
    expect(within(panel).getByRole("region", { name: "Users table" }).tabIndex).toBe(0);
    const bob = row(panel, "Bob Builder");
    expect(cells(bob)).toEqual(["bob@example.com", "Bob Builder", "N/A", "555-0100", "N/A", "N/A", expect.stringMatching(/^Dec 2[234], 2026/), expect.stringMatching(/^Nov 20, 2026/), "p2"]);
    expect(cells(row(panel, "Ada Admin"))[3]).toBe("N/A"); // an empty string is empty too
    const created = bob.querySelector("time[datetime='2026-11-20T09:30:00Z']")!;
    expect(created.getAttribute("title")).toBe("2026-11-20T09:30:00Z");
  });

  it("cuts a long cell short, with the full text in its title and on keyboard focus", async () => {
    const panel = await openTab("Users");
    const email = "ada.lovelace@analytical-engines-and-sons.example.com";
    const cut = within(panel).getByText(email);
    expect(cut.getAttribute("title")).toBe(email);
    expect(cut.tabIndex).toBe(0);
    expect(cut.className).toContain("truncate");
    expect(within(panel).getByText("bob@example.com").getAttribute("title")).toBeNull(); // short: shown whole
  });

  it("lists subscriptions with 'Active' when there is no cancel date, and status badges", async () => {
    const panel = await openTab("Subscriptions");
    expect(headers(panel)).toEqual(["ID", "Plan name", "Status", "Stripe customer ID", "Current period start", "Current period end", "Cancel at", "Created at"]);
    expect(cells(row(panel, "Professional"))[6]).toBe("Active");
    expect(cells(row(panel, "Starter"))[6]).toMatch(/^(Oct 31|Nov 1), 2026/);
    expect(within(panel).getByText("active").className).toContain("bg-primary");
    expect(within(panel).getByText("canceled").className).toContain("bg-muted");
  });

  it("lists contacts with every field", async () => {
    const panel = await openTab("Contacts");
    expect(headers(panel)).toEqual(["ID", "Name", "Email", "Company", "Phone", "Service interest", "Company size", "Preferred contact", "Message", "Submitted at"]);
    expect(cells(row(panel, "Carol Client")).slice(0, 9)).toEqual(["c1", "Carol Client", "carol@example.com", "Acme", "555-0199", "voice-ai", "11-50", "email", "Please call me about voice agents."]);
    expect(cells(row(panel, "Dan Demo")).slice(3, 7)).toEqual(["N/A", "N/A", "N/A", "N/A"]);
  });

  it("marks blocks in the audit log and admins among the roles", async () => {
    let panel = await openTab("Audit");
    expect(headers(panel)).toEqual(["ID", "Action", "Table name", "IP address", "User ID", "Detail", "Created at"]);
    expect(within(panel).getByText("contact_form_blocked").className).toContain("bg-destructive");
    expect(within(panel).getByText("signin").className).not.toContain("bg-destructive");
    expect(cells(row(panel, "signin")).slice(4, 6)).toEqual(["p1", '{"provider":"email"}']);
    expect(cells(row(panel, "contact_form_blocked")).slice(4, 6)).toEqual(["N/A", "N/A"]);

    fireEvent.click(screen.getByRole("tab", { name: "Security" }));
    panel = panelOf("Security");
    expect(headers(panel)).toEqual(["Address", "Account/key", "Action", "Count", "Window start", "Created at", "ID"]);
    expect(cells(row(panel, "contact_form")).slice(0, 4)).toEqual(["203.0.113.9", "N/A", "contact_form", "6"]);
    expect(cells(row(panel, "billing")).slice(0, 4)).toEqual(["N/A", "account:p1", "billing", "2"]);

    fireEvent.click(screen.getByRole("tab", { name: "Roles" }));
    panel = panelOf("Roles");
    expect(headers(panel)).toEqual(["ID", "User ID", "Role", "Created at"]);
    expect(within(panel).getByText("admin").className).toContain("bg-destructive");
    expect(within(panel).getByText("moderator").className).toContain("bg-muted");
  });

  it("filters the open tab's rows by any cell, ignoring case", async () => {
    const panel = await openTab("Contacts");
    const search = within(panel).getByRole("searchbox", { name: "Search" });
    fireEvent.change(search, { target: { value: "ACME" } });
    await waitFor(() => expect(within(panel).queryByText("Dan Demo")).toBeNull());
    expect(within(panel).getByText("Carol Client")).toBeTruthy();
    expect(within(panel).getByRole("status").textContent).toBe("Showing 1 of 2 rows");
    // The full time behind a date counts too.
    fireEvent.change(search, { target: { value: "2026-11-21" } });
    await waitFor(() => expect(within(panel).queryByText("Carol Client")).toBeNull());
    expect(within(panel).getByText("Dan Demo")).toBeTruthy();
    fireEvent.change(search, { target: { value: "nobody" } });
    expect(await within(panel).findByText("No rows match your search.")).toBeTruthy();
    // Other tabs keep all their rows.
    expect(panelOf("Users").hidden).toBe(true);
    expect(panelOf("Users").textContent).toContain("Bob Builder");
  });

  it("offers each list as a CSV file", async () => {
    const { dialog } = await openDashboard();
    const expected = {
      Users: "/api/admin/profiles?format=csv",
      Subscriptions: "/api/admin/subscriptions?format=csv",
      Contacts: "/api/admin/contacts?format=csv",
      Audit: "/api/admin/audit-logs?format=csv",
      Security: "/api/admin/rate-limits?format=csv",
      Roles: "/api/admin/user-roles?format=csv",
    };
    for (const [tab, href] of Object.entries(expected)) {
      fireEvent.click(await within(dialog).findByRole("tab", { name: tab }));
      const link = within(panelOf(tab)).getByRole("link", { name: "Download CSV" });
      expect(link.getAttribute("href")).toBe(href);
      expect(link.hasAttribute("download")).toBe(true);
    }
    expect(panelOf("Overview").querySelector("a[download]")).toBeNull();
  });

  it("gives the focus back to the account menu's button when closed", async () => {
    const host = renderAdminHost();
    const menuButton = screen.getByRole("button", { name: "Account menu" });
    menuButton.focus();
    host.open();
    const dialog = await screen.findByRole("dialog", { name: "Admin Dashboard" });
    fireEvent.click(within(dialog).getByRole("button", { name: "Close" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(document.activeElement).toBe(menuButton);
  });
});
