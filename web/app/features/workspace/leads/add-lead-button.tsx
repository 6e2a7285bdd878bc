import { Plus } from "lucide-react";
import { lazy, Suspense, useRef, useState } from "react";
import { Button } from "~/components/ui/button";
import { leadText as t } from "./lead-messages";

// The dialog (Radix, its form and schema) loads when it is first wanted, and starts
// loading when a pointer or the focus reaches the button.
const loadDialog = () => import("./add-lead-dialog");
const AddLeadDialog = lazy(loadDialog);

function preload() {
  loadDialog().catch(() => {
    // Loaded again on click; a failure then reaches the error boundary.
  });
}

/** 'Add Lead': opens the dialog in which the owner types a lead from a call or a visit. */
export function AddLeadButton({ serviceId }: { serviceId: string }) {
  const [open, setOpen] = useState(false);
  const [used, setUsed] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  return (
    <>
      <Button
        ref={button}
        size="sm"
        aria-haspopup="dialog"
        aria-expanded={open}
        onPointerEnter={preload}
        onFocus={preload}
        onClick={() => {
          setUsed(true);
          setOpen(true);
        }}
      >
        <Plus className="h-4 w-4" aria-hidden />
        {t.addLead}
      </Button>
      {used && (
        <Suspense fallback={null}>
          <AddLeadDialog serviceId={serviceId} open={open} onOpenChange={setOpen} returnFocus={button.current} />
        </Suspense>
      )}
    </>
  );
}
