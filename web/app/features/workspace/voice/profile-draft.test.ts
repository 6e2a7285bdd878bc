import { describe, expect, it } from "vitest";
import { bookingMessages, closedDateProblems, draftProblems, formErrors, isCalendarDate, fromDraft, hoursMessages, hoursSummary, serviceSummary, toDraft } from "./profile-draft";
import type { Profile } from "./voice-schema";

const profile: Profile = {
  id: "receptionist",
  name: "Brightsmile",
  kind: "Dental clinic",
  greeting: "Hello!",
  tone: "warm",
  timezone: "America/New_York",
  address: "1 Elm St",
  phone: "555 010 2000",
  hours: { monday: [{ open: "08:00", close: "12:00" }, { open: "13:00", close: "17:00" }], tuesday: [], wednesday: null, thursday: [], friday: [], saturday: [], sunday: [] },
  services: [{ name: "Filling", keywords: ["filling", "cavity"], price_cents: 18550, duration_minutes: 45 }],
  faq: [{ question: "Parking?", keywords: ["park"], answer: "Behind the building." }],
  booking: { lead_time_hours: 2, slot_minutes: 30, collect: ["name"], note: "" },
  emergency: {
    triggers: [{ any: ["swelling", "abscess"] }, { any: ["bleed*"], with: ["won't stop"] }],
    message: "Call the emergency line.",
    phone: "555 010 2999",
  },
};

describe("profile draft", () => {
  it("round-trips a profile, keeping triggers the form does not edit", () => {
    const back = fromDraft(toDraft(profile));
    expect(back.services?.[0]).toEqual({ name: "Filling", keywords: ["filling", "cavity"], price_cents: 18550, duration_minutes: 45 });
    expect(back.hours.monday).toHaveLength(2);
    expect(back.hours.wednesday).toEqual([]);
    expect(back.emergency.triggers).toEqual([{ any: ["bleed*"], with: ["won't stop"] }, { any: ["swelling", "abscess"] }]);
    expect(back.booking).toEqual({ lead_time_hours: 2, slot_minutes: 30, collect: ["name"], mode: "request", closed_dates: [] });
  });

  it("keeps the booking mode, the closed dates and booking members it does not edit", () => {
    const booked = { ...profile, booking: { ...profile.booking, mode: "confirm", closed_dates: ["2026-12-24", "2026-12-31"], reminder: "day before" } };
    const back = fromDraft(toDraft(booked));
    expect(back.booking).toEqual({
      lead_time_hours: 2,
      slot_minutes: 30,
      collect: ["name"],
      mode: "confirm",
      closed_dates: ["2026-12-24", "2026-12-31"],
      reminder: "day before",
    });
    // An older profile without a mode is a request, as the server reads it.
    expect(toDraft(profile).mode).toBe("request");
  });

  it("checks the mode and closed dates with the server's messages and paths", () => {
    expect(isCalendarDate("2026-12-24")).toBe(true);
    expect(isCalendarDate("2028-02-29")).toBe(true);
    for (const bad of ["2026-02-30", "2027-02-29", "2026-13-01", "2026-1-05", "24/12/2026", ""]) expect(isCalendarDate(bad)).toBe(false);
    expect(closedDateProblems(["2026-12-24", "2026-02-30", "2026-12-24"])).toEqual({
      "booking.closed_dates[1]": bookingMessages.date,
      "booking.closed_dates[2]": bookingMessages.repeated,
    });
    expect(closedDateProblems(Array.from({ length: 367 }, (_, i) => new Date(Date.UTC(2027, 0, 1 + i)).toISOString().slice(0, 10)))).toEqual({
      "booking.closed_dates": "At most 366 dates",
    });
    const d = toDraft(profile);
    d.mode = "maybe";
    expect(draftProblems(d)).toEqual({ "booking.mode": "Choose request or confirm" });
  });

  it("finds overlapping, backwards and impossible hours with the server's messages", () => {
    const d = toDraft(profile);
    d.hours.monday = [{ open: "08:00", close: "12:00" }, { open: "11:00", close: "17:00" }];
    d.hours.tuesday = [{ open: "17:00", close: "09:00" }];
    d.hours.friday = [{ open: "25:00", close: "26:00" }];
    expect(draftProblems(d)).toMatchObject({
      "hours.monday[1]": hoursMessages.order,
      "hours.tuesday[0]": hoursMessages.span,
      "hours.friday[0]": hoursMessages.span,
    });
    const closed = toDraft(profile);
    closed.hours.monday = [];
    expect(draftProblems(closed).hours).toBe(hoursMessages.none);
    expect(draftProblems(toDraft(profile))).toEqual({});
  });

  it("puts the server's item messages on the list's field", () => {
    expect(formErrors({ "services[0].keywords[2]": "A word", "emergency.triggers[0].any": "Add one", "hours.monday[0]": "x" })).toEqual({
      "services[0].keywords": "A word",
      "emergency.triggers": "Add one",
      "hours.monday[0]": "x",
    });
  });

  it("summarises hours and services for the preview", () => {
    const d = toDraft(profile);
    expect(hoursSummary(d.hours)[0]).toBe("Monday: 08:00–12:00, 13:00–17:00");
    expect(hoursSummary(d.hours)[6]).toBe("Sunday: Closed");
    expect(serviceSummary(d.services[0]!)).toBe("Filling: $185.50, 45 minutes");
    expect(serviceSummary({ ...d.services[0]!, price: "275", price_per: "hour", price_from: true })).toBe("Filling: from $275 per hour, 45 minutes");
  });
});
