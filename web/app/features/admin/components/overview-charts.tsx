import { CartesianGrid, Line, LineChart, Tooltip, XAxis, YAxis } from "recharts";
import { formatDay } from "../admin-format";
import { overviewText } from "../admin-messages";
import type { OverviewDay } from "../api/get-overview";

// The site's colour tokens (app/app.css), each at least 3:1 on white.
const colours = { line: "var(--color-primary)", grid: "var(--color-border)", axis: "var(--color-muted-foreground)" };
const axisProps = { stroke: colours.axis, tick: { fill: colours.axis, fontSize: 12 }, tickLine: false } as const;

interface OverviewChartsProps {
  daily: OverviewDay[];
  /** Each chart in words (its total and busiest day); the table below has every number. */
  signupsLabel: string;
  contactsLabel: string;
}

/**
 * Sign-ups and contacts per day as two small line charts. The same recharts parts as
 * /analytics (lines only), so both share one chunk and add nothing to it. Each chart is
 * one picture for assistive technology, with its keyboard layer off. Default export,
 * loaded on demand.
 */
export default function OverviewCharts({ daily, signupsLabel, contactsLabel }: OverviewChartsProps) {
  return (
    <div className="grid gap-6 md:grid-cols-2">
      <DailyLine daily={daily} field="signups" title={overviewText.signupsChart} label={signupsLabel} />
      <DailyLine daily={daily} field="contacts" title={overviewText.contactsChart} label={contactsLabel} />
    </div>
  );
}

interface DailyLineProps {
  daily: OverviewDay[];
  field: "signups" | "contacts";
  title: string;
  label: string;
}

function DailyLine({ daily, field, title, label }: DailyLineProps) {
  return (
    <figure className="min-w-0">
      <figcaption className="mb-2 text-sm font-medium">{title}</figcaption>
      <div role="img" aria-label={label} data-testid={`overview-chart-${field}`}>
        <LineChart
          data={daily}
          responsive
          accessibilityLayer={false}
          style={{ width: "100%", height: 180 }}
          margin={{ top: 8, right: 8, bottom: 0, left: -24 }}
        >
          <CartesianGrid stroke={colours.grid} vertical={false} />
          <XAxis dataKey="date" tickFormatter={formatDay} minTickGap={24} {...axisProps} />
          <YAxis allowDecimals={false} {...axisProps} />
          <Tooltip labelFormatter={(d) => formatDay(String(d))} />
          <Line dataKey={field} name={title} type="monotone" stroke={colours.line} strokeWidth={2} dot={false} isAnimationActive={false} />
        </LineChart>
      </div>
    </figure>
  );
}
