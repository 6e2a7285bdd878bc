import { ChevronLeft, ChevronRight } from "lucide-react";
import { useEffect, useState } from "react";
import { Button } from "~/components/ui/button";
import { SpinnerBlock } from "~/components/ui/spinner";
import { ApiError } from "~/lib/api";
import { useDocumentPage } from "../api/get-document-page";
import { documentsText as t } from "../documents-messages";

/**
 * A document's pages as the server renders them, page 1 first, with a picker when it has
 * more. A file without pages (DOCX, text) says so; a page the reader refused gives the
 * reader's reason.
 */
export function PageView({ serviceId, docId, name }: { serviceId: string; docId: string; name: string }) {
  const [page, setPage] = useState(1);
  // Page 1 says how many there are; it stays cached while another page is shown.
  const first = useDocumentPage(serviceId, docId, 1);
  const shown = useDocumentPage(serviceId, docId, page);
  const pages = first.data?.pages ?? null;
  const url = useObjectUrl(shown.data?.image);
  if (first.isError && first.error instanceof ApiError && first.error.status === 404) {
    return <p className="text-muted-foreground">{t.noPages}</p>;
  }
  return (
    <div>
      <h6 className="mb-1 text-xs font-semibold text-muted-foreground uppercase">{t.pageHeading}</h6>
      {pages !== null && pages > 1 && (
        <nav aria-label={t.pageHeading} className="mb-2 flex items-center gap-2">
          <Button variant="outline" size="sm" aria-label={t.previousPage} disabled={page <= 1} onClick={() => setPage(page - 1)}>
            <ChevronLeft className="h-4 w-4" aria-hidden />
          </Button>
          <p role="status" className="tabular-nums">
            {t.pageStatus(page, pages)}
          </p>
          <Button variant="outline" size="sm" aria-label={t.nextPage} disabled={page >= pages} onClick={() => setPage(page + 1)}>
            <ChevronRight className="h-4 w-4" aria-hidden />
          </Button>
        </nav>
      )}
      {shown.isPending ? (
        <SpinnerBlock label={t.loadingPage} className="py-8" />
      ) : shown.isError ? (
        <p role="alert" className="text-destructive">
          {shown.error.message}
        </p>
      ) : (
        url && (
          <img
            src={url}
            alt={t.pageOf(page, name)}
            className="h-auto w-full rounded-md border border-border bg-white"
            data-testid="page-image"
          />
        )
      )}
    </div>
  );
}

/** An object URL for blob while it is shown, let go of afterwards. */
function useObjectUrl(blob: Blob | undefined): string | undefined {
  const [url, setUrl] = useState<string>();
  useEffect(() => {
    if (!blob) return setUrl(undefined);
    const next = URL.createObjectURL(blob);
    setUrl(next);
    return () => URL.revokeObjectURL(next);
  }, [blob]);
  return url;
}
