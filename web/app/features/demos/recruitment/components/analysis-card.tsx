import { Badge } from "~/components/ui/badge";
import { Card } from "~/components/ui/card";
import { EngineBadge } from "../../shared/engine-badge";
import { EngineNote } from "../../shared/engine-note";
import { recruitmentText as t } from "../recruitment-text";

/** The badge of a text that is no resume: its kind when the page knows it, else "Not a resume". */
function notAResume(kind: string): string | null {
  if (kind === "resume") return null;
  return Object.hasOwn(t.notAResume, kind) ? t.notAResume[kind as keyof typeof t.notAResume] : t.notAResume.other;
}

/** The engine's analysis as it wrote it (plain text), which engine wrote it and its note, and a badge when the text was no resume. */
export function AnalysisCard({ analysis, engine, kind = "resume", note }: { analysis: string; engine: string; kind?: string; note?: string }) {
  const badge = notAResume(kind);
  return (
    <Card>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 className="text-xl font-semibold">{t.analysisHeading}</h2>
        <div className="flex flex-wrap items-center gap-2">
          {badge && (
            <Badge variant="secondary" data-testid="resume-kind">
              {badge}
            </Badge>
          )}
          <EngineBadge engine={engine} />
        </div>
      </div>
      <EngineNote note={note} className="mt-2" />
      <div className="mt-4 text-sm leading-relaxed break-words whitespace-pre-wrap" data-testid="resume-analysis">
        {analysis}
      </div>
    </Card>
  );
}
