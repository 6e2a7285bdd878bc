import { useId } from "react";
import { cn } from "~/lib/cn";
import { serviceText } from "../dashboard-messages";
import { usage } from "../usage";

/**
 * The usage of an active service this month: 'used / limit' and a bar. The bar stops at
 * full; the text keeps the real percent, so a service over its limit says so in words,
 * not only in colour.
 */
export function UsageBar({ current, limit }: { current: number; limit: number }) {
  const labelId = useId();
  const u = usage(current, limit);
  const valueText = u.unlimited ? u.text : `${u.text} (${u.percent}%)`;
  return (
    <div>
      <div className="flex flex-wrap items-baseline justify-between gap-x-3 text-sm">
        <span id={labelId} className="text-muted-foreground">
          {serviceText.usageLabel}
        </span>
        <span className="font-medium tabular-nums">
          <span data-testid="usage-text">{u.text}</span>
          {!u.unlimited && <span className={cn("ml-2", u.percent > 100 && "text-destructive")}>{u.percent}%</span>}
        </span>
      </div>
      <div
        role="progressbar"
        aria-labelledby={labelId}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={u.filled}
        aria-valuetext={valueText}
        className="mt-1.5 h-2 overflow-hidden rounded-full bg-muted"
      >
        <div className={cn("h-full rounded-full", u.percent > 100 ? "bg-destructive" : "bg-primary")} style={{ width: `${u.filled}%` }} />
      </div>
    </div>
  );
}
