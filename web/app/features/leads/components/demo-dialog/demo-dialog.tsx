import * as Dialog from "@radix-ui/react-dialog";
import { X } from "lucide-react";
import { useEffect, useReducer, useRef, type RefObject } from "react";
import { QueryProvider } from "~/providers/query-provider";
import { demoServiceNames, type DemoService } from "../../lead-options";
import { DemoBookingFlow } from "./demo-booking-flow";
import { demoReducer, initialDemoState, type Step } from "./demo-steps";

interface DemoDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  service: DemoService;
  /** The button that opened the dialog; focus goes back to it on close. */
  returnFocus: RefObject<HTMLElement | null>;
}

const titles: Record<Step, string> = {
  1: "Schedule Your Live Demo",
  2: "Pick a Date and Time",
  3: "Demo Scheduled!",
};

/**
 * The three-step demo booking (details, date and time, confirmation) in a modal dialog.
 * Default export: ScheduleDemoButton loads it lazily. Everything inside the content is
 * unmounted on close, so the next opening starts again at step 1 with an empty form.
 */
export default function DemoDialog({ open, onOpenChange, service, returnFocus }: DemoDialogProps) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/60" />
        <Dialog.Content
          onCloseAutoFocus={(e) => {
            e.preventDefault();
            returnFocus.current?.focus();
          }}
          className="fixed top-1/2 left-1/2 z-50 max-h-[calc(100dvh-1.5rem)] w-[calc(100%-1.5rem)] max-w-xl -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-xl bg-background p-5 shadow-2xl sm:p-7"
        >
          <QueryProvider>
            <DemoDialogBody service={service} onDone={() => onOpenChange(false)} />
          </QueryProvider>
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

function DemoDialogBody({ service, onDone }: { service: DemoService; onDone: () => void }) {
  const [state, dispatch] = useReducer(demoReducer, initialDemoState);
  const title = useRef<HTMLHeadingElement>(null);
  const shownStep = useRef(state.step);
  const serviceName = demoServiceNames[service];

  // A new step replaces the focused button: move focus to the new title so keyboard and
  // screen-reader users continue from the top of the step. (On opening, Radix focuses the
  // first field instead.)
  useEffect(() => {
    if (shownStep.current === state.step) return;
    shownStep.current = state.step;
    title.current?.focus();
  }, [state.step]);

  return (
    <div data-testid="demo-dialog" data-step={state.step}>
      <p className="pr-10 text-xs font-semibold tracking-wide text-primary uppercase">
        Step {state.step} of 3
      </p>
      <Dialog.Title ref={title} tabIndex={-1} className="mt-1 pr-10 text-2xl font-bold tracking-tight focus:outline-none">
        {titles[state.step]}
      </Dialog.Title>
      <Dialog.Description className="mt-2 text-muted-foreground">
        {state.step === 1 && (
          <>
            See <strong className="text-foreground">{serviceName}</strong> working on your own business in a free
            30-minute call. Tell us who you are and we will tailor the demo to you.
          </>
        )}
        {state.step === 2 && (
          <>
            Choose a day and time for your <strong className="text-foreground">{serviceName}</strong> demo. We will
            call you; all times are Eastern (EST).
          </>
        )}
        {state.step === 3 && <>You are all set. Here is your booking; we look forward to speaking with you.</>}
      </Dialog.Description>
      <DemoBookingFlow state={state} dispatch={dispatch} service={service} onDone={onDone} />
    </div>
  );
}
