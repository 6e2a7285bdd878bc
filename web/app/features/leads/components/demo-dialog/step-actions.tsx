import type { ReactNode } from "react";
import { cn } from "~/lib/cn";

/**
 * The buttons at the foot of a step. The dialog has one height for all three steps (it
 * does not jump between them) and scrolls inside; this bar sticks to its bottom edge, so
 * 'Continue' and 'Schedule Demo' are on screen without scrolling on a phone (390 × 844),
 * however long the form above it. The negative margins reach the dialog's padding so
 * nothing scrolls visibly beneath the bar.
 */
export function StepActions({ className, children }: { className?: string; children: ReactNode }) {
  return (
    <div
      data-testid="demo-step-actions"
      className={cn(
        "sticky -bottom-5 z-10 -mx-5 mt-auto -mb-5 border-t border-border bg-background px-5 pt-3 pb-5 sm:-bottom-7 sm:-mx-7 sm:-mb-7 sm:px-7 sm:pb-7",
        className,
      )}
    >
      {children}
    </div>
  );
}
