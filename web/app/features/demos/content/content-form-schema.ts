import * as z from "zod/mini";
import type { ContentRequest } from "./content-options";
import { contentText as t } from "./content-text";

// The content form's rule, loaded when the visitor first focuses the form (or at the
// latest on Generate): the demo page shows without it.

/**
 * A topic with words in it (sent as typed), else the spec's toast. The three choices are
 * the lists' own values (the selects offer no others); the server checks them all again.
 */
export const contentFormSchema = z.object({
  contentType: z.custom<ContentRequest["contentType"]>(),
  topic: z.string().check(z.refine((topic) => topic.trim() !== "", t.emptyTopic)),
  platform: z.custom<ContentRequest["platform"]>(),
  tone: z.custom<ContentRequest["tone"]>(),
});
