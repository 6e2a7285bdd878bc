import { Info } from "lucide-react";
import { cn } from "~/lib/cn";

/**
 * One plain line beside an answer, with an info mark: the answer's `note` (docs/api.md, "AI
 * demos"), e.g. that a model's answer could not be checked and the built-in engine's reading
 * is shown instead (docs/decisions/0069-model-structured-output.md). Nothing without a note.
 * The one home of the look; the content demo's DraftNotice uses it too.
 */
export function EngineNote({ note, className, testId = "engine-note" }: { note?: string; className?: string; testId?: string }) {
  if (!note) return null;
  return (
    <p className={cn("flex gap-2 text-sm text-muted-foreground", className)} data-testid={testId}>
      <Info className="mt-0.5 h-4 w-4 shrink-0" aria-hidden />
      {note}
    </p>
  );
}
