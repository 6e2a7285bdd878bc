import { useMutation } from "@tanstack/react-query";
import { askDemo, type DemoAnswer } from "../../shared/demo-api";

/** POST /api/ai/callcenter {leadData} — the BANT reading, assessment and next steps (docs/api.md "AI demos"). */
export function scoreLead(leadData: string): Promise<DemoAnswer> {
  return askDemo("callcenter", { leadData });
}

export function useScoreLead() {
  return useMutation({ mutationFn: scoreLead });
}
