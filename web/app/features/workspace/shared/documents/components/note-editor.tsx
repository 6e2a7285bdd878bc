import { useId, useState } from "react";
import * as z from "zod/mini";
import { ActionButton } from "~/components/ui/action-button";
import { Field, textareaClass } from "~/components/ui/form-field";
import { cn } from "~/lib/cn";
import { useZodForm } from "~/lib/form";
import { documentsText as t } from "../documents-messages";
import { useUpdateDocument } from "../api/update-document";
import { fieldError, ProblemAlert } from "./problem-alert";

export const NOTE_MAX = 2000;

// Any note is sent as typed, an empty one too (it clears the note); the input caps its length.
const noteSchema = z.object({ note: z.string() });

/** The customer's own note on a document, saved with its button. */
export function NoteEditor({ serviceId, docId, note, label = t.note }: { serviceId: string; docId: string; note: string; label?: string }) {
  const id = useId();
  const update = useUpdateDocument(serviceId);
  const { register, handleSubmit } = useZodForm(noteSchema, { note });
  const [saved, setSaved] = useState("");
  const save = (values: z.output<typeof noteSchema>) => {
    if (update.isPending) return;
    setSaved("");
    update.mutate({ id: docId, changes: { note: values.note } }, { onSuccess: () => setSaved(t.noteSaved) });
  };
  return (
    <form noValidate onSubmit={handleSubmit(save)} className="grid grid-cols-1 gap-2">
      <ProblemAlert error={update.error} fields={["note"]} />
      <Field id={`${id}-note`} label={label} error={fieldError(update.error, "note")}>
        {(a11y) => <textarea {...a11y} {...register("note")} maxLength={NOTE_MAX} className={cn(textareaClass, "min-h-20 text-sm")} />}
      </Field>
      <div className="flex items-center gap-3">
        <ActionButton type="submit" size="sm" variant="outline" busy={update.isPending}>
          {update.isPending ? t.savingNote : t.saveNote}
        </ActionButton>
        <p role="status" className="text-sm text-muted-foreground">
          {saved}
        </p>
      </div>
    </form>
  );
}
