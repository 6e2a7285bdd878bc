import { LoaderCircle } from "lucide-react";
import { cn } from "~/lib/cn";

export function Spinner({ className, label = "Loading" }: { className?: string; label?: string }) {
  return (
    <span role="status" className="inline-flex">
      <LoaderCircle className={cn("h-8 w-8 animate-spin text-primary", className)} aria-hidden />
      <span className="sr-only">{label}</span>
    </span>
  );
}

/** A spinner centred in the space the content it waits for will fill. */
export function SpinnerBlock({ label, className }: { label: string; className?: string }) {
  return (
    <div className={cn("flex justify-center py-16", className)}>
      <Spinner label={label} />
    </div>
  );
}
