import { cn } from "~/lib/cn";

interface ScoreBarProps {
  value: number;
  /** The scale's top; a match score is out of 100. */
  max?: number;
  className?: string;
}

/** A filled bar for a score. The number beside it says the same, so the bar is for the eye only. */
export function ScoreBar({ value, max = 100, className }: ScoreBarProps) {
  const percent = max > 0 ? Math.min(100, Math.max(0, (value / max) * 100)) : 0;
  return (
    <div className="h-3 overflow-hidden rounded-full bg-muted" aria-hidden data-testid="score-bar">
      <div className={cn("h-full rounded-full", className)} style={{ width: `${percent}%` }} />
    </div>
  );
}
