import { useId, useState } from "react";
import * as z from "zod/mini";
import { ActionButton } from "~/components/ui/action-button";
import { Field, inputClass, textareaClass } from "~/components/ui/form-field";
import { useZodForm } from "~/lib/form";
import { fieldError, ProblemAlert } from "../shared/documents/components/problem-alert";
import { usePasteDocument } from "../shared/documents/api/paste-document";
import { recruitmentText as t } from "./recruitment-messages";

const pasteSchema = z.object({
  name: z.string(),
  text: z.string().check(z.refine((v) => v.trim() !== "", t.textRequired)),
});

/** One resume pasted as text, screened against the chosen job. */
export function PasteResumeForm({ serviceId, openingId }: { serviceId: string; openingId: string }) {
  const id = useId();
  const paste = usePasteDocument(serviceId);
  const { register, handleSubmit, reset, formState } = useZodForm(pasteSchema, { name: "", text: "" });
  const [done, setDone] = useState("");

  const submit = ({ name, text }: z.output<typeof pasteSchema>) => {
    if (paste.isPending) return;
    paste.reset();
    paste.mutate(
      { text, name: name.trim() || undefined, opening_id: openingId },
      {
        onSuccess: () => {
          reset();
          setDone(t.pasteAdded);
        },
      },
    );
  };

  return (
    <form
      noValidate
      onSubmit={(e) => {
        setDone("");
        return handleSubmit(submit)(e);
      }}
      className="grid grid-cols-1 gap-3"
      aria-labelledby={`${id}-heading`}
    >
      <h4 id={`${id}-heading`} className="text-sm font-semibold">
        {t.pasteHeading}
      </h4>
      <ProblemAlert error={paste.error} fields={["text", "name", "opening_id"]} />
      <Field id={`${id}-name`} label={t.pasteName} error={fieldError(paste.error, "name")}>
        {(a11y) => (
          <input {...a11y} {...register("name")} maxLength={120} autoComplete="off" placeholder={t.pasteNamePlaceholder} className={inputClass} />
        )}
      </Field>
      <Field id={`${id}-text`} label={t.pasteText} required error={formState.errors.text?.message ?? fieldError(paste.error, "text", "opening_id")}>
        {(a11y) => <textarea {...a11y} {...register("text")} maxLength={100000} className={textareaClass} />}
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
