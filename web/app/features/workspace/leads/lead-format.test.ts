import { describe, expect, it } from "vitest";
import { leadFilterQuery } from "./api/paths";
import { anyScoring, byStage, formatRevenue, leadAnalysis, leadTitle, parseRevenue } from "./lead-format";
import { testLead } from "./test-leads";

describe("parseRevenue", () => {
  it.each([
    ["1500", 1500],
    ["1,500.50", 1500.5],
    ["$99.9", 99.9],
    [" 0 ", 0],
    ["10000000", 10_000_000],
  ])("%j → %d", (text, want) => expect(parseRevenue(text)).toBe(want));

  it.each(["", "abc", "-5", "1.234", "10000000.01", "1e3", "12,34.5.6"])("refuses %j", (text) => expect(parseRevenue(text)).toBeNull());
});

describe("the board's helpers", () => {
  it("groups leads by stage in the list's order, leaving out stages it does not know", () => {
    const leads = [testLead({ id: "a", stage: "won" }), testLead({ id: "b" }), testLead({ id: "c", stage: "won" }), testLead({ id: "d", stage: "archived" })];
    const columns = byStage(leads);
    expect(columns.won.map((l) => l.id)).toEqual(["a", "c"]);
    expect(columns.new.map((l) => l.id)).toEqual(["b"]);
    expect(Object.values(columns).flat()).toHaveLength(3);
  });

  it("polls while a lead is being scored", () => {
    expect(anyScoring([testLead(), testLead({ scoring: "queued" })])).toBe(true);
    expect(anyScoring([testLead(), testLead({ scoring: "failed" })])).toBe(false);
  });

  it("names a lead by what it has", () => {
    expect(leadTitle({ name: "", company: "", email: "", phone: "555" })).toBe("555");
    expect(leadTitle({ name: "", company: "Acme", email: "a@b.c", phone: "" })).toBe("Acme");
  });

  it("formats revenue and builds the list's query", () => {
    expect(formatRevenue(1234.5)).toBe("$1,234.50");
    expect(leadFilterQuery({ stage: "won", q: " dana " })).toBe("?stage=won&q=dana");
    expect(leadFilterQuery({ stage: "", q: "" })).toBe("");
  });
});

describe("leadAnalysis", () => {
  it("shows the lead profile's next steps under their own heading, and an older assessment as written", () => {
    expect(leadAnalysis("Next steps:\n1. Call Maria back today.\n2. Offer the first free slot.")).toEqual({
      steps: true,
      text: "1. Call Maria back today.\n2. Offer the first free slot.",
    });
    expect(leadAnalysis("Lead assessment\nOverall: Warm")).toEqual({ steps: false, text: "Lead assessment\nOverall: Warm" });
  });
});
