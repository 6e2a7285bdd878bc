import { queryOptions, useQuery } from "@tanstack/react-query";
import * as z from "zod/mini";
import { apiRequest } from "~/lib/api";

/**
 * GET /api/ai/voice-chat/options (docs/api.md "AI demos"): the sample businesses the
 * receptionist plays, the default one, the engine that answers and whether the server
 * transcribes recordings (a model is configured for it).
 */
export const businessSchema = z.object({ id: z.string(), name: z.string(), kind: z.string(), greeting: z.string() });
export const voiceOptionsAnswer = z.object({
  businesses: z.array(businessSchema),
  default_business: z.string(),
  engine: z.string(),
  transcription: z.boolean(),
});

export type Business = z.infer<typeof businessSchema>;
export type VoiceOptions = z.infer<typeof voiceOptionsAnswer>;

export function getVoiceOptions(signal?: AbortSignal): Promise<VoiceOptions> {
  return apiRequest("/api/ai/voice-chat/options", { parse: (data) => voiceOptionsAnswer.parse(data), signal });
}

// The options change with a deployment, not while the page is open.
export const voiceOptionsQuery = () =>
  queryOptions({ queryKey: ["voice-chat", "options"], queryFn: ({ signal }) => getVoiceOptions(signal), staleTime: Infinity });

export function useVoiceOptions() {
  return useQuery(voiceOptionsQuery());
}
