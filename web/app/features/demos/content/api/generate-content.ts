import { useMutation } from "@tanstack/react-query";
import { demoOf, serviceTypeId } from "~/lib/service-types";
import { askDemo, type DemoAnswer } from "../../shared/demo-api";
import type { ContentRequest } from "../content-options";

/** POST /api/ai/content {contentType, topic, platform, tone} — the post text only (docs/api.md "AI demos"). */
export function generateContent(request: ContentRequest): Promise<DemoAnswer> {
  return askDemo(demoOf(serviceTypeId.contentMarketing), { ...request });
}

export function useGenerateContent() {
  return useMutation({ mutationFn: generateContent });
}
