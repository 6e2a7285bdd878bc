import { useRef, type Dispatch } from "react";
import { useLazyZodForm } from "~/lib/lazy-form";
import { notify } from "~/lib/notify";
import { useBookDemo } from "../../api/book-demo";
import { useDemoSlots } from "../../api/get-demo-slots";
import { emptyDemoDetails } from "../../contact-fields";
import type { DemoDetails, DemoDetailsInput } from "../../contact-schema";
import { classifyFailure, messages, notifyInvalid, notifyRateLimited } from "../../lead-messages";
import type { DemoService } from "../../lead-options";
import { DetailsStep } from "./details-step";
import { DoneStep } from "./done-step";
import { SlotStep } from "./slot-step";
import { shortDateLabel } from "./slot-format";
import type { DemoAction, DemoState } from "./demo-steps";

// The details' rules load when the dialog's first field takes focus (it does on opening),
// or at the latest on Continue: the dialog shows without them.
const loadRules = () => import("../../contact-schema").then((m) => m.demoDetailsSchema);

interface FlowProps {
  state: DemoState;
  dispatch: Dispatch<DemoAction>;
  service: DemoService;
  onDone: () => void;
}

/** The steps' bodies and what connects them: the details form, the slots and the booking call. */
export function DemoBookingFlow({ state, dispatch, service, onDone }: FlowProps) {
  // One form for the whole dialog, so Back finds the details as they were typed.
  // react-hook-form's defaults as before: errors revalidate as the fields change after a
  // submit, and the first field with a message takes focus.
  const form = useLazyZodForm<DemoDetailsInput, DemoDetails>(loadRules, emptyDemoDetails, {
    reValidateMode: "onChange",
    shouldFocusError: true,
  });
  const details = useRef<DemoDetails | null>(null);
  // Asked for as soon as the dialog opens, so the picker is ready when the details are.
  const slots = useDemoSlots();
  const book = useBookDemo();

  const dayLabel = (date: string) => slots.data?.days.find((d) => d.date === date)?.label ?? shortDateLabel(date);

  const schedule = async () => {
    if (!details.current || !state.date || !state.time) return;
    const d = details.current;
    try {
      const booking = await book.mutateAsync({ ...d, date: state.date, timeSlot: state.time, service });
      void notify.success(
        messages.demoScheduled,
        `We will call you at ${d.phone} on ${dayLabel(booking.date)} at ${booking.time_label} ${booking.timezone_label}.`,
      );
      dispatch({ type: "booked", booking });
    } catch (err) {
      const failure = classifyFailure(err);
      if (failure.kind === "validation") {
        for (const [field, message] of Object.entries(failure.fields)) {
          if (field in emptyDemoDetails) form.setError(field as keyof DemoDetailsInput, { type: "server", message });
        }
        dispatch({ type: "server-fields", fields: failure.fields });
        notifyInvalid();
      } else if (failure.kind === "conflict") {
        // The booking call has refreshed the slots already (useBookDemo's onSettled).
        dispatch({ type: "slot-taken", message: failure.message });
        void notify.error(failure.message, messages.demoFailed);
      } else if (failure.kind === "rate-limited") {
        notifyRateLimited(failure.message);
      } else {
        void notify.error(messages.tryAgain, messages.demoFailed);
      }
    }
  };

  if (state.step === 1) {
    return (
      <DetailsStep
        form={form}
        onNext={(values) => {
          details.current = values;
          dispatch({ type: "details-done" });
        }}
        onInvalid={notifyInvalid}
      />
    );
  }
  if (state.step === 2) {
    return (
      <SlotStep state={state} dispatch={dispatch} submitting={book.isPending} onSchedule={() => void schedule()} />
    );
  }
  return <DoneStep booking={state.booking} details={details.current} dayLabel={dayLabel} onDone={onDone} />;
}
