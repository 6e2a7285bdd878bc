import { NETWORK_ERROR_MESSAGE } from "~/lib/api";
import { demoOf, serviceTypeId } from "~/lib/service-types";
import { demoEndpoint } from "../../shared/demo-api";
import { createSseParser, errorText, type ChatStreamEvent } from "../sse";
import { voiceChatText as t } from "../voice-chat-text";

/** One turn of the conversation as the API takes it. */
export interface ChatTurn {
  role: "user" | "assistant";
  content: string;
}

/** A failure whose message the visitor should read in the toast. */
export class ChatError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "ChatError";
  }
}

/** The API's limits (docs/api.md): at most 30 messages of at most 4,000 characters. */
export const MAX_TURNS = 30;
export const MAX_TURN_CHARS = 4000;

/**
 * What is sent: the latest 30 turns, each cut to 4,000 characters, so a long conversation
 * (or a long reply from a model) never makes the server refuse the next message.
 */
export function chatWindow(turns: readonly ChatTurn[]): ChatTurn[] {
  return turns.slice(-MAX_TURNS).map(({ role, content }) => ({ role, content: content.slice(0, MAX_TURN_CHARS) }));
}

interface StreamHandlers {
  /** The sample business the receptionist plays; the server's default when absent. */
  business?: string;
  /** Where to send it: the demo's endpoint unless a customer's own receptionist answers. */
  url?: string;
  signal?: AbortSignal;
  /** The engine that answers, from the X-Lexa-Engine header, once the reply starts. */
  onEngine?: (engine: string) => void;
  /** Each piece of the reply as it arrives. */
  onText: (text: string) => void;
}

/**
 * POST /api/ai/voice-chat and read the reply as it streams (docs/api.md "AI demos").
 * Resolves at [DONE]; rejects with a ChatError for a refusal, a missing body or an error
 * line, or with the fetch's own error (an AbortError when the signal fires).
 */
export async function streamChat(turns: readonly ChatTurn[], { business, url = demoEndpoint(demoOf(serviceTypeId.voiceAi)), signal, onEngine, onText }: StreamHandlers): Promise<void> {
  let res: Response;
  try {
    res = await fetch(url, {
      method: "POST",
      signal,
      credentials: "same-origin",
      headers: { Accept: "text/event-stream", "Content-Type": "application/json" },
      body: JSON.stringify({ business, messages: chatWindow(turns) }),
    });
  } catch (err) {
    // fetch rejects with a TypeError only when no response arrived (offline, DNS).
    if (err instanceof TypeError) throw new ChatError(NETWORK_ERROR_MESSAGE);
    throw err;
  }
  if (!res.ok) throw new ChatError(await refusalMessage(res));
  if (!res.body) throw new ChatError(t.noBody);

  const engine = res.headers.get("X-Lexa-Engine");
  if (engine) onEngine?.(engine);

  const reader = res.body.getReader();
  const decoder = new TextDecoder();
  const parser = createSseParser();
  // true once the stream said [DONE]; a stream that simply stops was cut off.
  const finished = (events: ChatStreamEvent[]) => {
    for (const event of events) {
      if (event.kind === "text") onText(event.text);
      else if (event.kind === "error") throw new ChatError(event.message || t.failed);
      else return true;
    }
    return false;
  };
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) {
        if (finished([...parser.push(decoder.decode()), ...parser.end()])) return;
        throw new Error("the reply stream ended before [DONE]");
      }
      if (finished(parser.push(decoder.decode(value, { stream: true })))) return;
    }
  } finally {
    // Stop reading at [DONE] or on a failure; the server has nothing more to say.
    reader.cancel().catch(() => undefined);
  }
}

/** A refusal's message: our {error:{message}}, a plain string error field, else the spec's fallback. */
async function refusalMessage(res: Response): Promise<string> {
  const data: unknown = await res.json().catch(() => undefined);
  const error = typeof data === "object" && data !== null ? (data as { error?: unknown }).error : undefined;
  return errorText(error) || t.badResponse;
}
