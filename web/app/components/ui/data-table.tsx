import type { ReactNode } from "react";
import { cn } from "~/lib/cn";

/** A column: its heading and what a row shows in it. */
export interface DataColumn<Row> {
  header: string;
  cell: (row: Row) => ReactNode;
}

interface DataTableProps<Row> {
  /** Names the table and its scrolling region. */
  caption: string;
  /** The first column, each row's header (a date, a name). */
  rowHeader: DataColumn<Row>;
  /** The figures, right-aligned. */
  columns: readonly DataColumn<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => string;
  className?: string;
  tableClassName?: string;
}

/**
 * A plain table of figures: the accessible alternative to a chart, and handy for reading
 * exact values. Focusable so a keyboard can scroll it sideways on a narrow screen.
 */
export function DataTable<Row>({ caption, rowHeader, columns, rows, rowKey, className, tableClassName }: DataTableProps<Row>) {
  return (
    <div className={cn("overflow-x-auto", className)} tabIndex={0} role="region" aria-label={caption}>
      <table className={cn("w-full text-left text-sm", tableClassName)}>
        <caption className="mb-2 text-left font-medium">{caption}</caption>
        <thead className="border-b border-border text-muted-foreground">
          <HeaderRow headers={[rowHeader.header, ...columns.map((column) => column.header)]} />
        </thead>
        <tbody className="divide-y divide-border tabular-nums">
          {rows.map((row) => (
            <DataRow key={rowKey(row)} row={row} rowHeader={rowHeader} columns={columns} />
          ))}
        </tbody>
      </table>
    </div>
  );
}

function HeaderRow({ headers }: { headers: string[] }) {
  const last = headers.length - 1;
  return (
    <tr>
      {headers.map((header, i) => (
        <th key={header} scope="col" className={cn("py-2 font-medium", i > 0 && "text-right", i < last && "pr-4")}>
          {header}
        </th>
      ))}
    </tr>
  );
}

function DataRow<Row>({ row, rowHeader, columns }: { row: Row; rowHeader: DataColumn<Row>; columns: readonly DataColumn<Row>[] }) {
  return (
    <tr>
      <th scope="row" className="py-1.5 pr-4 font-normal">
        {rowHeader.cell(row)}
      </th>
      {columns.map((column, i) => (
        <td key={column.header} className={cn("py-1.5 text-right", padding(i, columns))}>
          {column.cell(row)}
        </td>
      ))}
    </tr>
  );
}

/** Space after every figure column but the last. */
function padding(index: number, columns: readonly unknown[]): string | undefined {
  return index < columns.length - 1 ? "pr-4" : undefined;
}
