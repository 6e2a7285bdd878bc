import { ChevronDown } from "lucide-react";
import { useId, useState } from "react";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { cn } from "~/lib/cn";
import type { WorkspaceDocument } from "../shared/documents/document-schema";
import { DeleteDocumentButton } from "../shared/documents/components/delete-document-button";
import { DownloadDocumentLink } from "../shared/documents/components/download-document-link";
import { DuplicateBadge, DuplicateNote } from "../shared/documents/components/duplicate-badge";
import { StateBadge } from "../shared/documents/components/state-badge";
import { WhatWeRead } from "../shared/documents/components/what-we-read";
import { CheckStatus } from "./check-status";
import { checksSummary, invoiceHeadline } from "./invoice-format";
import { invoiceText as t } from "./invoice-messages";
import { InvoiceReadingView } from "./invoice-reading-view";
import { ReviewActions } from "./review-actions";

const reviewVariant = (review: string) => (review === "approved" ? "success" : review === "flagged" ? "destructive" : "secondary");

/** One invoice: what identifies it, its review and checks at a glance; the reading and the review in its details. */
export function InvoiceRow({ serviceId, doc }: { serviceId: string; doc: WorkspaceDocument }) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const head = invoiceHeadline(doc);
  const title = head.vendor || doc.name;
  const inv = doc.invoice;
  return (
    <li className="rounded-lg border border-border p-4" data-testid="invoice" aria-labelledby={`${id}-title`}>
      <div className="flex flex-wrap items-start justify-between gap-x-4 gap-y-2">
        <div className="min-w-0">
          <h4 id={`${id}-title`} className="font-semibold break-words">
            {title}
          </h4>
          <dl className="mt-1 flex flex-wrap gap-x-4 gap-y-1 text-sm text-muted-foreground">
            {head.number && <Fact label={t.number} value={head.number} />}
            {head.date && <Fact label={t.date} value={head.date} />}
            {head.total && <Fact label={t.total} value={head.total} strong />}
          </dl>
        </div>
        <Badge variant={reviewVariant(doc.review)} data-testid="invoice-review">
          {t.reviews[doc.review] ?? doc.review}
        </Badge>
      </div>
      <div className="mt-2 flex flex-wrap items-center gap-x-4 gap-y-1 text-sm">
        <StateBadge state={doc.state} reason={doc.reason} />
        <DuplicateBadge doc={doc} />
        {inv && <CheckStatus status={inv.checks_failed === 0 ? "pass" : "fail"} words={checksSummary(inv.checks_failed)} />}
        {inv && doc.note && <span className="break-words text-muted-foreground">{doc.note}</span>}
      </div>
      <div className="mt-3 flex flex-wrap gap-2">
        {inv && (
          <Button
            variant="outline"
            size="sm"
            aria-label={t.detailsFor(title)}
            aria-expanded={open}
            aria-controls={`${id}-details`}
            onClick={() => setOpen(!open)}
          >
            {t.details}
            <ChevronDown className={cn("h-4 w-4 transition-transform", open && "rotate-180")} aria-hidden />
          </Button>
        )}
        <DownloadDocumentLink serviceId={serviceId} docId={doc.id} name={doc.name} />
        <DeleteDocumentButton serviceId={serviceId} docId={doc.id} name={doc.name} />
      </div>
      {inv && open && (
        <div id={`${id}-details`} className="mt-4 grid grid-cols-1 gap-5 border-t border-border pt-4 xl:grid-cols-2">
          <div className="grid min-w-0 grid-cols-1 content-start gap-5">
            <DuplicateNote doc={doc} />
            <InvoiceReadingView serviceId={serviceId} docId={doc.id} reading={inv.reading} />
            <ReviewActions serviceId={serviceId} doc={doc} />
          </div>
          <WhatWeRead serviceId={serviceId} docId={doc.id} name={doc.name} className="xl:border-l xl:border-border xl:pl-5" />
        </div>
      )}
    </li>
  );
}

function Fact({ label, value, strong = false }: { label: string; value: string; strong?: boolean }) {
  return (
    <div className="flex gap-1">
      <dt className="sr-only">{label}</dt>
      <dd className={cn("tabular-nums", strong && "font-medium text-foreground")}>{value}</dd>
    </div>
  );
}
