import { useId } from "react";
import { Link } from "react-router";
import { cn } from "~/lib/cn";
import { unitLabel } from "~/lib/service-types";
import { serviceText } from "../dashboard-messages";
import type { Usage } from "../usage";

/**
 * An active service's usage this month, in its type's unit: 'used / limit' and a bar when
 * the plan sets a monthly allowance; 'used / Unlimited' when the plan includes the type
 * without a cap; otherwise the count and what the plan allows, with the way to a plan
 * that includes it. The bar stops at full; the text keeps the real percent, so a service
 * over its limit says so in words, not only in colour.
 */
export function UsageBar({ serviceType, usage }: { serviceType: string; usage: Usage }) {
  const labelId = useId();
  const label = serviceText.usageLabel(unitLabel(serviceType));
  const figure =
    usage.kind === "limited" || usage.kind === "unlimited" ? (
      <span data-testid="usage-text">{usage.text}</span>
    ) : (
      <span data-testid="usage-text">{usage.used}</span>
    );
  return (
    <div>
      <div className="flex flex-wrap items-baseline justify-between gap-x-3 text-sm">
        <span id={labelId} className="text-muted-foreground">
          {label}
        </span>
        <span className="font-medium tabular-nums">
          {figure}
          {usage.kind === "limited" && <span className={cn("ml-2", usage.percent > 100 && "text-destructive")}>{usage.percent}%</span>}
        </span>
      </div>
      {usage.kind === "limited" && (
        <div
          role="progressbar"
          aria-labelledby={labelId}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={usage.filled}
          aria-valuetext={`${usage.text} (${usage.percent}%)`}
          className="mt-1.5 h-2 overflow-hidden rounded-full bg-muted"
        >
          <div className={cn("h-full rounded-full", usage.percent > 100 ? "bg-destructive" : "bg-primary")} style={{ width: `${usage.filled}%` }} />
        </div>
      )}
      {(usage.kind === "no-plan" || usage.kind === "not-included") && (
        <p className="mt-1.5 text-sm text-muted-foreground" data-testid="usage-plan-note">
          {usage.kind === "no-plan" ? serviceText.noPlan : serviceText.notIncluded(usage.planName)}{" "}
          <Link to="/pricing" className="font-medium text-primary underline-offset-4 hover:underline">
            {usage.kind === "no-plan" ? serviceText.viewPlans : serviceText.comparePlans}
          </Link>
        </p>
      )}
    </div>
  );
}
