import { describe, expect, it } from "vitest";
import { draftProblems, formErrors, fromDraft, hoursMessages, hoursSummary, serviceSummary, toDraft } from "./profile-draft";
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
    expect(back.booking).toEqual({ lead_time_hours: 2, slot_minutes: 30, collect: ["name"] });
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
