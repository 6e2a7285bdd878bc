import { Card } from "~/components/ui/card";
import { cn } from "~/lib/cn";
import { MAX_SCORE, matchLabel, matchQuality, matchTone } from "../match-score";
import { recruitmentText as t } from "../recruitment-text";
import { ScoreBar } from "./score-bar";

/**
 * The match score, its label (Excellent Match … Weak) and the match quality. The number
 * is the analysis's score from the first frame; only the bar grows to it (a departure from
 * the spec's count-up, docs/decisions/0031-where-lexa-departs-from-the-spec.md).
 */
export function MatchScoreCard({ score }: { score: number }) {
  const tone = matchTone(score);
  return (
    <Card data-testid="match-score">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <h2 className="text-xl font-semibold">{t.scoreHeading}</h2>
        <span className={cn("rounded-full px-3 py-1 text-sm font-semibold", tone.badgeClass)} data-testid="match-label">
          {matchLabel(score)}
        </span>
      </div>
      {/* Screen readers hear "84 out of 100" rather than "84 /100". */}
      <p className="mt-4 flex items-baseline gap-1">
        <span className={cn("text-5xl font-bold tabular-nums", tone.textClass)} aria-hidden data-testid="match-score-value">
          {score}
        </span>
        <span className="text-lg text-muted-foreground" aria-hidden>
          /{MAX_SCORE}
        </span>
        <span className="sr-only">
          {score} out of {MAX_SCORE}
        </span>
      </p>
      <ScoreBar value={score} max={MAX_SCORE} className={tone.barClass} />
      <p className="mt-4 text-sm">
        <span className="text-muted-foreground">{t.qualityLabel}: </span>
        <span className="font-semibold" data-testid="match-quality">
          {matchQuality(score)}
        </span>
      </p>
    </Card>
  );
}
