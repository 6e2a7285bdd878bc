import * as Dialog from "@radix-ui/react-dialog";
import { X } from "lucide-react";
import { useRef, type ReactNode } from "react";
import { cn } from "~/lib/cn";

interface ModalProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Where focus goes back to on close: the button that opened the modal, if still there. */
  returnFocus?: HTMLElement | null;
  /** Read out with the title; leave out when the body starts with its own text. */
  described?: boolean;
  className?: string;
  /** Must contain a ModalTitle. An element marked data-autofocus gets the focus on opening. */
  children: ReactNode;
}

/**
 * A centred modal dialog over Radix Dialog (focus trap, Escape, the rest of the page
 * inert). Only code that loads on demand should import it: it pulls in Radix.
 */
export function Modal({ open, onOpenChange, returnFocus, described = false, className, children }: ModalProps) {
  const content = useRef<HTMLDivElement>(null);
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/60" />
        <Dialog.Content
          ref={content}
          {...(described ? {} : { "aria-describedby": undefined })}
          onOpenAutoFocus={(e) => {
            const first = content.current?.querySelector<HTMLElement>("[data-autofocus]");
            if (first) {
              e.preventDefault();
              first.focus();
            }
          }}
          onCloseAutoFocus={(e) => {
            e.preventDefault();
            if (returnFocus?.isConnected) returnFocus.focus();
          }}
          className={cn(
            "fixed top-1/2 left-1/2 z-50 max-h-[calc(100dvh-1.5rem)] w-[calc(100%-1.5rem)] max-w-md -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-xl bg-background p-5 shadow-2xl sm:p-7",
            className,
          )}
        >
          {children}
          {/* Last in the DOM so that focus starts in the form, first on screen at the top right. */}
          <Dialog.Close
            className="absolute top-3 right-3 rounded-md p-2 text-muted-foreground hover:bg-muted hover:text-foreground focus-visible:outline-2 focus-visible:outline-ring"
            aria-label="Close"
          >
            <X className="h-5 w-5" aria-hidden />
          </Dialog.Close>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

export function ModalTitle({ className, children }: { className?: string; children: ReactNode }) {
  return <Dialog.Title className={cn("pr-10 text-2xl font-bold tracking-tight", className)}>{children}</Dialog.Title>;
}

export function ModalDescription({ className, children }: { className?: string; children: ReactNode }) {
  return <Dialog.Description className={cn("mt-2 text-muted-foreground", className)}>{children}</Dialog.Description>;
}
