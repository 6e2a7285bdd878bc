import { describe, expect, it } from "vitest";
import { invoiceReadingSchema, type InvoiceReading } from "./api/process-invoice";
import { fieldRows, fieldRowsFromText, joinAnd, lineCheckWords, quantityText, sumVerdict, totalLabel } from "./invoice-reading";
import { mismatchAnalysis, mismatchReading } from "./test-answers";

describe("the structured reading on the page", () => {
  it("is what the schema accepts", () => {
    expect(invoiceReadingSchema.parse(mismatchReading)).toEqual(mismatchReading);
  });

  it("lays the fields out with the spec's five first and N/A for what was not found", () => {
    const reading: InvoiceReading = { ...mismatchReading, fields: { ...mismatchReading.fields, dueDate: { found: false, note: "No due date." } } };
    const rows = fieldRows(reading);
    expect(rows.map((r) => [r.label, r.value])).toEqual([
      ["Invoice Number", "HL-204"],
      ["Vendor", "Harbor Lights Electric LLC"],
      ["Invoice Date", "2026-04-01"],
      ["Due Date", "N/A"],
      ["Total Due", "$472.75"],
      ["Currency", "US dollars (USD)"],
      ["Subtotal", "$355.00"],
      ["Tax", "$17.75"],
    ]);
    expect(rows.find((r) => r.key === "dueDate")).toMatchObject({ missing: true, note: "No due date." });
    expect(rows.find((r) => r.key === "currency")).toMatchObject({ missing: false, note: expect.stringContaining("read as US dollars") });
    expect(rows.filter((r) => r.total).map((r) => r.key)).toEqual(["total"]);
  });

  it("names the total by what the document asks", () => {
    expect(totalLabel("invoice")).toBe("Total Due");
    expect(totalLabel("credit_memo")).toBe("Total Credit");
    expect(totalLabel("quote")).toBe("Total Quoted");
    expect(totalLabel("statement")).toBe("Balance");
    expect(totalLabel("receipt")).toBe("Total Paid");
    expect(fieldRows({ ...mismatchReading, kind: "credit_memo" })[0]?.label).toBe("Credit Memo Number");
  });

  it("says each line's check in words", () => {
    const [right, wrong, amountOnly] = mismatchReading.lineItems;
    expect(lineCheckWords(right!)).toBe("Correct");
    expect(lineCheckWords(wrong!)).toBe("Should be $135.00 ($10.00 over)");
    expect(lineCheckWords({ ...wrong!, amount: { cents: 12500, text: "$125.00" }, difference: { cents: -1000, text: "-$10.00" } })).toBe(
      "Should be $135.00 ($10.00 under)",
    );
    expect(lineCheckWords(amountOnly!)).toBe("Amount only");
    expect(quantityText(wrong!)).toBe("3 × $45.00");
    expect(quantityText(amountOnly!)).toBe("");
  });

  it("marks a total that does not add up with the difference and what the parts come to", () => {
    expect(sumVerdict(mismatchReading.sum)).toBe("Does not add up: $100.00 more than the line items and tax come to ($372.75)");
    expect(sumVerdict({ ...mismatchReading.sum, difference: { cents: -500, text: "-$5.00" } })).toBe(
      "Does not add up: $5.00 less than the line items and tax come to ($372.75)",
    );
    expect(sumVerdict({ ...mismatchReading.sum, status: "pass", difference: undefined })).toBe("Adds up");
    expect(sumVerdict({ status: "unchecked", parts: [], text: "" })).toBe("No total to check");
    // A part of zero (an exempt tax) is not named.
    expect(sumVerdict({ ...mismatchReading.sum, parts: [mismatchReading.sum.parts[0]!, { label: "Tax", amount: { cents: 0, text: "$0.00" } }] })).toBe(
      "Does not add up: $100.00 more than the line items come to ($372.75)",
    );
  });

  it("reads the five fields from the text when an answer has no reading", () => {
    expect(fieldRowsFromText(mismatchAnalysis).map((r) => r.value)).toEqual(["HL-204", "Harbor Lights Electric LLC", "2026-04-01", "2026-05-01", "$472.75"]);
    expect(fieldRowsFromText("nothing here").every((r) => r.value === "N/A" && r.missing)).toBe(true);
  });

  it("joins lists as the house does", () => {
    expect(joinAnd([])).toBe("");
    expect(joinAnd(["a"])).toBe("a");
    expect(joinAnd(["a", "b", "c"])).toBe("a, b and c");
  });
});
