import { LoaderCircle, Send } from "lucide-react";
import { useCallback, useId, type FormEvent, type KeyboardEvent } from "react";
import { Button } from "~/components/ui/button";
import { cn } from "~/lib/cn";
import { useLazyZodForm } from "~/lib/lazy-form";
import { notify } from "~/lib/notify";
import { MAX_TURN_CHARS } from "../api/stream-chat";
import type { MicMode } from "../speech";
import { useMic } from "../use-mic";
import { isSendable } from "../use-voice-chat";
import { voiceChatText as t } from "../voice-chat-text";
import { MicButton } from "./mic-button";

const loadRules = () => import("../message-schema").then((m) => m.messageSchema);

interface ComposerProps {
  /** How the microphone hears, where the browser or the server can; null: no microphone. */
  micMode: MicMode;
  /** Sends a message; resolves false when it was not sent or the reply failed. */
  onSend: (text: string) => Promise<boolean>;
  loading: boolean;
}

/**
 * The microphone (when there is one), the message box and Send. Enter sends; Shift+Enter
 * is a new line. What the microphone hears fills the box; nothing is sent until Send.
 */
export function Composer({ micMode, onSend, loading }: ComposerProps) {
  const id = useId();
  const { register, handleSubmit, watch, setValue, getValues, setFocus, preloadRules } = useLazyZodForm(loadRules, { message: "" });
  // useForm's own watch rather than useWatch: the latter is extra code on the page.
  const draft = watch("message");
  const onMicError = useCallback((message: string) => void notify.error(message), []);
  const mic = useMic(micMode, { onText: (text) => setValue("message", text), onError: onMicError });

  const send = handleSubmit(({ message }) => {
    if (loading) return;
    setValue("message", "");
    void onSend(message).then((sent) => {
      // A failed message comes back to the box, unless something new was typed meanwhile.
      if (!sent && getValues("message") === "") setValue("message", message);
    });
  });

  const submit = (e?: FormEvent) => {
    void send(e);
    // A click on Send would leave focus on a button that is now disabled; typing goes on here.
    setFocus("message");
  };

  const onKeyDown = (e: KeyboardEvent<HTMLTextAreaElement>) => {
    // isComposing: Enter that confirms an input-method candidate (Japanese, Chinese) is not a send.
    if (e.key !== "Enter" || e.shiftKey || e.nativeEvent.isComposing) return;
    e.preventDefault();
    submit();
  };

  return (
    <form className="flex items-end gap-2 border-t border-border p-3" onSubmit={submit} onFocus={preloadRules}>
      {micMode && <MicButton state={mic.state} onToggle={mic.toggle} />}
      <div className="min-w-0 flex-1">
        <label htmlFor={`${id}-message`} className="sr-only">
          {t.inputLabel}
        </label>
        <textarea
          {...register("message")}
          id={`${id}-message`}
          rows={1}
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
