import { Badge } from "~/components/ui/badge";
import { cn } from "~/lib/cn";
import { isEmpty, isLongText } from "../admin-format";
import { adminText } from "../admin-messages";
import { shownText, type Column } from "../list-columns";

interface AdminTableProps<Row> {
  /** The list's name: the table's caption and, with ' table', its scroll region's. */
  name: string;
  columns: readonly Column<Row>[];
  rows: readonly Row[];
}

/**
 * A read-only list as a real table. It scrolls sideways inside its own region, never the
 * page (at 390 px the widest list is four screens wide); the region takes the focus so a
 * keyboard can scroll it too.
 */
export function AdminTable<Row extends { id: string | number }>({ name, columns, rows }: AdminTableProps<Row>) {
  return (
    <div className="overflow-x-auto rounded-lg border border-border" tabIndex={0} role="region" aria-label={adminText.tableRegion(name)}>
      <table className="w-full text-left text-sm">
        <caption className="sr-only">{name}</caption>
        <thead className="border-b border-border bg-muted/60 text-muted-foreground">
          <tr>
            {columns.map((column) => (
              <th key={column.key} scope="col" className="px-3 py-2 font-medium whitespace-nowrap">
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-border">
          {rows.map((row) => (
            <tr key={row.id}>
              {columns.map((column, i) => {
                const Cell = i === 0 ? "th" : "td";
                return (
                  <Cell
                    key={column.key}
                    {...(i === 0 ? { scope: "row" } : {})}
                    className={cn("px-3 py-2 align-top font-normal", column.wraps ? "min-w-64 break-words whitespace-pre-line" : "whitespace-nowrap")}
                  >
                    <CellValue column={column} value={row[column.key]} />
                  </Cell>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function CellValue<Row>({ column, value }: { column: Column<Row>; value: unknown }) {
  const text = shownText(column, value);
  if (isEmpty(value)) return <span className={column.whenEmpty ? undefined : "text-muted-foreground"}>{text}</span>;
  if (column.date && typeof value === "string") {
    return (
      <time dateTime={value} title={value}>
        {text}
      </time>
    );
  }
  if (column.badge) return <Badge variant={column.badge(String(value))}>{text}</Badge>;
  if (!column.wraps && isLongText(text)) {
    // Cut short at the width of about 32 characters; the title shows the whole text on
    // hover, and keyboard focus (the cell is a tab stop) unfolds it in place, where a
    // title never appears. Only keyboard focus: a click that unfolded it would move the
    // table under the pointer.
    return (
      <span
        tabIndex={0} // eslint-disable-line jsx-a11y/no-noninteractive-tabindex -- focus unfolds the truncated text for keyboard users, who have no hover
        title={text}
        data-truncated=""
        className="block max-w-64 truncate rounded-sm focus-visible:max-w-80 focus-visible:break-all focus-visible:whitespace-normal focus-visible:outline-2 focus-visible:outline-ring"
      >
        {text}
      </span>
    );
  }
  return <>{text}</>;
}
