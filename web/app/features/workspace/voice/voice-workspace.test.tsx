import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { beforeEach, describe, expect, it } from "vitest";
import { getQueryClient } from "~/providers/query-provider";
import { json, stubFetchAndNewTabs } from "~/test/fixtures";
import { renderServiceWorkspace, requests, sentJson } from "../test-host";

const { fetchMock } = stubFetchAndNewTabs();

beforeEach(() => {
  getQueryClient().clear();
  getQueryClient().setDefaultOptions({ queries: { retry: false } });
});

const desk = { id: "v1", service_type: "voice-ai", service_name: "Front desk" };
const starter = {
  id: "receptionist",
  name: "Front desk",
  kind: "",
  greeting: "Thank you for calling Front desk. How can I help you today?",
  tone: "friendly",
  timezone: "America/New_York",
  address: "",
  phone: "",
  hours: { monday: null, tuesday: null, wednesday: null, thursday: null, friday: null, saturday: null, sunday: null },
  services: [],
  faq: [],
  booking: { lead_time_hours: 0, slot_minutes: 30, collect: ["name", "phone"] },
  emergency: { triggers: [], message: "", phone: "" },
};
const call = {
  id: "c1",
  service_id: "v1",
  idempotency_key: "k1",
  caller: "+1 555 010 2030",
  started_at: "2026-03-10T11:00:00Z",
  duration_seconds: 125,
  outcome: "booked",
  created_at: "2026-03-10T11:03:00Z",
};
const routes = (calls: unknown[] = []) => ({
  "GET /api/services/v1/receptionist": () => json(200, { profile: starter, saved: false }),
  "GET /api/services/v1/calls": () => json(200, { calls, next: null }),
  "GET /api/services/v1/calls/c1": () => json(200, { call: { ...call, transcript: "Caller: I need a cleaning." } }),
  "GET /api/services/v1/embeds": () => json(200, { embeds: [] }),
  "GET /api/services/v1/appointments": () => json(200, { appointments: [], timezone: "America/New_York", from: "", to: "", truncated: false }),
  "GET /api/ai/voice-chat/options": () => json(200, { businesses: [], default_business: "", engine: "built-in", transcription: false }),
});

describe("VoiceWorkspace", () => {
  it("starts from the starter profile, says how calls get here, and previews the greeting", async () => {
    renderServiceWorkspace(fetchMock, desk, routes());
    const log = await screen.findByRole("region", { name: "Call log" });
    expect(await within(log).findByText("No calls yet.")).toBeTruthy();
    expect(within(log).getByRole("link", { name: "Open this service's API keys" }).getAttribute("href")).toBe("/dashboard?api-keys=v1");
    expect(screen.getByText(/Not saved yet/)).toBeTruthy();
    expect(screen.getByTestId("preview-greeting").textContent).toBe(starter.greeting);
    expect(screen.getByText("Save the profile first; the console answers with what you saved.", { selector: "p" })).toBeTruthy();
    expect(screen.queryByText(/not here yet/)).toBeNull();
  });

  it("refuses overlapping and impossible hours before sending anything", async () => {
    renderServiceWorkspace(fetchMock, desk, routes());
    fireEvent.click(await screen.findByRole("button", { name: "Add hours on Monday" }));
    fireEvent.click(screen.getByRole("button", { name: "Add hours on Monday" }));
    fireEvent.change(screen.getByLabelText(/Monday opens \(span 2\)/), { target: { value: "12:00" } });
    fireEvent.click(screen.getByRole("button", { name: "Add hours on Tuesday" }));
    fireEvent.change(screen.getByLabelText(/Tuesday closes \(span 1\)/), { target: { value: "25:00" } });
    fireEvent.click(screen.getByRole("button", { name: "Save profile" }));
    expect(await screen.findByText("Spans must be in order and must not overlap")).toBeTruthy();
    expect(screen.getByText("Use 24-hour times, opening before closing: 08:00 to 17:30")).toBeTruthy();
    expect(requests(fetchMock.mock.calls).filter((r) => r.startsWith("PUT"))).toEqual([]);
  });

  it("shows the server's field messages under their fields", async () => {
    renderServiceWorkspace(fetchMock, desk, {
      ...routes(),
      "PUT /api/services/v1/receptionist": () =>
        json(400, { error: { code: "validation", message: "Some fields contain invalid data.", fields: { phone: "Enter a phone number" } } }),
    });
    fireEvent.click(await screen.findByRole("button", { name: "Add hours on Monday" }));
    fireEvent.click(screen.getByRole("button", { name: "Save profile" }));
    expect(await screen.findByText("Enter a phone number")).toBeTruthy();
    expect(screen.getByLabelText(/Front desk phone/).getAttribute("aria-invalid")).toBe("true");
  });

  it("keeps each service as typed when one in the middle is removed, and saves what it shows", async () => {
    renderServiceWorkspace(fetchMock, desk, {
      ...routes(),
      "PUT /api/services/v1/receptionist": (init) => json(200, { profile: sentJson(init), saved: true }),
    });
    const add = await screen.findByRole("button", { name: "Add a service" });
    for (const [i, name] of ["Cleaning", "Filling", "Whitening"].entries()) {
      fireEvent.click(add);
      fireEvent.change(screen.getByLabelText(new RegExp(`^Service ${i + 1} name`)), { target: { value: name } });
      fireEvent.change(screen.getByLabelText(new RegExp(`^Service ${i + 1} price`)), { target: { value: String(i + 1) } });
    }
    fireEvent.click(screen.getByRole("button", { name: "Remove service 2" }));
    expect((screen.getByLabelText(/^Service 1 name/) as HTMLInputElement).value).toBe("Cleaning");
    expect((screen.getByLabelText(/^Service 2 name/) as HTMLInputElement).value).toBe("Whitening");
    expect((screen.getByLabelText(/^Service 2 price/) as HTMLInputElement).value).toBe("3");
    expect(screen.queryByLabelText(/^Service 3 name/)).toBeNull();
    fireEvent.click(screen.getByRole("button", { name: "Add hours on Monday" }));
    fireEvent.click(screen.getByRole("button", { name: "Save profile" }));
    await waitFor(() => expect(requests(fetchMock.mock.calls)).toContain("PUT /api/services/v1/receptionist"));
    const put = fetchMock.mock.calls.find(([url, init]) => url === "/api/services/v1/receptionist" && init?.method === "PUT");
    const sent = sentJson(put?.[1]) as { services: { name: string; price_cents: number }[]; hours: Record<string, unknown> };
    expect(sent.services.map((s) => [s.name, s.price_cents])).toEqual([
      ["Cleaning", 100],
      ["Whitening", 300],
    ]);
    expect(sent.hours.monday).toEqual([{ open: "09:00", close: "17:00" }]);
  });

  it("lists calls and opens a call's transcript", async () => {
    renderServiceWorkspace(fetchMock, desk, routes([call]));
    fireEvent.click(await screen.findByRole("button", { name: "Open the call from +1 555 010 2030" }, { timeout: 5000 }));
    const dialog = await screen.findByRole("dialog", { name: "Call from +1 555 010 2030" });
    expect(await within(dialog).findByText("Caller: I need a cleaning.")).toBeTruthy();
    expect(within(dialog).getByText("2 min 5 s")).toBeTruthy();
  });
});
