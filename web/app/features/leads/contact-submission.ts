import { zodResolver } from "@hookform/resolvers/zod";
import { contactSchema } from "./contact-schema";

// Loaded by the contact form when the visitor first focuses a field (or submits), not
// with the page: the rules need zod, and neither zod nor the request code is needed to
// show the form.

export const contactResolver = zodResolver(contactSchema);
export { submitContact } from "./api/submit-contact";
