import * as z from "zod/mini";
import { isSendable } from "./use-voice-chat";

// The message box's rule, loaded when the visitor first focuses it (or at the latest on
// Send): the page shows the chat without it.

/** A message with words in it; an empty or blank one is not sent, and nothing is said. */
export const messageSchema = z.object({
  message: z.string().check(z.refine(isSendable)),
});
