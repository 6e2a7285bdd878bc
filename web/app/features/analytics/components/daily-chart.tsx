import { CartesianGrid, Line, LineChart, Tooltip, XAxis, YAxis } from "recharts";
import { formatCount, formatUsd } from "~/lib/metrics-format";
import type { DailyMetric } from "../api/get-daily-metrics";
import { analyticsText } from "../analytics-messages";
import { formatDay } from "../daily-format";

// The site's colour tokens (app/app.css); each has at least 3:1 contrast on white.
const colours = {
  calls: "var(--color-primary)",
  leads: "var(--color-success)",
  revenue: "var(--color-primary)",
  grid: "var(--color-border)",
  axis: "var(--color-muted-foreground)",
};

// Leads are dashed, so the two lines differ by more than colour.
const leadsDash = "6 4";

const axisProps = { stroke: colours.axis, tick: { fill: colours.axis, fontSize: 12 }, tickLine: false } as const;
const lineProps = { type: "monotone", strokeWidth: 2, dot: false, isAnimationActive: false } as const;

/**
 * The daily series drawn with recharts: calls and leads on one chart, revenue on its own
 * (dollars and counts share no scale). Only lines, and a legend of our own in HTML:
 * recharts' bars and legend would add about a tenth to its chunk. Its keyboard layer is
 * off: the chart is one picture for assistive technology (its container says so) and
 * the table carries the numbers. Default export, loaded on demand.
 */
export default function DailyChart({ series }: { series: DailyMetric[] }) {
  return (
    <div className="grid gap-6">
      <figure>
        <figcaption className="mb-2 flex flex-wrap items-center gap-x-5 gap-y-1 text-sm font-medium">
          <span>{analyticsText.callsAndLeads}</span>
          <LegendKey colour={colours.calls} label={analyticsText.calls} />
          <LegendKey colour={colours.leads} label={analyticsText.leads} dash={leadsDash} />
        </figcaption>
        <LineChart
          data={series}
          responsive
          accessibilityLayer={false}
          style={{ width: "100%", height: 220 }}
          margin={{ top: 8, right: 8, bottom: 0, left: -16 }}
        >
          <CartesianGrid stroke={colours.grid} vertical={false} />
          <XAxis dataKey="date" tickFormatter={formatDay} minTickGap={24} {...axisProps} />
          <YAxis allowDecimals={false} tickFormatter={formatCount} {...axisProps} />
          <Tooltip labelFormatter={(d) => formatDay(String(d))} formatter={(v) => formatCount(Number(v))} />
          <Line dataKey="calls" name={analyticsText.calls} stroke={colours.calls} {...lineProps} />
          <Line dataKey="leads" name={analyticsText.leads} stroke={colours.leads} strokeDasharray={leadsDash} {...lineProps} />
        </LineChart>
      </figure>
      <figure>
        <figcaption className="mb-2 text-sm font-medium">{analyticsText.revenue}</figcaption>
        <LineChart
          data={series}
          responsive
          accessibilityLayer={false}
          style={{ width: "100%", height: 200 }}
          margin={{ top: 8, right: 8, bottom: 0, left: 0 }}
        >
          <CartesianGrid stroke={colours.grid} vertical={false} />
          <XAxis dataKey="date" tickFormatter={formatDay} minTickGap={24} {...axisProps} />
          <YAxis tickFormatter={(v: number) => formatUsd(v)} width={72} {...axisProps} />
          <Tooltip labelFormatter={(d) => formatDay(String(d))} formatter={(v) => formatUsd(Number(v))} />
          <Line dataKey="revenue" name={analyticsText.revenue} stroke={colours.revenue} {...lineProps} />
        </LineChart>
      </figure>
    </div>
  );
}

/** A line sample and its name, drawn as the chart draws it. */
function LegendKey({ colour, label, dash }: { colour: string; label: string; dash?: string }) {
  return (
    <span className="inline-flex items-center gap-1.5 font-normal text-muted-foreground">
      <svg width="24" height="8" aria-hidden>
        <line x1="0" y1="4" x2="24" y2="4" stroke={colour} strokeWidth="2" strokeDasharray={dash} />
      </svg>
      {label}
    </span>
  );
}
