import { ClipboardList, LoaderCircle, Sparkles } from "lucide-react";
import { useId } from "react";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { Field, textareaClass } from "~/components/ui/form-field";
import { cn } from "~/lib/cn";
import { recruitmentText as t } from "../recruitment-text";

interface ResumeInputCardProps {
  resume: string;
  jobDescription: string;
  onResumeChange: (value: string) => void;
  onJobDescriptionChange: (value: string) => void;
  onLoadSampleResume: () => void;
  onLoadSampleJob: () => void;
  onAnalyze: () => void;
  analyzing: boolean;
}

/** The two texts, each with its 'Load sample' button, and the analyze button. */
export function ResumeInputCard(props: ResumeInputCardProps) {
  const { resume, jobDescription, onResumeChange, onJobDescriptionChange, onLoadSampleResume, onLoadSampleJob, onAnalyze, analyzing } = props;
  const id = useId();
  return (
    <Card>
      <h2 className="text-xl font-semibold">{t.inputHeading}</h2>
      <form
        className="mt-4 space-y-5"
        // Our own check says 'Please provide both resume and job description' as a toast, as the spec asks.
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          onAnalyze();
        }}
      >
        <SampleableText
          id={`${id}-resume`}
          label={t.resumeLabel}
          placeholder={t.resumePlaceholder}
          value={resume}
          onChange={onResumeChange}
          onLoadSample={onLoadSampleResume}
          sampleLabel={t.loadSampleResume}
          disabled={analyzing}
        />
        <SampleableText
          id={`${id}-job`}
          label={t.jobLabel}
          placeholder={t.jobPlaceholder}
          value={jobDescription}
          onChange={onJobDescriptionChange}
          onLoadSample={onLoadSampleJob}
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
  value: string;
  onChange: (value: string) => void;
  onLoadSample: () => void;
  /** The button's full name: both buttons read 'Load sample', so each says which text it fills. */
  sampleLabel: string;
  disabled: boolean;
}

function SampleableText({ id, label, placeholder, value, onChange, onLoadSample, sampleLabel, disabled }: SampleableTextProps) {
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
            rows={10}
            value={value}
            placeholder={placeholder}
            onChange={(e) => onChange(e.target.value)}
            className={cn(textareaClass, "min-h-48 text-sm")}
            maxLength={20000}
          />
        )}
      </Field>
    </div>
  );
}
