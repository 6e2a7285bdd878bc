import { cn } from "~/lib/cn";
import { Button } from "./button";

interface LoadFailedProps {
  /** What could not be loaded, in the feature's words. */
  message: string;
  /** The button's words ('Try Again'). */
  retryLabel: string;
  onRetry: () => void;
  /** A retry is running: the button waits. */
  retrying: boolean;
  className?: string;
}

/** A read that failed: what failed, in the destructive colour, and a button to try again. */
export function LoadFailed({ message, retryLabel, onRetry, retrying, className }: LoadFailedProps) {
  return (
    <div className={cn("flex flex-wrap items-center gap-3", className)}>
      <p className="text-destructive">{message}</p>
      <Button variant="outline" size="sm" onClick={onRetry} disabled={retrying}>
        {retryLabel}
      </Button>
    </div>
  );
}
