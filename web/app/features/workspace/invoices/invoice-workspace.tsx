import { FirstStepsCard } from "../shared/first-steps-card";
import { firstSteps } from "../shared/first-steps";
import { useState } from "react";
import { Card } from "~/components/ui/card";
import { LoadFailed } from "~/components/ui/load-failed";
import { SpinnerBlock } from "~/components/ui/spinner";
import { type DocumentFilters } from "../shared/documents/api/paths";
import { DocumentsProgress } from "../shared/documents/components/documents-progress";
import { FileUpload } from "../shared/documents/components/file-upload";
import { ACCEPTED_FILES } from "../shared/documents/document-states";
import { documentsText } from "../shared/documents/documents-messages";
import { useDocuments } from "../shared/documents/api/get-documents";
import { InvoiceExportMenu } from "./invoice-export-menu";
import { InvoiceFilters, type InvoiceFilterValues } from "./invoice-filters";
import { invoiceText as t } from "./invoice-messages";
import { InvoiceRow } from "./invoice-row";
import { useDebounced } from "../shared/use-debounced";

/** A payroll service's workspace: invoices uploaded, read and checked, then approved or flagged. */
export function InvoiceWorkspace({ serviceId }: { serviceId: string }) {
  const [filters, setFilters] = useState<InvoiceFilterValues>({ review: "", vendor: "" });
  // The vendor is typed a letter at a time: the list follows once typing settles.
  const vendor = useDebounced(filters.vendor);
  const query: DocumentFilters = { review: filters.review, vendor: vendor.trim() };
  const docs = useDocuments(serviceId, query);
  const filtered = query.review !== "" || query.vendor !== "";

  const empty = docs.data?.length === 0 && !filtered;
  return (
    <>
      {empty && <FirstStepsCard steps={firstSteps.invoices()} />}
      <Card className="p-5" aria-labelledby="invoices-heading" role="region">
        <h2 id="invoices-heading" className="text-lg font-semibold">
          {t.heading}
        </h2>
        <p className="mt-1 text-sm text-muted-foreground">{t.intro}</p>
        <div className="mt-4">
          <FileUpload serviceId={serviceId} label={t.upload} hint={t.uploadHint} accept={`${ACCEPTED_FILES},.csv`} />
        </div>
        <section aria-labelledby="invoice-list-heading" className="mt-6 grid grid-cols-1 gap-3">
          <div className="flex flex-wrap items-end justify-between gap-3">
            <h3 id="invoice-list-heading" className="text-base font-semibold">
              {t.listHeading}
            </h3>
            <InvoiceExportMenu serviceId={serviceId} filters={query} />
          </div>
          <InvoiceFilters value={filters} onChange={setFilters} />
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
            <p className="text-sm text-muted-foreground">{filtered ? t.noMatches : t.noInvoices}</p>
          ) : (
            <ul className="grid grid-cols-1 gap-3" aria-label={t.listHeading}>
              {docs.data.map((doc) => (
                <InvoiceRow key={doc.id} serviceId={serviceId} doc={doc} />
              ))}
            </ul>
          )}
        </section>
      </Card>
    </>
  );
}
