import { Copy } from "lucide-react";
import { Badge } from "~/components/ui/badge";
import { cn } from "~/lib/cn";
import type { WorkspaceDocument } from "../document-schema";
import { documentsText as t } from "../documents-messages";

type Duplicate = Pick<WorkspaceDocument, "duplicate_of" | "duplicate_of_name" | "invoice">;

/** "Duplicate" on a document whose file or invoice was uploaded before; a screen reader hears which file. */
export function DuplicateBadge({ doc, className }: { doc: Duplicate; className?: string }) {
  if (!doc.duplicate_of) return null;
  const label = t.duplicateOf(doc.duplicate_of_name || doc.duplicate_of);
  return (
    <Badge variant="outline" className={cn("gap-1", className)} title={label} data-testid="duplicate-badge">
      <Copy className="h-3.5 w-3.5 shrink-0" aria-hidden />
      <span aria-hidden>{t.duplicate}</span>
      <span className="sr-only">{label}</span>
    </Badge>
  );
}

/** The details' sentence naming the earlier document. */
export function DuplicateNote({ doc }: { doc: Duplicate }) {
  if (!doc.duplicate_of) return null;
  return (
    <p className="text-sm break-words text-muted-foreground" data-testid="duplicate-note">
      {t.duplicateNote(doc.duplicate_of_name || doc.duplicate_of, !!doc.invoice)}
    </p>
  );
}
