import { useRef, useState } from "react";
import { Button } from "~/components/ui/button";
import { notify } from "~/lib/notify";
import type { Appointment } from "../voice-schema";
import { useUpdateAppointment } from "../api/update-appointment";
import { CancelAppointmentDialog, MoveAppointmentDialog } from "./appointment-dialogs";
import { calendarText as t } from "./calendar-messages";
import { dayAt, dayLabel, timeLabel } from "./calendar-time";
import { StatusBadge } from "./status-badge";

/**
 * One appointment: when, what, who, how to reach them, how it came in and its status; and
 * what the office can do with it. Confirming is one click (nothing is lost by it);
 * cancelling asks first; moving asks for the new start. A refusal (the server's 400 or 409)
 * is shown as the server words it.
 */
export function AppointmentCard({ serviceId, appointment: a, timeZone }: { serviceId: string; appointment: Appointment; timeZone: string }) {
  const update = useUpdateAppointment(serviceId, a.id);
  const [dialog, setDialog] = useState<"cancel" | "move" | null>(null);
  const [error, setError] = useState<string | null>(null);
  const opener = useRef<HTMLButtonElement | null>(null);
  const start = timeLabel(a.start, timeZone);
  const about = t.about(a.caller_name, start, dayLabel(dayAt(a.start, timeZone), { weekday: "long", month: "long", day: "numeric" }));
  const cancelled = a.status === "cancelled";

  const confirm = () => {
    setError(null);
    update.mutate({ status: "confirmed" }, { onSuccess: () => void notify.success(t.confirmed), onError: (e) => setError(e.message) });
  };
  const open = (which: "cancel" | "move", button: HTMLButtonElement) => {
    opener.current = button;
    setError(null);
    setDialog(which);
  };

  return (
    <li className="grid gap-1 rounded-md border border-border p-3 text-sm" aria-label={about} data-testid="appointment">
      <div className="flex flex-wrap items-center justify-between gap-1">
        <p className={cancelled ? "font-semibold line-through" : "font-semibold"}>
          {start} – {timeLabel(a.end, timeZone)}
        </p>
        <StatusBadge status={a.status} />
      </div>
      <p className="font-medium break-words">{a.service_name}</p>
      <p className="break-words">{a.caller_name}</p>
      <p className="break-words">
        <span className="sr-only">{t.phone}: </span>
        <a className="text-primary underline" href={`tel:${a.phone.replace(/[^\d+]/g, "")}`}>
          {a.phone}
        </a>
      </p>
      {a.notes && (
        <p className="break-words text-muted-foreground">
          <span className="sr-only">{t.notes}: </span>
          {a.notes}
        </p>
      )}
      <p className="text-muted-foreground">
        {t.source}: {t.sources[a.source] ?? a.source}
      </p>
      {!cancelled && (
        <div className="mt-1 flex flex-wrap gap-1">
          {a.status === "requested" && (
            <Button size="sm" aria-label={`${t.confirm} ${about}`} disabled={update.isPending} onClick={confirm}>
              {t.confirm}
            </Button>
          )}
          <Button size="sm" variant="outline" aria-label={`${t.move} ${about}`} onClick={(e) => open("move", e.currentTarget)}>
            {t.move}
          </Button>
          <Button size="sm" variant="outline" aria-label={`${t.cancel} ${about}`} onClick={(e) => open("cancel", e.currentTarget)}>
            {t.cancel}
          </Button>
        </div>
      )}
      {error && (
        <p role="alert" className="font-medium text-destructive">
          {error}
        </p>
      )}
      <CancelAppointmentDialog
        open={dialog === "cancel"}
        about={about}
        update={update}
        returnFocus={opener.current}
        onClose={() => setDialog(null)}
      />
      <MoveAppointmentDialog
        open={dialog === "move"}
        about={about}
        start={a.start}
        timeZone={timeZone}
        update={update}
        returnFocus={opener.current}
        onClose={() => setDialog(null)}
      />
    </li>
  );
}
