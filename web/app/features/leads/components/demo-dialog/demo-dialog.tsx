import * as Dialog from "@radix-ui/react-dialog";
import { Modal } from "~/components/ui/modal";
import { useEffect, useReducer, useRef, type RefObject } from "react";
import { QueryProvider } from "~/providers/query-provider";
import { brand } from "~/lib/brand";
import type { DemoService } from "../../lead-options";
import { DemoBookingFlow } from "./demo-booking-flow";
import { demoPitchName, demoReducer, initialDemoState, type Step } from "./demo-steps";

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
    <Modal open={open} onOpenChange={onOpenChange} returnFocus={returnFocus.current} described className="flex h-[min(46rem,calc(100dvh-1.5rem))] max-w-xl flex-col">
      <QueryProvider>
        <DemoDialogBody service={service} onDone={() => onOpenChange(false)} />
      </QueryProvider>
    </Modal>
  );
}

function DemoDialogBody({ service, onDone }: { service: DemoService; onDone: () => void }) {
  const [state, dispatch] = useReducer(demoReducer, initialDemoState);
  const title = useRef<HTMLHeadingElement>(null);
  const shownStep = useRef(state.step);
  const serviceName = demoPitchName(service, brand().siteName);

  // A new step replaces the focused button: move focus to the new title so keyboard and
  // screen-reader users continue from the top of the step. (On opening, Radix focuses the
  // first field instead.)
  useEffect(() => {
    if (shownStep.current === state.step) return;
    shownStep.current = state.step;
    title.current?.focus();
  }, [state.step]);

  return (
    <div data-testid="demo-dialog" data-step={state.step} className="flex flex-1 flex-col">
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
