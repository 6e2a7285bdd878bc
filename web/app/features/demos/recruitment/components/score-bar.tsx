import { useEffect, useState } from "react";
import { cn } from "~/lib/cn";
import { scoreBarPercent } from "../match-score";

interface ScoreBarProps {
  value: number;
  /** The scale's top; a match score is out of 100. */
  max?: number;
  className?: string;
}

/**
 * A filled bar for a score, growing from empty to it over 2 seconds — the score's count-up
 * (docs/product.md, "AI demos", Resume Analyzer), moved from the number to the bar — and at once
 * for visitors who ask for reduced motion. The number beside it says the same, so the bar
 * is for the eye only.
 */
export function ScoreBar({ value, max = 100, className }: ScoreBarProps) {
  const percent = scoreBarPercent(value, max);
  const [shown, setShown] = useState(0);
  useEffect(() => {
    // Two frames: the empty bar is painted once before it grows, so the transition runs.
    let second = 0;
    const first = requestAnimationFrame(() => {
      second = requestAnimationFrame(() => setShown(percent));
    });
    return () => {
      cancelAnimationFrame(first);
      cancelAnimationFrame(second);
    };
  }, [percent]);
  return (
    <div className="h-3 overflow-hidden rounded-full bg-muted" aria-hidden data-testid="score-bar">
      <div
        className={cn("h-full rounded-full ease-out motion-safe:transition-[width] motion-safe:duration-2000 motion-reduce:transition-none", className)}
        style={{ width: `${shown}%` }}
        data-testid="score-bar-fill"
      />
    </div>
  );
}
