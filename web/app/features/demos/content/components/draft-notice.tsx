import { Info } from "lucide-react";
import { cn } from "~/lib/cn";
import { BUILT_IN_ENGINE } from "../../shared/engine-badge";
import { contentText as t } from "../content-text";

/**
 * What to know before publishing a draft: that the built-in engine's drafts are templates
 * around the topic (issue 31), and the answer's note (why a sensitive topic is not in the
 * tone asked). Shared by the content demo and the content workspace; nothing when neither.
 */
export function DraftNotice({ engine, note, className }: { engine: string; note?: string; className?: string }) {
  const builtIn = engine === BUILT_IN_ENGINE;
  if (!builtIn && !note) return null;
  return (
    <div className={cn("grid gap-1 text-sm text-muted-foreground", className)}>
      {builtIn && (
        <p className="flex gap-2" data-testid="template-notice">
          <Info className="mt-0.5 h-4 w-4 shrink-0" aria-hidden />
          {t.templateNotice}
        </p>
      )}
      {note && (
        <p className="flex gap-2" data-testid="content-note">
          <Info className="mt-0.5 h-4 w-4 shrink-0" aria-hidden />
          {note}
        </p>
      )}
    </div>
  );
}
