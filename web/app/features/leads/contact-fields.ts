// What the contact form needs to render, without zod: the rules (contact-schema.ts) load
// with the rest of contact-submission.ts when the visitor starts filling the form in.
// contact-schema.test.ts checks that both files describe the same fields.

export const emptyContact = {
  name: "",
  email: "",
  company: "",
  phone: "",
  service_interest: "",
  company_size: "",
  preferred_contact: "",
  message: "",
};

export type ContactFieldName = keyof typeof emptyContact;

/**
 * The fields the contact rules require: those an empty form fails on. The form marks
 * exactly these. contact-schema.test.ts checks that the schema (which the Go validator's
 * shared test data keeps equal to lexa.ParseContact) fails an empty form on these and no others.
 */
export const contactRequired: ReadonlySet<ContactFieldName> = new Set<ContactFieldName>(["name", "email", "message"]);

/** The demo dialog's details step, empty (its rules are demoDetailsSchema in contact-schema.ts). */
export const emptyDemoDetails = { name: "", email: "", company: "", phone: "", employees: "", message: "" };
