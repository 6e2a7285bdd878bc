import * as z from "zod/mini";
import { atLeast, atMost, sanitizedText } from "~/lib/validation";

/**
 * The editable profile (PATCH /api/profile, docs/api.md): sanitised like the contact
 * form, then the server's limits and messages. Tested against the 'profile' vectors of
 * testdata/validation/account.json.
 */
export const profileSchema = z.object({
  full_name: sanitizedText(
    atLeast(2, "Name must be at least 2 characters"),
    atMost(100, "Name must be less than 100 characters"),
  ),
  company_name: sanitizedText(
    atMost(100, "Company name must be less than 100 characters"),
  ),
  phone: sanitizedText(
    atMost(20, "Phone number must be less than 20 characters"),
  ),
});

export type ProfileInput = z.input<typeof profileSchema>;
export type ProfileValues = z.output<typeof profileSchema>;
