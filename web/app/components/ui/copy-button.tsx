import { Check, Files } from "lucide-react";
import { useEffect, useState } from "react";
import { Button } from "~/components/ui/button";
import { notify } from "~/lib/notify";

/** Ours: what the button says after copying, and when the browser will not copy. */
export const copyText = {
  copied: "Copied!",
  copyFailed: "Could not copy",
  copyFailedDescription: "Select the text and copy it yourself.",
} as const;

// How long 'Copied!' shows (the spec's 'Copied' indicator elsewhere is 2000 ms).
const copiedFor = 2000;

/**
 * Copies `text` to the clipboard and says 'Copied!' beside the button for a moment, in a
 * live region so screen readers hear it too. The button's own name does not change.
 */
export function CopyButton({ text, label }: { text: string; label: string }) {
  const [copied, setCopied] = useState(false);

  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), copiedFor);
    return () => clearTimeout(timer);
  }, [copied]);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      setCopied(true);
    } catch {
      // No clipboard (an insecure origin, a refused permission): the text is on screen to select.
      void notify.error(copyText.copyFailedDescription, copyText.copyFailed);
    }
  };

  const Icon = copied ? Check : Files;
  return (
    <span className="inline-flex items-center gap-3">
      <Button variant="outline" size="sm" onClick={() => void copy()}>
        <Icon className="h-4 w-4" aria-hidden />
        {label}
      </Button>
      <span className="text-sm font-medium text-foreground" aria-live="polite">
        {copied ? copyText.copied : ""}
      </span>
    </span>
  );
}
