import { useId, useRef, useState, type FormEvent } from "react";
import { useNavigate } from "react-router";
import { Button } from "~/components/ui/button";
import { Field, inputClass } from "~/components/ui/form-field";
import { GoogleIcon } from "~/components/ui/google-icon";
import { Modal, ModalTitle } from "~/components/ui/modal";
import { startGoogleSignIn } from "~/lib/google-sign-in";
import { notify } from "~/lib/notify";
import { firstIssueMessage } from "~/lib/validation";
import { useAuth, type AuthDialogRequest } from "~/providers/auth-provider";
import { resendVerification, requestPasswordReset } from "../api/email-links";
import { signIn } from "../api/sign-in";
import { signUp } from "../api/sign-up";
import { authFailureMessage, authText, errorMessage, isUnconfirmedEmail, modeText } from "../auth-messages";
import { emailOnlySchema, signInSchema, signUpSchema } from "../auth-schemas";

type Busy = null | "submit" | "google" | "forgot" | "resend";

/**
 * The sign-in / sign-up dialog (SPEC.md "Authentication dialog"), opened through the auth
 * provider. Default export: AuthDialogHost loads it on first use.
 */
export default function AuthDialog() {
  const { dialog, closeAuthDialog } = useAuth();
  // Keep the last request while closing, so focus can go back where it came from.
  const last = useRef<AuthDialogRequest | null>(dialog);
  if (dialog) last.current = dialog;
  const request = last.current;
  return (
    <Modal open={dialog !== null} onOpenChange={(open) => !open && closeAuthDialog()} returnFocus={request?.returnFocus}>
      {request && <AuthDialogBody key={request.key} request={request} />}
    </Modal>
  );
}

function notifyInvalid(message: string) {
  void notify.error(message, authText.validationTitle);
}

function AuthDialogBody({ request }: { request: AuthDialogRequest }) {
  const { closeAuthDialog, refresh } = useAuth();
  const navigate = useNavigate();
  const id = useId();
  const form = useRef<HTMLFormElement>(null);
  const [mode, setMode] = useState(request.mode);
  const [busy, setBusy] = useState<Busy>(null);
  const [offerResend, setOfferResend] = useState(Boolean(request.offerResend));
  const text = modeText[mode];
  const signingIn = mode === "signin";

  const formValues = () => Object.fromEntries(new FormData(form.current ?? undefined)) as Record<string, string>;

  /** Runs one request at a time; a failure becomes the 'Error' toast. */
  async function run(what: Exclude<Busy, null>, action: () => Promise<void>) {
    setBusy(what);
    try {
      await action();
    } catch (err) {
      if (mode === "signin" && isUnconfirmedEmail(err)) setOfferResend(true);
      void notify.error(what === "submit" ? authFailureMessage(mode, err) : errorMessage(err));
    } finally {
      setBusy(null);
    }
  }

  async function onSubmit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    if (busy) return;
    if (signingIn) {
      const parsed = signInSchema.safeParse(formValues());
      if (!parsed.success) return notifyInvalid(firstIssueMessage(parsed.error));
      await run("submit", async () => {
        await signIn(parsed.data);
        void notify.success(authText.welcomeBack, authText.signedIn);
        // The guard on /dashboard must see the session before we go there.
        await refresh();
        closeAuthDialog();
        navigate("/dashboard");
      });
    } else {
      const parsed = signUpSchema.safeParse(formValues());
      if (!parsed.success) return notifyInvalid(firstIssueMessage(parsed.error));
      await run("submit", async () => {
        await signUp(parsed.data);
        void notify.success(authText.accountCreated, authText.checkEmail);
        closeAuthDialog();
      });
    }
  }

  // 'Forgot password?' and 'Resend link' send the address typed in the form.
  async function sendLink(what: "forgot" | "resend") {
    if (busy) return;
    const parsed = emailOnlySchema.safeParse({ email: formValues().email ?? "" });
    if (!parsed.success) return notifyInvalid(firstIssueMessage(parsed.error));
    await run(what, async () => {
      const send = what === "forgot" ? requestPasswordReset : resendVerification;
      void notify.success(authText.linkSent, await send(parsed.data.email));
    });
  }

  async function onGoogle() {
    if (busy) return;
    setBusy("google");
    try {
      await startGoogleSignIn();
      // The browser is leaving for Google; stay busy until it has.
    } catch (err) {
      setBusy(null);
      void notify.error(errorMessage(err));
    }
  }

  return (
    <div data-testid="auth-dialog" data-mode={mode}>
      <ModalTitle>{text.title}</ModalTitle>
      {request.notice && (
        <p role="status" className="mt-3 rounded-md border border-border bg-accent p-3 text-sm text-accent-foreground">
          {request.notice}
        </p>
      )}

      <Button variant="outline" className="mt-6 h-11 w-full" disabled={busy !== null} onClick={onGoogle}>
        <GoogleIcon className="h-5 w-5" />
        {authText.google}
      </Button>

      <div className="my-5 flex items-center gap-3 text-sm text-muted-foreground">
        <span className="h-px flex-1 bg-border" aria-hidden />
        <span>{authText.divider}</span>
        <span className="h-px flex-1 bg-border" aria-hidden />
      </div>

      <form ref={form} noValidate onSubmit={onSubmit} className="grid gap-4">
        {!signingIn && (
          <Field id={`${id}-name`} label="Full Name" required>
            {(a11y) => (
              <input {...a11y} name="fullName" type="text" autoComplete="name" maxLength={100} className={inputClass} data-autofocus />
            )}
          </Field>
        )}
        <Field id={`${id}-email`} label="Email" required>
          {(a11y) => (
            <input
              {...a11y}
              name="email"
              type="email"
              autoComplete="email"
              maxLength={255}
              className={inputClass}
              {...(signingIn ? { "data-autofocus": true } : {})}
            />
          )}
        </Field>
        <div>
          <Field id={`${id}-password`} label="Password" required>
            {(a11y) => (
              <input
                {...a11y}
                name="password"
                type="password"
                autoComplete={signingIn ? "current-password" : "new-password"}
                minLength={6}
                maxLength={128}
                className={inputClass}
              />
            )}
          </Field>
          {signingIn && (
            <div className="mt-1.5 text-right">
              <button
                type="button"
                className="text-sm font-medium text-primary underline-offset-4 hover:underline disabled:opacity-60"
                disabled={busy !== null}
                onClick={() => sendLink("forgot")}
              >
                {authText.forgotPassword}
              </button>
            </div>
          )}
        </div>
        <Button type="submit" size="lg" className="w-full" disabled={busy !== null}>
          {busy === "submit" ? authText.processing : text.submit}
        </Button>
      </form>

      {signingIn && offerResend && (
        <p className="mt-4 rounded-md border border-border p-3 text-sm">
          {authText.resendPrompt}{" "}
          <button
            type="button"
            className="font-medium text-primary underline-offset-4 hover:underline disabled:opacity-60"
            disabled={busy !== null}
            onClick={() => sendLink("resend")}
          >
            {authText.resendLink}
          </button>
        </p>
      )}

      <p className="mt-5 text-center text-sm text-muted-foreground">
        {text.togglePrompt}{" "}
        <button
          type="button"
          className="font-medium text-primary underline-offset-4 hover:underline"
          onClick={() => setMode(signingIn ? "signup" : "signin")}
        >
          {text.toggleAction}
        </button>
      </p>
    </div>
  );
}
