import { CircleCheck, CircleX } from "lucide-react";
import { Card } from "~/components/ui/card";
import { cn } from "~/lib/cn";
import { optionLabel, platforms, type ContentType, type Platform } from "../content-options";
import { checkLabels, checkReason, contentText as t } from "../content-text";
import { optimizationScore } from "../optimization-score";

interface OptimizationCardProps {
  text: string;
  platform: Platform;
  contentType: ContentType;
  topic: string;
}

/**
 * The post's checks, each passed or failed with its reason, and how many passed. No score
 * out of 100: each check measures something of the text, their sum does not.
 */
export function OptimizationCard({ text, platform, contentType, topic }: OptimizationCardProps) {
  const { checks } = optimizationScore(text, { platform, contentType, topic });
  const passed = checks.filter((c) => c.passed).length;
  const platformName = optionLabel(platforms, platform);
  return (
    <Card data-testid="optimization-score">
      <h2 className="text-lg font-semibold">{t.optimizationHeading}</h2>
      <p className="mt-2 text-sm text-muted-foreground" data-testid="checks-summary">
        {t.optimizationSummary(passed, checks.length)}
      </p>
      <ul className="mt-3 grid gap-3">
        {checks.map((c) => {
          const Icon = c.passed ? CircleCheck : CircleX;
          return (
            <li key={c.id} className="flex gap-2" data-check={c.id} data-passed={c.passed}>
              <Icon className={cn("mt-0.5 h-4 w-4 shrink-0", c.passed ? "text-success" : "text-destructive")} aria-hidden />
              <div className="min-w-0">
                <p className="font-medium">
                  {checkLabels[c.id]}
                  {/* The icon says it to the eye; this says it to a screen reader. */}
                  <span className="sr-only">: {c.passed ? t.checkPassed : t.checkFailed}</span>
                </p>
                <p className="text-sm break-words text-muted-foreground">{checkReason(c, platformName)}</p>
              </div>
            </li>
          );
        })}
      </ul>
    </Card>
  );
}
