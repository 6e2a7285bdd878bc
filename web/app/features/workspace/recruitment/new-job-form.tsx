import { useId, useState, type FormEvent } from "react";
import { ActionButton } from "~/components/ui/action-button";
import { Button } from "~/components/ui/button";
import { Field, inputClass, textareaClass } from "~/components/ui/form-field";
import { ApiError } from "~/lib/api";
import { focusOnMount } from "~/lib/focus-on-mount";
import type { Opening } from "../shared/documents/document-schema";
import { ProblemAlert } from "../shared/documents/components/problem-alert";
import { useCreateOpening } from "../shared/documents/api/create-opening";
import { readJobForm, type JobFieldErrors, type JobFormValues } from "./job-form";
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
  const [values, setValues] = useState(empty);
  const [errors, setErrors] = useState<JobFieldErrors>({});
  const set = (key: keyof JobFormValues) => (e: { target: { value: string } }) => setValues((v) => ({ ...v, [key]: e.target.value }));

  const submit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    if (create.isPending) return;
    const { opening, errors: found } = readJobForm(values);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    create.mutate(opening, {
      onSuccess: onCreated,
      onError: (err) => {
        if (!(err instanceof ApiError)) return;
        const server: JobFieldErrors = {};
        for (const f of apiFields) if (err.fields[f]) server[f] = err.fields[f];
        setErrors(server);
      },
    });
  };

  const fid = (name: string) => `${id}-${name}`;
  return (
    <form noValidate onSubmit={submit} className="grid grid-cols-1 gap-4" aria-labelledby={fid("heading")}>
      <h3 id={fid("heading")} className="text-base font-semibold">
        {t.newJobHeading}
      </h3>
      <ProblemAlert error={create.error} fields={apiFields} />
      <Field id={fid("title")} label={t.title} required error={errors.title}>
        {(a11y) => (
          <input
            {...a11y}
            value={values.title}
            onChange={set("title")}
            maxLength={120}
            autoComplete="off"
            placeholder={t.titlePlaceholder}
            className={inputClass}
            ref={focusOnMount}
          />
        )}
      </Field>
      <Field id={fid("description")} label={t.description} required hint={t.descriptionHint} error={errors.description}>
        {(a11y) => (
          <textarea {...a11y} value={values.description} onChange={set("description")} maxLength={20000} className={textareaClass} />
        )}
      </Field>
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <Field id={fid("must")} label={t.mustHave} hint={t.skillsHint} error={errors.must_have}>
          {(a11y) => <input {...a11y} value={values.mustHave} onChange={set("mustHave")} autoComplete="off" className={inputClass} />}
        </Field>
        <Field id={fid("nice")} label={t.niceToHave} hint={t.skillsHint} error={errors.nice_to_have}>
          {(a11y) => <input {...a11y} value={values.niceToHave} onChange={set("niceToHave")} autoComplete="off" className={inputClass} />}
        </Field>
      </div>
      <Field id={fid("location")} label={t.location} error={errors.location}>
        {(a11y) => (
          <input
            {...a11y}
            value={values.location}
            onChange={set("location")}
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
