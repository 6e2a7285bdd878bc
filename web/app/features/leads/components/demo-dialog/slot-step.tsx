import { ArrowLeft, CalendarCheck } from "lucide-react";
import type { Dispatch } from "react";
import { Button } from "~/components/ui/button";
import { Spinner } from "~/components/ui/spinner";
import { cn } from "~/lib/cn";
import { useDemoSlots } from "../../api/get-demo-slots";
import { canSchedule, type DemoAction, type DemoState } from "./demo-steps";
import { StepActions } from "./step-actions";
import { localTimeLabel, shortDateLabel } from "./slot-format";

interface SlotStepProps {
  state: DemoState;
  dispatch: Dispatch<DemoAction>;
  submitting: boolean;
  onSchedule: () => void;
}

function choiceClass(pressed: boolean) {
  return cn(
    "rounded-md border px-2 py-2.5 text-sm font-medium transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring",
    "disabled:cursor-not-allowed disabled:border-dashed disabled:border-slate-300 disabled:bg-muted disabled:text-slate-600 disabled:line-through",
    pressed ? "border-primary bg-primary text-primary-foreground" : "border-slate-400 bg-background hover:border-primary hover:bg-accent",
  );
}

/** Step 2: a bookable day, then one of its half-hour slots. */
export function SlotStep({ state, dispatch, submitting, onSchedule }: SlotStepProps) {
  const slots = useDemoSlots();
  const day = slots.data?.days.find((d) => d.date === state.date);
  const slot = day?.slots.find((s) => s.time === state.time);
  const zone = slots.data?.timezone_label ?? "EST";
  const localTime = slot && slots.data ? localTimeLabel(slot.starts_at, slots.data.timezone) : null;

  return (
    <div className="mt-6 flex flex-1 flex-col gap-6">
      {slots.isPending && (
        <div className="flex justify-center py-8">
          <Spinner label="Loading available times" />
        </div>
      )}
      {slots.isError && (
        <div role="alert" className="rounded-md border border-destructive p-4 text-sm">
          <p className="font-medium text-destructive">{slots.error.message}</p>
          <Button variant="outline" size="sm" className="mt-3" onClick={() => void slots.refetch()}>
            Try again
          </Button>
        </div>
      )}
      {slots.data && (
        <>
          <fieldset>
            <legend className="text-sm font-semibold">Choose a date</legend>
            <div className="mt-2 grid grid-cols-2 gap-2 sm:grid-cols-4">
              {slots.data.days.map((d) => {
                const full = !d.slots.some((s) => s.available);
                return (
                  <button
                    key={d.date}
                    type="button"
                    aria-pressed={state.date === d.date}
                    disabled={full}
                    data-date={d.date}
                    onClick={() => dispatch({ type: "pick-date", date: d.date })}
                    className={choiceClass(state.date === d.date)}
                  >
                    {shortDateLabel(d.date)}
                    {full && <span className="sr-only"> (fully booked)</span>}
                  </button>
                );
              })}
            </div>
          </fieldset>
          {day ? (
            <fieldset>
              <legend className="text-sm font-semibold">
                Choose a time on {day.label} ({zone})
              </legend>
              <div className="mt-2 grid grid-cols-3 gap-2 sm:grid-cols-4">
                {day.slots.map((s) => (
                  <button
                    key={s.time}
                    type="button"
                    aria-pressed={state.time === s.time}
                    disabled={!s.available}
                    data-slot={s.time}
                    onClick={() => dispatch({ type: "pick-time", time: s.time })}
                    className={choiceClass(state.time === s.time)}
                  >
                    {s.label}
                    {!s.available && <span className="sr-only"> (taken)</span>}
                  </button>
                ))}
              </div>
              <p className="mt-2 text-xs text-muted-foreground">
                All times are {zone} (New York time).
                {localTime && ` ${slot?.label} ${zone} is ${localTime} where you are.`}
              </p>
            </fieldset>
          ) : (
            <p className="text-sm text-muted-foreground">Pick a day to see its free times.</p>
          )}
        </>
      )}
      <p role="alert" className="text-sm font-medium text-destructive empty:hidden">
        {state.slotError ?? ""}
      </p>
      <StepActions className="flex gap-3 sm:justify-between">
        <Button variant="outline" size="lg" onClick={() => dispatch({ type: "back" })} disabled={submitting}>
          <ArrowLeft className="h-4 w-4" aria-hidden />
          Back
        </Button>
        <Button size="lg" onClick={onSchedule} disabled={!canSchedule(state) || !slot?.available || submitting}>
          <CalendarCheck className="h-4 w-4" aria-hidden />
          {submitting ? "Scheduling..." : "Schedule Demo"}
        </Button>
      </StepActions>
    </div>
  );
}
