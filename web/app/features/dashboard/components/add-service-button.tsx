import { lazy, Suspense, useRef, useState } from "react";
import { Button } from "~/components/ui/button";
import { serviceText } from "../dashboard-messages";

// The dialog (Radix, react-hook-form, the schema) loads when it is first wanted, and
// starts loading when a pointer or the focus reaches the button.
const loadDialog = () => import("./add-service-dialog");
const AddServiceDialog = lazy(loadDialog);

function preload() {
  loadDialog().catch(() => {
    // Loaded again on click; a failure then reaches the error boundary.
  });
}

/** 'Add Service': opens the dialog that creates a service. */
export function AddServiceButton() {
  const [open, setOpen] = useState(false);
  const [used, setUsed] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  return (
    <>
      <Button
        ref={button}
        aria-haspopup="dialog"
        aria-expanded={open}
        onPointerEnter={preload}
        onFocus={preload}
        onClick={() => {
          setUsed(true);
          setOpen(true);
        }}
      >
        {serviceText.addService}
      </Button>
      {used && (
        <Suspense fallback={null}>
          <AddServiceDialog open={open} onOpenChange={setOpen} returnFocus={button.current} />
        </Suspense>
      )}
    </>
  );
}
