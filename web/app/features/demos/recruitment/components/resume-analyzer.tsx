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
  /** null when the analysis names no score: then there is no score card. */
  score: number | null;
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
      setResult({ analysis: answer.text, engine: answer.engine, score: extractMatchScore(answer.text) });
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
            <AnalysisCard analysis={result.analysis} engine={result.engine} />
          </>
        )}
      </DemoResults>
    </div>
  );
}
