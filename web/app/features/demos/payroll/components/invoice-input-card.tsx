import { ScanText } from "lucide-react";
import { DemoTextCard } from "../../shared/demo-text-card";
import { payrollText as t, processingSteps } from "../payroll-text";
import { sampleInvoice } from "../sample-invoice";

interface InvoiceInputCardProps {
  /** The invoice's text, once it holds more than blanks. */
  onProcess: (text: string) => void;
  processing: boolean;
  step: number;
}

/** The invoice text, the sample and process buttons, and the progress steps. */
export function InvoiceInputCard({ onProcess, processing, step }: InvoiceInputCardProps) {
  return (
    <DemoTextCard
      heading={t.inputHeading}
      label={t.inputLabel}
      hint={t.inputHint}
      placeholder={t.placeholder}
      rows={16}
      sample={sampleInvoice}
      sampleLabel={t.loadSample}
      sampleAriaLabel={t.loadSampleLabel}
      emptyMessage={t.missingInput}
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
