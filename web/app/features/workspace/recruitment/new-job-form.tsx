import { useEffect, useId, useRef } from "react";
import { ActionButton } from "~/components/ui/action-button";
import { Button } from "~/components/ui/button";
import { Field, inputClass, textareaClass } from "~/components/ui/form-field";
import { ApiError } from "~/lib/api";
import { useZodForm } from "~/lib/form";
import type { Opening } from "../shared/documents/document-schema";
import { ProblemAlert } from "../shared/documents/components/problem-alert";
import { useCreateOpening } from "../shared/documents/api/create-opening";
import type { NewOpening } from "../shared/documents/api/create-opening";
import { jobFormField, jobFormSchema, type JobFormValues } from "./job-form";
import { recruitmentText as t } from "./recruitment-messages";

const empty: JobFormValues = { title: "", description: "", mustHave: "", niceToHave: "", location: "" };
const apiFields = ["title", "description", "must_have", "nice_to_have", "location"] as const;

/** A new job: its title, description, skills (comma-separated) and location. */
export function NewJobForm({
  serviceId,
  onCreated,
  onCancel,
}: {
  serviceId: string;
  onCreated: (job: Opening) => void;
  onCancel: () => void;
}) {
  const id = useId();
  const create = useCreateOpening(serviceId);
  const { register, handleSubmit, setError, formState } = useZodForm(jobFormSchema, empty);
  const errors = formState.errors;
  // The form opens on the user's 'New job': typing starts in its first field.
  const { ref: titleRef, ...title } = register("title");
  const titleInput = useRef<HTMLInputElement | null>(null);
  useEffect(() => titleInput.current?.focus(), []);

  const submit = (opening: NewOpening) => {
    if (create.isPending) return;
    create.mutate(opening, {
      onSuccess: onCreated,
      onError: (err) => {
        if (!(err instanceof ApiError)) return;
        for (const f of apiFields) if (err.fields[f]) setError(jobFormField[f], { type: "server", message: err.fields[f] });
      },
    });
  };

  const fid = (name: string) => `${id}-${name}`;
  return (
    <form noValidate onSubmit={handleSubmit(submit)} className="grid grid-cols-1 gap-4" aria-labelledby={fid("heading")}>
      <h3 id={fid("heading")} className="text-base font-semibold">
        {t.newJobHeading}
      </h3>
      <ProblemAlert error={create.error} fields={apiFields} />
      <Field id={fid("title")} label={t.title} required error={errors.title?.message}>
        {(a11y) => (
          <input
            {...a11y}
            {...title}
            ref={(el) => {
              titleRef(el);
              titleInput.current = el;
            }}
            maxLength={120}
            autoComplete="off"
            placeholder={t.titlePlaceholder}
            className={inputClass}
          />
        )}
      </Field>
      <Field id={fid("description")} label={t.description} required hint={t.descriptionHint} error={errors.description?.message}>
        {(a11y) => (
          <textarea {...a11y} {...register("description")} maxLength={20000} className={textareaClass} />
        )}
      </Field>
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <Field id={fid("must")} label={t.mustHave} hint={t.skillsHint} error={errors.mustHave?.message}>
          {(a11y) => <input {...a11y} {...register("mustHave")} autoComplete="off" className={inputClass} />}
        </Field>
        <Field id={fid("nice")} label={t.niceToHave} hint={t.skillsHint} error={errors.niceToHave?.message}>
          {(a11y) => <input {...a11y} {...register("niceToHave")} autoComplete="off" className={inputClass} />}
        </Field>
      </div>
      <Field id={fid("location")} label={t.location} error={errors.location?.message}>
        {(a11y) => (
          <input
            {...a11y}
            {...register("location")}
            maxLength={120}
            autoComplete="off"
            placeholder={t.locationPlaceholder}
            className={inputClass}
          />
        )}
      </Field>
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={onCancel} disabled={create.isPending}>
          {t.cancel}
        </Button>
        <ActionButton type="submit" busy={create.isPending}>
          {create.isPending ? t.creatingJob : t.createJob}
        </ActionButton>
      </div>
    </form>
  );
}
