/**
 * The structured reading laid out for the page: the fields table's rows, each line item's
 * check in words, and the total row's verdict. Words, not colour, carry every pass and
 * fail (the components add an icon).
 */
import type { InvoiceLineItem, InvoiceReading, InvoiceSum } from "./api/process-invoice";
import { extractInvoiceFields, MISSING } from "./invoice-fields";
import { payrollText as t } from "./payroll-text";

export interface FieldRow {
  key: string;
  label: string;
  testId: string;
  value: string;
  missing: boolean;
  note?: string;
  /** The total's row: marked when the invoice's sum does not add up. */
  total?: boolean;
}

/** The total's name by kind of document: what is due, credited or paid. */
export function totalLabel(kind: InvoiceReading["kind"]): string {
  if (kind === "credit_memo") return "Total Credit";
  if (kind === "receipt") return "Total Paid";
  if (kind === "quote") return "Total Quoted";
  if (kind === "statement") return "Balance";
  return "Total Due";
}

/** The number's name by kind of document. */
function numberLabel(kind: InvoiceReading["kind"]): string {
  if (kind === "credit_memo") return "Credit Memo Number";
  if (kind === "quote") return "Quote Number";
  return "Invoice Number";
}

/** The spec's five fields (invoice number, vendor, dates, total), then currency, subtotal and tax; 'N/A' where none was found. */
export function fieldRows(reading: InvoiceReading): FieldRow[] {
  const f = reading.fields;
  const rows: Array<[string, string, string, InvoiceReading["fields"]["total"]]> = [
    ["invoiceNumber", numberLabel(reading.kind), "invoice-field-number", f.invoiceNumber],
    ["vendor", "Vendor", "invoice-field-vendor", f.vendor],
    ["date", reading.kind === "invoice" ? "Invoice Date" : "Date", "invoice-field-date", f.date],
    ["dueDate", "Due Date", "invoice-field-due", f.dueDate],
    ["total", totalLabel(reading.kind), "invoice-field-total", f.total],
    ["currency", "Currency", "invoice-field-currency", f.currency],
    ["subtotal", "Subtotal", "invoice-field-subtotal", f.subtotal],
    ["tax", "Tax", "invoice-field-tax", f.tax],
  ];
  return rows.map(([key, label, testId, field]) => ({
    key,
    label,
    testId,
    // The currency is shown even when assumed; its note says so.
    value: field.value && (field.found || key === "currency") ? field.value : MISSING,
    missing: !field.value || (!field.found && key !== "currency"),
    note: field.note,
    total: key === "total",
  }));
}

/** The five fields read from the analysis by the spec's patterns: for an answer without a structured reading. */
export function fieldRowsFromText(analysis: string): FieldRow[] {
  const f = extractInvoiceFields(analysis);
  const rows: Array<[keyof typeof f, string, string]> = [
    ["invoiceNumber", "Invoice Number", "invoice-field-number"],
    ["vendor", "Vendor", "invoice-field-vendor"],
    ["date", "Invoice Date", "invoice-field-date"],
    ["dueDate", "Due Date", "invoice-field-due"],
    ["total", "Total Due", "invoice-field-total"],
  ];
  return rows.map(([key, label, testId]) => ({ key, label, testId, value: f[key], missing: f[key] === MISSING, total: key === "total" }));
}

/** "4 × $249.00", or "" when the line shows no quantity and unit price. */
export function quantityText(item: InvoiceLineItem): string {
  if (item.quantity === undefined || !item.unitPrice) return "";
  return `${item.quantity} × ${item.unitPrice.text}`;
}

/** A line's check in words: 'Correct', 'Should be $222.00 ($10.00 over)' or 'Amount only'. */
export function lineCheckWords(item: InvoiceLineItem): string {
  if (item.check === "pass") return t.linePass;
  if (item.check === "fail" && item.expected) {
    const d = item.difference;
    const over = d ? ` (${absText(d.text)} ${d.cents > 0 ? "over" : "under"})` : "";
    return `Should be ${item.expected.text}${over}`;
  }
  return t.lineAmountOnly;
}

/** The total row's verdict: 'Adds up', or 'Does not add up: $50.00 more than the line items and tax come to ($1,137.00)'. */
export function sumVerdict(sum: InvoiceSum): string {
  if (sum.status === "pass") return t.sumPass;
  if (sum.status === "unchecked" || !sum.difference || !sum.expected) return t.sumUnchecked;
  const more = sum.difference.cents > 0 ? "more" : "less";
  const parts = joinAnd(sum.parts.filter((p, i) => i === 0 || p.amount.cents !== 0).map((p) => p.label.toLowerCase()));
  return `Does not add up: ${absText(sum.difference.text)} ${more} than the ${parts} come to (${sum.expected.text})`;
}

/** "a, b and c", the house's list. */
export function joinAnd(items: string[]): string {
  if (items.length <= 1) return items.join("");
  return `${items.slice(0, -1).join(", ")} and ${items.at(-1)}`;
}

/** "-$5.00" → "$5.00". */
function absText(text: string): string {
  return text.replace(/^-/, "");
}
