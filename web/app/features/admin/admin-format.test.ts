import { describe, expect, it } from "vitest";
import {
  auditActionVariant,
  cellText,
  formatDateTime,
  formatDay,
  isEmpty,
  roleVariant,
  rowMatches,
  subscriptionStatusVariant,
} from "./admin-format";

describe("admin formatting", () => {
  it("writes empty fields as 'N/A'", () => {
    for (const empty of [null, undefined, "", "   ", {}]) {
      expect(isEmpty(empty)).toBe(true);
      expect(cellText(empty)).toBe("N/A");
    }
    expect(cellText(0)).toBe("0");
    expect(cellText("x")).toBe("x");
    expect(cellText({ provider: "email" })).toBe('{"provider":"email"}');
  });

  it("writes times readably and keeps what it cannot read", () => {
    expect(formatDateTime("2026-11-23T14:00:00Z")).toMatch(/^Nov 2[34], 2026, \d{1,2}:00\s[AP]M$/);
    expect(formatDateTime("someday")).toBe("someday");
    expect(formatDay("2026-10-26")).toBe("Oct 26");
  });

  it("matches a search in any cell, ignoring case and spaces around it", () => {
    expect(rowMatches(["Carol", "ACME"], " acme ")).toBe(true);
    expect(rowMatches(["Carol", "ACME"], "bob")).toBe(false);
    expect(rowMatches(["Carol"], "")).toBe(true);
  });

  it("chooses the spec's badges", () => {
    expect(subscriptionStatusVariant("active")).toBe("default");
    expect(subscriptionStatusVariant("trialing")).toBe("default");
    expect(subscriptionStatusVariant("past_due")).toBe("secondary");
    expect(subscriptionStatusVariant("canceled")).toBe("secondary");
    expect(auditActionVariant("contact_form_blocked")).toBe("destructive");
    expect(auditActionVariant("ip_block")).toBe("destructive");
    expect(auditActionVariant("signin")).toBe("secondary");
    expect(roleVariant("admin")).toBe("destructive");
    expect(roleVariant("moderator")).toBe("secondary");
  });
});
