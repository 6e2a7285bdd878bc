import { Card } from "~/components/ui/card";
import { EngineBadge } from "../../shared/engine-badge";
import { leadScorerText as t } from "../lead-scorer-text";

/** The engine's BANT reading, assessment and next steps, as it wrote them (plain text). */
export function LeadInsightsCard({ analysis, engine }: { analysis: string; engine: string }) {
  return (
    <Card>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 className="text-xl font-semibold">{t.insightsHeading}</h2>
        <EngineBadge engine={engine} />
      </div>
      <div className="mt-4 text-sm leading-relaxed break-words whitespace-pre-wrap" data-testid="lead-insights">
        {analysis}
      </div>
    </Card>
  );
}
