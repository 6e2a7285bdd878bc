import { Card } from "~/components/ui/card";
import { cn } from "~/lib/cn";
import { leadTier, maxScore, notALead } from "../lead-score";
import { leadScorerText as t } from "../lead-scorer-text";

/**
 * The score out of 100 in its tier's colour, a bar, and the Hot/Warm/Cold badge. A message that is
 * no lead (an opt-out, spam, a complaint …) shows what it is instead of a tier, and why it scored
 * as it did.
 */
export function LeadScoreCard({ score, kind = "lead", reasons = [] }: { score: number; kind?: string; reasons?: string[] }) {
  const tier = leadTier(score);
  const other = Object.hasOwn(notALead, kind) ? notALead[kind as keyof typeof notALead] : undefined;
  return (
    <Card>
      <div className="flex items-start justify-between gap-3">
        <h2 className="text-xl font-semibold">{t.scoreHeading}</h2>
        {other ? (
          <span className="rounded-full bg-muted px-3 py-1 text-sm font-semibold text-foreground" data-testid="lead-kind">
            {t.notALead(other.label)}
          </span>
        ) : (
          <span className={cn("rounded-full px-3 py-1 text-sm font-semibold", tier.badgeClass)} data-testid="lead-tier">
            {tier.label}
          </span>
        )}
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
      {other && (
        <p className="mt-4 text-sm" data-testid="lead-kind-reason">
          {reasons[0] ?? other.reason}
        </p>
      )}
    </Card>
  );
}
