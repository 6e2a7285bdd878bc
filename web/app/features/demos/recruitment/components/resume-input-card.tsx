import { ClipboardList, LoaderCircle, Sparkles } from "lucide-react";
import { useId } from "react";
import type { UseFormRegisterReturn } from "react-hook-form";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { Field, textareaClass } from "~/components/ui/form-field";
import { cn } from "~/lib/cn";
import { useLazyZodForm } from "~/lib/lazy-form";
import { notify } from "~/lib/notify";
import { recruitmentText as t } from "../recruitment-text";
import { sampleJobDescription, sampleResume } from "../sample-inputs";

const loadRules = () => import("../resume-input-schema").then((m) => m.resumeInputSchema);

export interface ResumeInput {
  resume: string;
  jobDescription: string;
}

interface ResumeInputCardProps {
  /** Both texts, once each holds more than blanks. */
  onAnalyze: (input: ResumeInput) => void;
  analyzing: boolean;
}

/** The two texts, each with its 'Load sample' button, and the analyze button. */
export function ResumeInputCard({ onAnalyze, analyzing }: ResumeInputCardProps) {
  const id = useId();
  const { register, handleSubmit, setValue, preloadRules } = useLazyZodForm(loadRules, { resume: "", jobDescription: "" });
  return (
    <Card>
      <h2 className="text-xl font-semibold">{t.inputHeading}</h2>
      <form
        className="mt-4 space-y-5"
        // Our own check says 'Please provide both resume and job description' as a toast, as the spec asks.
        noValidate
        // One toast however many texts are missing.
        onSubmit={handleSubmit(onAnalyze, (errors) => void notify.error(errors.resume?.message ?? errors.jobDescription?.message ?? t.missingInput))}
        onFocus={preloadRules}
      >
        <SampleableText
          id={`${id}-resume`}
          label={t.resumeLabel}
          placeholder={t.resumePlaceholder}
          field={register("resume")}
          onLoadSample={() => setValue("resume", sampleResume)}
          sampleLabel={t.loadSampleResume}
          disabled={analyzing}
        />
        <SampleableText
          id={`${id}-job`}
          label={t.jobLabel}
          placeholder={t.jobPlaceholder}
          field={register("jobDescription")}
          onLoadSample={() => setValue("jobDescription", sampleJobDescription)}
          sampleLabel={t.loadSampleJob}
          disabled={analyzing}
        />
        <Button type="submit" size="lg" disabled={analyzing} className="w-full">
          {analyzing ? <LoaderCircle className="h-4 w-4 animate-spin" aria-hidden /> : <Sparkles className="h-4 w-4" aria-hidden />}
          {analyzing ? t.analyzing : t.analyze}
        </Button>
      </form>
    </Card>
  );
}

interface SampleableTextProps {
  id: string;
  label: string;
  placeholder: string;
  /** The text's registration with the form. */
  field: UseFormRegisterReturn;
  onLoadSample: () => void;
  /** The button's full name: both buttons read 'Load sample', so each says which text it fills. */
  sampleLabel: string;
  disabled: boolean;
}

function SampleableText({ id, label, placeholder, field, onLoadSample, sampleLabel, disabled }: SampleableTextProps) {
  return (
    // The button sits on the label's row; it comes first so focus meets it where the eye does.
    <div className="relative">
      <Button variant="outline" size="sm" onClick={onLoadSample} disabled={disabled} aria-label={sampleLabel} className="absolute -top-1.5 right-0 h-8">
        <ClipboardList className="h-4 w-4" aria-hidden />
        {t.loadSample}
      </Button>
      <Field id={id} label={label} required>
        {(a11y) => (
          <textarea
            {...a11y}
            {...field}
            rows={10}
            placeholder={placeholder}
            className={cn(textareaClass, "min-h-48 text-sm")}
            maxLength={20000}
          />
        )}
      </Field>
    </div>
  );
}
