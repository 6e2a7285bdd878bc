/**
 * The extracted fields, read from the engine's analysis text by the labels it is asked to
 * write (docs/product.md, "AI demos"; docs/api.md "AI demos"): 'INVOICE #',
 * 'Date:', 'Total Due: $', 'From:', 'Due Date:'. Each value is the rest of its line; a
 * field the text does not show is 'N/A'. Since issue 19 the page shows the structured
 * reading the answer carries; these patterns read an answer that has none (an older
 * server's, during an upgrade).
 */

export const MISSING = "N/A";

export interface InvoiceFields {
  invoiceNumber: string;
  date: string;
  total: string;
  vendor: string;
  dueDate: string;
}

// Light Markdown a model may add ("**Date:** 2024-03-01") is allowed round the labels.
const md = "[*_]*";

const patterns: Record<keyof InvoiceFields, RegExp> = {
  // "INVOICE #INV-2024-0042": the number is one token; "Invoice #: 42" is accepted too.
  invoiceNumber: new RegExp(`INVOICE\\s*#\\s*:?${md}\\s*([^\\s*_]+)`, "i"),
  // 'Date:' but never the 'Due Date:' line, whichever comes first: the lookbehind refuses
  // a 'Due' (and Markdown) just before it. "Invoice Date:" still counts as the date.
  date: new RegExp(`(?<!\\bDue[\\s*_]*)\\bDate${md}\\s*:${md}[ \\t]*([^\\n]+)`, "i"),
  // The amount after "Total Due: $"; the page shows it with its dollar sign.
  total: new RegExp(`Total\\s+Due${md}\\s*:${md}[ \\t]*\\$\\s*(\\d[\\d,]*(?:\\.\\d+)?)`, "i"),
  vendor: new RegExp(`\\bFrom${md}\\s*:${md}[ \\t]*([^\\n]+)`, "i"),
  dueDate: new RegExp(`\\bDue\\s+Date${md}\\s*:${md}[ \\t]*([^\\n]+)`, "i"),
};

function read(text: string, pattern: RegExp): string | undefined {
  const value = pattern.exec(text)?.[1]?.replace(/[*_]+$/, "").trim();
  return value ? value : undefined;
}

export function extractInvoiceFields(analysis: string): InvoiceFields {
  const total = read(analysis, patterns.total);
  return {
    invoiceNumber: read(analysis, patterns.invoiceNumber) ?? MISSING,
    date: read(analysis, patterns.date) ?? MISSING,
    total: total === undefined ? MISSING : `$${total}`,
    vendor: read(analysis, patterns.vendor) ?? MISSING,
    dueDate: read(analysis, patterns.dueDate) ?? MISSING,
  };
}
