import * as z from "zod/mini";
import { ApiError, errorFromResponse, NETWORK_ERROR_MESSAGE, UNKNOWN_ERROR_MESSAGE } from "~/lib/api";

const transcriptionAnswer = z.object({ text: z.string(), engine: z.string() });

export type Transcription = z.infer<typeof transcriptionAnswer>;

/** The file name's extension tells the model's API the container, as the server names it too. */
function extension(type: string): string {
  if (type.startsWith("audio/ogg")) return ".ogg";
  if (type.startsWith("audio/mp4")) return ".m4a";
  if (type.startsWith("audio/wav")) return ".wav";
  return ".webm";
}

/**
 * POST /api/ai/transcribe (docs/api.md "AI demos"): the recording as the multipart field
 * "file", its part typed as the recorder made it ("audio/webm;codecs=opus"). Resolves with
 * the text; rejects with an ApiError in the API's error shape (400, 404, 413, 429, 502, 504).
 */
export async function transcribe(audio: Blob, signal?: AbortSignal): Promise<Transcription> {
  const form = new FormData();
  form.append("file", audio, `recording${extension(audio.type)}`);
  let res: Response;
  try {
    res = await fetch("/api/ai/transcribe", { method: "POST", body: form, signal, credentials: "same-origin", headers: { Accept: "application/json" } });
  } catch (err) {
    if (err instanceof TypeError) throw new ApiError({ status: 0, code: "NETWORK_ERROR", message: NETWORK_ERROR_MESSAGE });
    throw err;
  }
  const data: unknown = await res.json().catch(() => undefined);
  if (!res.ok) throw errorFromResponse(res, data);
  const parsed = transcriptionAnswer.safeParse(data);
  if (!parsed.success) throw new ApiError({ status: res.status, code: "UNKNOWN_ERROR", message: UNKNOWN_ERROR_MESSAGE });
  return parsed.data;
}
