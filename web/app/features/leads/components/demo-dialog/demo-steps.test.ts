import { describe, expect, it } from "vitest";
import type { DemoBooking } from "../../api/book-demo";
import { canSchedule, demoPitchName, demoReducer, initialDemoState, stepForFields, type DemoState } from "./demo-steps";
import { localTimeLabel, shortDateLabel } from "./slot-format";

const booking: DemoBooking = {
  id: "b1",
  date: "2026-11-23",
  time: "09:00",
  time_label: "9:00 AM",
  timezone_label: "EST",
  starts_at: "2026-11-23T14:00:00Z",
  service_name: "AI Automation Platform",
};

const onStep2: DemoState = { ...initialDemoState, step: 2 };

describe("demo dialog steps", () => {
  it("goes from details to the slot picker and back, keeping the choice", () => {
    let s = demoReducer(initialDemoState, { type: "details-done" });
    expect(s.step).toBe(2);
    s = demoReducer(s, { type: "pick-date", date: "2026-11-23" });
    s = demoReducer(s, { type: "pick-time", time: "09:30" });
    s = demoReducer(s, { type: "back" });
    expect(s).toMatchObject({ step: 1, date: "2026-11-23", time: "09:30" });
  });

  it("may schedule only once a date and a time are chosen", () => {
    expect(canSchedule(onStep2)).toBe(false);
    const withDate = demoReducer(onStep2, { type: "pick-date", date: "2026-11-23" });
    expect(canSchedule(withDate)).toBe(false);
    expect(canSchedule(demoReducer(withDate, { type: "pick-time", time: "09:00" }))).toBe(true);
  });

  it("ignores a time before a date and clears the time when the day changes", () => {
    expect(demoReducer(onStep2, { type: "pick-time", time: "09:00" }).time).toBeNull();
    let s = demoReducer(onStep2, { type: "pick-date", date: "2026-11-23" });
    s = demoReducer(s, { type: "pick-time", time: "09:00" });
    expect(demoReducer(s, { type: "pick-date", date: "2026-11-23" }).time).toBe("09:00");
    expect(demoReducer(s, { type: "pick-date", date: "2026-11-24" }).time).toBeNull();
  });

  it("shows the confirmation after booking and starts over on reset", () => {
    const done = demoReducer(onStep2, { type: "booked", booking });
    expect(done).toMatchObject({ step: 3, booking });
    expect(demoReducer(done, { type: "reset" })).toEqual(initialDemoState);
  });

  it("stays on step 2 without the taken time when the slot was just booked", () => {
    const s = demoReducer({ ...onStep2, date: "2026-11-23", time: "09:00" }, { type: "slot-taken", message: "Taken" });
    expect(s).toMatchObject({ step: 2, date: "2026-11-23", time: null, slotError: "Taken" });
  });

  it("returns to the step that has the refused field", () => {
    const chosen: DemoState = { ...onStep2, date: "2026-11-23", time: "09:00" };
    expect(demoReducer(chosen, { type: "server-fields", fields: { email: "Invalid email address" } })).toMatchObject({
      step: 1,
      date: "2026-11-23",
      time: "09:00",
      slotError: null,
    });
    expect(
      demoReducer(chosen, { type: "server-fields", fields: { timeSlot: "Please choose an available time" } }),
    ).toMatchObject({ step: 2, date: "2026-11-23", time: null, slotError: "Please choose an available time" });
    expect(
      demoReducer(chosen, { type: "server-fields", fields: { date: "Please choose an available date" } }),
    ).toMatchObject({ step: 2, date: null, time: null });
  });

  it("puts step 1 first when both steps have refused fields", () => {
    expect(stepForFields({ date: "x", phone: "y" })).toBe(1);
    expect(stepForFields({ timeSlot: "x" })).toBe(2);
  });
});

describe("slot labels", () => {
  it("shortens a calendar day the same in every time zone", () => {
    expect(shortDateLabel("2026-11-23")).toBe("Mon, Nov 23");
  });

  it("gives the visitor's own time only outside the demo time zone", () => {
    expect(localTimeLabel("2026-11-23T14:00:00Z", "America/New_York", "America/New_York")).toBeNull();
    expect(localTimeLabel("2026-11-23T14:00:00Z", "America/New_York", "America/Los_Angeles")).toBe("6:00 AM PST");
  });
});

describe("demoPitchName", () => {
  it("names the chosen service, or the brand for a general demo (never 'AI Automation Platform')", () => {
    expect(demoPitchName("voice-ai", "Lexa")).toBe("Voice AI Receptionists");
    expect(demoPitchName("general", "Lexa")).toBe("Lexa");
    expect(demoPitchName("general", "Acme Automation")).toBe("Acme Automation");
  });
});
