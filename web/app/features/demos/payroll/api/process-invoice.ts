import { useMutation } from "@tanstack/react-query";
import { askDemo, type DemoAnswer } from "../../shared/demo-api";

/** POST /api/ai/payroll {invoiceData} — the labelled fields, line items, checks and summary (docs/api.md "AI demos"). */
export function processInvoice(invoiceData: string): Promise<DemoAnswer> {
  return askDemo("payroll", { invoiceData });
}

export function useProcessInvoice() {
  return useMutation({ mutationFn: processInvoice });
}
