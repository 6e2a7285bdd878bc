import { FileDown } from "lucide-react";
import { buttonVariants } from "~/components/ui/button";
import { LoadFailed } from "~/components/ui/load-failed";
import { SpinnerBlock } from "~/components/ui/spinner";
import { documentsExportUrl } from "../shared/documents/api/paths";
import { DocumentsProgress } from "../shared/documents/components/documents-progress";
import { documentsText } from "../shared/documents/documents-messages";
import { useDocuments } from "../shared/documents/api/get-documents";
import { CandidateRow } from "./candidate-row";
import { recruitmentText as t } from "./recruitment-messages";

/** A job's candidates as the server ranks them; analyzed ones carry their rank. */
export function Shortlist({ serviceId, openingId }: { serviceId: string; openingId: string }) {
  const docs = useDocuments(serviceId, { opening_id: openingId });
  let rank = 0;
  return (
    <section aria-labelledby="shortlist-heading" className="grid grid-cols-1 gap-3">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h3 id="shortlist-heading" className="text-base font-semibold">
            {t.shortlistHeading}
          </h3>
          <p className="text-sm text-muted-foreground">{t.shortlistIntro}</p>
        </div>
        <a
          href={documentsExportUrl(serviceId, { opening_id: openingId })}
          download
          aria-label={t.exportLabel}
          className={buttonVariants({ variant: "outline", size: "sm" })}
        >
          <FileDown className="h-4 w-4" aria-hidden />
          {documentsText.exportCsv}
        </a>
      </div>
      <DocumentsProgress documents={docs.data ?? []} />
      {docs.isPending ? (
        <SpinnerBlock label={documentsText.loading} className="py-6" />
      ) : docs.isError ? (
        <LoadFailed
          message={documentsText.loadFailed}
          retryLabel={documentsText.tryAgain}
          onRetry={() => void docs.refetch()}
          retrying={docs.isFetching}
        />
      ) : docs.data.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t.noCandidates}</p>
      ) : (
        <ol className="grid grid-cols-1 gap-3" aria-label={t.shortlistHeading}>
          {docs.data.map((doc) => (
            <CandidateRow key={doc.id} serviceId={serviceId} doc={doc} rank={doc.state === "done" && doc.screening ? ++rank : undefined} />
          ))}
        </ol>
      )}
    </section>
  );
}
