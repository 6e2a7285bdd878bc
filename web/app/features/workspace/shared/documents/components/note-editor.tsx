import { useId, useState, type FormEvent } from "react";
import { ActionButton } from "~/components/ui/action-button";
import { Field, textareaClass } from "~/components/ui/form-field";
import { cn } from "~/lib/cn";
import { documentsText as t } from "../documents-messages";
import { useUpdateDocument } from "../api/update-document";
import { fieldError, ProblemAlert } from "./problem-alert";

export const NOTE_MAX = 2000;

/** The customer's own note on a document, saved with its button. */
export function NoteEditor({ serviceId, docId, note, label = t.note }: { serviceId: string; docId: string; note: string; label?: string }) {
  const id = useId();
  const update = useUpdateDocument(serviceId);
  const [text, setText] = useState(note);
  const [saved, setSaved] = useState("");
  const save = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    if (update.isPending) return;
    setSaved("");
    update.mutate({ id: docId, changes: { note: text } }, { onSuccess: () => setSaved(t.noteSaved) });
  };
  return (
    <form noValidate onSubmit={save} className="grid grid-cols-1 gap-2">
      <ProblemAlert error={update.error} fields={["note"]} />
      <Field id={`${id}-note`} label={label} error={fieldError(update.error, "note")}>
        {(a11y) => (
          <textarea
            {...a11y}
            value={text}
            maxLength={NOTE_MAX}
            onChange={(e) => setText(e.target.value)}
            className={cn(textareaClass, "min-h-20 text-sm")}
          />
        )}
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
