import { Target } from "lucide-react";
import { useState } from "react";
import { DemoResults } from "../../shared/demo-results";
import { runWithSteps } from "../../shared/run-with-steps";
import { useStepTicker } from "../../shared/use-step-ticker";
import { useScoreLead } from "../api/score-lead";
import { profileFromServer, type LeadProfile } from "../lead-profile";
import { scoreLead } from "../lead-score";
import { leadScorerText as t, scoringStepMs, scoringSteps } from "../lead-scorer-text";
import { LeadInputCard } from "./lead-input-card";
import { LeadInsightsCard } from "./lead-insights-card";
import { LeadProfileCard } from "./lead-profile-card";
import { LeadScoreCard } from "./lead-score-card";

interface LeadResult {
  score: number;
  kind: string;
  reasons: string[];
  profile: LeadProfile;
  analysis: string;
  engine: string;
  note?: string;
}

/**
 * The Lead Scorer (docs/product.md, "AI demos"): the engine writes the insights, the server's lead
 * reader the message's kind and the profile; the score is computed in the browser from the text
 * that was scored with the lead score's fixed rules (a message that is no lead gets its kind's
 * score below 20, and why).
 */
export function LeadScorer() {
  const [result, setResult] = useState<LeadResult | null>(null);
  const ticker = useStepTicker(scoringSteps.length, scoringStepMs);
  const request = useScoreLead();
  // isPending clears however the request ends: the loading flag always clears.
  const analyzing = request.isPending;

  const score = async (scored: string) => {
    if (analyzing) return;
    const answer = await runWithSteps(ticker, () => request.mutateAsync(scored), t);
    if (answer) {
      const { score, reasons } = scoreLead(scored, answer.kind);
      setResult({ score, kind: answer.kind, reasons, profile: profileFromServer(answer.profile), analysis: answer.text, engine: answer.engine, note: answer.note });
    }
  };

  return (
    <div className="grid gap-6 lg:grid-cols-2 lg:items-start">
      <LeadInputCard
        onScore={(text) => void score(text)}
        analyzing={analyzing}
        step={ticker.step}
      />
      <DemoResults result={result} icon={Target} placeholder={t.placeholder}>
        {result && (
          <>
            <LeadScoreCard score={result.score} kind={result.kind} reasons={result.reasons} />
            <LeadProfileCard profile={result.profile} />
            <LeadInsightsCard analysis={result.analysis} engine={result.engine} note={result.note} />
          </>
        )}
      </DemoResults>
    </div>
  );
}
