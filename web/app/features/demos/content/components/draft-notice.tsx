import { cn } from "~/lib/cn";
import { BUILT_IN_ENGINE } from "../../shared/engine-badge";
import { EngineNote } from "../../shared/engine-note";
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
    <div className={cn("grid gap-1", className)}>
      {builtIn && <EngineNote note={t.templateNotice} testId="template-notice" />}
      <EngineNote note={note} testId="content-note" />
    </div>
  );
}
