import { Card } from "~/components/ui/card";
import { EngineBadge } from "../../shared/engine-badge";
import { EngineNote } from "../../shared/engine-note";
import { payrollText as t } from "../payroll-text";

/** The engine's full reading of the invoice (plain text), which engine wrote it and its note. */
export function InvoiceAnalysisCard({ analysis, engine, note }: { analysis: string; engine: string; note?: string }) {
  return (
    <Card>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 className="text-xl font-semibold">{t.analysisHeading}</h2>
        <EngineBadge engine={engine} />
      </div>
      <EngineNote note={note} className="mt-2" />
      <div className="mt-4 text-sm leading-relaxed break-words whitespace-pre-wrap" data-testid="invoice-analysis">
        {analysis}
      </div>
    </Card>
  );
}
