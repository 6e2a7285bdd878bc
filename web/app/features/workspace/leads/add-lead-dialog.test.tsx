import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { getQueryClient } from "~/providers/query-provider";
import { json, stubFetchAndNewTabs } from "~/test/fixtures";
import { renderServiceWorkspace, requests, sentJson } from "../test-host";
import type { InboxLead } from "./lead-schema";
import { testLead } from "./test-leads";

const notify = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }));
vi.mock("~/lib/notify", () => ({ notify }));

const { fetchMock } = stubFetchAndNewTabs();

beforeEach(() => {
  getQueryClient().clear();
  getQueryClient().setDefaultOptions({ queries: { retry: false } });
  notify.success.mockClear();
  notify.error.mockClear();
});

const desk = { id: "s1", service_type: "call-center", service_name: "Bright Smiles" };
const profile = {
  profile: {
    business_name: "Bright Smiles",
    offer: "Dental implants",
    service_area: "",
    typical_value: 3000,
    urgent_signals: [],
    not_leads: [],
    form_fields: { company: "optional" },
  },
  saved: true,
};

function routes(post: (init: RequestInit | undefined) => Response) {
  let leads: InboxLead[] = [];
  return {
    "GET /api/services/s1/leads": () => json(200, { leads, hot_score: 80 }),
    "GET /api/services/s1/embeds": () => json(200, { embeds: [] }),
    "GET /api/services/s1/lead-profile": () => json(200, profile),
    "POST /api/services/s1/leads": (init: RequestInit | undefined) => {
      const res = post(init);
      if (res.status === 201) {
        const body = sentJson(init);
        leads = [testLead({ id: "m1", name: String(body.name), phone: String(body.phone), notes: String(body.notes), source: "manual" })];
      }
      return res;
    },
  };
}

const openDialog = async () => {
  const button = await screen.findByRole("button", { name: "Add Lead" });
  fireEvent.click(button);
  const dialog = await screen.findByRole("dialog", { name: "Add a lead" });
  return { button, dialog };
};

describe("AddLeadDialog", () => {
  it("adds a lead typed by hand: the dialog closes, the inbox is read again and shows it", async () => {
    const sent: Record<string, unknown>[] = [];
    renderServiceWorkspace(
      fetchMock,
      desk,
      routes((init) => {
        sent.push(sentJson(init));
        return json(201, { lead: testLead({ id: "m1", name: "Maria Lopez", scoring: "queued", score: null, temperature: null, kind: null, reasons: [] }) });
      }),
    );
    const { button, dialog } = await openDialog();
    const name = within(dialog).getByLabelText(/^Name/);
    await waitFor(() => expect(document.activeElement).toBe(name));
    fireEvent.change(name, { target: { value: "Maria Lopez" } });
    fireEvent.change(within(dialog).getByLabelText(/^Phone/), { target: { value: "555-201-3344" } });
    fireEvent.change(within(dialog).getByLabelText(/^What they asked for/), { target: { value: "I need dental implants." } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Add Lead" }));

    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(sent).toEqual([{ name: "Maria Lopez", company: "", email: "", phone: "555-201-3344", notes: "I need dental implants." }]);
    expect(notify.success).toHaveBeenCalledWith("Maria Lopez added to your leads.", "It is being scored.");
    const board = await screen.findByRole("group", { name: "Pipeline" });
    expect(await within(board).findByText("Maria Lopez")).toBeTruthy();
    expect(requests(fetchMock.mock.calls).filter((r) => r === "GET /api/services/s1/leads")).toHaveLength(2);
    await waitFor(() => expect(document.activeElement).toBe(button));
  });

  it("checks before sending: a lead needs a name, an e-mail or a phone, and a valid e-mail", async () => {
    renderServiceWorkspace(fetchMock, desk, routes(() => json(500, {})));
    const { dialog } = await openDialog();
    fireEvent.click(within(dialog).getByRole("button", { name: "Add Lead" }));
    expect(await within(dialog).findByText("Give a name, an email address or a phone number")).toBeTruthy();

    fireEvent.change(within(dialog).getByLabelText(/^Email/), { target: { value: "maria@" } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Add Lead" }));
    expect(await within(dialog).findByText("Invalid email address")).toBeTruthy();
    const email = within(dialog).getByLabelText(/^Email/);
    expect(email.getAttribute("aria-invalid")).toBe("true");
    expect(document.getElementById(email.getAttribute("aria-describedby")!)?.textContent).toBe("Invalid email address");
    expect(requests(fetchMock.mock.calls)).not.toContain("POST /api/services/s1/leads");
  });

  it("shows the server's field messages beside the fields and keeps what was typed; a paused service is said above the buttons", async () => {
    let answer = json(400, {
      error: { code: "validation", message: "Some fields contain invalid data.", fields: { phone: "Phone must be at most 30 characters" } },
    });
    renderServiceWorkspace(fetchMock, desk, routes(() => answer));
    const { dialog } = await openDialog();
    fireEvent.change(within(dialog).getByLabelText(/^Name/), { target: { value: "Maria Lopez" } });
    fireEvent.change(within(dialog).getByLabelText(/^Phone/), { target: { value: "555-201-3344" } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Add Lead" }));

    expect(await within(dialog).findByText("Phone must be at most 30 characters")).toBeTruthy();
    const phone = within(dialog).getByLabelText(/^Phone/) as HTMLInputElement;
    expect(phone.getAttribute("aria-invalid")).toBe("true");
    expect(phone.value).toBe("555-201-3344");
    expect((within(dialog).getByLabelText(/^Name/) as HTMLInputElement).value).toBe("Maria Lopez");
    expect(within(dialog).queryByRole("alert")).toBeNull();

    answer = json(409, { error: { code: "conflict", message: "This service is paused. Activate it on your dashboard to record usage." } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Add Lead" }));
    expect((await within(dialog).findByRole("alert")).textContent).toBe("This service is paused. Activate it on your dashboard to record usage.");
    expect(screen.getByRole("dialog", { name: "Add a lead" })).toBeTruthy();
  });

  it("closes on Escape and gives the focus back to the button", async () => {
    renderServiceWorkspace(fetchMock, desk, routes(() => json(500, {})));
    const { button, dialog } = await openDialog();
    fireEvent.keyDown(dialog, { key: "Escape" });
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(button));
  });
});
