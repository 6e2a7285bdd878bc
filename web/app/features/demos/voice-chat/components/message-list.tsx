import { Bot, User } from "lucide-react";
import { useEffect, useRef } from "react";
import { cn } from "~/lib/cn";
import type { ChatMessage } from "../use-voice-chat";
import { voiceChatText as t } from "../voice-chat-text";

interface MessageListProps {
  messages: readonly ChatMessage[];
  thinking: boolean;
  /** A reply is on its way: screen readers wait for it whole instead of hearing every word. */
  busy: boolean;
}

/** The conversation, newest at the bottom, kept scrolled to the end as the reply grows. */
export function MessageList({ messages, thinking, busy }: MessageListProps) {
  const log = useRef<HTMLDivElement>(null);

  useEffect(() => {
    // Scroll the list itself, not the page: on a phone the page must not jump under the thumb.
    const el = log.current;
    if (el) el.scrollTop = el.scrollHeight;
  }, [messages, thinking]);

  return (
    // tabIndex: keyboard users can scroll a long conversation.
    <div
      ref={log}
      role="log"
      aria-live="polite"
      aria-busy={busy}
      aria-label={t.logLabel}
      tabIndex={0}
      className="h-[26rem] max-h-[60vh] overflow-y-auto p-4 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-ring sm:h-[30rem]"
    >
      <ol className="space-y-4">
        {messages.map((m) => (
          <li key={m.id} className={cn("flex items-end gap-2", m.role === "user" && "flex-row-reverse")} data-role={m.role}>
            <Avatar speaker={m.role} />
            <div
              className={cn(
                "max-w-[80%] rounded-2xl px-4 py-2 text-sm leading-relaxed break-words whitespace-pre-wrap",
                m.role === "user" ? "rounded-br-sm bg-primary text-primary-foreground" : "rounded-bl-sm bg-muted",
              )}
              data-testid={m.role === "user" ? "chat-user-message" : "chat-assistant-message"}
            >
              <span className="sr-only">{m.role === "user" ? t.youSaid : t.assistantSaid}</span>
              {m.content}
            </div>
          </li>
        ))}
        {thinking && (
          <li className="flex items-end gap-2" data-testid="chat-thinking">
            <Avatar speaker="assistant" />
            <div className="flex items-center gap-2 rounded-2xl rounded-bl-sm bg-muted px-4 py-2 text-sm text-muted-foreground">
              <span className="flex gap-1" aria-hidden>
                <span className="h-1.5 w-1.5 animate-bounce rounded-full bg-current [animation-delay:-0.3s]" />
                <span className="h-1.5 w-1.5 animate-bounce rounded-full bg-current [animation-delay:-0.15s]" />
                <span className="h-1.5 w-1.5 animate-bounce rounded-full bg-current" />
              </span>
              {t.thinking}
            </div>
          </li>
        )}
      </ol>
    </div>
  );
}

function Avatar({ speaker }: { speaker: ChatMessage["role"] }) {
  const Icon = speaker === "user" ? User : Bot;
  return (
    <span
      className={cn(
        "flex h-8 w-8 shrink-0 items-center justify-center rounded-full",
        speaker === "user" ? "bg-accent text-accent-foreground" : "bg-primary text-primary-foreground",
      )}
      aria-hidden
    >
      <Icon className="h-4 w-4" />
    </span>
  );
}
