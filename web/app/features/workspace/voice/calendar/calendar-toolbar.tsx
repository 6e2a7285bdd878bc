import { ChevronLeft, ChevronRight } from "lucide-react";
import { Button } from "~/components/ui/button";
import { calendarText as t } from "./calendar-messages";
import type { CalendarView } from "./calendar-time";

interface CalendarToolbarProps {
  view: CalendarView;
  range: string;
  onView: (view: CalendarView) => void;
  onStep: (direction: -1 | 1) => void;
  onToday: () => void;
}

const views: CalendarView[] = ["day", "week"];

/** Day or week, earlier, today, later; and what is shown, read out when it changes. */
export function CalendarToolbar({ view, range, onView, onStep, onToday }: CalendarToolbarProps) {
  return (
    <div className="mt-4 flex flex-wrap items-center gap-3">
      <div role="group" aria-label={t.view} className="flex gap-1">
        {views.map((v) => (
          <Button key={v} size="sm" variant={view === v ? "default" : "outline"} aria-pressed={view === v} onClick={() => onView(v)}>
            {t.views[v]}
          </Button>
        ))}
      </div>
      <div className="flex gap-1">
        <Button size="sm" variant="outline" aria-label={t.previous(view)} onClick={() => onStep(-1)}>
          <ChevronLeft className="h-4 w-4" aria-hidden />
        </Button>
        <Button size="sm" variant="outline" onClick={onToday}>
          {t.today}
        </Button>
        <Button size="sm" variant="outline" aria-label={t.next(view)} onClick={() => onStep(1)}>
          <ChevronRight className="h-4 w-4" aria-hidden />
        </Button>
      </div>
      <p className="font-medium" aria-live="polite" data-testid="calendar-range">
        {range}
      </p>
    </div>
  );
}
