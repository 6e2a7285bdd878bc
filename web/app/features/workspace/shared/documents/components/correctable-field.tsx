import { Pencil } from "lucide-react";
import { useEffect, useId, useRef, useState } from "react";
import * as z from "zod/mini";
import { ActionButton } from "~/components/ui/action-button";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { Field, inputClass } from "~/components/ui/form-field";
import { cn } from "~/lib/cn";
import { useZodForm } from "~/lib/form";
import { useUpdateDocument } from "../api/update-document";
import { documentsText as t } from "../documents-messages";
import { fieldError, ProblemAlert } from "./problem-alert";

// The value is sent as typed: the server reads amounts in either convention, checks
// dates and codes, and answers with the field's own message (corrections.<name>).
const correctionSchema = z.object({ value: z.string() });

export interface CorrectableFieldProps {
  serviceId: string;
  docId: string;
  /** The reading's name for the field (docs/api.md): total, dueDate, email… */
  name: string;
  label: string;
  /** What is shown: the value read or corrected, or a "not read" word. */
  value: string;
  missing?: boolean;
  corrected?: boolean;
  note?: string;
  /** What the form starts with: the value in the form the server takes. */
  editValue: string;
  hint?: string;
  inputMode?: "text" | "decimal" | "email" | "tel";
  /** The row's test id (its value's is `${testId}-value`); `field-${name}` by default. */
  testId?: string;
}

/**
 * One field of a reading (a term and its value, in a <dl>) with an Edit button that opens
 * an inline form to correct it. A corrected field is marked, its note says what was read,
 * and "Use what was read" takes the correction back.
 */
export function CorrectableField(props: CorrectableFieldProps) {
  const { name, label, value, missing, corrected, note, testId = `field-${name}` } = props;
  const [editing, setEditing] = useState(false);
  const editButton = useRef<HTMLButtonElement>(null);
  // Back where the person was when the form closes: on the Edit button, once it is there again.
  const wasEditing = useRef(false);
  useEffect(() => {
    if (wasEditing.current && !editing) editButton.current?.focus();
    wasEditing.current = editing;
  }, [editing]);
  const close = () => setEditing(false);
  return (
    <div
      className="grid grid-cols-1 gap-x-4 gap-y-1 py-1.5 sm:grid-cols-[10rem_1fr]"
      data-testid={testId}
      data-corrected={corrected || undefined}
    >
      <dt className="text-muted-foreground">{label}</dt>
      <dd className="min-w-0">
        {editing ? (
          <CorrectionForm {...props} onDone={close} />
        ) : (
          <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
            <span className={cn("break-words", missing && "text-muted-foreground italic")} data-testid={`${testId}-value`}>
              {value}
            </span>
            {corrected && <Badge variant="secondary">{t.corrected}</Badge>}
            <Button
              ref={editButton}
              variant="ghost"
              size="sm"
              className="h-7 px-2"
              aria-label={t.editField(label)}
              onClick={() => setEditing(true)}
            >
              <Pencil className="h-3.5 w-3.5" aria-hidden />
              {t.edit}
            </Button>
          </div>
        )}
        {note && !editing && <p className="mt-0.5 text-xs break-words text-muted-foreground">{note}</p>}
      </dd>
    </div>
  );
}

/** The inline form: the value, Save, Cancel, and for a corrected field "Use what was read". */
function CorrectionForm({
  serviceId,
  docId,
  name,
  label,
  corrected,
  editValue,
  hint,
  inputMode = "text",
  onDone,
}: CorrectableFieldProps & { onDone: () => void }) {
  const id = useId();
  const update = useUpdateDocument(serviceId);
  const { register, handleSubmit, setFocus } = useZodForm(correctionSchema, {
    value: editValue,
  });
  useEffect(() => setFocus("value"), [setFocus]);
  const send = (value: string) => {
    if (update.isPending) return;
    update.mutate({ id: docId, changes: { corrections: { [name]: value } } }, { onSuccess: onDone });
  };
  const key = `corrections.${name}`;
  return (
    <form
      noValidate
      aria-label={t.editField(label)}
      onSubmit={handleSubmit((values) => send(values.value))}
      className="grid grid-cols-1 gap-2"
    >
      <ProblemAlert error={update.error} fields={[key]} />
      <Field id={`${id}-value`} label={label} hint={hint} error={fieldError(update.error, key)} required>
        {(a11y) => (
          <input
            {...a11y}
            {...register("value")}
            inputMode={inputMode}
            autoComplete="off"
            onKeyDown={(e) => e.key === "Escape" && onDone()}
            className={cn(inputClass, "h-9 text-sm")}
          />
        )}
      </Field>
      <div className="flex flex-wrap items-center gap-2">
        <ActionButton type="submit" size="sm" busy={update.isPending}>
          {update.isPending ? t.saving : t.save}
        </ActionButton>
        <Button type="button" size="sm" variant="outline" onClick={onDone}>
          {t.cancel}
        </Button>
        {corrected && (
          <Button type="button" size="sm" variant="ghost" onClick={() => send("")} disabled={update.isPending}>
            {t.useRead}
          </Button>
        )}
      </div>
    </form>
  );
}
