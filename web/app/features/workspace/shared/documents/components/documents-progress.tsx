import { progressLine } from "../document-states";

/** "2 of 3 analysed", read out politely as it changes (the element is always there). */
export function DocumentsProgress({ documents }: { documents: readonly { state: string }[] }) {
  return (
    <p aria-live="polite" className="text-sm text-muted-foreground" data-testid="documents-progress">
      {progressLine(documents)}
    </p>
  );
}
