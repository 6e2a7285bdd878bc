import { formatCount, formatUsd } from "~/lib/metrics-format";
import type { DailyMetric } from "../api/get-daily-metrics";
import { analyticsText } from "../analytics-messages";
import { formatDay } from "../daily-format";

/** The chart's numbers as a table: the accessible alternative, and handy for reading exact values. */
export function DailyTable({ series }: { series: DailyMetric[] }) {
  return (
    // Focusable so a keyboard can scroll it sideways on a narrow screen.
    <div className="overflow-x-auto" tabIndex={0} role="region" aria-label={analyticsText.tableCaption}>
      <table className="w-full min-w-[22rem] text-left text-sm">
        <caption className="mb-2 text-left font-medium">{analyticsText.tableCaption}</caption>
        <thead className="border-b border-border text-muted-foreground">
          <tr>
            <th scope="col" className="py-2 pr-4 font-medium">
              {analyticsText.date}
            </th>
            <th scope="col" className="py-2 pr-4 text-right font-medium">
              {analyticsText.calls}
            </th>
            <th scope="col" className="py-2 pr-4 text-right font-medium">
              {analyticsText.leads}
            </th>
            <th scope="col" className="py-2 text-right font-medium">
              {analyticsText.revenue}
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-border tabular-nums">
          {series.map((day) => (
            <tr key={day.date}>
              <th scope="row" className="py-1.5 pr-4 font-normal">
                <time dateTime={day.date}>{formatDay(day.date)}</time>
              </th>
              <td className="py-1.5 pr-4 text-right">{formatCount(day.calls)}</td>
              <td className="py-1.5 pr-4 text-right">{formatCount(day.leads)}</td>
              <td className="py-1.5 text-right">{formatUsd(day.revenue)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
