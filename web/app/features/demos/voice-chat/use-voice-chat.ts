import { useCallback, useEffect, useRef, useState } from "react";
import { notify } from "~/lib/notify";
import type { Business } from "./api/get-voice-options";
import { ChatError, streamChat, type ChatTurn } from "./api/stream-chat";
import { voiceChatText as t } from "./voice-chat-text";

export interface ChatMessage extends ChatTurn {
  id: number;
}

let nextId = 0;
const chatMessage = (role: ChatTurn["role"], content: string): ChatMessage => ({ id: ++nextId, role, content });

/** Empty and whitespace-only messages are ignored (docs/product.md, "Validation rules"). */
export const isSendable = (text: string) => text.trim() !== "";

/**
 * The voice chat's conversation with one business's receptionist (docs/product.md, "AI
 * demos"): it opens with the business's greeting; the visitor's message is added at
 * once and the assistant's reply grows as it streams in, and onReply hears each reply
 * once it is whole (to speak it). On failure the list goes back to what it was before
 * the message and a toast says why. One message at a time; leaving the page (or choosing
 * another business, which mounts a new conversation) stops the reply.
 */
export function useVoiceChat(business: Business, onReply?: (text: string) => void, url?: string) {
  const [messages, setMessages] = useState<ChatMessage[]>(() => [chatMessage("assistant", business.greeting)]);
  const [loading, setLoading] = useState(false);
  const [engine, setEngine] = useState<string | null>(null);
  // State lags a render behind; the refs see a second Enter pressed at once and the list
  // as it is now, which is what a failure must go back to.
  const busy = useRef(false);
  const current = useRef(messages);
  const inFlight = useRef<AbortController | null>(null);
  const replied = useRef(onReply);
  useEffect(() => {
    replied.current = onReply;
  }, [onReply]);

  const show = useCallback((list: ChatMessage[]) => {
    current.current = list;
    setMessages(list);
  }, []);

  useEffect(() => () => inFlight.current?.abort(), []);

  /** Sends text; resolves false when it was not sent or the reply failed. */
  const send = useCallback(async (text: string): Promise<boolean> => {
    if (!isSendable(text) || busy.current) return false;
    busy.current = true;
    const before = current.current;
    const withQuestion = [...before, chatMessage("user", text.trim())];
    show(withQuestion);
    setLoading(true);

    const controller = new AbortController();
    inFlight.current = controller;
    const answer = chatMessage("assistant", "");
    let reply = "";
    try {
      await streamChat(withQuestion, {
        // A customer's own receptionist (url set) is the one its address names.
        ...(url ? { url } : { business: business.id }),
        signal: controller.signal,
        onEngine: setEngine,
        onText: (piece) => {
          reply += piece;
          show([...withQuestion, { ...answer, content: reply }]);
        },
      });
      replied.current?.(reply);
      return true;
    } catch (err) {
      if (controller.signal.aborted) return false; // the page is gone: nobody to tell
      show(before);
      void notify.error(err instanceof ChatError ? err.message : t.failed);
      return false;
    } finally {
      busy.current = false;
      inFlight.current = null;
      if (!controller.signal.aborted) setLoading(false);
    }
  }, [show, business.id, url]);

  // 'Thinking...' until the first piece of the reply arrives.
  const thinking = loading && messages.at(-1)?.role === "user";

  return { messages, loading, thinking, engine, send };
}
