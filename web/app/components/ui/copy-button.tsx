import { Check, Files, type LucideIcon } from "lucide-react";
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

interface CopyButtonProps {
  text: string;
  label: string;
  /**
   * Where 'Copied!' shows: beside the button in a live region, the button's own name
   * unchanged (the default); or in place of the label (the content writer's 'Copy Text').
   */
  copiedShows?: "beside" | "inLabel";
  icon?: LucideIcon;
  /** Words for a caller whose page has its own (the content writer's spec strings). */
  words?: { copied: string; copyFailed: string; copyFailedDescription: string };
  /** A toast after copying, when the page's spec asks for one. */
  copiedToast?: string;
}

/**
 * Copies `text` to the clipboard and says 'Copied!' for a moment. Without a clipboard
 * (an insecure origin, a refused permission) it says so in a toast: the text is on
 * screen to select.
 */
export function CopyButton({ text, label, copiedShows = "beside", icon = Files, words = copyText, copiedToast }: CopyButtonProps) {
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
      if (copiedToast) void notify.success(copiedToast);
    } catch {
      void notify.error(words.copyFailedDescription, words.copyFailed);
    }
  };

  const Icon = copied ? Check : icon;
  const button = (
    <Button variant="outline" size="sm" onClick={() => void copy()}>
      <Icon className="h-4 w-4" aria-hidden />
      {copiedShows === "inLabel" && copied ? words.copied : label}
    </Button>
  );
  if (copiedShows === "inLabel") return button;
  return (
    <span className="inline-flex items-center gap-3">
      {button}
      <span className="text-sm font-medium text-foreground" aria-live="polite">
        {copied ? words.copied : ""}
      </span>
    </span>
  );
}
