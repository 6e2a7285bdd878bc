import { useMutation } from "@tanstack/react-query";
import * as z from "zod/mini";
import { apiRequest } from "~/lib/api";
import { demoOf, serviceTypeId } from "~/lib/service-types";
import { demoEndpoint } from "../../shared/demo-api";

/**
 * POST /api/ai/payroll {invoiceData} (docs/api.md "AI demos"): the engine's analysis (the
 * labelled fields, line items, checks and summary, as text), the engine that wrote it, and
 * the invoice rules' structured reading — the same whichever engine wrote the text.
 */
const money = z.object({ cents: z.number(), text: z.string() });
const check = z.enum(["pass", "fail", "unchecked"]);
const field = z.object({ found: z.boolean(), value: z.optional(z.string()), cents: z.optional(z.number()), note: z.optional(z.string()) });

export const invoiceReadingSchema = z.object({
  kind: z.enum(["invoice", "quote", "credit_memo", "receipt", "statement", "not_invoice"]),
  currency: z.string(),
  summary: z.string(),
  fields: z.object({
    invoiceNumber: field,
    date: field,
    vendor: field,
    dueDate: field,
    currency: field,
    subtotal: field,
    tax: field,
    total: field,
  }),
  lineItems: z.array(
    z.object({
      description: z.string(),
      quantity: z.optional(z.number()),
      unitPrice: z.optional(money),
      amount: money,
      check,
      expected: z.optional(money),
      difference: z.optional(money),
      note: z.string(),
    }),
  ),
  sum: z.object({
    status: check,
    parts: z.array(z.object({ label: z.string(), amount: money })),
    expected: z.optional(money),
    stated: z.optional(money),
    statedLabel: z.optional(z.string()),
    difference: z.optional(money),
    text: z.string(),
  }),
  checks: z.array(z.object({ id: z.string(), status: check, text: z.string() })),
});

export type InvoiceReading = z.infer<typeof invoiceReadingSchema>;
export type InvoiceFieldValue = InvoiceReading["fields"]["total"];
export type InvoiceLineItem = InvoiceReading["lineItems"][number];
export type InvoiceSum = InvoiceReading["sum"];
export type CheckStatus = z.infer<typeof check>;

// The reading is optional: an instance of an older release, behind the same load
// balancer during an upgrade, answers the analysis alone; the page then reads the fields
// from the text as it used to.
// `note` (the answer's, not a field's) says why the built-in engine answered in place of the model
// (docs/decisions/0069-model-structured-output.md).
const answerSchema = z.object({ analysis: z.string(), engine: z.string(), invoice: z.optional(invoiceReadingSchema), note: z.optional(z.string()) });

export interface InvoiceAnswer {
  text: string;
  engine: string;
  reading: InvoiceReading | null;
  note?: string;
}

export async function processInvoice(invoiceData: string): Promise<InvoiceAnswer> {
  const res = await apiRequest(demoEndpoint(demoOf(serviceTypeId.payroll)), { method: "POST", body: { invoiceData }, parse: answerSchema.parse });
  return { text: res.analysis, engine: res.engine, reading: res.invoice ?? null, note: res.note };
}

export function useProcessInvoice() {
  return useMutation({ mutationFn: processInvoice });
}
