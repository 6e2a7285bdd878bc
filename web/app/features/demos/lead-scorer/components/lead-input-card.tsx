import { Sparkles } from "lucide-react";
import { DemoTextCard } from "../../shared/demo-text-card";
import { leadScorerText as t, scoringSteps } from "../lead-scorer-text";

interface LeadInputCardProps {
  value: string;
  onChange: (value: string) => void;
  onLoadSample: () => void;
  onScore: () => void;
  analyzing: boolean;
  step: number;
}

/** The lead's text, the sample and score buttons, and the progress steps while scoring. */
export function LeadInputCard({ value, onChange, onLoadSample, onScore, analyzing, step }: LeadInputCardProps) {
  return (
    <DemoTextCard
      heading={t.inputHeading}
      label={t.inputLabel}
      hint={t.inputHint}
      rows={14}
      value={value}
      onChange={onChange}
      sampleLabel={t.loadSample}
      onLoadSample={onLoadSample}
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
