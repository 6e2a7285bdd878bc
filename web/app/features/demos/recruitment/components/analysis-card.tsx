import { Card } from "~/components/ui/card";
import { EngineBadge } from "../../shared/engine-badge";
import { recruitmentText as t } from "../recruitment-text";

/** The engine's analysis as it wrote it (plain text), and which engine wrote it. */
export function AnalysisCard({ analysis, engine }: { analysis: string; engine: string }) {
  return (
    <Card>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 className="text-xl font-semibold">{t.analysisHeading}</h2>
        <EngineBadge engine={engine} />
      </div>
      <div className="mt-4 text-sm leading-relaxed break-words whitespace-pre-wrap" data-testid="resume-analysis">
        {analysis}
      </div>
    </Card>
  );
}
