import { Bot, Send, X } from "lucide-react";
import { useEffect, useRef, useState, type KeyboardEvent } from "react";
import { useLazyZodForm } from "~/lib/lazy-form";
import { GREETING, REPLY_DELAY_MS, replyTo } from "../replies";

/** A chat message as the spec defines it for the scripted assistant. */
interface ChatMessage {
  id: string;
  text: string;
  isUser: boolean;
  timestamp: Date;
}

let nextId = 0;
const message = (text: string, isUser: boolean): ChatMessage => ({
  id: `m${++nextId}`,
  text,
  isUser,
  timestamp: new Date(),
});

const loadRules = () => import("../chat-schema").then((m) => m.chatMessageSchema);

const timeFormat = new Intl.DateTimeFormat("en-US", { hour: "numeric", minute: "2-digit" });

interface ChatPanelProps {
  id: string;
  open: boolean;
  onClose: () => void;
}

/** Lexa's conversation: the visitor's message at once, a typing indicator, the reply a second later. */
export default function ChatPanel({ id, open, onClose }: ChatPanelProps) {
  const [messages, setMessages] = useState<ChatMessage[]>(() => [message(GREETING, false)]);
  const { register, handleSubmit, setValue, setFocus, preloadRules } = useLazyZodForm(loadRules, { message: "" });
  const [pending, setPending] = useState(0);
  const list = useRef<HTMLOListElement>(null);
  const timers = useRef<number[]>([]);

  useEffect(() => {
    if (open) setFocus("message");
  }, [open, setFocus]);
  useEffect(() => () => timers.current.forEach(clearTimeout), []);
  useEffect(() => {
    list.current?.lastElementChild?.scrollIntoView({ block: "end" });
  }, [messages, pending]);

  const send = ({ message: draft }: { message: string }) => {
    const text = draft.trim();
    setValue("message", "");
    setMessages((m) => [...m, message(text, true)]);
    setPending((n) => n + 1);
    timers.current.push(
      window.setTimeout(() => {
        setMessages((m) => [...m, message(replyTo(text).text, false)]);
        setPending((n) => n - 1);
      }, REPLY_DELAY_MS),
    );
  };

  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key === "Escape") {
      e.stopPropagation();
      onClose();
    }
  };

  return (
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- Escape closes the non-modal dialog from wherever focus is inside it
    <div
      id={id}
      role="dialog"
      aria-modal="false"
      aria-labelledby={`${id}-title`}
      hidden={!open}
      onKeyDown={onKeyDown}
      className="flex h-[28rem] max-h-[70vh] w-[calc(100vw-2rem)] max-w-sm flex-col overflow-hidden rounded-2xl border border-border bg-background shadow-2xl"
    >
      <header className="flex items-center justify-between bg-primary px-4 py-3 text-primary-foreground">
        <div className="flex items-center gap-2">
          <Bot className="h-6 w-6" aria-hidden />
          <div>
            <h2 id={`${id}-title`} className="leading-tight font-semibold">
              Lexa
            </h2>
            <p className="text-xs">AI Assistant</p>
          </div>
        </div>
        <button
          type="button"
          onClick={onClose}
          aria-label="Close chat"
          className="rounded-md p-1 hover:bg-primary-hover focus-visible:outline-2 focus-visible:outline-white"
        >
          <X className="h-5 w-5" aria-hidden />
        </button>
      </header>

      {/* tabIndex: keyboard users can scroll a long conversation. */}
      <div role="log" aria-live="polite" aria-label="Conversation with Lexa" tabIndex={0} className="flex-1 overflow-y-auto p-4 focus-visible:outline-2 focus-visible:outline-ring">
        <ol ref={list} className="space-y-3">
        {messages.map((m) => (
          <li key={m.id} className={m.isUser ? "flex justify-end" : "flex justify-start"}>
            <div
              className={
                m.isUser
                  ? "max-w-[85%] rounded-2xl rounded-br-sm bg-primary px-3 py-2 text-sm text-primary-foreground"
                  : "max-w-[85%] rounded-2xl rounded-bl-sm bg-muted px-3 py-2 text-sm"
              }
            >
              <span className="sr-only">{m.isUser ? "You said: " : "Lexa said: "}</span>
              {m.text}
              <time className="mt-1 block text-[0.7rem] opacity-80" dateTime={m.timestamp.toISOString()}>
                {timeFormat.format(m.timestamp)}
              </time>
            </div>
          </li>
        ))}
        {pending > 0 && (
          <li className="flex justify-start" data-testid="chat-typing">
            <div className="rounded-2xl bg-muted px-3 py-2 text-sm text-muted-foreground">Lexa is typing…</div>
          </li>
        )}
        </ol>
      </div>

      <form onSubmit={handleSubmit(send)} onFocus={preloadRules} className="flex gap-2 border-t border-border p-3">
        <label htmlFor={`${id}-input`} className="sr-only">
          Message Lexa
        </label>
        <input
          {...register("message")}
          id={`${id}-input`}
          placeholder="Type your message..."
          autoComplete="off"
          maxLength={500}
          className="min-w-0 flex-1 rounded-md border border-border px-3 py-2 text-sm focus-visible:outline-2 focus-visible:outline-ring"
        />
        <button
          type="submit"
          aria-label="Send message"
          className="rounded-md bg-primary px-3 text-primary-foreground hover:bg-primary-hover focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
        >
          <Send className="h-4 w-4" aria-hidden />
        </button>
      </form>
    </div>
  );
}
