import { Minus, Sparkles, TrendingDown, TrendingUp, type LucideIcon } from "lucide-react";
import { cn } from "~/lib/cn";
import { analyticsText } from "../analytics-messages";
import { changePercentText, type Change } from "../trends";

interface Look {
  Icon: LucideIcon;
  /** Said before the figure to screen readers, as the icon says it to the eye. */
  word: string;
  tone: string;
}

const looks: Record<"up" | "down" | "flat" | "new", Look> = {
  up: { Icon: TrendingUp, word: analyticsText.up, tone: "text-success" },
  down: { Icon: TrendingDown, word: analyticsText.down, tone: "text-destructive" },
  flat: { Icon: Minus, word: analyticsText.noChange, tone: "text-muted-foreground" },
  new: { Icon: Sparkles, word: "", tone: "text-primary" },
};

/**
 * A figure's change against the window before, shown by an icon and in words, never by
 * colour alone; nothing at all when neither window had any. The comparison is named on
 * a line of its own, so a narrow card wraps it whole.
 */
export function ChangeBadge({ change }: { change: Change }) {
  if (change.kind === "none") return null;
  const { Icon, word, tone } = looks[change.kind];
  const isNew = change.kind === "new";
  return (
    <p>
      <span className={cn("inline-flex items-center gap-1 font-medium", tone)}>
        <Icon className="h-4 w-4" aria-hidden />
        {word && <span className="sr-only">{word} </span>}
        {isNew ? analyticsText.newThisPeriod : changePercentText(change)}
      </span>
      <span className="block text-muted-foreground">{isNew ? analyticsText.newNote : analyticsText.versusPrevious}</span>
    </p>
  );
}
