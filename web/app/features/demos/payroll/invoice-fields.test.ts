import { describe, expect, it } from "vitest";
import { extractInvoiceFields, type InvoiceFields } from "./invoice-fields";

// The built-in engine's answer shape (docs/api.md "AI demos").
const builtIn = `INVOICE #INV-2024-0042
Date: 2024-03-01
From: Summit Office Supplies LLC
Due Date: 2024-03-31
Total Due: $1,234.56

Line items:
- Ergonomic chairs (4 × $249.00) = $996.00
Checks:
- The line items add up to the subtotal.
Summary: Pay $1,234.56 to Summit Office Supplies LLC by 2024-03-31.`;

const none: InvoiceFields = { invoiceNumber: "N/A", date: "N/A", total: "N/A", vendor: "N/A", dueDate: "N/A" };

describe("extractInvoiceFields", () => {
  it.each<[string, string, Partial<InvoiceFields>]>([
    [
      "the built-in engine's lines",
      builtIn,
      { invoiceNumber: "INV-2024-0042", date: "2024-03-01", total: "$1,234.56", vendor: "Summit Office Supplies LLC", dueDate: "2024-03-31" },
    ],
    [
      "Due Date before Date: each keeps its own line",
      "Due Date: 2024-04-30\nDate: 2024-03-31\nTotal Due: $10.00",
      { date: "2024-03-31", dueDate: "2024-04-30", total: "$10.00" },
    ],
    ["only a Due Date: the date is N/A, not the due date", "Due Date: 2024-04-30", { date: "N/A", dueDate: "2024-04-30" }],
    ["'Payment Due Date:' is not the date either", "Payment Due Date: 2024-04-30\nInvoice Date: 2024-03-31", { date: "2024-03-31", dueDate: "2024-04-30" }],
    ["Invoice Date counts as the date", "Invoice Date: March 1, 2024\nDue Date: March 31, 2024", { date: "March 1, 2024", dueDate: "March 31, 2024" }],
    ["lower case labels", "invoice #A17\ndate: 2024-01-05\nfrom: Acme\ndue date: 2024-02-04\ntotal due: $99", { invoiceNumber: "A17", date: "2024-01-05", vendor: "Acme", dueDate: "2024-02-04", total: "$99" }],
    ["Invoice #: with a colon", "Invoice #: 10045", { invoiceNumber: "10045" }],
    ["a model's Markdown", "**INVOICE #** 7781\n**Date:** 2024-05-02\n**From:** Northwind Traders\n**Due Date:** 2024-06-01\n**Total Due:** $12,000.00", { invoiceNumber: "7781", date: "2024-05-02", vendor: "Northwind Traders", dueDate: "2024-06-01", total: "$12,000.00" }],
    ["a space after the dollar sign", "Total Due: $ 1,050.00", { total: "$1,050.00" }],
    ["a total without 'Due' is not the total", "Total: $500.00\nSubtotal: $450.00", { total: "N/A" }],
    ["'Total Due:' without a dollar amount", "Total Due: unknown", { total: "N/A" }],
    ["an empty label is N/A", "From:   \nDate: 2024-01-01", { vendor: "N/A", date: "2024-01-01" }],
    ["'Update:' is not a date", "Update: sent to accounts", { date: "N/A" }],
    ["the first of two totals", "Total Due: $100.00\nTotal Due: $200.00", { total: "$100.00" }],
  ])("%s", (_name, text, want) => {
    expect(extractInvoiceFields(text)).toEqual({ ...none, ...want });
  });

  it("falls back to N/A for every field of a text without labels", () => {
    expect(extractInvoiceFields("I could not read this invoice.")).toEqual(none);
    expect(extractInvoiceFields("")).toEqual(none);
  });
});
