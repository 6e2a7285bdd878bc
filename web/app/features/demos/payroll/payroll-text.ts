/**
 * The Invoice Processor's words: the prescribed ones (docs/product.md, "AI demos",
 * Invoice Processor, and "Validation rules") and ours, marked as such.
 */
export const payrollText = {
  title: "AI Invoice Processor Demo",
  intro: "Paste an invoice and watch the fields being extracted.",
  back: "Back to Payroll Automation",
  // Ours: the input card's heading, label and buttons.
  inputHeading: "Invoice",
  inputLabel: "Invoice text",
  inputHint: "Paste the invoice as text: number, dates, vendor, line items and totals.",
  placeholder: "Paste invoice text here...",
  loadSample: "Load sample",
  loadSampleLabel: "Load sample invoice",
  process: "Process Invoice",
  processing: "Processing...",
  stepsLabel: "Processing progress",
  emptyResult: "Process an invoice to see the extracted fields here",
  fieldsHeading: "Extracted Fields",
  analysisHeading: "AI Analysis",
  // Ours: the structured reading (issue 19).
  rulesNote: "Fields, line items and checks are read by Lexa's invoice rules, the same whichever engine writes the analysis.",
  itemsHeading: "Line Items",
  itemsCaption: "Each line's quantity × unit price checked against its amount, and the sum against the total",
  itemColumn: "Item",
  qtyColumn: "Qty",
  unitColumn: "Unit price",
  amountColumn: "Amount",
  checkColumn: "Check",
  noItems: "No line items were found on the invoice.",
  checksHeading: "Checks",
  notInvoiceHeading: "Not an invoice",
  creditMemo: "Credit memo: nothing to pay",
  receipt: "Receipt: already paid",
  quote: "Quote: not a bill",
  statement: "Statement: lists invoices already sent",
  linePass: "Correct",
  lineAmountOnly: "Amount only",
  sumPass: "Adds up",
  sumUnchecked: "No total to check",
  statusWords: { pass: "Passed", fail: "Failed", unchecked: "Not checked" },
  // Validation (section 5) and toasts (section 8).
  missingInput: "Please provide invoice data",
  success: "Processing complete!",
  failed: "Failed to process invoice",
} as const;

/** The four progress steps; the ticker advances every 800 ms and stops at the last. */
export const processingSteps = ["Scanning invoice...", "Extracting data...", "Validating amounts...", "Analysis complete!"] as const;

export const processingStepMs = 800;
