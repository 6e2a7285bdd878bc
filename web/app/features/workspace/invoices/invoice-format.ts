import type { InvoiceReading, WorkspaceDocument } from "../shared/documents/document-schema";
import { invoiceText as t } from "./invoice-messages";

/** "All checks pass", "1 check failed", "2 checks failed". */
export const checksSummary = (failed: number) => (failed === 0 ? t.allPass : t.failed(failed));

/** The vendor, number, date and total a list row shows, with "" where nothing was read. */
export function invoiceHeadline(doc: WorkspaceDocument) {
  const inv = doc.invoice;
  const fields = inv?.reading.fields ?? {};
  const read = (key: string) => (fields[key]?.found ? (fields[key]?.value ?? "") : "");
  return {
    vendor: inv?.vendor || read("vendor"),
    number: inv?.number || read("invoiceNumber"),
    date: read("date"),
    total: inv?.total?.text ?? read("total"),
  };
}

const amounts = new Set(["subtotal", "tax", "total"]);
const dates = new Set(["date", "dueDate"]);

/**
 * The extracted fields in the order the detail shows them; missing ones say so. Each
 * carries what its correction form starts with, in the form the server takes: an amount
 * as a plain decimal, a date as YYYY-MM-DD, the currency as its code.
 */
export function fieldRows(reading: InvoiceReading) {
  return t.fields.map(([key, label]) => {
    const f = reading.fields[key];
    const value = f?.found && f.value ? f.value : "";
    let editValue = value;
    if (amounts.has(key)) editValue = f?.found && f.cents !== undefined ? (f.cents / 100).toFixed(2) : "";
    if (key === "currency") editValue = reading.currency ?? "";
    const hint = amounts.has(key) ? t.amountHint : dates.has(key) ? t.dateHint : key === "currency" ? t.currencyHint : undefined;
    const inputMode = amounts.has(key) ? ("decimal" as const) : ("text" as const);
    const corrected = f?.corrected === true;
    return { key, label, value: value || t.notRead, missing: value === "", note: f?.note, corrected, editValue, hint, inputMode };
  });
}

type LineItem = NonNullable<InvoiceReading["lineItems"]>[number];

/** A line's check in words: 'Correct', 'Should be $222.00, stated $232.00' or 'Not checked'. */
export function lineCheckText(item: LineItem): string {
  if (item.check === "pass") return t.linePass;
  if (item.check === "fail" && item.expected) return t.lineFail(item.expected.text, item.amount.text);
  return t.lineUnchecked;
}

/** Pass, Fail or Not checked. */
export function checkWord(status: string): string {
  if (status === "pass") return t.pass;
  if (status === "fail") return t.fail;
  return t.unchecked;
}
