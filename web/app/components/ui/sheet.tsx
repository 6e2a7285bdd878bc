import * as Dialog from "@radix-ui/react-dialog";
import { X } from "lucide-react";
import type { ReactNode, RefObject } from "react";
import { cn } from "~/lib/cn";

interface SheetProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  /** Where focus goes back to when the sheet closes (the button that opened it). */
  returnFocus: RefObject<HTMLElement | null>;
  /** The edge it slides in from: the site's menu on the right, the app's sidebar on the left. */
  side?: "left" | "right";
  children: ReactNode;
}

/**
 * A panel along the right (or left) edge; Radix handles focus trapping and Escape.
 * Default export so callers can load it lazily, on first open.
 */
export default function Sheet({ open, onOpenChange, title, returnFocus, side = "right", children }: SheetProps) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-black/50" />
        <Dialog.Content
          aria-describedby={undefined}
          onCloseAutoFocus={(e) => {
            e.preventDefault();
            returnFocus.current?.focus();
          }}
          className={cn(
            "fixed inset-y-0 z-50 flex w-3/4 max-w-sm flex-col gap-6 overflow-y-auto bg-background p-6 shadow-xl",
            side === "right" ? "right-0" : "left-0",
          )}
        >
          <div className="flex items-center justify-between">
            <Dialog.Title className="text-lg font-semibold">{title}</Dialog.Title>
            <Dialog.Close
              className="rounded-md p-2 hover:bg-muted focus-visible:outline-2 focus-visible:outline-ring"
              aria-label="Close menu"
            >
              <X className="h-5 w-5" aria-hidden />
            </Dialog.Close>
          </div>
          {children}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
