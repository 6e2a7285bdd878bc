import { useState } from "react";
import { Button } from "~/components/ui/button";
import { Field, inputClass } from "~/components/ui/form-field";
import { bookingMessages, isCalendarDate } from "./profile-draft";
import { voiceText as t } from "./voice-messages";

const modes = ["request", "confirm"] as const;

/** "When a caller books": a request the office confirms, or straight into the book. */
export function BookingModeChoice({ mode, error, onChange }: { mode: string; error?: string; onChange: (mode: string) => void }) {
  return (
    <fieldset aria-describedby={error ? "rp-mode-error" : undefined}>
      <legend className="text-sm font-medium">{t.bookingMode}</legend>
      <div className="mt-1 flex flex-wrap gap-4">
        {modes.map((m) => (
          <label key={m} className="flex items-center gap-2 text-sm">
            <input type="radio" name="booking-mode" value={m} checked={mode === m} onChange={() => onChange(m)} />
            {t.bookingModes[m]}
          </label>
        ))}
      </div>
      {error && (
        <p id="rp-mode-error" className="mt-1 text-sm font-medium text-destructive">
          {error}
        </p>
      )}
    </fieldset>
  );
}

interface ClosedDatesProps {
  dates: string[];
  /** The message at a field path: the form's check or the server's ("booking.closed_dates[2]"). */
  errorAt: (path: string) => string | undefined;
  onChange: (dates: string[]) => void;
}

/** The closed dates, in order: a date picker adds one (a real day, once), each has its remove button. */
export function ClosedDates({ dates, errorAt, onChange }: ClosedDatesProps) {
  const [toAdd, setToAdd] = useState("");
  const [addError, setAddError] = useState<string | undefined>();
  const add = () => {
    const day = toAdd.trim();
    if (!isCalendarDate(day)) return setAddError(bookingMessages.date);
    if (dates.includes(day)) return setAddError(bookingMessages.repeated);
    setAddError(undefined);
    setToAdd("");
    onChange([...dates, day].sort());
  };
  const listError = errorAt("booking.closed_dates");
  return (
    <div className="grid gap-2" role="group" aria-labelledby="rp-closed-heading">
      <p id="rp-closed-heading" className="text-sm font-medium">
        {t.closedDatesHeading}
      </p>
      <p className="text-xs text-muted-foreground">{t.closedDatesHint}</p>
      {listError && <p className="text-sm font-medium text-destructive">{listError}</p>}
      {dates.length === 0 ? (
        <p className="text-sm">{t.noClosedDates}</p>
      ) : (
        <ul className="flex flex-wrap gap-2" aria-label={t.closedDatesHeading}>
          {dates.map((day, i) => {
            const error = errorAt(`booking.closed_dates[${i}]`);
            return (
              <li key={`${day}-${i}`} className="flex items-center gap-2 rounded-md border border-border py-1 pr-1 pl-3 text-sm">
                <span>{day}</span>
                {error && <span className="font-medium text-destructive">{error}</span>}
                <Button variant="outline" size="sm" aria-label={t.removeClosedDate(day)} onClick={() => onChange(dates.filter((_, j) => j !== i))}>
                  ×
                </Button>
              </li>
            );
          })}
        </ul>
      )}
      <div className="flex flex-wrap items-end gap-2">
        <Field id="rp-closed-add" label={t.closedDateToAdd} error={addError}>
          {(a11y) => (
            <input
              {...a11y}
              type="date"
              className={inputClass}
              value={toAdd}
              onChange={(e) => setToAdd(e.target.value)}
              onKeyDown={(e) => {
                if (e.key === "Enter") {
                  e.preventDefault();
                  add();
                }
              }}
            />
          )}
        </Field>
        <Button variant="outline" onClick={add}>
          {t.addClosedDate}
        </Button>
      </div>
    </div>
  );
}
