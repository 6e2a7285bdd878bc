import * as Dialog from "@radix-ui/react-dialog";
import { X } from "lucide-react";
import type { ReactNode, RefObject } from "react";

interface SheetProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  /** Where focus goes back to when the sheet closes (the button that opened it). */
  returnFocus: RefObject<HTMLElement | null>;
  children: ReactNode;
}

/**
 * A panel that slides in from the right edge; Radix handles focus trapping and Escape.
 * Default export so callers can load it lazily, on first open.
 */
export default function Sheet({ open, onOpenChange, title, returnFocus, children }: SheetProps) {
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
          className="fixed inset-y-0 right-0 z-50 flex w-3/4 max-w-sm flex-col gap-6 bg-background p-6 shadow-xl"
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
