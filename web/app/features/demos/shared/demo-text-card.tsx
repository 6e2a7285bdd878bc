import { ClipboardList, LoaderCircle, type LucideIcon } from "lucide-react";
import { useId } from "react";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { Field, textareaClass } from "~/components/ui/form-field";
import { cn } from "~/lib/cn";
import { useLazyZodForm } from "~/lib/lazy-form";
import { notify } from "~/lib/notify";
import { StepList } from "./step-list";

/** The API takes texts of up to 20,000 characters (docs/api.md, "AI demos"). */
export const DEMO_TEXT_MAX = 20_000;

const loadRules = () => import("./demo-text-schema");

interface DemoTextCardProps {
  heading: string;
  label: string;
  hint?: string;
  placeholder?: string;
  rows: number;
  /** The text 'load a sample' puts in the box. */
  sample: string;
  sampleLabel: string;
  /** The sample button's accessible name, when its label alone is ambiguous. */
  sampleAriaLabel?: string;
  /** The toast for a text that is empty or blank. */
  emptyMessage: string;
  submitLabel: string;
  busyLabel: string;
  submitIcon: LucideIcon;
  busy: boolean;
  /** The text, as typed, once it holds more than blanks. */
  onSubmit: (text: string) => void;
  steps: readonly string[];
  step: number;
  stepsLabel: string;
}

/**
 * A one-text demo's input: the text area, 'load a sample' and the run button, then the
 * progress steps while it runs. The form's check reports an empty text as the spec's
 * toast, so the browser's validation is off.
 */
export function DemoTextCard(p: DemoTextCardProps) {
  const id = useId();
  const { register, handleSubmit, setValue, preloadRules } = useLazyZodForm(
    () => loadRules().then((m) => m.demoTextSchema(p.emptyMessage)),
    { text: "" },
  );
  const Icon = p.busy ? LoaderCircle : p.submitIcon;
  return (
    <Card>
      <h2 className="text-xl font-semibold">{p.heading}</h2>
      <form
        className="mt-4"
        noValidate
        onSubmit={handleSubmit(
          ({ text }) => p.onSubmit(text),
          (errors) => void notify.error(errors.text?.message ?? p.emptyMessage),
        )}
        onFocus={preloadRules}
      >
        <Field id={`${id}-text`} label={p.label} hint={p.hint} required>
          {(a11y) => (
            <textarea
              {...a11y}
              {...register("text")}
              rows={p.rows}
              placeholder={p.placeholder}
              className={cn(textareaClass, "min-h-72 font-mono text-sm")}
              spellCheck={false}
              maxLength={DEMO_TEXT_MAX}
            />
          )}
        </Field>
        <div className="mt-4 flex flex-col gap-3 sm:flex-row">
          <Button variant="outline" onClick={() => setValue("text", p.sample)} disabled={p.busy} aria-label={p.sampleAriaLabel}>
            <ClipboardList className="h-4 w-4" aria-hidden />
            {p.sampleLabel}
          </Button>
          <Button type="submit" disabled={p.busy} className="sm:flex-1">
            <Icon className={cn("h-4 w-4", p.busy && "animate-spin")} aria-hidden />
            {p.busy ? p.busyLabel : p.submitLabel}
          </Button>
        </div>
      </form>
      <StepList steps={p.steps} current={p.step} label={p.stepsLabel} />
    </Card>
  );
}
