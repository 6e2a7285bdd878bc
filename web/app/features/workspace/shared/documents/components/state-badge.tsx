import { CircleAlert, CircleCheck, Clock, LoaderCircle } from "lucide-react";
import { cn } from "~/lib/cn";
import { stateWord } from "../document-states";

/** A document's state in words with an icon; a failure or a document without text says why. */
export function StateBadge({ state, reason, className }: { state: string; reason?: string; className?: string }) {
  const Icon = state === "done" ? CircleCheck : state === "analysing" ? LoaderCircle : state === "queued" ? Clock : CircleAlert;
  const bad = state === "failed" || state === "no_text";
  return (
    <span className={cn("inline-flex flex-col gap-0.5 text-sm", className)} data-testid="document-state" data-state={state}>
      <span className={cn("inline-flex items-center gap-1.5 font-medium", bad && "text-destructive", state === "done" && "text-success")}>
        <Icon className={cn("h-4 w-4 shrink-0", state === "analysing" && "animate-spin")} aria-hidden />
        {stateWord(state)}
      </span>
      {bad && reason && <span className="text-muted-foreground">{reason}</span>}
    </span>
  );
}
