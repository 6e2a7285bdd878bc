/**
 * Reads the voice chat's server-sent events (docs/api.md "POST /api/ai/voice-chat"): lines
 * `data: {"choices":[{"delta":{"content":"…"}}]}`, a failure as
 * `data: {"error":{"code","message"}}`, the end as `data: [DONE]`. Network chunks split
 * lines anywhere, so a line is only read once its newline has arrived.
 */

export type ChatStreamEvent = { kind: "text"; text: string } | { kind: "error"; message: string } | { kind: "done" };

export interface SseParser {
  /** The events completed by this chunk of text. */
  push(chunk: string): ChatStreamEvent[];
  /** The events of a last line the stream ended without a newline after. */
  end(): ChatStreamEvent[];
}

export function createSseParser(): SseParser {
  let pending = "";
  return {
    push(chunk) {
      pending += chunk;
      const lines = pending.split("\n");
      // The last piece has no newline yet: keep it for the next chunk.
      pending = lines.pop() ?? "";
      return lines.flatMap(parseLine);
    },
    end() {
      const last = pending;
      pending = "";
      return parseLine(last);
    },
  };
}

/** One line of the stream; blank lines (the event separators), comments and other fields say nothing. */
export function parseLine(raw: string): ChatStreamEvent[] {
  const line = raw.endsWith("\r") ? raw.slice(0, -1) : raw;
  if (!line.startsWith("data:")) return [];
  const payload = line.slice(5).trim();
  if (payload === "[DONE]") return [{ kind: "done" }];
  let data: unknown;
  try {
    data = JSON.parse(payload);
  } catch {
    return []; // not ours to read (a keep-alive or a broken line); the reply goes on
  }
  if (!isRecord(data)) return [];
  if (data.error !== undefined && data.error !== null) return [{ kind: "error", message: errorText(data.error) }];
  const choice = Array.isArray(data.choices) ? data.choices[0] : undefined;
  const content = isRecord(choice) && isRecord(choice.delta) ? choice.delta.content : undefined;
  return typeof content === "string" && content !== "" ? [{ kind: "text", text: content }] : [];
}

/**
 * The message of an error field: our API's {code, message}, or a plain string as other
 * servers send it; "" when it has none (the caller uses its fallback).
 */
export function errorText(error: unknown): string {
  if (typeof error === "string") return error;
  if (isRecord(error) && typeof error.message === "string") return error.message;
  return "";
}

function isRecord(v: unknown): v is Record<string, unknown> {
  return typeof v === "object" && v !== null && !Array.isArray(v);
}
