import { Check } from "lucide-react";
import { cn } from "~/lib/cn";

/**
 * The row of progress steps under a demo's button. The current step is also announced to
 * screen readers; steps before it show a check.
 */
export function StepList({ steps, current, label }: { steps: readonly string[]; current: number; label: string }) {
  if (current < 0) return null;
  return (
    <div className="mt-4">
      <ol aria-label={label} className="flex flex-wrap gap-2" data-testid="demo-steps">
        {steps.map((s, i) => (
          <li
            key={s}
            aria-current={i === current ? "step" : undefined}
            className={cn(
              "inline-flex items-center gap-1 rounded-full border px-3 py-1 text-xs",
              i < current && "border-success text-success",
              i === current && "border-primary bg-accent font-semibold text-primary",
              i > current && "border-border text-muted-foreground",
            )}
          >
            {i < current && <Check className="h-3 w-3" aria-hidden />}
            {s}
          </li>
        ))}
      </ol>
      <p className="sr-only" aria-live="polite">
        {steps[current]}
      </p>
    </div>
  );
}
