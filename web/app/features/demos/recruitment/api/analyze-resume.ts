import { useMutation } from "@tanstack/react-query";
import * as z from "zod/mini";
import { apiRequest } from "~/lib/api";
import { demoOf, serviceTypeId } from "~/lib/service-types";
import { demoEndpoint } from "../../shared/demo-api";

export interface ResumeInput {
  resume: string;
  jobDescription: string;
}

/**
 * `kind` is what the server's rules read the resume box as ("resume", "cover_letter",
 * "job_ad", "other"; docs/api.md "POST /api/ai/recruitment"), read as any string so a kind
 * added later is shown as not a resume; absent from an older server, taken as a resume.
 */
const resumeAnswerSchema = z.object({ analysis: z.string(), engine: z.string(), kind: z.optional(z.string()), note: z.optional(z.string()) });

export interface ResumeAnswer {
  text: string;
  engine: string;
  kind: string;
  /** Why the built-in engine answered in place of the model (docs/decisions/0069-model-structured-output.md); absent when nothing to say. */
  note?: string;
}

/** POST /api/ai/recruitment {resume, jobDescription} — the match analysis, "Match Score: NN/100" first, and the resume box's kind. */
export async function analyzeResume(input: ResumeInput): Promise<ResumeAnswer> {
  const res = await apiRequest(demoEndpoint(demoOf(serviceTypeId.recruitment)), {
    method: "POST",
    body: { resume: input.resume, jobDescription: input.jobDescription },
    parse: resumeAnswerSchema.parse,
  });
  return { text: res.analysis, engine: res.engine, kind: res.kind ?? "resume", note: res.note };
}

export function useAnalyzeResume() {
  return useMutation({ mutationFn: analyzeResume });
}
