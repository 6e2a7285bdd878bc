import * as z from "zod/mini";
import { atLeast, atMost, firstFieldErrors, sanitize, sanitizedText } from "~/lib/validation";

/**
 * The contact / demo submission schema (docs/product.md, "Validation rules") exactly as the Go validator
 * applies it (internal/lexa/contact.go): every text is sanitised first, then checked, and
 * the first message of a field is the one the server would give. Both sides are tested
 * against testdata/validation/contact.json. Lengths are string lengths (UTF-16 units).
 * zod/mini rather than the classic API: it is a fraction of the size on the pages with a form.
 */

// The building blocks are shared with the account forms (app/lib/validation.ts).
export { firstFieldErrors, sanitize };

const text = sanitizedText;
const required = (message: string, ...checks: Parameters<typeof sanitizedText>) => text(atLeast(1, message), ...checks);
const max = atMost;

const fields = {
  name: required("Name is required", max(100, "Name must be less than 100 characters")),
  // The address check comes first, as on the server: an empty e-mail is an invalid one.
  email: text(z.email({ error: "Invalid email address" }), max(255, "Email must be less than 255 characters")),
  company: text(max(100, "Company name must be less than 100 characters")),
  phone: text(max(20, "Phone number must be less than 20 characters")),
  message: required("Message is required", max(2000, "Message must be less than 2000 characters")),
};

export const contactSchema = z.object({
  name: fields.name,
  email: fields.email,
  company: fields.company,
  phone: fields.phone,
  service_interest: text(max(100, "Service interest must be less than 100 characters")),
  company_size: text(max(50, "Company size must be less than 50 characters")),
  preferred_contact: text(max(50, "Preferred contact must be less than 50 characters")),
  message: fields.message,
});

export type ContactInput = z.input<typeof contactSchema>;
export type ContactValues = z.output<typeof contactSchema>;

// The empty form and the fields it requires live in contact-fields.ts, which the form
// renders with before zod loads.

export const companySizes = ["1-10", "11-50", "51-200", "201-1000", "1000+"] as const;

/**
 * Step 1 of the demo dialog: the same rules, with company and phone required and the
 * message optional (the server's ParseDemoBooking).
 */
export const demoDetailsSchema = z.object({
  name: fields.name,
  email: fields.email,
  company: required("Company name is required", max(100, "Company name must be less than 100 characters")),
  phone: required("Phone number is required", max(20, "Phone number must be less than 20 characters")),
  employees: text(
    z.refine<string>((v) => v === "" || (companySizes as readonly string[]).includes(v), "Please choose a company size from the list"),
  ),
  message: text(max(2000, "Message must be less than 2000 characters")),
});

export type DemoDetailsInput = z.input<typeof demoDetailsSchema>;
export type DemoDetails = z.output<typeof demoDetailsSchema>;

// The demo dialog's empty form is emptyDemoDetails in contact-fields.ts: the dialog shows
// it before zod loads.
