import { DataTable, type DataColumn } from "~/components/ui/data-table";
import { formatCount, formatUsd } from "~/lib/metrics-format";
import type { DailyMetric } from "../api/get-daily-metrics";
import { analyticsText } from "../analytics-messages";
import { formatDay } from "../daily-format";

const dayColumn: DataColumn<DailyMetric> = {
  header: analyticsText.date,
  cell: (metric) => <time dateTime={metric.date}>{formatDay(metric.date)}</time>,
};

const figures: DataColumn<DailyMetric>[] = [
  { header: analyticsText.calls, cell: (metric) => formatCount(metric.calls) },
  { header: analyticsText.leads, cell: (metric) => formatCount(metric.leads) },
  { header: analyticsText.revenue, cell: (metric) => formatUsd(metric.revenue) },
];

/** The chart's numbers as a table: the accessible alternative, and handy for reading exact values. */
export function DailyTable({ series }: { series: DailyMetric[] }) {
  return (
    <DataTable
      tableClassName="min-w-[22rem]"
      caption={analyticsText.tableCaption}
      rowHeader={dayColumn}
      columns={figures}
      rows={series}
      rowKey={(metric) => metric.date}
    />
  );
}
