import * as z from "zod/mini";
import { recruitmentText as t } from "./recruitment-text";

// The analyzer's rule, loaded when the visitor first focuses its form (or at the latest
// on Analyze): the demo page shows without it.

const filled = z.string().check(z.refine((text) => text.trim() !== "", t.missingInput));

/** Both texts with words in them (sent as typed), else the spec's one toast. */
export const resumeInputSchema = z.object({ resume: filled, jobDescription: filled });
