import { StepActions } from "./step-actions";
import { CalendarDays, CircleCheck, Clock, Phone } from "lucide-react";
import { Button } from "~/components/ui/button";
import type { DemoBooking } from "../../api/book-demo";
import type { DemoDetails } from "../../contact-schema";

interface DoneStepProps {
  booking: DemoBooking | null;
  details: DemoDetails | null;
  dayLabel: (date: string) => string;
  onDone: () => void;
}

/** Step 3: what was booked, and the button that closes and resets the dialog. */
export function DoneStep({ booking, details, dayLabel, onDone }: DoneStepProps) {
  const rows = booking
    ? [
        { icon: CircleCheck, label: "Demo", value: booking.service_name },
        { icon: CalendarDays, label: "Date", value: dayLabel(booking.date) },
        { icon: Clock, label: "Time", value: `${booking.time_label} ${booking.timezone_label} (30 minutes)` },
        { icon: Phone, label: "We will call", value: details?.phone ?? "" },
      ]
    : [];
  return (
    <div className="mt-6 flex flex-1 flex-col gap-6">
      <dl className="divide-y divide-border rounded-lg border border-border bg-accent" data-testid="demo-summary">
        {rows.map(({ icon: Icon, label, value }) => (
          <div key={label} className="flex items-start gap-3 px-4 py-3">
            <Icon className="mt-0.5 h-5 w-5 shrink-0 text-primary" aria-hidden />
            <dt className="w-28 shrink-0 text-sm text-accent-foreground">{label}</dt>
            <dd className="min-w-0 font-medium break-words">{value}</dd>
          </div>
        ))}
      </dl>
      {details && (
        <p className="text-sm text-muted-foreground">
          We sent the details and a calendar invite to <span className="font-medium text-foreground">{details.email}</span>.
          Need another time? The e-mail has a link to cancel, and you can book again here.
        </p>
      )}
      <StepActions className="flex justify-end">
        <Button size="lg" onClick={onDone} className="w-full sm:w-auto">
          Perfect, Thanks!
        </Button>
      </StepActions>
    </div>
  );
}
