import { Receipt } from "lucide-react";
import { useState } from "react";
import { notify } from "~/lib/notify";
import { DemoResults } from "../../shared/demo-results";
import { runWithSteps } from "../../shared/run-with-steps";
import { useStepTicker } from "../../shared/use-step-ticker";
import { useProcessInvoice } from "../api/process-invoice";
import { extractInvoiceFields, type InvoiceFields } from "../invoice-fields";
import { payrollText as t, processingStepMs, processingSteps } from "../payroll-text";
import { sampleInvoice } from "../sample-invoice";
import { InvoiceAnalysisCard } from "./invoice-analysis-card";
import { InvoiceFieldsCard } from "./invoice-fields-card";
import { InvoiceInputCard } from "./invoice-input-card";

interface InvoiceResult {
  fields: InvoiceFields;
  analysis: string;
  engine: string;
}

/** The Invoice Processor (SPEC.md section 4): the engine reads the invoice; the fields are read from its answer. */
export function InvoiceProcessor() {
  const [invoiceText, setInvoiceText] = useState("");
  const [result, setResult] = useState<InvoiceResult | null>(null);
  const ticker = useStepTicker(processingSteps.length, processingStepMs);
  const request = useProcessInvoice();
  const processing = request.isPending;

  const process = async () => {
    if (processing) return;
    if (!invoiceText.trim()) {
      void notify.error(t.missingInput);
      return;
    }
    const answer = await runWithSteps(ticker, () => request.mutateAsync(invoiceText), t);
    if (answer) setResult({ fields: extractInvoiceFields(answer.text), analysis: answer.text, engine: answer.engine });
  };

  return (
    <div className="grid gap-6 lg:grid-cols-2 lg:items-start">
      <InvoiceInputCard
        value={invoiceText}
        onChange={setInvoiceText}
        onLoadSample={() => setInvoiceText(sampleInvoice)}
        onProcess={() => void process()}
        processing={processing}
        step={ticker.step}
      />
      <DemoResults result={result} icon={Receipt} placeholder={t.emptyResult}>
        {result && (
          <>
            <InvoiceFieldsCard fields={result.fields} />
            <InvoiceAnalysisCard analysis={result.analysis} engine={result.engine} />
          </>
        )}
      </DemoResults>
    </div>
  );
}
