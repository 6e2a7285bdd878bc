import * as z from "zod/mini";
import { apiRequest } from "~/lib/api";
import type { ContactValues } from "../contact-schema";

/** POST /api/contact — 201 {id, submitted_at}; 400 validation, 429 rate_limited (docs/api.md). */
export const contactReceiptSchema = z.object({ id: z.string(), submitted_at: z.string() });

export type ContactReceipt = z.infer<typeof contactReceiptSchema>;

export function submitContact(values: ContactValues): Promise<ContactReceipt> {
  return apiRequest("/api/contact", { method: "POST", body: values, parse: contactReceiptSchema.parse });
}
