import { useId, useRef, useState, type FormEvent } from "react";
import { useNavigate } from "react-router";
import { Button } from "~/components/ui/button";
import { Field, inputClass } from "~/components/ui/form-field";
import { GoogleIcon } from "~/components/ui/google-icon";
import { Modal, ModalTitle } from "~/components/ui/modal";
import { ApiError } from "~/lib/api";
import { googleSignInEnabled, startGoogleSignIn } from "~/lib/google-sign-in";
import { notify } from "~/lib/notify";
import { firstFieldErrors, firstIssueMessage } from "~/lib/validation";
import { useAuth, type AuthDialogRequest } from "~/providers/auth-provider";
import { resendVerification, requestPasswordReset } from "../api/email-links";
import { signIn } from "../api/sign-in";
import { signUp } from "../api/sign-up";
import { authFailureMessage, authText, errorMessage, isUnconfirmedEmail, modeText } from "../auth-messages";
import { emailOnlySchema, signInSchema, signUpSchema } from "../auth-schemas";
import { CheckInboxView } from "./check-inbox-view";

type Busy = null | "submit" | "google" | "forgot" | "resend";
type FieldName = "fullName" | "email" | "password";
type FieldErrors = Partial<Record<FieldName, string>>;

/** The dialog's toasts share one id: each replaces the last, so errors never pile up under a success. */
const toastId = { id: "auth-dialog" };

/**
 * The sign-in / sign-up dialog (docs/product.md, "Accounts and roles"), opened through the auth
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

function AuthDialogBody({ request }: { request: AuthDialogRequest }) {
  const { closeAuthDialog, refresh } = useAuth();
  const navigate = useNavigate();
  const id = useId();
  const form = useRef<HTMLFormElement>(null);
  const [mode, setMode] = useState(request.mode);
  const [busy, setBusy] = useState<Busy>(null);
  const [offerResend, setOfferResend] = useState(Boolean(request.offerResend));
  const [errors, setErrors] = useState<FieldErrors>({});
  // The address the confirmation link went to: set, the dialog shows the inbox view.
  const [sentTo, setSentTo] = useState<string | null>(null);
  // What was typed, so 'Use a different e-mail address' comes back to a filled-in form.
  const [typed, setTyped] = useState<Record<string, string>>({});
  const text = modeText[mode];
  const signingIn = mode === "signin";

  const formValues = () => Object.fromEntries(new FormData(form.current ?? undefined)) as Record<string, string>;

  /** Each problem under its field, the first one also in the spec's toast, and focus on it. */
  function showInvalid(fields: FieldErrors, first: string) {
    setErrors(fields);
    void notify.error(first, authText.validationTitle, toastId);
    const name = (["fullName", "email", "password"] as const).find((n) => fields[n]);
    if (name) form.current?.querySelector<HTMLInputElement>(`[name="${name}"]`)?.focus();
  }

  /** Runs one request at a time; a failure becomes the 'Error' toast, and field messages go under their fields. */
  async function run(what: Exclude<Busy, null>, action: () => Promise<void>) {
    setBusy(what);
    try {
      await action();
    } catch (err) {
      if (mode === "signin" && isUnconfirmedEmail(err)) setOfferResend(true);
      if (err instanceof ApiError && Object.keys(err.fields).length > 0) setErrors(err.fields as FieldErrors);
      void notify.error(what === "submit" ? authFailureMessage(mode, err) : errorMessage(err), undefined, toastId);
    } finally {
      setBusy(null);
    }
  }

  async function onSubmit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    if (busy) return;
    if (signingIn) {
      const parsed = signInSchema.safeParse(formValues());
      if (!parsed.success) return showInvalid(firstFieldErrors(parsed.error), firstIssueMessage(parsed.error));
      setErrors({});
      await run("submit", async () => {
        await signIn(parsed.data);
        void notify.success(authText.welcomeBack, authText.signedIn, toastId);
        // The guard on the next page must see the session before we go there.
        await refresh();
        closeAuthDialog();
        navigate(request.returnTo ?? "/dashboard");
      });
    } else {
      const values = formValues();
      const parsed = signUpSchema.safeParse(values);
      if (!parsed.success) return showInvalid(firstFieldErrors(parsed.error), firstIssueMessage(parsed.error));
      setErrors({});
      await run("submit", async () => {
        await signUp(parsed.data, request.returnTo);
        void notify.success(authText.accountCreated, authText.checkEmail, toastId);
        setTyped({ fullName: values.fullName ?? "", email: values.email ?? "" });
        setSentTo(parsed.data.email);
      });
    }
  }

  // 'Forgot password?' and 'Resend link' send the address typed in the form.
  async function sendLink(what: "forgot" | "resend") {
    if (busy) return;
    const parsed = emailOnlySchema.safeParse({ email: formValues().email ?? "" });
    if (!parsed.success) return showInvalid(firstFieldErrors(parsed.error), firstIssueMessage(parsed.error));
    setErrors({});
    await run(what, async () => {
      const message = what === "forgot" ? await requestPasswordReset(parsed.data.email) : await resendVerification(parsed.data.email, request.returnTo);
      void notify.success(authText.linkSent, message, toastId);
    });
  }

  async function onGoogle() {
    if (busy) return;
    setBusy("google");
    try {
      await startGoogleSignIn(request.returnTo === "/" ? undefined : request.returnTo);
      // The browser is leaving for Google; stay busy until it has.
    } catch (err) {
      setBusy(null);
      void notify.error(errorMessage(err), undefined, toastId);
    }
  }

  /** A field's message goes once it is edited; the others stay until the next submit. */
  function clearError(name: string) {
    if (!(name in errors)) return;
    setErrors((prev) => {
      const next = { ...prev };
      delete next[name as FieldName];
      return next;
    });
  }

  if (sentTo) {
    return (
      <div data-testid="auth-dialog" data-mode="check-inbox">
      <CheckInboxView
        email={sentTo}
        returnTo={request.returnTo}
        onChangeAddress={() => setSentTo(null)}
        onSignIn={() => {
          setSentTo(null);
          setMode("signin");
        }}
      />
      </div>
    );
  }

  return (
    <div data-testid="auth-dialog" data-mode={mode}>
      <ModalTitle>{text.title}</ModalTitle>
      {/* Why it opened speaks to the mode it opened in (e.g. 'Sign in to open this page.'). */}
      {request.notice && mode === request.mode && (
        <p role="status" className="mt-3 rounded-md border border-border bg-accent p-3 text-sm text-accent-foreground">
          {request.notice}
        </p>
      )}

      {googleSignInEnabled() && (
        <>
          <Button variant="outline" className="mt-6 h-11 w-full" disabled={busy !== null} onClick={onGoogle}>
            <GoogleIcon className="h-5 w-5" />
            {authText.google}
          </Button>

          <div className="mt-5 flex items-center gap-3 text-sm text-muted-foreground">
            <span className="h-px flex-1 bg-border" aria-hidden />
            <span>{authText.divider}</span>
            <span className="h-px flex-1 bg-border" aria-hidden />
          </div>
        </>
      )}

      <form
        ref={form}
        noValidate
        onSubmit={onSubmit}
        onChange={(e) => clearError((e.target as EventTarget & { name?: string }).name ?? "")}
        className="mt-5 grid gap-4"
      >
        {!signingIn && (
          <Field id={`${id}-name`} label="Full Name" required error={errors.fullName}>
            {(a11y) => (
              <input
                {...a11y}
                name="fullName"
                type="text"
                autoComplete="name"
                maxLength={100}
                defaultValue={typed.fullName}
                className={inputClass}
                data-autofocus
              />
            )}
          </Field>
        )}
        <Field id={`${id}-email`} label="Email" required error={errors.email}>
          {(a11y) => (
            <input
              {...a11y}
              name="email"
              type="email"
              autoComplete="email"
              maxLength={255}
              defaultValue={typed.email}
              className={inputClass}
              {...(signingIn ? { "data-autofocus": true } : {})}
            />
          )}
        </Field>
        <div>
          <Field id={`${id}-password`} label="Password" required error={errors.password}>
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
        {!signingIn && (
          <p className="text-center text-xs text-muted-foreground">
            {authText.agreePrefix}{" "}
            <a href="/terms" target="_blank" rel="noopener" className="font-medium text-primary underline-offset-4 hover:underline">
              {authText.agreeTerms}
            </a>{" "}
            {authText.agreeAnd}{" "}
            <a href="/privacy" target="_blank" rel="noopener" className="font-medium text-primary underline-offset-4 hover:underline">
              {authText.agreePrivacy}
            </a>
            .
          </p>
        )}
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
          onClick={() => {
            setErrors({});
            setMode(signingIn ? "signup" : "signin");
          }}
        >
          {text.toggleAction}
        </button>
      </p>
    </div>
  );
}
