import { screen, waitFor } from "@testing-library/react";
import { beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { getQueryClient } from "~/providers/query-provider";
import { answerByRoute, json, stubFetchAndNewTabs } from "~/test/fixtures";
import { adminRoutes } from "../admin-test-data";
import { openDashboard, renderAdminHost } from "../admin-test-host";

const notify = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn(), info: vi.fn() }));
vi.mock("~/lib/notify", () => ({ notify }));

// The charts have their own test (overview-panel.test.tsx).
vi.mock("./overview-charts", () => ({ default: () => null }));

const { fetchMock } = stubFetchAndNewTabs();

// The dashboard's chunk, compiled once up front so that no test waits for it.
beforeAll(async () => {
  await import("./admin-dashboard");
});

beforeEach(() => {
  notify.error.mockReset();
  getQueryClient().clear();
  getQueryClient().setDefaultOptions({ queries: { retry: false } });
});

const adminRequests = () => fetchMock.mock.calls.filter(([url]) => String(url).startsWith("/api/admin/"));

/** Opens the dashboard with the role check answering `answer`, and expects it refused with `toast`. */
async function expectRefused(answer: () => Response | Promise<Response>, toast: [description: string, title: string]) {
  fetchMock.mockImplementation(answerByRoute(adminRoutes({ "GET /api/auth/has-role": answer })));
  renderAdminHost().open();
  await waitFor(() => expect(notify.error).toHaveBeenCalledWith(...toast));
  expect(notify.error).toHaveBeenCalledTimes(1);
  expect(screen.queryByRole("dialog")).toBeNull();
  // Nothing of the admin data is asked for.
  expect(adminRequests()).toEqual([]);
}

describe("Admin Dashboard access", () => {
  it("registers with the avatar menu and loads nothing until opened", () => {
    const host = renderAdminHost();
    expect(host.registered()).toBe(true);
    expect(fetchMock).not.toHaveBeenCalled();
    host.unmount();
    expect(host.registered()).toBe(false);
  });

  it("refuses a visitor who is not signed in, without asking the server", async () => {
    fetchMock.mockImplementation(answerByRoute(adminRoutes()));
    renderAdminHost(null).open();
    await waitFor(() => expect(notify.error).toHaveBeenCalledWith("Please log in to access admin features.", "Access Denied"));
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("refuses when the session has ended (401)", async () => {
    await expectRefused(() => json(401, { error: { code: "unauthenticated", message: "Please sign in." } }), [
      "Please log in to access admin features.",
      "Access Denied",
    ]);
  });

  it("refuses a user without the admin role", async () => {
    await expectRefused(() => json(200, { has_role: false }), ["You don't have admin permissions.", "Access Denied"]);
  });

  it("refuses when the server forbids the check (403)", async () => {
    await expectRefused(() => json(403, { error: { code: "forbidden", message: "Forbidden." } }), [
      "You don't have admin permissions.",
      "Access Denied",
    ]);
  });

  it("says it could not verify when the server fails", async () => {
    await expectRefused(() => json(500, { error: { code: "internal", message: "Internal error." } }), ["Failed to verify admin status.", "Error"]);
  });

  it("says it could not verify when the network fails", async () => {
    await expectRefused(() => Promise.reject(new TypeError("Failed to fetch")), ["Failed to verify admin status.", "Error"]);
  });

  it("checks again at every opening", async () => {
    let admin = true;
    fetchMock.mockImplementation(answerByRoute(adminRoutes({ "GET /api/auth/has-role": () => json(200, { has_role: admin }) })));
    const { dialog, open } = await openDashboard();
    expect(await screen.findByRole("tab", { name: "Overview" })).toBeTruthy();
    screen.getByRole("button", { name: "Close" }).click();
    await waitFor(() => expect(dialog.isConnected).toBe(false));

    admin = false; // the role was revoked meanwhile
    open();
    await waitFor(() => expect(notify.error).toHaveBeenCalledWith("You don't have admin permissions.", "Access Denied"));
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(fetchMock.mock.calls.filter(([url]) => String(url).startsWith("/api/auth/has-role"))).toHaveLength(2);
  });

  it("says 'Failed to load admin data.' when a list fails, and shows the rest", async () => {
    fetchMock.mockImplementation(
      answerByRoute(adminRoutes({ "GET /api/admin/contacts": () => json(500, { error: { code: "internal", message: "Internal error." } }) })),
    );
    const { dialog } = await openDashboard();
    await waitFor(() => expect(notify.error).toHaveBeenCalledWith("Failed to load admin data.", "Error"));
    expect(notify.error).toHaveBeenCalledTimes(1);
    screen.getByRole("tab", { name: "Contacts" }).click();
    expect(await screen.findByText("This list could not be loaded.")).toBeTruthy();
    screen.getByRole("tab", { name: "Users" }).click();
    expect(await screen.findByText("Ada Admin")).toBeTruthy();
    expect(dialog.isConnected).toBe(true);
  });
});
