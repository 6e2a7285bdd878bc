import { describe, expect, it } from "vitest";
import { testInvoice } from "../shared/documents/test-documents";
import { checksSummary, fieldRows, invoiceHeadline, lineCheckText, plainAmount } from "./invoice-format";

describe("invoice format", () => {
  it("sums up the checks", () => {
    expect([0, 1, 2].map(checksSummary)).toEqual(["All checks pass", "1 check failed", "2 checks failed"]);
  });

  it("reads the list row's facts, and says what was not read", () => {
    const doc = testInvoice({ wrongTotal: true });
    expect(invoiceHeadline(doc)).toEqual({ vendor: "Acme Supplies", number: "INV-1042", date: "2026-11-02", total: "$1,187.00" });
    const rows = fieldRows(doc.invoice!.reading);
    expect(rows.map((r) => [r.label, r.value])).toEqual([
      ["Vendor", "Acme Supplies"],
      ["Invoice number", "INV-1042"],
      ["Invoice date", "2026-11-02"],
      ["Due date", "Not read"],
      ["Currency", "USD"],
      ["Subtotal", "$1,050.00"],
      ["Tax", "$87.00"],
      ["Total", "$1,187.00"],
    ]);
    expect(rows.find((r) => r.key === "dueDate")?.missing).toBe(true);
    // A correction starts from the value in the form the server takes.
    expect(rows.map((r) => r.editValue)).toEqual(["Acme Supplies", "INV-1042", "2026-11-02", "", "USD", "1050.00", "87.00", "1187.00"]);
  });

  it("writes an amount with its currency's own decimals", () => {
    // The server hands amounts out in the currency's smallest unit (ISO 4217): yen have none.
    expect(plainAmount(118700, "USD")).toBe("1187.00");
    expect(plainAmount(84504, "JPY")).toBe("84504");
    expect(plainAmount(1250, "BHD")).toBe("1.250");
    expect(plainAmount(-5965, "EUR")).toBe("-59.65");
  });

  it("says a line's check with what it should be", () => {
    const items = testInvoice({ wrongLine: true }).invoice!.reading.lineItems!;
    expect(items.map(lineCheckText)).toEqual(["Correct", "Should be $250.00, stated $300.00"]);
  });
});
