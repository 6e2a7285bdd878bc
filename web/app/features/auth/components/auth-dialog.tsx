import { useId, useRef, useState, type FormEvent } from "react";
import type { FieldErrors } from "react-hook-form";
import { useNavigate } from "react-router";
import type * as z from "zod/mini";
import { Button } from "~/components/ui/button";
import { Field, inputClass } from "~/components/ui/form-field";
import { GoogleIcon } from "~/components/ui/google-icon";
import { Modal, ModalTitle } from "~/components/ui/modal";
import { ApiError } from "~/lib/api";
import { googleSignInEnabled, startGoogleSignIn } from "~/lib/google-sign-in";
import { useLazyZodForm } from "~/lib/lazy-form";
import { notify } from "~/lib/notify";
import { useAuth, type AuthDialogRequest } from "~/providers/auth-provider";
import { requestPasswordReset } from "../api/request-password-reset";
import { resendVerification } from "../api/resend-verification";
import { signIn } from "../api/sign-in";
import { signUp } from "../api/sign-up";
import { authFailureMessage, authText, errorMessage, isUnconfirmedEmail, modeText } from "../auth-messages";
import { CheckInboxView } from "./check-inbox-view";

type Busy = null | "submit" | "google" | "forgot" | "resend";
type AuthFields = { fullName: string; email: string; password: string };
type FieldName = keyof AuthFields;
/** What a check gives: sign-up all three fields, sign-in the address and password, a link the address alone. */
type AuthValues = Partial<AuthFields> & { email: string };
/** The fields in their order on screen: the first with a message takes focus. */
const fieldNames: readonly FieldName[] = ["fullName", "email", "password"];
const isFieldName = (name: string): name is FieldName => (fieldNames as readonly string[]).includes(name);

// The rules (zod) load on the first focus in the dialog (it focuses its first field on
// opening), or at the latest on submit: the dialog shows without them.
const loadRules = () => import("../auth-schemas");

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
  const [mode, setMode] = useState(request.mode);
  const [busy, setBusy] = useState<Busy>(null);
  const [offerResend, setOfferResend] = useState(Boolean(request.offerResend));
  // The address the confirmation link went to: set, the dialog shows the inbox view. The
  // form keeps what was typed, so 'Use a different e-mail address' comes back to it filled in.
  const [sentTo, setSentTo] = useState<string | null>(null);
  const text = modeText[mode];
  const signingIn = mode === "signin";

  // 'Forgot password?' and 'Resend link' check the address alone, with the same form.
  const checkingAddress = useRef(false);
  const {
    register,
    handleSubmit,
    setError,
    clearErrors,
    setFocus,
    setValue,
    preloadRules,
    formState: { errors },
  } = useLazyZodForm<AuthFields, AuthValues>(
    async () => {
      const rules = await loadRules();
      const schema = checkingAddress.current ? rules.emailOnlySchema : signingIn ? rules.signInSchema : rules.signUpSchema;
      return schema as unknown as z.ZodMiniType<AuthValues, AuthFields>;
    },
    { fullName: "", email: "", password: "" },
  );

  /** Each problem is under its field; the first one is also the spec's toast, and takes focus. */
  function showInvalid(invalid: FieldErrors<AuthFields>) {
    const name = fieldNames.find((n) => invalid[n]);
    if (!name) return;
    void notify.error(invalid[name]?.message ?? "", authText.validationTitle, toastId);
    setFocus(name);
  }

  /** Runs one request at a time; a failure becomes the 'Error' toast, and field messages go under their fields. */
  async function run(what: Exclude<Busy, null>, action: () => Promise<void>) {
    setBusy(what);
    try {
      await action();
    } catch (err) {
      if (mode === "signin" && isUnconfirmedEmail(err)) setOfferResend(true);
      if (err instanceof ApiError) {
        for (const [name, message] of Object.entries(err.fields)) if (isFieldName(name)) setError(name, { type: "server", message });
      }
      void notify.error(what === "submit" ? authFailureMessage(mode, err) : errorMessage(err), undefined, toastId);
    } finally {
      setBusy(null);
    }
  }

  function onSubmit(e: FormEvent<HTMLFormElement>) {
    if (busy) return e.preventDefault();
    return handleSubmit(onValid, showInvalid)(e);
  }

  async function onValid({ fullName = "", email, password = "" }: AuthValues) {
    if (signingIn) {
      await run("submit", async () => {
        await signIn({ email, password });
        void notify.success(authText.welcomeBack, authText.signedIn, toastId);
        // The guard on the next page must see the session before we go there.
        await refresh();
        closeAuthDialog();
        navigate(request.returnTo ?? "/dashboard");
      });
    } else {
      await run("submit", async () => {
        await signUp({ fullName, email, password }, request.returnTo);
        void notify.success(authText.accountCreated, authText.checkEmail, toastId);
        // Back from the inbox view, the name and address are there; the password is not.
        setValue("password", "");
        setSentTo(email);
      });
    }
  }

  // 'Forgot password?' and 'Resend link' send the address typed in the form.
  async function sendLink(what: "forgot" | "resend") {
    if (busy) return;
    checkingAddress.current = true;
    try {
      await handleSubmit(({ email }) => run(what, async () => {
        const message = what === "forgot" ? await requestPasswordReset(email) : await resendVerification(email, request.returnTo);
        void notify.success(authText.linkSent, message, toastId);
      }), showInvalid)();
    } finally {
      checkingAddress.current = false;
    }
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
    if (isFieldName(name) && errors[name]) clearErrors(name);
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
        noValidate
        onSubmit={onSubmit}
        onFocus={preloadRules}
        onChange={(e) => clearError((e.target as EventTarget & { name?: string }).name ?? "")}
        className="mt-5 grid gap-4"
      >
        {!signingIn && (
          <Field id={`${id}-name`} label="Full Name" required error={errors.fullName?.message}>
            {(a11y) => (
              <input
                {...a11y}
                {...register("fullName")}
                type="text"
                autoComplete="name"
                maxLength={100}
                className={inputClass}
                data-autofocus
              />
            )}
          </Field>
        )}
        <Field id={`${id}-email`} label="Email" required error={errors.email?.message}>
          {(a11y) => (
            <input
              {...a11y}
              {...register("email")}
              type="email"
              autoComplete="email"
              maxLength={255}
              className={inputClass}
              {...(signingIn ? { "data-autofocus": true } : {})}
            />
          )}
        </Field>
        <div>
          <Field id={`${id}-password`} label="Password" required error={errors.password?.message}>
            {(a11y) => (
              <input
                {...a11y}
                {...register("password")}
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
            clearErrors();
            setMode(signingIn ? "signup" : "signin");
          }}
        >
          {text.toggleAction}
        </button>
      </p>
    </div>
  );
}
