import * as z from "zod/mini";

/**
 * A workspace document as the API shows it (docs/api.md "Workspaces: documents and
 * jobs"). State and review are read as any string, so a value added on the server later
 * shows as well as it can instead of failing the whole list. The invoice reading is read
 * loosely too: the page shows what it finds and leaves out what it does not.
 */
const money = z.object({ cents: z.number(), text: z.string() });
const check = z.string(); // "pass", "fail" or "unchecked"
const field = z.object({
  found: z.boolean(),
  value: z.optional(z.string()),
  cents: z.optional(z.number()),
  note: z.optional(z.string()),
  // A person corrected it; the note then says what was read.
  corrected: z.optional(z.boolean()),
});

export const invoiceReadingSchema = z.object({
  kind: z.optional(z.string()),
  currency: z.optional(z.string()),
  summary: z.optional(z.string()),
  fields: z.record(z.string(), field),
  lineItems: z.optional(
    z.array(
      z.object({
        description: z.string(),
        quantity: z.optional(z.number()),
        unitPrice: z.optional(money),
        amount: money,
        check,
        expected: z.optional(money),
        difference: z.optional(money),
        note: z.optional(z.string()),
      }),
    ),
  ),
  sum: z.optional(
    z.object({
      status: check,
      expected: z.optional(money),
      stated: z.optional(money),
      statedLabel: z.optional(z.string()),
      difference: z.optional(money),
      text: z.string(),
    }),
  ),
  checks: z.optional(z.array(z.object({ id: z.string(), status: check, text: z.string() }))),
});

export const documentSchema = z.object({
  id: z.string(),
  service_id: z.string(),
  opening_id: z.nullable(z.optional(z.string())),
  name: z.string(),
  candidate: z.optional(z.string()),
  media_type: z.optional(z.string()),
  size: z.optional(z.number()),
  state: z.string(),
  reason: z.optional(z.string()),
  review: z.string(),
  note: z.optional(z.string()),
  created_at: z.string(),
  analysed_at: z.nullable(z.optional(z.string())),
  screening: z.nullable(
    z.optional(
      z.object({
        score: z.number(),
        verdict: z.string(),
        strengths: z.array(z.string()),
        gaps: z.array(z.string()),
        recommendation: z.string(),
        email: z.optional(z.string()),
        phone: z.optional(z.string()),
      }),
    ),
  ),
  invoice: z.nullable(
    z.optional(
      z.object({
        analysis: z.optional(z.string()),
        reading: invoiceReadingSchema,
        vendor: z.optional(z.string()),
        number: z.optional(z.string()),
        total: z.nullable(z.optional(money)),
        checks_failed: z.number(),
      }),
    ),
  ),
  // The fields a person corrected; screening and invoice show the corrected reading.
  corrected_fields: z.optional(z.array(z.string())),
  candidate_email: z.optional(z.string()),
  candidate_phone: z.optional(z.string()),
  // The earlier document of the service with the same file or invoice, and its name.
  duplicate_of: z.nullable(z.optional(z.string())),
  duplicate_of_name: z.nullable(z.optional(z.string())),
});

export type WorkspaceDocument = z.infer<typeof documentSchema>;
export type Screening = NonNullable<WorkspaceDocument["screening"]>;
export type InvoiceResult = NonNullable<WorkspaceDocument["invoice"]>;
export type InvoiceReading = InvoiceResult["reading"];
export type Money = z.infer<typeof money>;

export const documentsAnswer = z.object({ documents: z.array(documentSchema) });
export const oneDocumentAnswer = z.object({ document: documentSchema });

/** An opening (a job a recruitment service screens resumes against). */
export const openingSchema = z.object({
  id: z.string(),
  service_id: z.string(),
  title: z.string(),
  description: z.string(),
  must_have: z.array(z.string()),
  nice_to_have: z.array(z.string()),
  location: z.optional(z.string()),
  candidates: z.number(),
  created_at: z.string(),
});

export type Opening = z.infer<typeof openingSchema>;

export const openingsAnswer = z.object({ openings: z.array(openingSchema) });
export const oneOpeningAnswer = z.object({ opening: openingSchema });
