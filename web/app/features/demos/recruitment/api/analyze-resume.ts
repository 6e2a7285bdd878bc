import { useMutation } from "@tanstack/react-query";
import { demoOf, serviceTypeId } from "~/lib/service-types";
import { askDemo, type DemoAnswer } from "../../shared/demo-api";

export interface ResumeInput {
  resume: string;
  jobDescription: string;
}

/** POST /api/ai/recruitment {resume, jobDescription} — the match analysis, "Match Score: NN/100" first (docs/api.md "AI demos"). */
export function analyzeResume(input: ResumeInput): Promise<DemoAnswer> {
  return askDemo(demoOf(serviceTypeId.recruitment), { resume: input.resume, jobDescription: input.jobDescription });
}

export function useAnalyzeResume() {
  return useMutation({ mutationFn: analyzeResume });
}
