import { FileSearch } from "lucide-react";
import { useState } from "react";
import { notify } from "~/lib/notify";
import { demoErrorMessage } from "../../shared/demo-api";
import { DemoResults } from "../../shared/demo-results";
import { useAnalyzeResume } from "../api/analyze-resume";
import { extractMatchScore } from "../match-score";
import { recruitmentText as t } from "../recruitment-text";
import { AnalysisCard } from "./analysis-card";
import { MatchScoreCard } from "./match-score-card";
import { ResumeInputCard, type ResumeInput } from "./resume-input-card";

interface AnalysisResult {
  analysis: string;
  engine: string;
  /** What the resume box holds: only a "resume" is scored (docs/decisions/0067-resume-kinds-and-requirements.md). */
  kind: string;
  /** null when the analysis names no score, or the text is no resume: then there is no score card. */
  score: number | null;
  note?: string;
}

/** The Resume Analyzer (docs/product.md, "AI demos"): the engine compares the texts; the score is read from its answer. */
export function ResumeAnalyzer() {
  const [result, setResult] = useState<AnalysisResult | null>(null);
  const request = useAnalyzeResume();
  // The analyzing flag: isPending clears however the request ends.
  const analyzing = request.isPending;

  const analyze = async (input: ResumeInput) => {
    if (analyzing) return;
    try {
      const answer = await request.mutateAsync(input);
      // A model may score a cover letter; the page does not show a score for what is no resume.
      const score = answer.kind === "resume" ? extractMatchScore(answer.text) : null;
      setResult({ analysis: answer.text, engine: answer.engine, kind: answer.kind, score, note: answer.note });
      void notify.success(t.success);
    } catch (err) {
      void notify.error(demoErrorMessage(err, t.failed));
    }
  };

  return (
    <div className="grid gap-6 lg:grid-cols-2 lg:items-start">
      <ResumeInputCard onAnalyze={(input) => void analyze(input)} analyzing={analyzing} />
      <DemoResults result={result} icon={FileSearch} placeholder={t.placeholder}>
        {result && (
          <>
            {result.score !== null && <MatchScoreCard score={result.score} />}
            <AnalysisCard analysis={result.analysis} engine={result.engine} kind={result.kind} note={result.note} />
          </>
        )}
      </DemoResults>
    </div>
  );
}
