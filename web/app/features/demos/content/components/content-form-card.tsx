import { Wand2 } from "lucide-react";
import { useId } from "react";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { Field, inputClass } from "~/components/ui/form-field";
import { useLazyZodForm } from "~/lib/lazy-form";
import { notify } from "~/lib/notify";
import { StepList } from "../../shared/step-list";
import { contentTypes, defaultRequest, optionLabel, platforms, tones, type ContentRequest } from "../content-options";
import { contentText as t, generationSteps } from "../content-text";

const loadRules = () => import("../content-form-schema").then((m) => m.contentFormSchema);

interface ContentFormCardProps {
  /** The request, once it has a topic. */
  onGenerate: (request: ContentRequest) => void;
  generating: boolean;
  step: number;
}

/** The topic, the three choices with their summary badges, the button and its progress steps. */
export function ContentFormCard({ onGenerate, generating, step }: ContentFormCardProps) {
  const id = useId();
  const { register, handleSubmit, watch, preloadRules } = useLazyZodForm(loadRules, defaultRequest);
  // useForm's own watch rather than useWatch: the latter is extra code on the page.
  const [contentType, platform, tone] = watch(["contentType", "platform", "tone"]);
  const summary = [optionLabel(contentTypes, contentType), optionLabel(platforms, platform), optionLabel(tones, tone)];

  return (
    <Card>
      <h2 className="text-xl font-semibold">{t.formHeading}</h2>
      <form
        className="mt-4 grid gap-4"
        // Our own check says 'Please provide a topic' as a toast, as the spec asks.
        noValidate
        onSubmit={handleSubmit(onGenerate, (errors) => void notify.error(errors.topic?.message ?? t.emptyTopic))}
        onFocus={preloadRules}
      >
        <Field id={`${id}-topic`} label={t.topicLabel} required>
          {(a11y) => (
            <input
              {...a11y}
              {...register("topic")}
              type="text"
              placeholder={t.topicPlaceholder}
              className={inputClass}
              maxLength={20000}
            />
          )}
        </Field>
        <Field id={`${id}-type`} label={t.typeLabel} required>
          {(a11y) => (
            <select {...a11y} {...register("contentType")} className={inputClass}>
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
              <select {...a11y} {...register("platform")} className={inputClass}>
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
              <select {...a11y} {...register("tone")} className={inputClass}>
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
