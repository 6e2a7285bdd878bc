import { Check, Copy } from "lucide-react";
import { useEffect, useState } from "react";
import { Button } from "~/components/ui/button";
import { notify } from "~/lib/notify";
import { contentText as t, copiedMs } from "../content-text";

/** 'Copy Text', which says 'Copied!' for 2 seconds after the text reaches the clipboard. */
export function CopyTextButton({ text }: { text: string }) {
  const [copied, setCopied] = useState(false);

  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), copiedMs);
    return () => clearTimeout(timer);
  }, [copied]);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      setCopied(true);
      void notify.success(t.copiedToast);
    } catch {
      // No clipboard (an insecure origin, a refused permission): the text is on screen to select.
      void notify.error(t.copyFailedDescription, t.copyFailed);
    }
  };

  const Icon = copied ? Check : Copy;
  return (
    <Button variant="outline" size="sm" onClick={() => void copy()}>
      <Icon className="h-4 w-4" aria-hidden />
      {copied ? t.copied : t.copy}
    </Button>
  );
}
