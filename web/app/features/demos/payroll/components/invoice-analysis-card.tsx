import { Card } from "~/components/ui/card";
import { EngineBadge } from "../../shared/engine-badge";
import { payrollText as t } from "../payroll-text";

/** The engine's full reading of the invoice (plain text), and which engine wrote it. */
export function InvoiceAnalysisCard({ analysis, engine }: { analysis: string; engine: string }) {
  return (
    <Card>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 className="text-xl font-semibold">{t.analysisHeading}</h2>
        <EngineBadge engine={engine} />
      </div>
      <div className="mt-4 text-sm leading-relaxed break-words whitespace-pre-wrap" data-testid="invoice-analysis">
        {analysis}
      </div>
    </Card>
  );
}
