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
    if (amounts.has(key)) editValue = f?.found && f.cents !== undefined ? plainAmount(f.cents, reading.currency) : "";
    if (key === "currency") editValue = reading.currency ?? "";
    const hint = amounts.has(key) ? t.amountHint : dates.has(key) ? t.dateHint : key === "currency" ? t.currencyHint : undefined;
    const inputMode = amounts.has(key) ? ("decimal" as const) : ("text" as const);
    const corrected = f?.corrected === true;
    return { key, label, value: value || t.notRead, missing: value === "", note: f?.note, corrected, editValue, hint, inputMode };
  });
}

/**
 * An amount in its currency's smallest unit as a plain decimal: 1187.00 for 118700 US
 * cents, 84504 for 84504 yen (ISO 4217's decimals, as the browser's Intl knows them).
 */
export function plainAmount(units: number, currency: string | undefined): string {
  let digits = 2;
  try {
    if (currency) digits = new Intl.NumberFormat("en", { style: "currency", currency }).resolvedOptions().maximumFractionDigits ?? 2;
  } catch {
    digits = 2; // a code the browser does not know keeps two decimals
  }
  return (units / 10 ** digits).toFixed(digits);
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
