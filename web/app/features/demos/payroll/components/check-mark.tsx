import { CircleCheck, CircleMinus, CircleX, TriangleAlert } from "lucide-react";
import { cn } from "~/lib/cn";
import type { CheckStatus } from "../api/process-invoice";

const look: Record<CheckStatus, { icon: typeof CircleCheck; className: string }> = {
  pass: { icon: CircleCheck, className: "text-success" },
  fail: { icon: CircleX, className: "text-destructive" },
  unchecked: { icon: CircleMinus, className: "text-muted-foreground" },
};

/**
 * A check's outcome as an icon and words: the words say pass or fail, so the colour is
 * never the only sign. `alert` draws the warning triangle a wrong total gets.
 */
export function CheckMark(props: { status: CheckStatus; words: string; alert?: boolean; plain?: boolean; className?: string }) {
  const { icon, className: tone } = look[props.status];
  const Icon = props.alert && props.status === "fail" ? TriangleAlert : icon;
  return (
    <span className={cn("inline-flex items-start gap-1.5", !props.plain && ["font-medium", tone], props.className)} data-status={props.status}>
      <Icon className={cn("mt-0.5 h-4 w-4 shrink-0", tone)} aria-hidden />
      <span>{props.words}</span>
    </span>
  );
}
