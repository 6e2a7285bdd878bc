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
const profile = {
  id: "receptionist",
  name: "Front desk",
  kind: "",
  greeting: "Thank you for calling Front desk. How can I help you today?",
  tone: "friendly",
  timezone: "America/New_York",
  address: "",
  phone: "",
  hours: { monday: [{ open: "09:00", close: "17:00" }], tuesday: null, wednesday: null, thursday: null, friday: null, saturday: null, sunday: null },
  services: [],
  faq: [],
  booking: { lead_time_hours: 0, slot_minutes: 30, collect: ["name", "phone"] },
  emergency: { triggers: [], message: "", phone: "" },
};
const line = {
  provider: "twilio",
  account_sid: "AC0123456789abcdef0123456789abcdef",
  phone_number: "+15550102030",
  voice_url: "https://lexa.example/api/phone/twilio/tok/voice",
  status_url: "https://lexa.example/api/phone/twilio/tok/status",
  connected_at: "2026-11-29T18:00:00Z",
};
const sid = "AC0123456789abcdef0123456789abcdef";
const token = "SecretTokenSecretTokenSecretTok1";

const routes = (saved = true) => ({
  "GET /api/services/v1/receptionist": () => json(200, { profile, saved }),
  "GET /api/services/v1/calls": () => json(200, { calls: [], next: null }),
  "GET /api/services/v1/embeds": () => json(200, { embeds: [] }),
  "GET /api/services/v1/appointments": () => json(200, { appointments: [], timezone: "America/New_York", from: "", to: "", truncated: false }),
  "GET /api/ai/voice-chat/options": () => json(200, { businesses: [], default_business: "", engine: "built-in", transcription: false }),
  "GET /api/services/v1/phone": () => json(404, { error: { code: "not_found", message: "No phone number is connected to this receptionist." } }),
});

async function fillConnect(region: HTMLElement, number = "+1 (555) 010-2030") {
  fireEvent.change(await within(region).findByLabelText(/^Account SID/), { target: { value: sid } });
  fireEvent.change(within(region).getByLabelText(/^Auth Token/), { target: { value: token } });
  fireEvent.change(within(region).getByLabelText(/^Phone number/), { target: { value: number } });
  fireEvent.click(within(region).getByRole("button", { name: "Connect" }));
}

describe("the phone line", () => {
  it("explains Twilio's steps and refuses malformed fields before sending anything", async () => {
    renderServiceWorkspace(fetchMock, desk, routes());
    const region = await screen.findByRole("region", { name: "Phone line" }, { timeout: 5000 });
    expect(await within(region).findByText(/copy the Account SID and the Auth Token/)).toBeTruthy();
    expect(within(region).getByLabelText(/^Auth Token/).getAttribute("type")).toBe("password");
    fireEvent.change(within(region).getByLabelText(/^Account SID/), { target: { value: "AC123" } });
    fireEvent.change(within(region).getByLabelText(/^Phone number/), { target: { value: "555 0102" } });
    fireEvent.click(within(region).getByRole("button", { name: "Connect" }));
    expect(await within(region).findByText(/Account SID must be AC followed by 32 letters/)).toBeTruthy();
    expect(within(region).getByText(/Auth token must be the 32 letters/)).toBeTruthy();
    expect(within(region).getByText(/Phone number must be in international form/)).toBeTruthy();
    expect(within(region).getByLabelText(/^Account SID/).getAttribute("aria-invalid")).toBe("true");
    expect(requests(fetchMock.mock.calls).filter((r) => r.startsWith("PUT"))).toEqual([]);
  });

  it("shows Twilio's refusal beside its field, and a 504 above the button", async () => {
    let answer = json(400, {
      error: { code: "validation", message: "Twilio says this number is not on your account.", fields: { phone_number: "Twilio says this number is not on your account." } },
    });
    renderServiceWorkspace(fetchMock, desk, { ...routes(), "PUT /api/services/v1/phone": () => answer });
    const region = await screen.findByRole("region", { name: "Phone line" }, { timeout: 5000 });
    await fillConnect(region);
    expect(await within(region).findByText("Twilio says this number is not on your account.")).toBeTruthy();
    expect(within(region).getByLabelText(/^Phone number/).getAttribute("aria-invalid")).toBe("true");

    answer = json(504, { error: { code: "upstream_timeout", message: "Twilio did not answer in time. Please try again in a moment." } });
    fireEvent.click(within(region).getByRole("button", { name: "Connect" }));
    expect((await within(region).findByRole("alert")).textContent).toBe("Twilio did not answer in time. Please try again in a moment.");
  });

  it("connects: sends the number in E.164, then shows the line without the token, and disconnects after a confirm", async () => {
    let connected = false;
    renderServiceWorkspace(fetchMock, desk, {
      ...routes(),
      "PUT /api/services/v1/phone": () => {
        connected = true;
        return json(200, { phone: line });
      },
      "DELETE /api/services/v1/phone": () => json(200, { phone: null }),
    });
    const region = await screen.findByRole("region", { name: "Phone line" }, { timeout: 5000 });
    await fillConnect(region);
    expect(await within(region).findByTestId("phone-number")).toBeTruthy();
    expect(connected).toBe(true);
    const put = fetchMock.mock.calls.find(([url, init]) => url === "/api/services/v1/phone" && init?.method === "PUT");
    expect(sentJson(put?.[1])).toEqual({ provider: "twilio", account_sid: sid, auth_token: token, phone_number: "+15550102030" });
    expect(within(region).getByTestId("phone-number").textContent).toBe("+15550102030");
    expect(within(region).getByText(line.voice_url)).toBeTruthy();
    expect(within(region).getByText(line.status_url)).toBeTruthy();
    expect(within(region).getByRole("button", { name: "Copy voice URL" })).toBeTruthy();
    expect(region.textContent).not.toContain(token);
    expect(within(region).queryByLabelText(/^Auth Token/)).toBeNull();

    fireEvent.click(within(region).getByRole("button", { name: "Disconnect" }));
    const dialog = await screen.findByRole("dialog", { name: "Disconnect this number?" });
    expect(requests(fetchMock.mock.calls)).not.toContain("DELETE /api/services/v1/phone");
    fireEvent.click(within(dialog).getByRole("button", { name: "Disconnect number" }));
    expect(await within(region).findByLabelText(/^Account SID/)).toBeTruthy();
    expect(requests(fetchMock.mock.calls)).toContain("DELETE /api/services/v1/phone");
  });

  it("shows a connected line as the server gives it", async () => {
    renderServiceWorkspace(fetchMock, desk, { ...routes(), "GET /api/services/v1/phone": () => json(200, { phone: line }) });
    const region = await screen.findByRole("region", { name: "Phone line" }, { timeout: 5000 });
    expect((await within(region).findByTestId("phone-number")).textContent).toBe("+15550102030");
    expect(within(region).getByText(line.account_sid)).toBeTruthy();
    expect(within(region).queryByRole("button", { name: "Connect" })).toBeNull();
  });
});

describe("call your receptionist", () => {
  it("starts a call, shows each turn, and ends when the receptionist hangs up", async () => {
    const turns: unknown[] = [];
    renderServiceWorkspace(fetchMock, desk, {
      ...routes(),
      "POST /api/services/v1/phone/test-call": (init) => {
        const turn = sentJson(init);
        turns.push(turn);
        if (turn.call_id === "") return json(200, { call_id: "test-1", say: profile.greeting, dial: null, hang_up: false });
        if (turn.speech === "When are you open?") return json(200, { call_id: "test-1", say: "We're open Monday 9 AM to 5 PM.", dial: null, hang_up: false });
        return json(200, { call_id: "test-1", say: "Thanks for calling. Goodbye!", dial: null, hang_up: true });
      },
    });
    const section = await screen.findByRole("region", { name: "Call your receptionist" }, { timeout: 5000 });
    fireEvent.click(await within(section).findByRole("button", { name: "Start a test call" }));
    const log = await within(section).findByRole("log", { name: "Test call" });
    expect(await within(log).findByText(profile.greeting)).toBeTruthy();

    // An empty turn is refused in the browser.
    fireEvent.click(within(section).getByRole("button", { name: "Say it" }));
    expect(await within(section).findByText("Say something to the receptionist")).toBeTruthy();

    fireEvent.change(within(section).getByLabelText("What the caller says"), { target: { value: "When are you open?" } });
    fireEvent.click(within(section).getByRole("button", { name: "Say it" }));
    expect(await within(log).findByText("We're open Monday 9 AM to 5 PM.")).toBeTruthy();
    expect(within(log).getByText("When are you open?")).toBeTruthy();

    fireEvent.change(within(section).getByLabelText("What the caller says"), { target: { value: "That's all, bye" } });
    fireEvent.click(within(section).getByRole("button", { name: "Say it" }));
    expect(await within(section).findByText("The receptionist hung up. The call is over.")).toBeTruthy();
    expect(within(section).queryByLabelText("What the caller says")).toBeNull();
    await waitFor(() => expect(document.activeElement).toBe(within(section).getByRole("button", { name: "Call again" })));
    expect(turns).toEqual([
      { call_id: "", speech: "" },
      { call_id: "test-1", speech: "When are you open?" },
      { call_id: "test-1", speech: "That's all, bye" },
    ]);
  });

  it("says when the line would dial the emergency number", async () => {
    renderServiceWorkspace(fetchMock, desk, {
      ...routes(),
      "POST /api/services/v1/phone/test-call": (init) =>
        sentJson(init).call_id === ""
          ? json(200, { call_id: "test-2", say: profile.greeting, dial: null, hang_up: false })
          : json(200, { call_id: "test-2", say: "Turn off the main valve.", dial: "5550143399", hang_up: true }),
    });
    const section = await screen.findByRole("region", { name: "Call your receptionist" }, { timeout: 5000 });
    fireEvent.click(await within(section).findByRole("button", { name: "Start a test call" }));
    fireEvent.change(await within(section).findByLabelText("What the caller says"), { target: { value: "My basement is flooding" } });
    fireEvent.click(within(section).getByRole("button", { name: "Say it" }));
    expect(await within(section).findByText(/would now dial the emergency number 5550143399/)).toBeTruthy();
    expect(within(section).getByText("Turn off the main valve.")).toBeTruthy();
  });

  it("waits for a saved profile", async () => {
    renderServiceWorkspace(fetchMock, desk, routes(false));
    const section = await screen.findByRole("region", { name: "Call your receptionist" }, { timeout: 5000 });
    expect(within(section).getByText("Save the profile first; the call answers with what you saved.")).toBeTruthy();
    await waitFor(() => expect(within(section).queryByRole("button", { name: "Start a test call" })).toBeNull());
  });
});
