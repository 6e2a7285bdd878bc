import { ChevronLeft, ChevronRight } from "lucide-react";
import { useSearchParams } from "react-router";
import { Button, buttonVariants } from "~/components/ui/button";
import { LoadFailed } from "~/components/ui/load-failed";
import { SpinnerBlock } from "~/components/ui/spinner";
import { cn } from "~/lib/cn";
import { optionLabel, platforms, type Platform } from "~/features/demos";
import { postsExportUrl } from "./api/paths";
import {
  byDay,
  dayLabel,
  isDay,
  monthLabel,
  monthOf,
  shiftDay,
  timeLabel,
  todayOf,
  viewDays,
  viewRange,
  weekLabel,
  type CalendarView,
} from "./calendar";
import type { Post } from "./content-schema";
import { contentText as t } from "./content-messages";
import { PostEditor } from "./post-editor";
import { usePosts } from "./api/get-posts";

/**
 * The calendar: a week or a month (the address keeps which, `?view=month&day=2026-11-20`),
 * each day listing its posts in the browser's time zone; a post opens to edit, reschedule
 * or change its status. On a phone the month is a list of its days with posts.
 */
export function ContentCalendar({ serviceId, now = new Date() }: { serviceId: string; now?: Date }) {
  const [params, setParams] = useSearchParams();
  const view: CalendarView = params.get("view") === "week" ? "week" : "month";
  const dayParam = params.get("day");
  const day = isDay(dayParam) ? dayParam : todayOf(now);
  const range = viewRange(view, day);
  const posts = usePosts(serviceId, range);
  const go = (next: { view?: CalendarView; day?: string }) =>
    setParams(
      (p) => {
        p.set("view", next.view ?? view);
        p.set("day", next.day ?? day);
        return p;
      },
      { replace: true, preventScrollReset: true },
    );
  const days = viewDays(view, day);
  const month = monthOf(day);
  const dated = byDay((posts.data ?? []).filter((p) => p.scheduled_for));
  const inView = days.filter((d) => (view === "week" || monthOf(d) === month) && dated.has(d));
  const unit = view === "week" ? t.week.toLowerCase() : t.month.toLowerCase();

  return (
    <div className="mt-4 grid grid-cols-1 gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div role="group" aria-label={t.viewLabel} className="inline-flex rounded-md border border-border p-0.5">
          {(["week", "month"] as const).map((v) => (
            <Button key={v} size="sm" variant={v === view ? "default" : "ghost"} aria-pressed={v === view} onClick={() => go({ view: v })}>
              {v === "week" ? t.week : t.month}
            </Button>
          ))}
        </div>
        <div className="flex items-center gap-2">
          <Button size="sm" variant="outline" aria-label={t.previous(unit)} onClick={() => go({ day: shiftDay(view, day, -1) })}>
            <ChevronLeft className="h-4 w-4" aria-hidden />
          </Button>
          <p className="min-w-40 text-center font-semibold" aria-live="polite" data-testid="calendar-title">
            {view === "week" ? weekLabel(day) : monthLabel(day)}
          </p>
          <Button size="sm" variant="outline" aria-label={t.next(unit)} onClick={() => go({ day: shiftDay(view, day, 1) })}>
            <ChevronRight className="h-4 w-4" aria-hidden />
          </Button>
          <Button size="sm" variant="ghost" onClick={() => go({ day: todayOf(now) })}>
            {t.today}
          </Button>
        </div>
      </div>
      {posts.isPending ? (
        <SpinnerBlock label={t.calendarLoading} className="py-6" />
      ) : posts.isError ? (
        <LoadFailed message={t.calendarLoadFailed} retryLabel={t.tryAgain} onRetry={() => void posts.refetch()} retrying={posts.isFetching} />
      ) : (
        <>
          {inView.length === 0 && <p className="text-sm text-muted-foreground">{t.calendarEmpty}</p>}
          {view === "month" ? (
            <>
              <MonthGrid days={days} month={month} dated={dated} />
              <DayList days={inView} dated={dated} serviceId={serviceId} />
            </>
          ) : (
            <DayList days={days} dated={dated} serviceId={serviceId} showEmpty />
          )}
        </>
      )}
      <div className="flex flex-wrap items-center gap-3 border-t border-border pt-3 text-sm">
        <a className={buttonVariants({ variant: "outline", size: "sm" })} href={postsExportUrl(serviceId, month, "csv")} download>
          {t.exportCsv(monthLabel(day))}
        </a>
        <a className={buttonVariants({ variant: "outline", size: "sm" })} href={postsExportUrl(serviceId, month, "ics")} download>
          {t.exportIcs(monthLabel(day))}
        </a>
        <p className="text-muted-foreground">{t.exportNote}</p>
      </div>
    </div>
  );
}

const platformName = (p: string) => optionLabel(platforms, p as Platform);

/** The month as a grid of weeks (wide screens only). */
function MonthGrid({ days, month, dated }: { days: string[]; month: string; dated: Map<string, Post[]> }) {
  return (
    <ol className="hidden grid-cols-7 gap-px overflow-hidden rounded-lg border border-border bg-border md:grid" data-testid="month-grid">
      {days.map((d) => (
        <li key={d} className={cn("min-h-24 bg-background p-1.5 text-xs", monthOf(d) !== month && "bg-muted/40 text-muted-foreground")}>
          <p className="font-medium">{dayLabel(d)}</p>
          <ul className="mt-1 grid gap-1">
            {(dated.get(d) ?? []).map((p) => (
              <li key={p.id} className="truncate rounded bg-accent px-1 py-0.5" title={p.body}>
                {timeLabel(p.scheduled_for!)} {platformName(p.platform)} · {t.statuses[p.status] ?? p.status}
              </li>
            ))}
          </ul>
        </li>
      ))}
    </ol>
  );
}

/** Days one under the other, each with its posts, which open to edit. */
function DayList({
  days,
  dated,
  serviceId,
  showEmpty = false,
  className,
}: {
  days: string[];
  dated: Map<string, Post[]>;
  serviceId: string;
  showEmpty?: boolean;
  className?: string;
}) {
  return (
    <ol className={cn("grid grid-cols-1 gap-3", className)} data-testid="day-list">
      {days.map((d) => {
        const list = dated.get(d) ?? [];
        if (!showEmpty && list.length === 0) return null;
        return (
          <li key={d} className="rounded-lg border border-border p-3" data-day={d}>
            <h3 className="text-sm font-semibold">{dayLabel(d)}</h3>
            {list.length === 0 ? (
              <p className="mt-1 text-sm text-muted-foreground">{t.noPosts}</p>
            ) : (
              <ul className="mt-2 grid gap-2">
                {list.map((p) => (
                  <li key={p.id} data-testid="calendar-post">
                    <details className="rounded-md border border-border p-2">
                      <summary className="cursor-pointer text-sm break-words">
                        <span className="font-medium">
                          {timeLabel(p.scheduled_for!)} · {platformName(p.platform)} · {t.statuses[p.status] ?? p.status}
                        </span>{" "}
                        {p.topic}
                      </summary>
                      <div className="mt-3">
                        <PostEditor serviceId={serviceId} post={p} key={p.updated_at} />
                      </div>
                    </details>
                  </li>
                ))}
              </ul>
            )}
          </li>
        );
      })}
    </ol>
  );
}
