import { Card } from "~/components/ui/card";
import { cn } from "~/lib/cn";
import { leadTier, maxScore } from "../lead-score";
import { leadScorerText as t } from "../lead-scorer-text";

/** The score out of 100 in its tier's colour, a bar, and the Hot/Warm/Cold badge. */
export function LeadScoreCard({ score }: { score: number }) {
  const tier = leadTier(score);
  return (
    <Card>
      <div className="flex items-start justify-between gap-3">
        <h2 className="text-xl font-semibold">{t.scoreHeading}</h2>
        <span className={cn("rounded-full px-3 py-1 text-sm font-semibold", tier.badgeClass)} data-testid="lead-tier">
          {tier.label}
        </span>
      </div>
      <p className="mt-4 flex items-baseline gap-1">
        <span className={cn("text-5xl font-bold tabular-nums", tier.textClass)} data-testid="lead-score">
          {score}
        </span>
        <span className="text-lg text-muted-foreground">/{maxScore}</span>
      </p>
      {/* The number above says the same; the bar is for the eye only. */}
      <div className="mt-4 h-3 overflow-hidden rounded-full bg-muted" aria-hidden>
        <div className={cn("h-full rounded-full transition-[width] duration-700", tier.barClass)} style={{ width: `${score}%` }} />
      </div>
    </Card>
  );
}
