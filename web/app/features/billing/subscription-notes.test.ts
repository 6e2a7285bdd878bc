import { describe, expect, it } from "vitest";
import { formatBillingDate, subscriptionNotes } from "./subscription-notes";

describe("formatBillingDate", () => {
  it.each([
    ["2026-12-23T14:00:00Z", "Dec 23, 2026"],
    ["2027-01-01T00:00:00Z", "Jan 1, 2027"],
    [null, null],
    ["", null],
    ["not a date", null],
  ])("%s → %s", (iso, text) => {
    expect(formatBillingDate(iso, "UTC")).toBe(text);
  });

  it("uses the reader's time zone", () => {
    expect(formatBillingDate("2027-01-01T02:00:00Z", "America/New_York")).toBe("Dec 31, 2026");
  });
});

describe("subscriptionNotes", () => {
  it.each([
    ["active", { status: "active", trialEnd: null, cancelAt: null }, []],
    ["trialing", { status: "trialing", trialEnd: "2026-12-23T14:00:00Z", cancelAt: null }, ["Trial ends Dec 23, 2026"]],
    ["trialing without an end", { status: "trialing", trialEnd: null, cancelAt: null }, ["Trial"]],
    ["active, cancelling", { status: "active", trialEnd: null, cancelAt: "2026-11-02T09:00:00Z" }, ["Cancels on Nov 2, 2026"]],
    [
      "trialing, cancelling",
      { status: "trialing", trialEnd: "2026-12-23T14:00:00Z", cancelAt: "2026-12-23T14:00:00Z" },
      ["Trial", "Cancels on Dec 23, 2026"],
    ],
  ])("%s", (_, facts, notes) => {
    expect(subscriptionNotes(facts, "UTC")).toEqual(notes);
  });
});
