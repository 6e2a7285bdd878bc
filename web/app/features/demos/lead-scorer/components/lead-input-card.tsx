import { Sparkles } from "lucide-react";
import { DemoTextCard } from "../../shared/demo-text-card";
import { leadScorerText as t, scoringSteps } from "../lead-scorer-text";
import { sampleLead } from "../sample-lead";

interface LeadInputCardProps {
  /** The lead's text, once it holds more than blanks. */
  onScore: (text: string) => void;
  analyzing: boolean;
  step: number;
}

/** The lead's text, the sample and score buttons, and the progress steps while scoring. */
export function LeadInputCard({ onScore, analyzing, step }: LeadInputCardProps) {
  return (
    <DemoTextCard
      heading={t.inputHeading}
      label={t.inputLabel}
      hint={t.inputHint}
      rows={14}
      sample={sampleLead}
      sampleLabel={t.loadSample}
      emptyMessage={t.emptyInput}
      submitLabel={t.score}
      busyLabel={t.analyzing}
      submitIcon={Sparkles}
      busy={analyzing}
      onSubmit={onScore}
      steps={scoringSteps}
      step={step}
      stepsLabel={t.stepsLabel}
    />
  );
}
