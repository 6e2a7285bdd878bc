import { Copy } from "lucide-react";
import { Card } from "~/components/ui/card";
import { CopyButton } from "~/components/ui/copy-button";
import { EngineBadge } from "../../shared/engine-badge";
import type { Platform } from "../content-options";
import { contentText as t } from "../content-text";
import { DraftNotice } from "./draft-notice";
import { PostPreview } from "./post-preview";

/** The generated text, shown as a post on its platform, with 'Copy Text', the engine that wrote it and what to know before using it. */
export function GeneratedContentCard({ text, platform, engine, note }: { text: string; platform: Platform; engine: string; note?: string }) {
  return (
    <Card data-testid="generated-content">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 className="text-xl font-semibold">{t.resultHeading}</h2>
        <CopyButton text={text} label={t.copy} copiedShows="inLabel" icon={Copy} words={t} copiedToast={t.copiedToast} />
      </div>
      <div className="mt-2">
        <EngineBadge engine={engine} />
      </div>
      <DraftNotice engine={engine} note={note} className="mt-3" />
      <div className="mt-4">
        <PostPreview platform={platform} text={text} />
      </div>
    </Card>
  );
}
