import { LoaderCircle } from "lucide-react";
import type { MouseEvent } from "react";
import { Button, type ButtonProps } from "~/components/ui/button";
import { cn } from "~/lib/cn";

/**
 * A button whose action takes a moment. While busy it shows a spinner and says so to
 * assistive technology (aria-busy, aria-disabled) and ignores clicks; it is not
 * `disabled`, so keyboard focus stays on it and its name does not change.
 */
export function ActionButton({ busy, onClick, className, children, ...props }: ButtonProps & { busy: boolean }) {
  const click = (event: MouseEvent<HTMLButtonElement>) => {
    if (busy) return;
    onClick?.(event);
  };
  return (
    <Button
      {...props}
      onClick={click}
      aria-busy={busy || undefined}
      aria-disabled={busy || undefined}
      className={cn(busy && "cursor-wait", className)}
    >
      {busy && <LoaderCircle className="h-4 w-4 animate-spin" aria-hidden />}
      {children}
    </Button>
  );
}
