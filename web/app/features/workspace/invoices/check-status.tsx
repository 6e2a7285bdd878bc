import { CircleAlert, CircleCheck, CircleMinus } from "lucide-react";
import { cn } from "~/lib/cn";

/** A check's outcome in words with an icon; a failure in the destructive colour. */
export function CheckStatus({ status, words, className }: { status: string; words: string; className?: string }) {
  const Icon = status === "pass" ? CircleCheck : status === "fail" ? CircleAlert : CircleMinus;
  return (
    <span
      className={cn(
        "inline-flex items-start gap-1.5",
        status === "fail" && "font-medium text-destructive",
        status === "pass" && "text-success",
        className,
      )}
      data-check={status}
    >
      <Icon className="mt-0.5 h-4 w-4 shrink-0" aria-hidden />
      <span>{words}</span>
    </span>
  );
}
