import { useDeferredValue, useEffect, useId, useMemo, useRef, useState, type ReactNode } from "react";
import { Button, buttonVariants } from "~/components/ui/button";
import { rowMatches } from "../admin-format";
import { adminText } from "../admin-messages";
import { csvHref, type AdminListId, type AdminPage, type AdminRow } from "../api/admin-lists";
import { useLoadMore } from "../api/load-more";
import { listColumns, searchableTexts, type Column } from "../list-columns";
import { AdminTable } from "./admin-table";

interface ListPanelProps<L extends AdminListId> {
  list: L;
  name: string;
  /** Undefined when the list failed to load (the dashboard has said so in a toast). */
  page: AdminPage<L> | undefined;
}

/** One list tab: 'Search' over its rows, 'Download CSV', the table, and 'Load more' while older rows remain. */
export function ListPanel<L extends AdminListId>({ list, name, page }: ListPanelProps<L>) {
  const searchId = useId();
  const [search, setSearch] = useState("");
  // Typing stays quick on a long list: the table follows a moment later if need be.
  const deferredSearch = useDeferredValue(search);
  const columns = listColumns[list] as unknown as readonly Column<AdminRow<L>>[];
  const rows = page?.rows;
  const shown = useMemo(
    () => (rows ?? []).filter((row) => rowMatches(searchableTexts(columns, row), deferredSearch)),
    [rows, columns, deferredSearch],
  );

  if (!page || !rows) return <p className="py-6 text-destructive">{adminText.listFailed}</p>;

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
      <LoadMore list={list} nextBefore={page.nextBefore}>
        {(loading) => (
          <>
            <p role="status" className="text-sm text-muted-foreground">
              {loading ? adminText.loadingMore : adminText.showing(shown.length, rows.length)}
            </p>
            {rows.length === 0 ? (
              <p className="py-6 text-muted-foreground">{adminText.noRows}</p>
            ) : shown.length === 0 ? (
              <p className="py-6 text-muted-foreground">{adminText.noMatches}</p>
            ) : (
              <AdminTable name={name} columns={columns} rows={shown} />
            )}
          </>
        )}
      </LoadMore>
    </div>
  );
}

interface LoadMoreProps<L extends AdminListId> {
  list: L;
  nextBefore: string | null;
  /** The list's status line and table, told whether a page is on its way. */
  children: (loading: boolean) => ReactNode;
}

/**
 * 'Load more' under the table: a real button, so Enter and Space work, that stays
 * focusable while its page loads (aria-disabled, not disabled, which would drop the
 * focus) and says so in the list's status line. When the last page has come, the focus
 * moves to the words that say every row is shown, where the button was.
 */
function LoadMore<L extends AdminListId>({ list, nextBefore, children }: LoadMoreProps<L>) {
  const more = useLoadMore(list);
  const [loadedMore, setLoadedMore] = useState(false);
  const endRef = useRef<HTMLParagraphElement>(null);
  const loading = more.isPending;

  useEffect(() => {
    if (loadedMore && nextBefore === null) endRef.current?.focus();
  }, [loadedMore, nextBefore]);

  const load = () => {
    if (loading || nextBefore === null) return;
    more.mutate(nextBefore, { onSuccess: () => setLoadedMore(true) });
  };

  return (
    <>
      {children(loading)}
      {nextBefore !== null ? (
        <div className="flex justify-center">
          <Button variant="outline" onClick={load} aria-disabled={loading || undefined} aria-busy={loading || undefined}>
            {loading ? adminText.loadingMore : adminText.loadMore}
          </Button>
        </div>
      ) : loadedMore ? (
        <p ref={endRef} tabIndex={-1} className="text-center text-sm text-muted-foreground focus-visible:outline-2 focus-visible:outline-ring">
          {adminText.allLoaded}
        </p>
      ) : null}
    </>
  );
}
