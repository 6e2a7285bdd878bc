import * as z from "zod/mini";

// A one-text demo's rule, loaded when the visitor first focuses its form (or at the
// latest on submit): the demo page shows without it.

/** The text must hold more than blanks; an empty one is the demo's own toast (`emptyMessage`). The text goes as typed. */
export const demoTextSchema = (emptyMessage: string) =>
  z.object({
    text: z.string().check(z.refine((text) => text.trim() !== "", emptyMessage)),
  });
