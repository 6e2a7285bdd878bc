import { Card } from "~/components/ui/card";
import { EngineBadge } from "../../shared/engine-badge";
import { EngineNote } from "../../shared/engine-note";
import { leadScorerText as t } from "../lead-scorer-text";

/** The engine's BANT reading, assessment and next steps, as it wrote them (plain text), which engine wrote them and its note. */
export function LeadInsightsCard({ analysis, engine, note }: { analysis: string; engine: string; note?: string }) {
  return (
    <Card>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 className="text-xl font-semibold">{t.insightsHeading}</h2>
        <EngineBadge engine={engine} />
      </div>
      <EngineNote note={note} className="mt-2" />
      <div className="mt-4 text-sm leading-relaxed break-words whitespace-pre-wrap" data-testid="lead-insights">
        {analysis}
      </div>
    </Card>
  );
}
