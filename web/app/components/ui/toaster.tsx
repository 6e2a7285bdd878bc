import { Toaster as Sonner } from "sonner";

/** The one toast host. Error toasts (toast.error) get the destructive style. */
export function Toaster() {
  return (
    <Sonner
      position="bottom-right"
      closeButton
      toastOptions={{
        classNames: {
          toast: "border border-border bg-background text-foreground",
          description: "text-muted-foreground",
          error: "!border-destructive !bg-destructive !text-destructive-foreground [&_[data-description]]:!text-destructive-foreground",
        },
      }}
    />
  );
}
