import { useId, useState, type FormEvent, type RefObject } from "react";
import { useNavigate } from "react-router";
import * as z from "zod/mini";
import { Button } from "~/components/ui/button";
import { Field, inputClass } from "~/components/ui/form-field";
import { GoogleIcon } from "~/components/ui/google-icon";
import { Modal, ModalDescription, ModalTitle } from "~/components/ui/modal";
import { ApiError } from "~/lib/api";
import type { AuthUser } from "~/lib/auth-user";
import { useZodForm } from "~/lib/form";
import { startGoogleSignIn } from "~/lib/google-sign-in";
import { notify } from "~/lib/notify";
import { atLeast } from "~/lib/validation";
import { useAuth } from "~/providers/auth-provider";
import { useDeleteAccount } from "../api/delete-account";
import { useSubscription } from "~/features/billing";
import { deleteCancelsPlan, settingsText } from "../settings-messages";

interface DeleteAccountDialogProps {
  user: AuthUser;
  /** The user has just signed in with Google again to confirm (/settings?delete=1). */
  confirmedWithGoogle: boolean;
  returnFocus: RefObject<HTMLElement | null>;
  onClose: () => void;
}

// The server's own message, sent in fields.password too; checked here to save a request.
const passwordRequired = "Password is required";

/** An account with a password confirms with it (taken as typed); one that signs in only with Google sends none. */
const passwordConfirm = z.object({
  password: z.string().check(atLeast(1, passwordRequired)),
});
const googleConfirm = z.object({ password: z.string() });

/**
 * Confirms deleting the account: with the password, or for an account that signs in
 * only with Google, by signing in with Google once more. Default export, loaded on demand.
 */
export default function DeleteAccountDialog({
  user,
  confirmedWithGoogle,
  returnFocus,
  onClose,
}: DeleteAccountDialogProps) {
  const id = useId();
  const navigate = useNavigate();
  const { refresh } = useAuth();
  const remove = useDeleteAccount();
  // The plan the account pays for (the subscription query every page shares): deleting cancels it.
  const { subscribed, currentPlan } = useSubscription();
  const cancelledPlan = subscribed ? currentPlan?.name : undefined;
  const [googleConfirmed, setGoogleConfirmed] = useState(confirmedWithGoogle);
  const [leaving, setLeaving] = useState(false);
  const hasPassword = user.app_metadata.provider !== "google";
  const busy = remove.isPending || leaving;
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useZodForm(hasPassword ? passwordConfirm : googleConfirm, {
    password: "",
  });

  async function confirm(password?: string) {
    try {
      await remove.mutateAsync(password);
    } catch (err) {
      if (err instanceof ApiError && err.fields.password)
        return setError("password", {
          type: "server",
          message: err.fields.password,
        });
      // A Google confirmation that has grown too old (403): offer a fresh one.
      if (err instanceof ApiError && err.status === 403)
        setGoogleConfirmed(false);
      return void notify.error(
        err instanceof Error ? err.message : String(err),
      );
    }
    void notify.success(
      settingsText.accountDeleted,
      settingsText.accountDeletedDescription,
    );
    onClose();
    await refresh();
    navigate("/", { replace: true });
  }

  function onSubmit(e: FormEvent<HTMLFormElement>) {
    if (busy) return e.preventDefault();
    return handleSubmit(({ password }) =>
      confirm(hasPassword ? password : undefined),
    )(e);
  }

  async function reconfirmWithGoogle() {
    setLeaving(true);
    try {
      await startGoogleSignIn("/settings?delete=1");
    } catch (err) {
      setLeaving(false);
      void notify.error(err instanceof Error ? err.message : String(err));
    }
  }

  const explanation = hasPassword
    ? settingsText.deleteConfirmPassword
    : googleConfirmed
      ? settingsText.deleteGoogleConfirmed
      : settingsText.deleteConfirmGoogle;

  return (
    <Modal
      open
      onOpenChange={(open) => !open && onClose()}
      returnFocus={returnFocus.current}
      described
    >
      <ModalTitle>{settingsText.deleteTitle}</ModalTitle>
      <ModalDescription>{settingsText.deleteDescription}</ModalDescription>
      <form noValidate onSubmit={onSubmit} className="mt-5 grid gap-4">
        {cancelledPlan && (
          <p
            className="rounded-md border border-destructive/40 bg-destructive/5 px-3 py-2 text-sm font-medium"
            data-testid="delete-cancels-plan"
          >
            {deleteCancelsPlan(cancelledPlan)}
          </p>
        )}
        <p className="text-sm">{explanation}</p>
        {hasPassword && (
          <Field
            id={`${id}-password`}
            label="Password"
            required
            error={errors.password?.message}
          >
            {(a11y) => (
              <input
                {...a11y}
                {...register("password")}
                type="password"
                autoComplete="current-password"
                maxLength={128}
                className={inputClass}
                data-autofocus
              />
            )}
          </Field>
        )}
        <div className="mt-2 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <Button variant="outline" onClick={onClose} disabled={busy}>
            {settingsText.cancel}
          </Button>
          {hasPassword || googleConfirmed ? (
            <Button type="submit" variant="destructive" disabled={busy}>
              {remove.isPending
                ? settingsText.deleting
                : settingsText.deleteAccount}
            </Button>
          ) : (
            <Button
              variant="outline"
              onClick={reconfirmWithGoogle}
              disabled={busy}
            >
              <GoogleIcon className="h-5 w-5" />
              {settingsText.continueWithGoogle}
            </Button>
          )}
        </div>
      </form>
    </Modal>
  );
}
