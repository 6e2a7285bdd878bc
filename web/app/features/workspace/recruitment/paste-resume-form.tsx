import { useId, useState, type FormEvent } from "react";
import { ActionButton } from "~/components/ui/action-button";
import { Field, inputClass, textareaClass } from "~/components/ui/form-field";
import { fieldError, ProblemAlert } from "../shared/documents/components/problem-alert";
import { usePasteDocument } from "../shared/documents/api/paste-document";
import { recruitmentText as t } from "./recruitment-messages";

/** One resume pasted as text, screened against the chosen job. */
export function PasteResumeForm({ serviceId, openingId }: { serviceId: string; openingId: string }) {
  const id = useId();
  const paste = usePasteDocument(serviceId);
  const [name, setName] = useState("");
  const [text, setText] = useState("");
  const [precheck, setPrecheck] = useState<string>();
  const [done, setDone] = useState("");

  const submit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    if (paste.isPending) return;
    setDone("");
    if (text.trim() === "") return setPrecheck(t.textRequired);
    setPrecheck(undefined);
    paste.reset();
    paste.mutate(
      { text, name: name.trim() || undefined, opening_id: openingId },
      {
        onSuccess: () => {
          setName("");
          setText("");
          setDone(t.pasteAdded);
        },
      },
    );
  };

  return (
    <form noValidate onSubmit={submit} className="grid grid-cols-1 gap-3" aria-labelledby={`${id}-heading`}>
      <h4 id={`${id}-heading`} className="text-sm font-semibold">
        {t.pasteHeading}
      </h4>
      <ProblemAlert error={paste.error} fields={["text", "name", "opening_id"]} />
      <Field id={`${id}-name`} label={t.pasteName} error={fieldError(paste.error, "name")}>
        {(a11y) => (
          <input
            {...a11y}
            value={name}
            onChange={(e) => setName(e.target.value)}
            maxLength={120}
            autoComplete="off"
            placeholder={t.pasteNamePlaceholder}
            className={inputClass}
          />
        )}
      </Field>
      <Field id={`${id}-text`} label={t.pasteText} required error={precheck ?? fieldError(paste.error, "text", "opening_id")}>
        {(a11y) => (
          <textarea {...a11y} value={text} onChange={(e) => setText(e.target.value)} maxLength={100000} className={textareaClass} />
        )}
      </Field>
      <div className="flex flex-wrap items-center gap-3">
        <ActionButton type="submit" variant="outline" busy={paste.isPending}>
          {paste.isPending ? t.pasteAdding : t.pasteAdd}
        </ActionButton>
        <p role="status" className="text-sm text-muted-foreground">
          {done}
        </p>
      </div>
    </form>
  );
}
