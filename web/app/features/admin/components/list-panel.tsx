import { useDeferredValue, useId, useMemo, useState } from "react";
import { buttonVariants } from "~/components/ui/button";
import { rowMatches } from "../admin-format";
import { adminText } from "../admin-messages";
import { csvHref, type AdminListId, type AdminRow } from "../api/admin-lists";
import { listColumns, searchableTexts, type Column } from "../list-columns";
import { AdminTable } from "./admin-table";

interface ListPanelProps<L extends AdminListId> {
  list: L;
  name: string;
  /** Undefined when the list failed to load (the dashboard has said so in a toast). */
  rows: AdminRow<L>[] | undefined;
}

/** One list tab: 'Search' over its rows, 'Download CSV', and the table. */
export function ListPanel<L extends AdminListId>({ list, name, rows }: ListPanelProps<L>) {
  const searchId = useId();
  const [search, setSearch] = useState("");
  // Typing stays quick on a long list: the table follows a moment later if need be.
  const deferredSearch = useDeferredValue(search);
  const columns = listColumns[list] as unknown as readonly Column<AdminRow<L>>[];
  const shown = useMemo(
    () => (rows ?? []).filter((row) => rowMatches(searchableTexts(columns, row), deferredSearch)),
    [rows, columns, deferredSearch],
  );

  if (!rows) return <p className="py-6 text-destructive">{adminText.listFailed}</p>;

  return (
    <div className="grid gap-3">
      <div className="flex flex-wrap items-end gap-3">
        <div className="grid min-w-0 flex-1 gap-1">
          <label htmlFor={searchId} className="text-sm font-medium">
            {adminText.search}
          </label>
          <input
            id={searchId}
            type="search"
            value={search}
            onChange={(e) => setSearch(e.target.value)}
            className="h-10 w-full max-w-sm rounded-md border border-border bg-background px-3 text-sm focus-visible:outline-2 focus-visible:outline-ring"
          />
        </div>
        {/* A plain link: the browser sends the session cookie and saves the server's attachment. */}
        <a href={csvHref(list)} download className={buttonVariants({ variant: "outline" })}>
          {adminText.downloadCsv}
        </a>
      </div>
      <p role="status" className="text-sm text-muted-foreground">
        {adminText.showing(shown.length, rows.length)}
      </p>
      {rows.length === 0 ? (
        <p className="py-6 text-muted-foreground">{adminText.noRows}</p>
      ) : shown.length === 0 ? (
        <p className="py-6 text-muted-foreground">{adminText.noMatches}</p>
      ) : (
        <AdminTable name={name} columns={columns} rows={shown} />
      )}
    </div>
  );
}
