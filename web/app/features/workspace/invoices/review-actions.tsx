import { Check, Flag } from "lucide-react";
import { useId, useState, type FormEvent } from "react";
import { ActionButton } from "~/components/ui/action-button";
import { Field, textareaClass } from "~/components/ui/form-field";
import { cn } from "~/lib/cn";
import type { WorkspaceDocument } from "../shared/documents/document-schema";
import { fieldError, ProblemAlert } from "../shared/documents/components/problem-alert";
import { NOTE_MAX } from "../shared/documents/components/note-editor";
import { useUpdateDocument } from "../shared/documents/api/update-document";
import { invoiceText as t } from "./invoice-messages";

/** Approve an invoice, or flag it with a note saying why (the server asks for one too). */
export function ReviewActions({ serviceId, doc }: { serviceId: string; doc: WorkspaceDocument }) {
  const id = useId();
  const update = useUpdateDocument(serviceId);
  const [note, setNote] = useState(doc.note ?? "");
  const [precheck, setPrecheck] = useState<string>();
  const pending = update.isPending ? update.variables.changes.review : undefined;

  const approve = () => {
    if (update.isPending) return;
    setPrecheck(undefined);
    update.mutate({ id: doc.id, changes: { review: "approved", note } });
  };
  const flag = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    if (update.isPending) return;
    if (note.trim() === "") return setPrecheck(t.noteRequired);
    setPrecheck(undefined);
    update.mutate({ id: doc.id, changes: { review: "flagged", note } });
  };

  return (
    <form noValidate onSubmit={flag} className="grid grid-cols-1 gap-3">
      <ProblemAlert error={update.error} fields={["note"]} />
      <Field id={`${id}-note`} label={t.flagNote} required hint={t.flagHint} error={precheck ?? fieldError(update.error, "note")}>
        {(a11y) => (
          <textarea
            {...a11y}
            value={note}
            maxLength={NOTE_MAX}
            onChange={(e) => setNote(e.target.value)}
            className={cn(textareaClass, "min-h-20 text-sm")}
          />
        )}
      </Field>
      <div className="flex flex-wrap gap-2">
        <ActionButton type="button" size="sm" busy={pending === "approved"} onClick={approve} disabled={doc.review === "approved"}>
          <Check className="h-4 w-4" aria-hidden />
          {pending === "approved" ? t.approving : t.approve}
        </ActionButton>
        <ActionButton type="submit" size="sm" variant="destructive" busy={pending === "flagged"}>
          <Flag className="h-4 w-4" aria-hidden />
          {pending === "flagged" ? t.flagging : t.flag}
        </ActionButton>
      </div>
    </form>
  );
}
