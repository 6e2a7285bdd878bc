import { useId, useState } from "react";
import type { FieldErrors } from "react-hook-form";
import { Button } from "~/components/ui/button";
import { Field, inputClass } from "~/components/ui/form-field";
import { Modal, ModalTitle } from "~/components/ui/modal";
import { ApiError } from "~/lib/api";
import { notify } from "~/lib/notify";
import { useZodForm } from "~/lib/form";
import { useAuth } from "~/providers/auth-provider";
import { resetPassword } from "../api/reset-password";
import { authText, errorMessage } from "../auth-messages";
import { newPasswordSchema } from "../auth-schemas";

type NewPassword = { password: string };
import { resetText } from "../landing-messages";

interface ResetPasswordDialogProps {
  /** From the e-mailed link, BASE_URL/?reset=TOKEN. */
  token: string;
  onClose: () => void;
}

/** 'Choose a new password': the reset link's landing. Default export, loaded on demand. */
export default function ResetPasswordDialog({ token, onClose }: ResetPasswordDialogProps) {
  const id = useId();
  const { openAuthDialog, refresh } = useAuth();
  const [open, setOpen] = useState(true);
  const [pending, setPending] = useState(false);
  const { register, handleSubmit } = useZodForm(newPasswordSchema, { password: "" });

  const close = () => {
    setOpen(false);
    onClose();
  };

  // A rule the password breaks is said in a toast, as the sign-in dialog says it.
  const onInvalid = (errors: FieldErrors<NewPassword>) => {
    if (errors.password?.message) void notify.error(errors.password.message, authText.validationTitle);
  };

  async function onValid({ password }: NewPassword) {
    if (pending) return;
    setPending(true);
    try {
      await resetPassword(token, password);
      void notify.success(resetText.done, resetText.doneDescription);
      // A reset ends every session, this browser's too.
      void refresh();
      close();
      openAuthDialog("signin", { returnFocus: null });
    } catch (err) {
      void notify.error(errorMessage(err));
      // A used or expired link will not work on a second try.
      if (err instanceof ApiError && err.status === 404) close();
    } finally {
      setPending(false);
    }
  }

  return (
    <Modal open={open} onOpenChange={(next) => !next && close()}>
      <ModalTitle>{resetText.title}</ModalTitle>
      <form noValidate onSubmit={handleSubmit(onValid, onInvalid)} className="mt-6 grid gap-4">
        <Field id={`${id}-password`} label={resetText.label} required>
          {(a11y) => (
            <input
              {...a11y}
              {...register("password")}
              type="password"
              autoComplete="new-password"
              minLength={6}
              maxLength={128}
              className={inputClass}
              data-autofocus
            />
          )}
        </Field>
        <Button type="submit" size="lg" className="w-full" disabled={pending}>
          {pending ? authText.processing : resetText.submit}
        </Button>
      </form>
    </Modal>
  );
}
