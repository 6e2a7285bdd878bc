import { Bot, PhoneCall, PhoneOff, User } from "lucide-react";
import { useCallback, useEffect, useRef, useState, useSyncExternalStore } from "react";
import * as z from "zod/mini";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { MicButton, micMode, SpeakToggle, useMic, useSpeakReplies, useVoiceOptions, type MicMode, type VoiceWindow } from "~/features/demos";
import { ApiError } from "~/lib/api";
import { cn } from "~/lib/cn";
import { useZodForm } from "~/lib/form";
import { notify } from "~/lib/notify";
import { useTestCall } from "./api/test-call";
import { phoneText as t } from "./phone-messages";

/** What the caller says, as the server takes it (1–4,000 characters). */
const turnSchema = z.object({ speech: z.string().check(z.trim(), z.minLength(1, t.speechRequired), z.maxLength(4000)) });

interface Turn {
  id: number;
  role: "caller" | "receptionist";
  text: string;
}

/** How the call stands: not started, on the line, or over (hung up, dialled out, or ended by the owner). */
type CallState = { kind: "idle" } | { kind: "live"; callId: string } | { kind: "over"; dial: string | null; byOwner: boolean };

const noSubscription = () => () => {};

/**
 * "Call your receptionist" (issue 30, item 4): the phone line's flow without Twilio
 * (POST /api/services/{id}/phone/test-call). The owner types or speaks what a caller says;
 * the receptionist's answer is shown and, with "Speak replies" on, said aloud; the call
 * ends when the line would hang up or dial the emergency number.
 */
export function TestCall({ serviceId, ready }: { serviceId: string; ready: boolean }) {
  return (
    <section aria-labelledby="test-call-heading" className="grid gap-3">
      <div>
        <h2 id="test-call-heading" className="text-lg font-semibold">
          {t.callHeading}
        </h2>
        <p className="text-sm text-muted-foreground">{ready ? t.callIntro : t.callNeedsProfile}</p>
      </div>
      {ready && <CallCard serviceId={serviceId} />}
    </section>
  );
}

function CallCard({ serviceId }: { serviceId: string }) {
  const options = useVoiceOptions();
  const transcription = options.data?.transcription ?? false;
  const mode = useSyncExternalStore<MicMode>(
    noSubscription,
    () => micMode(window as unknown as VoiceWindow, transcription),
    () => null,
  );
  const speech = useSpeakReplies();
  const turnCall = useTestCall(serviceId);
  const [call, setCall] = useState<CallState>({ kind: "idle" });
  const [turns, setTurns] = useState<Turn[]>([]);
  const next = useRef(0);
  const startButton = useRef<HTMLButtonElement>(null);
  // The caller's box and "End call" go when the call ends: focus moves to "Call again".
  const over = call.kind === "over";
  useEffect(() => {
    if (over) startButton.current?.focus();
  }, [over]);
  const add = useCallback((role: Turn["role"], text: string) => setTurns((ts) => [...ts, { id: next.current++, role, text }]), []);

  const answer = useCallback(
    (a: { call_id: string; say: string; dial: string | null; hang_up: boolean }) => {
      add("receptionist", a.say);
      speech.speak(a.say);
      setCall(a.hang_up ? { kind: "over", dial: a.dial, byOwner: false } : { kind: "live", callId: a.call_id });
    },
    [add, speech],
  );

  const start = () => {
    speech.silence();
    setTurns([]);
    turnCall.mutate({ call_id: "", speech: "" }, { onSuccess: answer, onError: (err) => void notify.error(err.message) });
  };

  const send = (text: string, done: (sent: boolean) => void) => {
    if (call.kind !== "live") return;
    add("caller", text);
    turnCall.mutate(
      { call_id: call.callId, speech: text },
      {
        onSuccess: (a) => {
          answer(a);
          done(true);
        },
        onError: (err) => {
          // A call the server forgot (ended, or dropped after hours) cannot go on.
          if (err instanceof ApiError && err.status === 404) setCall({ kind: "over", dial: null, byOwner: false });
          setTurns((ts) => ts.slice(0, -1));
          void notify.error(err.message);
          done(false);
        },
      },
    );
  };

  const hangUp = () => {
    speech.silence();
    setCall({ kind: "over", dial: null, byOwner: true });
  };

  return (
    <Card className="overflow-hidden p-0">
      <div className="flex flex-wrap items-center justify-between gap-3 border-b border-border bg-accent px-4 py-3">
        <div className="flex flex-wrap items-center gap-2">
          {call.kind === "live" ? (
            <Button variant="destructive" onClick={hangUp}>
              <PhoneOff className="h-4 w-4" aria-hidden />
              {t.endCall}
            </Button>
          ) : (
            <Button ref={startButton} onClick={start} disabled={turnCall.isPending}>
              <PhoneCall className="h-4 w-4" aria-hidden />
              {turnCall.isPending ? t.calling : call.kind === "over" ? t.newCall : t.startCall}
            </Button>
          )}
        </div>
        {speech.supported && <SpeakToggle on={speech.on} onToggle={speech.toggle} />}
      </div>
      {turns.length > 0 && <Transcript turns={turns} busy={turnCall.isPending} />}
      <p role="status" className={cn("px-4 text-sm font-medium", call.kind === "over" && "py-3", call.kind === "over" && call.dial && "text-destructive")}>
        {call.kind === "over" ? (call.dial ? t.dialing(call.dial) : call.byOwner ? t.ended : t.hungUp) : ""}
      </p>
      {call.kind === "live" && <CallerBox micMode={mode} onSend={send} busy={turnCall.isPending} />}
    </Card>
  );
}

function Transcript({ turns, busy }: { turns: Turn[]; busy: boolean }) {
  const log = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const el = log.current;
    if (el) el.scrollTop = el.scrollHeight;
  }, [turns]);
  return (
    <div
      ref={log}
      role="log"
      aria-live="polite"
      aria-busy={busy}
      aria-label={t.transcript}
      tabIndex={0}
      className="max-h-[24rem] overflow-y-auto p-4 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-ring"
    >
      <ol className="space-y-3">
        {turns.map((turn) => {
          const Icon = turn.role === "caller" ? User : Bot;
          return (
            <li key={turn.id} className={cn("flex items-end gap-2", turn.role === "caller" && "flex-row-reverse")} data-testid={`test-call-${turn.role}`}>
              <span
                className={cn(
                  "flex h-8 w-8 shrink-0 items-center justify-center rounded-full",
                  turn.role === "caller" ? "bg-accent text-accent-foreground" : "bg-primary text-primary-foreground",
                )}
                aria-hidden
              >
                <Icon className="h-4 w-4" />
              </span>
              <p
                className={cn(
                  "max-w-[80%] rounded-2xl px-4 py-2 text-sm leading-relaxed break-words whitespace-pre-wrap",
                  turn.role === "caller" ? "rounded-br-sm bg-primary text-primary-foreground" : "rounded-bl-sm bg-muted",
                )}
              >
                <span className="sr-only">{turn.role === "caller" ? t.callerLabel : t.receptionistLabel}: </span>
                {turn.text}
              </p>
            </li>
          );
        })}
      </ol>
    </div>
  );
}

/** What the caller says: typed, or heard by the microphone (which fills the box); Enter or "Say it" sends. */
function CallerBox({ micMode: mode, onSend, busy }: { micMode: MicMode; onSend: (text: string, done: (sent: boolean) => void) => void; busy: boolean }) {
  const { register, handleSubmit, setValue, setFocus, formState } = useZodForm(turnSchema, { speech: "" });
  const onMicError = useCallback((message: string) => void notify.error(message), []);
  const mic = useMic(mode, { onText: (text) => setValue("speech", text), onError: onMicError });
  const error = formState.errors.speech?.message;

  useEffect(() => setFocus("speech"), [setFocus]);

  const submit = handleSubmit(({ speech }) => {
    if (busy) return;
    setValue("speech", "");
    onSend(speech, (sent) => {
      if (!sent) setValue("speech", speech);
    });
  });

  return (
    <form className="border-t border-border p-3" onSubmit={(e) => void submit(e)} noValidate>
      <label htmlFor="test-call-speech" className="block text-sm font-medium">
        {t.callerSays}
      </label>
      <div className="mt-1.5 flex items-start gap-2">
        {mode && <MicButton state={mic.state} onToggle={mic.toggle} />}
        <input
          {...register("speech")}
          id="test-call-speech"
          maxLength={4000}
          autoComplete="off"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? "test-call-speech-hint test-call-speech-error" : "test-call-speech-hint"}
          className="block h-11 min-w-0 flex-1 rounded-md border border-slate-500 bg-background px-3 text-base text-foreground placeholder:text-slate-500 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-ring aria-[invalid=true]:border-destructive"
        />
        <Button type="submit" disabled={busy} className="h-11 shrink-0">
          {t.say}
        </Button>
      </div>
      <p id="test-call-speech-hint" className="mt-1 text-xs text-muted-foreground">
        {t.callerSaysHint}
      </p>
      {error && (
        <p id="test-call-speech-error" className="mt-1 text-sm font-medium text-destructive">
          {error}
        </p>
      )}
    </form>
  );
}
