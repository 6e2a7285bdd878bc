import { LoaderCircle, Send } from "lucide-react";
import { useId, useRef, type KeyboardEvent, type ReactNode } from "react";
import { Button } from "~/components/ui/button";
import { cn } from "~/lib/cn";
import { MAX_TURN_CHARS } from "../api/stream-chat";
import { isSendable } from "../use-voice-chat";
import { voiceChatText as t } from "../voice-chat-text";

interface ComposerProps {
  draft: string;
  onDraftChange: (value: string) => void;
  onSend: () => void;
  /** The microphone, where the browser or the server can hear; nothing otherwise. */
  mic?: ReactNode;
  loading: boolean;
}

/** The microphone (when there is one), the message box and Send. Enter sends; Shift+Enter is a new line. */
export function Composer({ draft, onDraftChange, onSend, mic, loading }: ComposerProps) {
  const id = useId();
  const input = useRef<HTMLTextAreaElement>(null);

  const send = () => {
    onSend();
    // A click on Send would leave focus on a button that is now disabled; typing goes on here.
    input.current?.focus();
  };

  const onKeyDown = (e: KeyboardEvent<HTMLTextAreaElement>) => {
    // isComposing: Enter that confirms an input-method candidate (Japanese, Chinese) is not a send.
    if (e.key !== "Enter" || e.shiftKey || e.nativeEvent.isComposing) return;
    e.preventDefault();
    send();
  };

  return (
    <form
      className="flex items-end gap-2 border-t border-border p-3"
      onSubmit={(e) => {
        e.preventDefault();
        send();
      }}
    >
      {mic}
      <div className="min-w-0 flex-1">
        <label htmlFor={`${id}-message`} className="sr-only">
          {t.inputLabel}
        </label>
        <textarea
          ref={input}
          id={`${id}-message`}
          rows={1}
          value={draft}
          onChange={(e) => onDraftChange(e.target.value)}
          onKeyDown={onKeyDown}
          placeholder={t.placeholder}
          aria-describedby={`${id}-hint`}
          maxLength={MAX_TURN_CHARS}
          className={cn(
            "block field-sizing-content max-h-32 min-h-11 w-full resize-none rounded-md border border-slate-500 bg-background px-3 py-2.5 text-base text-foreground",
            "placeholder:text-slate-500 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-ring",
          )}
        />
        <p id={`${id}-hint`} className="sr-only">
          {t.inputHint}
        </p>
      </div>
      <Button type="submit" disabled={loading || !isSendable(draft)} className="h-11 shrink-0">
        {loading ? <LoaderCircle className="h-4 w-4 animate-spin" aria-hidden /> : <Send className="h-4 w-4" aria-hidden />}
        {/* On a phone the word gives its room to the message; the button keeps it as its name. */}
        <span className="sr-only sm:not-sr-only">{t.send}</span>
      </Button>
    </form>
  );
}
