import { ChevronDown } from "lucide-react";
import { useId, useState } from "react";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { controlClass } from "~/components/ui/form-field";
import { cn } from "~/lib/cn";
import type { WorkspaceDocument } from "../shared/documents/document-schema";
import { DeleteDocumentButton } from "../shared/documents/components/delete-document-button";
import { DownloadDocumentLink } from "../shared/documents/components/download-document-link";
import { CorrectableField } from "../shared/documents/components/correctable-field";
import { DuplicateBadge, DuplicateNote } from "../shared/documents/components/duplicate-badge";
import { NoteEditor } from "../shared/documents/components/note-editor";
import { ProblemAlert } from "../shared/documents/components/problem-alert";
import { StateBadge } from "../shared/documents/components/state-badge";
import { WhatWeRead } from "../shared/documents/components/what-we-read";
import { useUpdateDocument } from "../shared/documents/api/update-document";
import { CandidateContacts } from "./candidate-contacts";
import { recruitmentReviews, recruitmentText as t } from "./recruitment-messages";

/** The name a candidate goes by: the one read from the resume, else the file's. */
export const candidateName = (doc: WorkspaceDocument) => doc.candidate || doc.name;

/** One candidate of the shortlist: rank, name, score, verdict and state; details, status and notes. */
export function CandidateRow({ serviceId, doc, rank }: { serviceId: string; doc: WorkspaceDocument; rank?: number }) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const name = candidateName(doc);
  const s = doc.screening;
  return (
    <li className="rounded-lg border border-border p-4" data-testid="candidate" aria-labelledby={`${id}-name`}>
      <div className="flex flex-wrap items-start gap-x-3 gap-y-2">
        {rank !== undefined && (
          <span className="text-lg font-bold text-muted-foreground tabular-nums" data-testid="candidate-rank">
            <span aria-hidden>{t.rank(rank)}</span>
            <span className="sr-only">{t.rankLabel(rank)}</span>
          </span>
        )}
        <div className="min-w-0 flex-1">
          <h4 id={`${id}-name`} className="font-semibold break-words">
            {name}
          </h4>
          <div className="mt-1 flex flex-wrap items-center gap-2">
            <StateBadge state={doc.state} reason={doc.reason} />
            <DuplicateBadge doc={doc} />
          </div>
        </div>
        {s && (
          <Badge variant={s.score >= 70 ? "success" : "secondary"} className="text-sm tabular-nums" data-testid="candidate-score">
            <span aria-hidden>{t.score(s.score)}</span>
            <span className="sr-only">{t.scoreLabel(s.score)}</span>
          </Badge>
        )}
      </div>
      <CandidateContacts doc={doc} />
      {s && <p className="mt-2 text-sm break-words text-muted-foreground">{s.verdict}</p>}
      <div className="mt-3 flex flex-wrap items-end gap-2">
        <ReviewSelect serviceId={serviceId} doc={doc} name={name} />
        {s && (
          <Button
            variant="outline"
            size="sm"
            aria-label={t.detailsFor(name)}
            aria-expanded={open}
            aria-controls={`${id}-details`}
            onClick={() => setOpen(!open)}
          >
            {t.showDetails}
            <ChevronDown className={cn("h-4 w-4 transition-transform", open && "rotate-180")} aria-hidden />
          </Button>
        )}
        <DownloadDocumentLink serviceId={serviceId} docId={doc.id} name={doc.name} />
        <DeleteDocumentButton serviceId={serviceId} docId={doc.id} name={name} />
      </div>
      {s && open && (
        <div id={`${id}-details`} className="mt-4 grid grid-cols-1 gap-5 border-t border-border pt-4 text-sm xl:grid-cols-2">
          <div className="grid min-w-0 grid-cols-1 content-start gap-4">
            <DuplicateNote doc={doc} />
            <ContactFields serviceId={serviceId} doc={doc} />
            <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
              <Points heading={t.strengths} items={s.strengths} />
              <Points heading={t.gaps} items={s.gaps} />
            </div>
            <div>
              <h5 className="font-semibold">{t.recommendation}</h5>
              <p className="mt-1 break-words">{s.recommendation}</p>
            </div>
            <NoteEditor serviceId={serviceId} docId={doc.id} note={doc.note ?? ""} label={t.noteLabel} />
          </div>
          <WhatWeRead serviceId={serviceId} docId={doc.id} name={doc.name} className="xl:border-l xl:border-border xl:pl-5" />
        </div>
      )}
    </li>
  );
}

/** The candidate's name and contact as read from the resume, each correctable. */
function ContactFields({ serviceId, doc }: { serviceId: string; doc: WorkspaceDocument }) {
  const corrected = new Set(doc.corrected_fields ?? []);
  const read: Record<string, string> = {
    candidate: candidateName(doc),
    email: doc.screening?.email ?? "",
    phone: doc.screening?.phone ?? "",
  };
  return (
    <div>
      <h5 className="font-semibold">{t.contactHeading}</h5>
      <dl className="mt-1 divide-y divide-border">
        {t.contactFields.map(([key, label]) => (
          <CorrectableField
            key={key}
            serviceId={serviceId}
            docId={doc.id}
            name={key}
            label={label}
            value={read[key] || t.notRead}
            missing={!read[key]}
            corrected={corrected.has(key)}
            editValue={read[key] ?? ""}
            inputMode={key === "email" ? "email" : key === "phone" ? "tel" : "text"}
          />
        ))}
      </dl>
    </div>
  );
}

function Points({ heading, items }: { heading: string; items: string[] }) {
  return (
    <div>
      <h5 className="font-semibold">{heading}</h5>
      {items.length === 0 ? (
        <p className="mt-1 text-muted-foreground">{t.none}</p>
      ) : (
        <ul className="mt-1 list-disc space-y-1 pl-5">
          {items.map((item, i) => (
            <li key={i} className="break-words">
              {item}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/** New, Shortlisted, Interview or Rejected: saved as soon as it is chosen. */
function ReviewSelect({ serviceId, doc, name }: { serviceId: string; doc: WorkspaceDocument; name: string }) {
  const id = useId();
  const update = useUpdateDocument(serviceId);
  return (
    <div>
      <label htmlFor={id} className="block text-xs font-medium text-muted-foreground">
        {t.status}
      </label>
      <select
        id={id}
        aria-label={t.statusFor(name)}
        value={update.isPending ? update.variables.changes.review : doc.review}
        onChange={(e) => update.mutate({ id: doc.id, changes: { review: e.target.value } })}
        aria-busy={update.isPending || undefined}
        className={cn(controlClass, "mt-1 h-9 w-40 text-sm")}
      >
        {recruitmentReviews.map((r) => (
          <option key={r} value={r}>
            {t.reviews[r]}
          </option>
        ))}
        {!(recruitmentReviews as readonly string[]).includes(doc.review) && <option value={doc.review}>{doc.review}</option>}
      </select>
      <ProblemAlert error={update.error} className="mt-2" />
    </div>
  );
}
