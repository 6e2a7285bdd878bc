import { useState } from "react";
import { Card } from "~/components/ui/card";
import { LoadFailed } from "~/components/ui/load-failed";
import { Spinner } from "~/components/ui/spinner";
import { useAppointments } from "../api/get-appointments";
import type { Appointment } from "../voice-schema";
import { AppointmentCard } from "./appointment-card";
import { CalendarToolbar } from "./calendar-toolbar";
import { calendarText as t } from "./calendar-messages";
import { dayAt, dayLabel, groupByDay, rangeLabel, stepView, viewDays, type CalendarView } from "./calendar-time";

/** The zone Intl can use: the profile's, or UTC while the profile names none it knows. */
export function usableZone(timeZone: string): string {
  try {
    new Intl.DateTimeFormat("en-US", { timeZone });
    return timeZone;
  } catch {
    return "UTC";
  }
}

/**
 * The appointment book (docs/api.md "The appointment book") as a day or a week from
 * Monday, on the business's calendar and clock (the profile's time zone, whatever the
 * browser's). A week is seven columns on a wide screen and a list of the days that have
 * appointments on a phone.
 */
export function AppointmentCalendar({ serviceId, timeZone: profileZone }: { serviceId: string; timeZone: string }) {
  const timeZone = usableZone(profileZone);
  const today = dayAt(new Date(), timeZone);
  const [view, setView] = useState<CalendarView>("week");
  const [anchor, setAnchor] = useState(today);
  const days = viewDays(view, anchor);
  const from = days[0] ?? anchor;
  const to = days.at(-1) ?? anchor;
  const book = useAppointments(serviceId, from, to);

  return (
    <Card className="p-5" role="region" aria-labelledby="appointments-heading">
      <h2 id="appointments-heading" className="text-lg font-semibold">
        {t.heading}
      </h2>
      <p className="mt-1 text-sm text-muted-foreground">{t.intro(timeZone)}</p>
      <CalendarToolbar
        view={view}
        range={rangeLabel(days)}
        onView={setView}
        onStep={(direction) => setAnchor(stepView(view, anchor, direction))}
        onToday={() => setAnchor(today)}
      />
      {book.isPending ? (
        <Spinner className="mt-6" />
      ) : book.isError ? (
        <LoadFailed className="mt-6" message={t.loadFailed} retryLabel={t.tryAgain} onRetry={() => void book.refetch()} retrying={book.isFetching} />
      ) : book.data.appointments.length === 0 ? (
        <div className="mt-6 rounded-lg border border-dashed border-border p-5">
          <p className="font-medium">{t.empty(view)}</p>
          <p className="mt-1 text-sm text-muted-foreground">{t.emptyHow}</p>
        </div>
      ) : (
        <>
          {book.data.truncated && <p className="mt-4 text-sm">{t.truncated}</p>}
          <Days serviceId={serviceId} view={view} days={days} today={today} timeZone={timeZone} appointments={book.data.appointments} />
        </>
      )}
    </Card>
  );
}

interface DaysProps {
  serviceId: string;
  view: CalendarView;
  days: string[];
  today: string;
  timeZone: string;
  appointments: Appointment[];
}

/** The days of the view, each under its own heading; a day without appointments shows only on a wide screen. */
function Days({ serviceId, view, days, today, timeZone, appointments }: DaysProps) {
  const byDay = groupByDay(appointments, timeZone);
  return (
    <div className={view === "week" ? "mt-4 grid gap-3 lg:grid-cols-7 lg:gap-2" : "mt-4 grid gap-3"}>
      {days.map((day) => {
        const list = byDay.get(day) ?? [];
        const headingId = `appointments-${day}`;
        return (
          <section key={day} aria-labelledby={headingId} className={list.length === 0 ? "hidden min-w-0 lg:block" : "min-w-0"} data-testid="calendar-day">
            <h3 id={headingId} className={day === today ? "text-sm font-semibold text-primary" : "text-sm font-semibold"}>
              {dayLabel(day, view === "week" ? { weekday: "short", month: "short", day: "numeric" } : { weekday: "long", month: "long", day: "numeric" })}
              {day === today && <span className="sr-only"> ({t.today})</span>}
            </h3>
            {list.length === 0 ? (
              <p className="mt-2 text-sm text-muted-foreground">{t.noneThisDay}</p>
            ) : (
              <ul className="mt-2 grid gap-2">
                {list.map((a) => (
                  <AppointmentCard key={a.id} serviceId={serviceId} appointment={a} timeZone={timeZone} />
                ))}
              </ul>
            )}
          </section>
        );
      })}
    </div>
  );
}
