import { ClipboardList, LoaderCircle, type LucideIcon } from "lucide-react";
import { useId } from "react";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { Field, textareaClass } from "~/components/ui/form-field";
import { cn } from "~/lib/cn";
import { StepList } from "./step-list";

/** The API takes texts of up to 20,000 characters (docs/api.md, "AI demos"). */
export const DEMO_TEXT_MAX = 20_000;

interface DemoTextCardProps {
  heading: string;
  label: string;
  hint?: string;
  placeholder?: string;
  rows: number;
  value: string;
  onChange: (value: string) => void;
  sampleLabel: string;
  /** The sample button's accessible name, when its label alone is ambiguous. */
  sampleAriaLabel?: string;
  onLoadSample: () => void;
  submitLabel: string;
  busyLabel: string;
  submitIcon: LucideIcon;
  busy: boolean;
  onSubmit: () => void;
  steps: readonly string[];
  step: number;
  stepsLabel: string;
}

/**
 * A one-text demo's input: the text area, 'load a sample' and the run button, then the
 * progress steps while it runs. The page's own check reports an empty text as the spec's
 * toast, so the browser's validation is off.
 */
export function DemoTextCard(p: DemoTextCardProps) {
  const id = useId();
  const Icon = p.busy ? LoaderCircle : p.submitIcon;
  return (
    <Card>
      <h2 className="text-xl font-semibold">{p.heading}</h2>
      <form
        className="mt-4"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          p.onSubmit();
        }}
      >
        <Field id={`${id}-text`} label={p.label} hint={p.hint} required>
          {(a11y) => (
            <textarea
              {...a11y}
              rows={p.rows}
              value={p.value}
              placeholder={p.placeholder}
              onChange={(e) => p.onChange(e.target.value)}
              className={cn(textareaClass, "min-h-72 font-mono text-sm")}
              spellCheck={false}
              maxLength={DEMO_TEXT_MAX}
            />
          )}
        </Field>
        <div className="mt-4 flex flex-col gap-3 sm:flex-row">
          <Button variant="outline" onClick={p.onLoadSample} disabled={p.busy} aria-label={p.sampleAriaLabel}>
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
