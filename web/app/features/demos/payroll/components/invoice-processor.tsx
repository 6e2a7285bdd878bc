import { Receipt } from "lucide-react";
import { useState } from "react";
import { DemoResults } from "../../shared/demo-results";
import { runWithSteps } from "../../shared/run-with-steps";
import { useStepTicker } from "../../shared/use-step-ticker";
import { type InvoiceAnswer, useProcessInvoice } from "../api/process-invoice";
import { fieldRows, fieldRowsFromText } from "../invoice-reading";
import { payrollText as t, processingStepMs, processingSteps } from "../payroll-text";
import { InvoiceAnalysisCard } from "./invoice-analysis-card";
import { InvoiceChecksCard } from "./invoice-checks-card";
import { InvoiceFieldsCard } from "./invoice-fields-card";
import { InvoiceInputCard } from "./invoice-input-card";
import { InvoiceItemsCard } from "./invoice-items-card";
import { NotAnInvoiceCard } from "./not-an-invoice-card";

/**
 * The Invoice Processor (docs/product.md, "AI demos"): the engine writes the analysis; the fields,
 * line items and checks are the invoice rules' structured reading beside it (an answer
 * without one, from an older server, shows the fields read from the text).
 */
export function InvoiceProcessor() {
  const [result, setResult] = useState<InvoiceAnswer | null>(null);
  const ticker = useStepTicker(processingSteps.length, processingStepMs);
  const request = useProcessInvoice();
  const processing = request.isPending;

  const process = async (invoiceText: string) => {
    if (processing) return;
    const answer = await runWithSteps(ticker, () => request.mutateAsync(invoiceText), t);
    if (answer) setResult(answer);
  };

  return (
    <div className="grid gap-6 lg:grid-cols-2 lg:items-start">
      <InvoiceInputCard
        onProcess={(text) => void process(text)}
        processing={processing}
        step={ticker.step}
      />
      <DemoResults result={result} icon={Receipt} placeholder={t.emptyResult}>
        {result && <InvoiceResult result={result} />}
      </DemoResults>
    </div>
  );
}

function InvoiceResult({ result }: { result: InvoiceAnswer }) {
  const reading = result.reading;
  const analysis = <InvoiceAnalysisCard analysis={result.text} engine={result.engine} note={result.note} />;
  if (!reading) {
    return (
      <>
        <InvoiceFieldsCard rows={fieldRowsFromText(result.text)} />
        {analysis}
      </>
    );
  }
  if (reading.kind === "not_invoice") {
    return (
      <>
        <NotAnInvoiceCard summary={reading.summary} />
        {analysis}
      </>
    );
  }
  return (
    <>
      <InvoiceFieldsCard rows={fieldRows(reading)} sum={reading.sum} kind={reading.kind} />
      <InvoiceItemsCard items={reading.lineItems} sum={reading.sum} />
      <InvoiceChecksCard reading={reading} />
      {analysis}
    </>
  );
}
