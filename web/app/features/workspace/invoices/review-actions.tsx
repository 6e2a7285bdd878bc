import { Check, Flag } from "lucide-react";
import { useId } from "react";
import * as z from "zod/mini";
import { ActionButton } from "~/components/ui/action-button";
import { Field, textareaClass } from "~/components/ui/form-field";
import { cn } from "~/lib/cn";
import { useZodForm } from "~/lib/form";
import type { WorkspaceDocument } from "../shared/documents/document-schema";
import { fieldError, ProblemAlert } from "../shared/documents/components/problem-alert";
import { NOTE_MAX } from "../shared/documents/components/note-editor";
import { useUpdateDocument } from "../shared/documents/api/update-document";
import { invoiceText as t } from "./invoice-messages";

/** Flagging needs a note saying why (the server asks for one too); approving does not. */
const flagSchema = z.object({ note: z.string().check(z.refine((v) => v.trim() !== "", t.noteRequired)) });

/** Approve an invoice, or flag it with a note saying why. */
export function ReviewActions({ serviceId, doc }: { serviceId: string; doc: WorkspaceDocument }) {
  const id = useId();
  const update = useUpdateDocument(serviceId);
  const { register, handleSubmit, getValues, clearErrors, formState } = useZodForm(flagSchema, { note: doc.note ?? "" });
  const pending = update.isPending ? update.variables.changes.review : undefined;

  const approve = () => {
    if (update.isPending) return;
    clearErrors("note");
    update.mutate({ id: doc.id, changes: { review: "approved", note: getValues("note") } });
  };
  const flag = ({ note }: z.output<typeof flagSchema>) => {
    if (update.isPending) return;
    update.mutate({ id: doc.id, changes: { review: "flagged", note } });
  };

  return (
    <form noValidate onSubmit={handleSubmit(flag)} className="grid grid-cols-1 gap-3">
      <ProblemAlert error={update.error} fields={["note"]} />
      <Field
        id={`${id}-note`}
        label={t.flagNote}
        required
        hint={t.flagHint}
        error={formState.errors.note?.message ?? fieldError(update.error, "note")}
      >
        {(a11y) => <textarea {...a11y} {...register("note")} maxLength={NOTE_MAX} className={cn(textareaClass, "min-h-20 text-sm")} />}
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
