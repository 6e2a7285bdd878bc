import * as z from "zod/mini";
import { isSendable } from "./replies";

// The chat's one rule, loaded when the visitor first focuses the message box (the panel
// focuses it on opening) or at the latest on send: the panel opens without zod.

/** A message with words in it; an empty or blank one is not sent (nothing is said). */
export const chatMessageSchema = z.object({
  message: z.string().check(z.refine(isSendable)),
});
