import * as Dialog from "@radix-ui/react-dialog";
import { useEffect, useRef, useState } from "react";
import { Button } from "~/components/ui/button";
import type { ReturnPath } from "~/lib/return-path";
import { resendVerification } from "../api/resend-verification";
import { errorMessage, inboxText, resendCooldownSeconds } from "../auth-messages";
import { useCooldown } from "../use-cooldown";

interface CheckInboxViewProps {
  email: string;
  returnTo?: ReturnPath;
  /** Back to the sign-up form to type another address. */
  onChangeAddress: () => void;
  onSignIn: () => void;
}

/**
 * What the dialog shows once an account is created: where the confirmation link went, a
 * resend button (waiting out a cooldown it shows, since the server limits resends) and a
 * way back to fix a mistyped address. It stays until the visitor closes it, unlike a
 * toast. Focus moves to its heading so a screen reader announces the change of view.
 */
export function CheckInboxView({ email, returnTo, onChangeAddress, onSignIn }: CheckInboxViewProps) {
  const heading = useRef<HTMLHeadingElement>(null);
  const cooldown = useCooldown(resendCooldownSeconds);
  const [sending, setSending] = useState(false);
  const [answer, setAnswer] = useState<{ ok: boolean; text: string } | null>(null);

  useEffect(() => heading.current?.focus(), []);

  async function resend() {
    if (sending || cooldown.left > 0) return;
    setSending(true);
    try {
      setAnswer({ ok: true, text: await resendVerification(email, returnTo) });
      cooldown.start(resendCooldownSeconds);
    } catch (err) {
      setAnswer({ ok: false, text: errorMessage(err) });
    } finally {
      setSending(false);
    }
  }

  const waiting = cooldown.left > 0;
  return (
    <div data-testid="check-inbox">
      <Dialog.Title ref={heading} tabIndex={-1} className="pr-10 text-2xl font-bold tracking-tight outline-none">
        {inboxText.title}
      </Dialog.Title>
      {/* The address on a line of its own: a long one wraps as a whole, not mid-sentence. */}
      <p className="mt-3 text-muted-foreground">{inboxText.sentTo}</p>
      <p className="mt-1 font-semibold text-foreground [overflow-wrap:anywhere]">{email}</p>
      <p className="mt-3 text-muted-foreground">{inboxText.openIt}</p>

      <Button
        variant="outline"
        size="lg"
        // aria-disabled, not disabled: the button keeps focus after a click while it counts
        // down (a disabled button drops focus to the page), and the countdown is its name.
        aria-disabled={sending || waiting}
        className="mt-6 w-full aria-disabled:cursor-not-allowed aria-disabled:opacity-60"
        onClick={resend}
      >
        {sending ? inboxText.resending : waiting ? inboxText.resendIn(cooldown.left) : inboxText.resend}
      </Button>
      <p
        role={answer && !answer.ok ? "alert" : "status"}
        className={answer?.ok === false ? "mt-3 text-sm font-medium text-destructive" : "mt-3 text-sm text-muted-foreground"}
      >
        {answer?.text}
      </p>

      <div className="mt-5 flex flex-col items-center gap-2 text-sm">
        <button type="button" className="font-medium text-primary underline-offset-4 hover:underline" onClick={onChangeAddress}>
          {inboxText.changeAddress}
        </button>
        <button type="button" className="font-medium text-primary underline-offset-4 hover:underline" onClick={onSignIn}>
          {inboxText.signInInstead}
        </button>
      </div>
    </div>
  );
}
