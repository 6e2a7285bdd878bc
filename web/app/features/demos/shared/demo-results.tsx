import type { LucideIcon } from "lucide-react";
import { type ReactNode, useEffect, useRef } from "react";
import { Card } from "~/components/ui/card";
import { cn } from "~/lib/cn";

interface DemoResultsProps {
  /** The latest result; null before the first run. Each new one is brought into view. */
  result: unknown;
  /** What the column says before the first run. */
  placeholder: string;
  icon: LucideIcon;
  className?: string;
  children: ReactNode;
}

/**
 * A demo's result column: the placeholder until there is a result, then the result cards.
 * On a phone the column sits below the form, out of sight: a new result scrolls into view
 * so the visitor sees more than the toast.
 */
export function DemoResults({ result, placeholder, icon: Icon, className, children }: DemoResultsProps) {
  const column = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const el = column.current;
    if (!result || !el || typeof el.scrollIntoView !== "function") return;
    const { top, bottom } = el.getBoundingClientRect();
    if (top >= 0 && bottom <= window.innerHeight) return;
    if (top < window.innerHeight / 2 && bottom > 0) return; // already mostly in view
    const smooth = !window.matchMedia?.("(prefers-reduced-motion: reduce)").matches;
    el.scrollIntoView({ behavior: smooth ? "smooth" : "auto", block: "start" });
  }, [result]);

  return (
    <div ref={column} className={cn("grid scroll-mt-24 gap-6", className)}>
      {result ? (
        children
      ) : (
        <Card className="flex min-h-72 flex-col items-center justify-center gap-3 border-dashed text-center text-muted-foreground">
          <Icon className="h-10 w-10" aria-hidden />
          <p>{placeholder}</p>
        </Card>
      )}
    </div>
  );
}
