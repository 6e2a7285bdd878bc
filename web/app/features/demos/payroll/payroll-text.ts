/**
 * The Invoice Processor's words: the spec's (SPEC.md "/services/payroll", section 4
 * "Invoice processor", sections 5 and 8) and ours, marked as such.
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
  // Validation (section 5) and toasts (section 8).
  missingInput: "Please provide invoice data",
  success: "Processing complete!",
  failed: "Failed to process invoice",
} as const;

/** The four progress steps; the ticker advances every 800 ms and stops at the last. */
export const processingSteps = ["Scanning invoice...", "Extracting data...", "Validating amounts...", "Analysis complete!"] as const;

export const processingStepMs = 800;
