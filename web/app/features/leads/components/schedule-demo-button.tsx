import type { VariantProps } from "class-variance-authority";
import { lazy, Suspense, useRef, useState } from "react";
import { buttonVariants } from "~/components/ui/button";
import { cn } from "~/lib/cn";
import type { DemoService } from "../lead-options";

export type { DemoService };

interface ScheduleDemoButtonProps extends VariantProps<typeof buttonVariants> {
  /** Which service the demo is about; the booking dialog names it and sends it. */
  service?: DemoService;
  label?: string;
  className?: string;
}

// The dialog (Radix, the form and query libraries) is its own chunk: pages pay for it
// only when a visitor reaches for a button, and it starts loading on hover or focus.
const loadDialog = () => import("./demo-dialog/demo-dialog");
const DemoDialog = lazy(loadDialog);

function preload() {
  loadDialog().catch(() => {
    // Retried by the click, whose failure the error boundary shows.
  });
}

/** Every 'Schedule Live Demo' / 'Schedule Demo' button on the site: opens the booking dialog. */
export function ScheduleDemoButton({ service = "general", label = "Schedule Live Demo", className, variant, size }: ScheduleDemoButtonProps) {
  const [open, setOpen] = useState(false);
  const [used, setUsed] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  return (
    <>
      <button
        ref={button}
        type="button"
        className={cn(buttonVariants({ variant, size }), className)}
        data-demo-service={service}
        aria-haspopup="dialog"
        aria-expanded={open}
        onPointerEnter={preload}
        onFocus={preload}
        onClick={() => {
          setUsed(true);
          setOpen(true);
        }}
      >
        {label}
      </button>
      {used && (
        <Suspense fallback={null}>
          <DemoDialog open={open} onOpenChange={setOpen} service={service} returnFocus={button} />
        </Suspense>
      )}
    </>
  );
}
