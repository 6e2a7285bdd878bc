import type { InvoiceReading } from "./api/process-invoice";

/**
 * What POST /api/ai/payroll answers for a three-line invoice whose second line is $10.00
 * over and whose total is $100.00 over its parts: the built-in engine's answer, for the
 * page's tests (internal/ai/invoice's reading_test.go reads the same invoice).
 */
export const mismatchAnalysis = `INVOICE #HL-204
Date: 2026-04-01
From: Harbor Lights Electric LLC
Due Date: 2026-05-01
Total Due: $472.75

Line items:
- Panel inspection: 1 × $150.00 = $150.00
- Breaker replacement: 3 × $45.00, shown as $145.00
- Permit fee: $60.00
Checks:
- Breaker replacement: 3 × $45.00 is $135.00, but the line shows $145.00 (difference $10.00).
- Subtotal $355.00 + tax $17.75 = $372.75, but the total due is $472.75: a difference of $100.00.
Summary: Harbor Lights Electric LLC bills $472.75 on invoice HL-204; review before paying.`;

const usd = (cents: number) => ({ cents, text: `$${(cents / 100).toFixed(2).replace(/\B(?=(\d{3})+(?!\d))/g, ",")}` });

export const mismatchReading: InvoiceReading = {
  kind: "invoice",
  currency: "USD",
  summary: "Harbor Lights Electric LLC bills $472.75 on invoice HL-204; review before paying: the total due is $100.00 more than the line items and tax come to.",
  fields: {
    invoiceNumber: { found: true, value: "HL-204" },
    date: { found: true, value: "2026-04-01" },
    vendor: { found: true, value: "Harbor Lights Electric LLC", note: "Taken from the top of the document; no label names the vendor." },
    dueDate: { found: true, value: "2026-05-01" },
    currency: { found: false, value: "US dollars (USD)", note: "No currency is written; the amounts are read as US dollars." },
    subtotal: { found: true, value: "$355.00", cents: 35500 },
    tax: { found: true, value: "$17.75", cents: 1775 },
    total: { found: true, value: "$472.75", cents: 47275 },
  },
  lineItems: [
    { description: "Panel inspection", quantity: 1, unitPrice: usd(15000), amount: usd(15000), check: "pass", expected: usd(15000), note: "1 × $150.00 = $150.00, as the line shows." },
    {
      description: "Breaker replacement",
      quantity: 3,
      unitPrice: usd(4500),
      amount: usd(14500),
      check: "fail",
      expected: usd(13500),
      difference: usd(1000),
      note: "Breaker replacement: 3 × $45.00 is $135.00, but the line shows $145.00 (difference $10.00).",
    },
    { description: "Permit fee", amount: usd(6000), check: "unchecked", note: "Amount only: no quantity and unit price to multiply." },
  ],
  sum: {
    status: "fail",
    parts: [
      { label: "Line items", amount: usd(35500) },
      { label: "Tax", amount: usd(1775) },
    ],
    expected: usd(37275),
    stated: usd(47275),
    statedLabel: "Total due",
    difference: usd(10000),
    text: "Subtotal $355.00 + tax $17.75 = $372.75, but the total due is $472.75: a difference of $100.00.",
  },
  checks: [
    { id: "line_items", status: "fail", text: "1 of 3 lines does not multiply out: Breaker replacement." },
    { id: "subtotal", status: "pass", text: "Line items add up to the subtotal ($355.00)." },
    { id: "tax_rate", status: "pass", text: "Tax at 5% of $355.00 is $17.75, as shown." },
  ],
};
