import * as z from "zod/mini";

/**
 * The answer of the requests behind the links the server e-mails (docs/api.md,
 * "Accounts"): always 202 with the same message, whether or not an account uses the address.
 */
export const messageAnswer = z.object({ message: z.string() });
