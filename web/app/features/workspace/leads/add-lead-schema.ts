import * as z from "zod/mini";
import { atMost, sanitize, sanitizedText } from "~/lib/validation";

/**
 * A lead the owner adds by hand (POST /api/services/{id}/leads): the public lead API's
 * rules and messages (internal/lexa's inbox lead), checked again by the server. The source
 * is left to the server ("manual").
 */
export const addLeadMessages = {
  nameTooLong: "Name must be at most 100 characters",
  companyTooLong: "Company must be at most 100 characters",
  email: "Invalid email address",
  emailTooLong: "Email must be at most 255 characters",
  phoneTooLong: "Phone must be at most 30 characters",
  notesTooLong: "Notes must be at most 10,000 characters",
  someContact: "Give a name, an email address or a phone number",
} as const;

export const addLeadFields = ["name", "company", "email", "phone", "notes"] as const;
export type AddLeadField = (typeof addLeadFields)[number];
export type NewLead = Record<AddLeadField, string>;

// The server's address check (lexa.ValidEmail follows zod's pattern); an empty one is allowed.
const emailFormat = z.email();
const email = z.string().check(
  z.overwrite(sanitize),
  z.refine((v) => v === "" || emailFormat.safeParse(v).success, addLeadMessages.email),
  atMost(255, addLeadMessages.emailTooLong),
);

export const newLeadSchema = z
  .object({
    name: sanitizedText(atMost(100, addLeadMessages.nameTooLong)),
    company: sanitizedText(atMost(100, addLeadMessages.companyTooLong)),
    email,
    phone: sanitizedText(atMost(30, addLeadMessages.phoneTooLong)),
    notes: sanitizedText(atMost(10_000, addLeadMessages.notesTooLong)),
  })
  .check(
    z.superRefine((lead, ctx) => {
      if (lead.name === "" && lead.email === "" && lead.phone === "") {
        ctx.addIssue({ code: "custom", message: addLeadMessages.someContact, input: lead, path: ["name"] });
      }
    }),
  );

export const emptyLead: NewLead = { name: "", company: "", email: "", phone: "", notes: "" };
