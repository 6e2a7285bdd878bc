import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { getQueryClient } from "~/providers/query-provider";
import { answerByRoute, json, stubFetchAndNewTabs } from "~/test/fixtures";
import { adminRoutes } from "../admin-test-data";
import { openDashboard } from "../admin-test-host";

const notify = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn(), info: vi.fn() }));
vi.mock("~/lib/notify", () => ({ notify }));
vi.mock("./overview-charts", () => ({ default: () => null }));

const { fetchMock } = stubFetchAndNewTabs();

beforeAll(async () => {
  await import("./admin-dashboard");
});

/** A contact row as GET /api/admin/contacts lists it. */
const contact = (n: number) => ({
  id: `c${n}`,
  name: `Lead ${n}`,
  email: `lead${n}@example.com`,
  company: "Acme",
  phone: "",
  service_interest: "",
  company_size: "",
  preferred_contact: "email",
  message: "Hello",
  submitted_at: "2026-11-22T10:00:00Z",
});

/** Contacts in three pages: 1–2 (first), 3–4 (after "cur-a"), 5 (after "cur-b", the last). */
const pages: Record<string, { rows: unknown[]; next_before: string | null }> = {
  "/api/admin/contacts": { rows: [contact(1), contact(2)], next_before: "cur-a" },
  "/api/admin/contacts?before=cur-a": { rows: [contact(3), contact(4)], next_before: "cur-b" },
  "/api/admin/contacts?before=cur-b": { rows: [contact(5)], next_before: null },
};

let asked: string[];
let hold: Promise<void> | null;

beforeEach(() => {
  notify.error.mockReset();
  getQueryClient().clear();
  getQueryClient().setDefaultOptions({ queries: { retry: false } });
  asked = [];
  hold = null;
  fetchMock.mockImplementation(
    answerByRoute(
      adminRoutes({
        "GET /api/admin/contacts": async (_init, url) => {
          const path = url!.replace(/^https?:\/\/[^/]+/, "");
          asked.push(path);
          if (hold) await hold;
          const page = pages[path];
          return page ? json(200, page) : json(400, { error: { code: "validation", message: "Bad cursor." } });
        },
      }),
    ),
  );
});

async function contactsPanel() {
  const { dialog } = await openDashboard();
  fireEvent.click(await within(dialog).findByRole("tab", { name: "Contacts" }));
  return document.getElementById(screen.getByRole("tab", { name: "Contacts" }).getAttribute("aria-controls")!)!;
}

const names = (panel: HTMLElement) => within(panel).getAllByRole("row").slice(1).map((r) => r.querySelectorAll("td")[0]!.textContent);

describe("Load more", () => {
  it("appends the older pages after the first, then says every row is shown", async () => {
    const panel = await contactsPanel();
    expect(names(panel)).toEqual(["Lead 1", "Lead 2"]);
    const button = within(panel).getByRole("button", { name: "Load more" });

    button.focus();
    fireEvent.click(button);
    await waitFor(() => expect(names(panel)).toEqual(["Lead 1", "Lead 2", "Lead 3", "Lead 4"]));
    expect(within(panel).getByRole("status").textContent).toBe("4 rows");
    // More remain: the button stays, with the focus.
    expect(document.activeElement).toBe(within(panel).getByRole("button", { name: "Load more" }));

    fireEvent.click(within(panel).getByRole("button", { name: "Load more" }));
    await waitFor(() => expect(names(panel)).toEqual(["Lead 1", "Lead 2", "Lead 3", "Lead 4", "Lead 5"]));
    expect(within(panel).queryByRole("button", { name: /Load more|Loading/ })).toBeNull();
    const end = within(panel).getByText("All rows are shown.");
    await waitFor(() => expect(document.activeElement).toBe(end));
    expect(asked).toEqual(["/api/admin/contacts", "/api/admin/contacts?before=cur-a", "/api/admin/contacts?before=cur-b"]);
    expect(notify.error).not.toHaveBeenCalled();
  });

  it("says it is loading, keeps the focus on the button, and asks once however often it is pressed", async () => {
    const panel = await contactsPanel();
    let release!: () => void;
    hold = new Promise((resolve) => (release = resolve));
    const button = within(panel).getByRole("button", { name: "Load more" });
    button.focus();
    fireEvent.click(button);
    const busy = await within(panel).findByRole("button", { name: "Loading more rows…" });
    expect(busy).toBe(button);
    expect(busy.getAttribute("aria-busy")).toBe("true");
    expect(busy.getAttribute("aria-disabled")).toBe("true");
    expect(busy.hasAttribute("disabled")).toBe(false);
    expect(document.activeElement).toBe(busy);
    expect(within(panel).getByRole("status").textContent).toBe("Loading more rows…");
    fireEvent.click(busy);
    fireEvent.click(busy);
    release();
    await waitFor(() => expect(names(panel)).toHaveLength(4));
    expect(asked.filter((p) => p.includes("before="))).toEqual(["/api/admin/contacts?before=cur-a"]);
  });

  it("searches the rows loaded so far", async () => {
    const panel = await contactsPanel();
    fireEvent.change(within(panel).getByRole("searchbox", { name: "Search" }), { target: { value: "lead3@" } });
    expect(await within(panel).findByText("No rows match your search.")).toBeTruthy();
    fireEvent.click(within(panel).getByRole("button", { name: "Load more" }));
    await waitFor(() => expect(names(panel)).toEqual(["Lead 3"]));
    expect(within(panel).getByRole("status").textContent).toBe("Showing 1 of 4 rows");
  });

  it("keeps the rows and the button when a page fails, with the spec's error toast", async () => {
    pages["/api/admin/contacts"]!.next_before = "stale";
    try {
      const panel = await contactsPanel();
      fireEvent.click(within(panel).getByRole("button", { name: "Load more" }));
      await waitFor(() => expect(notify.error).toHaveBeenCalledWith("Failed to load admin data.", "Error"));
      expect(names(panel)).toEqual(["Lead 1", "Lead 2"]);
      expect(within(panel).getByRole("button", { name: "Load more" })).toBeTruthy();
      expect(within(panel).getByRole("status").textContent).toBe("2 rows");
    } finally {
      pages["/api/admin/contacts"]!.next_before = "cur-a";
    }
  });

  it("shows no button on a list that fits its first page", async () => {
    const { dialog } = await openDashboard();
    fireEvent.click(await within(dialog).findByRole("tab", { name: "Users" }));
    expect(within(dialog).queryByRole("button", { name: "Load more" })).toBeNull();
    expect(within(dialog).queryByText("All rows are shown.")).toBeNull();
  });
});
