import type { LucideIcon } from "lucide-react";
import type { ReactNode } from "react";
import { Card } from "~/components/ui/card";

interface MetricCardProps {
  label: string;
  value: string;
  icon: LucideIcon;
  /** For end-to-end tests: metric-total-calls and so on. */
  testId: string;
  /** A line under the figure: the period, or a change. */
  children?: ReactNode;
  /** What the figure counts, in a quiet line at the card's foot (decision 0065). */
  hint?: string;
}

/**
 * One figure of the dashboard or analytics: its label, its value and a line under it.
 * The icons are ones the site already uses (all of lucide sits in the every-page chunk).
 */
export function MetricCard({ label, value, icon: Icon, testId, children, hint }: MetricCardProps) {
  return (
    <Card data-testid={testId} className="p-4 sm:p-5">
      <div className="flex items-start justify-between gap-3">
        <p className="text-sm font-medium text-muted-foreground">{label}</p>
        <Icon className="h-5 w-5 shrink-0 text-primary" aria-hidden />
      </div>
      <p className="mt-2 text-xl font-bold tracking-tight break-words tabular-nums sm:text-3xl">{value}</p>
      {children && <div className="mt-1 text-sm text-muted-foreground">{children}</div>}
      {hint && (
        <p data-testid={`${testId}-hint`} className="mt-2 text-xs text-muted-foreground">
          {hint}
        </p>
      )}
    </Card>
  );
}
