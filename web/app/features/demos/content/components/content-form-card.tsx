import { Wand2 } from "lucide-react";
import { useId } from "react";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { Field, inputClass } from "~/components/ui/form-field";
import { StepList } from "../../shared/step-list";
import { contentTypes, optionLabel, platforms, tones, type ContentRequest } from "../content-options";
import { contentText as t, generationSteps } from "../content-text";

interface ContentFormCardProps {
  value: ContentRequest;
  onChange: (value: ContentRequest) => void;
  onGenerate: () => void;
  generating: boolean;
  step: number;
}

/** The topic, the three choices with their summary badges, the button and its progress steps. */
export function ContentFormCard({ value, onChange, onGenerate, generating, step }: ContentFormCardProps) {
  const id = useId();
  const set = <K extends keyof ContentRequest>(key: K, v: ContentRequest[K]) => onChange({ ...value, [key]: v });
  const summary = [
    optionLabel(contentTypes, value.contentType),
    optionLabel(platforms, value.platform),
    optionLabel(tones, value.tone),
  ];

  return (
    <Card>
      <h2 className="text-xl font-semibold">{t.formHeading}</h2>
      <form
        className="mt-4 grid gap-4"
        // Our own check says 'Please provide a topic' as a toast, as the spec asks.
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          onGenerate();
        }}
      >
        <Field id={`${id}-topic`} label={t.topicLabel} required>
          {(a11y) => (
            <input
              {...a11y}
              type="text"
              value={value.topic}
              onChange={(e) => set("topic", e.target.value)}
              placeholder={t.topicPlaceholder}
              className={inputClass}
              maxLength={20000}
            />
          )}
        </Field>
        <Field id={`${id}-type`} label={t.typeLabel} required>
          {(a11y) => (
            <select {...a11y} value={value.contentType} onChange={(e) => set("contentType", e.target.value as ContentRequest["contentType"])} className={inputClass}>
              {contentTypes.map((o) => (
                <option key={o.value} value={o.value}>
                  {o.label}
                </option>
              ))}
            </select>
          )}
        </Field>
        <div className="grid gap-4 sm:grid-cols-2">
          <Field id={`${id}-platform`} label={t.platformLabel} required>
            {(a11y) => (
              <select {...a11y} value={value.platform} onChange={(e) => set("platform", e.target.value as ContentRequest["platform"])} className={inputClass}>
                {platforms.map((o) => (
                  <option key={o.value} value={o.value}>
                    {o.label}
                  </option>
                ))}
              </select>
            )}
          </Field>
          <Field id={`${id}-tone`} label={t.toneLabel} required>
            {(a11y) => (
              <select {...a11y} value={value.tone} onChange={(e) => set("tone", e.target.value as ContentRequest["tone"])} className={inputClass}>
                {tones.map((o) => (
                  <option key={o.value} value={o.value}>
                    {o.label}
                  </option>
                ))}
              </select>
            )}
          </Field>
        </div>
        <ul aria-label={t.summaryLabel} className="flex flex-wrap gap-2" data-testid="content-summary">
          {summary.map((label) => (
            <li key={label}>
              <Badge variant="secondary">{label}</Badge>
            </li>
          ))}
        </ul>
        <Button type="submit" size="lg" disabled={generating}>
          <Wand2 className="h-4 w-4" aria-hidden />
          {generating ? t.generating : t.generate}
        </Button>
      </form>
      <StepList steps={generationSteps} current={step} label={t.stepsLabel} />
    </Card>
  );
}
