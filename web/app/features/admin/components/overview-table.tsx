import { DataTable, type DataColumn } from "~/components/ui/data-table";
import { formatDay } from "../admin-format";
import { overviewText } from "../admin-messages";
import type { OverviewDay } from "../api/get-overview";

const day: DataColumn<OverviewDay> = { header: overviewText.date, cell: (d) => <time dateTime={d.date}>{formatDay(d.date)}</time> };
const counts: DataColumn<OverviewDay>[] = [
  { header: overviewText.signups, cell: (d) => d.signups },
  { header: overviewText.contacts, cell: (d) => d.contacts },
];

/** The charts' numbers as a table: their alternative for anyone who cannot see them. */
export function OverviewTable({ daily }: { daily: readonly OverviewDay[] }) {
  return <DataTable className="mt-3" caption={overviewText.tableCaption} rowHeader={day} columns={counts} rows={daily} rowKey={(d) => d.date} />;
}
