import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { getQueryClient } from "~/providers/query-provider";
import { json, stubFetchAndNewTabs } from "~/test/fixtures";
import { renderServiceWorkspace, requests, sentJson } from "../../test-host";

const { fetchMock } = stubFetchAndNewTabs();

beforeEach(() => {
  getQueryClient().clear();
  getQueryClient().setDefaultOptions({ queries: { retry: false } });
  // Wednesday, March 11, 2026, 23:30 in New York: already Thursday in UTC.
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(new Date("2026-03-12T03:30:00Z"));
});
afterEach(() => vi.useRealTimers());

const desk = { id: "v1", service_type: "voice-ai", service_name: "Front desk" };
const profile = {
  id: "receptionist",
  name: "Brightsmile",
  kind: "Dental clinic",
  greeting: "Hello!",
  tone: "friendly",
  timezone: "America/New_York",
  address: "1 Elm St",
  phone: "555 010 2000",
  hours: { monday: [{ open: "08:00", close: "17:00" }], tuesday: [], wednesday: [], thursday: [], friday: [], saturday: [], sunday: [] },
  services: [{ name: "Cleaning", keywords: [], price_cents: 9000, duration_minutes: 60 }],
  faq: [],
  booking: { lead_time_hours: 2, slot_minutes: 30, collect: ["name", "phone"], mode: "request", closed_dates: [] },
  emergency: { triggers: [{ any: ["swelling"] }], message: "Call us.", phone: "555 010 2999" },
};
const maria = {
  id: "a1",
  service_id: "v1",
  service_name: "Cleaning",
  start: "2026-03-09T09:00:00-04:00",
  end: "2026-03-09T10:00:00-04:00",
  caller_name: "Maria Lopez",
  phone: "+1 555 010 2030",
  notes: "First visit",
  source: "phone",
  status: "requested",
  created_at: "2026-03-02T14:05:00Z",
  updated_at: "2026-03-02T14:05:00Z",
};
const book = (appointments: unknown[]) => ({ appointments, timezone: "America/New_York", from: "2026-03-09", to: "2026-03-15", truncated: false });

function render(patch: (body: Record<string, unknown>) => Response) {
  renderServiceWorkspace(fetchMock, desk, {
    "GET /api/services/v1/receptionist": () => json(200, { profile, saved: true }),
    "GET /api/services/v1/calls": () => json(200, { calls: [], next: null }),
    "GET /api/services/v1/embeds": () => json(200, { embeds: [] }),
    "GET /api/ai/voice-chat/options": () => json(200, { businesses: [], default_business: "", engine: "built-in", transcription: false }),
    "GET /api/services/v1/appointments": (_init, url) => json(200, book(url?.includes("from=2026-03-09&to=2026-03-15") ? [maria] : [])),
    "PATCH /api/services/v1/appointments/a1": (init) => patch(sentJson(init)),
  });
}

describe("AppointmentCalendar", () => {
  it("shows the business's week from Monday with each appointment on its clock, and confirms one", async () => {
    render((body) => json(200, { appointment: { ...maria, ...body } }));
    const panel = await screen.findByRole("region", { name: "Appointments" }, { timeout: 5000 });
    expect(within(panel).getByTestId("calendar-range").textContent).toBe("March 9 – 15, 2026");
    const card = await within(panel).findByRole("listitem", { name: "Maria Lopez at 9:00 AM on Monday, March 9" });
    for (const text of ["9:00 AM – 10:00 AM", "Cleaning", "+1 555 010 2030", "First visit", "Source: Phone", "Requested"]) {
      expect(within(card).getByText(text, { exact: false })).toBeTruthy();
    }
    expect(requests(fetchMock.mock.calls)).toContain("GET /api/services/v1/appointments?from=2026-03-09&to=2026-03-15");
    fireEvent.click(within(card).getByRole("button", { name: /^Confirm Maria Lopez/ }));
    await waitFor(() => expect(requests(fetchMock.mock.calls)).toContain("PATCH /api/services/v1/appointments/a1"));
    const patch = fetchMock.mock.calls.find(([, init]) => init?.method === "PATCH");
    expect(sentJson(patch?.[1])).toEqual({ status: "confirmed" });
  });

  it("moves one with the offset of the new day and shows the server's refusal as it is", async () => {
    render(() => json(409, { error: { code: "conflict", message: "That time is already taken by another appointment." } }));
    const panel = await screen.findByRole("region", { name: "Appointments" }, { timeout: 5000 });
    const card = await within(panel).findByRole("listitem", { name: /^Maria Lopez/ });
    fireEvent.click(within(card).getByRole("button", { name: /^Move Maria Lopez/ }));
    const dialog = await screen.findByRole("dialog", { name: "Move this appointment" });
    const input = within(dialog).getByLabelText(/^New start/) as HTMLInputElement;
    expect(input.value).toBe("2026-03-09T09:00");
    // Across New York's change of clocks (March 8), back to the Friday before it.
    fireEvent.change(input, { target: { value: "2026-03-06T10:00" } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Move appointment" }));
    expect(await within(dialog).findByText("That time is already taken by another appointment.")).toBeTruthy();
    const patch = fetchMock.mock.calls.find(([, init]) => init?.method === "PATCH");
    expect(sentJson(patch?.[1])).toEqual({ start: "2026-03-06T10:00:00-05:00" });
  });

  it("steps by day and week and says how appointments arrive when there are none", async () => {
    render(() => json(500, {}));
    const panel = await screen.findByRole("region", { name: "Appointments" }, { timeout: 5000 });
    await within(panel).findByRole("listitem", { name: /^Maria Lopez/ });
    fireEvent.click(within(panel).getByRole("button", { name: "Next week" }));
    expect(await within(panel).findByText("No appointments this week.")).toBeTruthy();
    expect(within(panel).getByText(/Appointments arrive when your receptionist books a caller/)).toBeTruthy();
    fireEvent.click(within(panel).getByRole("button", { name: "Day" }));
    expect(within(panel).getByTestId("calendar-range").textContent).toBe("Wednesday, March 18, 2026");
    fireEvent.click(within(panel).getByRole("button", { name: "Today" }));
    expect(within(panel).getByTestId("calendar-range").textContent).toBe("Wednesday, March 11, 2026");
    expect(await within(panel).findByText("No appointments this day.")).toBeTruthy();
    expect(requests(fetchMock.mock.calls)).toContain("GET /api/services/v1/appointments?from=2026-03-11&to=2026-03-11");
  });
});
