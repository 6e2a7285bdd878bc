import { ScanText } from "lucide-react";
import { DemoTextCard } from "../../shared/demo-text-card";
import { payrollText as t, processingSteps } from "../payroll-text";

interface InvoiceInputCardProps {
  value: string;
  onChange: (value: string) => void;
  onLoadSample: () => void;
  onProcess: () => void;
  processing: boolean;
  step: number;
}

/** The invoice text, the sample and process buttons, and the progress steps. */
export function InvoiceInputCard({ value, onChange, onLoadSample, onProcess, processing, step }: InvoiceInputCardProps) {
  return (
    <DemoTextCard
      heading={t.inputHeading}
      label={t.inputLabel}
      hint={t.inputHint}
      placeholder={t.placeholder}
      rows={16}
      value={value}
      onChange={onChange}
      sampleLabel={t.loadSample}
      sampleAriaLabel={t.loadSampleLabel}
      onLoadSample={onLoadSample}
      submitLabel={t.process}
      busyLabel={t.processing}
      submitIcon={ScanText}
      busy={processing}
      onSubmit={onProcess}
      steps={processingSteps}
      step={step}
      stepsLabel={t.stepsLabel}
    />
  );
}
