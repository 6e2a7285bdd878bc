// Loaded by the contact form when the visitor first focuses a field (or submits), not
// with the page: the rules need zod, and neither zod nor the request code is needed to
// show the form. The form's resolver (useLazyZodForm) reads the rules from here.

export { contactSchema } from "./contact-schema";
export { submitContact } from "./api/submit-contact";
