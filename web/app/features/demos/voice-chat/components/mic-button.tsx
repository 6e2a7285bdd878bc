import { LoaderCircle, Mic, Square } from "lucide-react";
import { Button } from "~/components/ui/button";
import { cn } from "~/lib/cn";
import type { MicState } from "../use-mic";
import { voiceChatText as t } from "../voice-chat-text";

/**
 * The microphone: pressed while it listens (press again to stop), busy while the
 * recording is transcribed. A status line tells screen readers which.
 */
export function MicButton({ state, onToggle }: { state: MicState; onToggle: () => void }) {
  const listening = state === "listening";
  const Icon = state === "transcribing" ? LoaderCircle : listening ? Square : Mic;
  return (
    <>
      <Button
        variant="outline"
        size="icon"
        aria-label={t.voiceLabel}
        aria-pressed={listening}
        aria-busy={state === "transcribing"}
        disabled={state === "transcribing"}
        onClick={onToggle}
        className={cn("h-11 w-11 shrink-0", listening && "border-destructive text-destructive")}
        data-testid="voice-button"
      >
        <Icon className={cn("h-5 w-5", state === "transcribing" && "animate-spin", listening && "fill-current")} aria-hidden />
      </Button>
      <span role="status" className="sr-only">
        {listening ? t.listening : state === "transcribing" ? t.transcribing : ""}
      </span>
    </>
  );
}
