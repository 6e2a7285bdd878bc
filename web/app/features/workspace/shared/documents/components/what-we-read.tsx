import { LoadFailed } from "~/components/ui/load-failed";
import { SpinnerBlock } from "~/components/ui/spinner";
import { ApiError } from "~/lib/api";
import { cn } from "~/lib/cn";
import { useDocumentText } from "../api/get-document-text";
import { documentsText as t } from "../documents-messages";
import { PageView } from "./page-view";

/**
 * "What we read": a document's pages and the text read from them, beside its results, so
 * a person can check any field at a glance. The text keeps its columns (monospace, not
 * wrapped) and scrolls inside its own box, which the keyboard can reach.
 */
export function WhatWeRead({ serviceId, docId, name, className }: { serviceId: string; docId: string; name: string; className?: string }) {
  return (
    <section aria-label={t.whatWeRead} className={cn("grid min-w-0 grid-cols-1 content-start gap-3 text-sm", className)}>
      <div>
        <h5 className="font-semibold">{t.whatWeRead}</h5>
        <p className="text-muted-foreground">{t.whatWeReadIntro}</p>
      </div>
      <PageView serviceId={serviceId} docId={docId} name={name} />
      <ReadText serviceId={serviceId} docId={docId} name={name} />
    </section>
  );
}

function ReadText({ serviceId, docId, name }: { serviceId: string; docId: string; name: string }) {
  const text = useDocumentText(serviceId, docId);
  if (text.isPending) return <SpinnerBlock label={t.loadingText} className="py-4" />;
  if (text.isError) {
    if (text.error instanceof ApiError && text.error.status === 404) return <p className="text-muted-foreground">{text.error.message}</p>;
    return (
      <LoadFailed message={text.error.message} retryLabel={t.tryAgain} onRetry={() => void text.refetch()} retrying={text.isFetching} />
    );
  }
  return (
    <div>
      <h6 className="mb-1 text-xs font-semibold text-muted-foreground uppercase">{t.textHeading}</h6>
      <pre
        tabIndex={0}
        role="region"
        aria-label={t.textOf(name)}
        className="max-h-96 overflow-auto rounded-md border border-border bg-muted/40 p-3 font-mono text-xs leading-relaxed whitespace-pre focus-visible:outline-2 focus-visible:outline-ring"
        data-testid="read-text"
      >
        {text.data}
      </pre>
    </div>
  );
}
