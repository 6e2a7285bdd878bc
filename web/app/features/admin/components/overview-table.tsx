import { formatDay } from "../admin-format";
import { overviewText } from "../admin-messages";
import type { OverviewDay } from "../api/get-overview";

/** The charts' numbers as a table: their alternative for anyone who cannot see them. */
export function OverviewTable({ daily }: { daily: readonly OverviewDay[] }) {
  return (
    <div className="mt-3 overflow-x-auto" tabIndex={0} role="region" aria-label={overviewText.tableCaption}>
      <table className="w-full text-left text-sm">
        <caption className="mb-2 text-left font-medium">{overviewText.tableCaption}</caption>
        <thead className="border-b border-border text-muted-foreground">
          <tr>
            <th scope="col" className="py-2 pr-4 font-medium">
              {overviewText.date}
            </th>
            <th scope="col" className="py-2 pr-4 text-right font-medium">
              {overviewText.signups}
            </th>
            <th scope="col" className="py-2 text-right font-medium">
              {overviewText.contacts}
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-border tabular-nums">
          {daily.map((d) => (
            <tr key={d.date}>
              <th scope="row" className="py-1.5 pr-4 font-normal">
                <time dateTime={d.date}>{formatDay(d.date)}</time>
              </th>
              <td className="py-1.5 pr-4 text-right">{d.signups}</td>
              <td className="py-1.5 text-right">{d.contacts}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
