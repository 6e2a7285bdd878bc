import { useEffect } from "react";
import { Toaster } from "sonner";

/** sonner's host with our look: error toasts (toast.error) get the destructive style. */
export default function SonnerToaster({ onMount }: { onMount: () => void }) {
  useEffect(onMount, [onMount]);
  return (
    <Toaster
      position="bottom-right"
      closeButton
      toastOptions={{
        classNames: {
          toast: "border border-border bg-background text-foreground",
          description: "text-muted-foreground",
          error:
            "!border-destructive !bg-destructive !text-destructive-foreground [&_[data-description]]:!text-destructive-foreground",
        },
      }}
    />
  );
}
