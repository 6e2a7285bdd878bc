import { useId, useState, type FormEvent } from "react";
import { Button } from "~/components/ui/button";
import { Field, inputClass } from "~/components/ui/form-field";
import { Modal, ModalTitle } from "~/components/ui/modal";
import { ApiError } from "~/lib/api";
import { notify } from "~/lib/notify";
import { firstIssueMessage } from "~/lib/validation";
import { useAuth } from "~/providers/auth-provider";
import { resetPassword } from "../api/email-links";
import { authText, errorMessage } from "../auth-messages";
import { newPasswordSchema } from "../auth-schemas";
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

  const close = () => {
    setOpen(false);
    onClose();
  };

  async function onSubmit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    if (pending) return;
    const parsed = newPasswordSchema.safeParse({ password: new FormData(e.currentTarget).get("password") ?? "" });
    if (!parsed.success) return void notify.error(firstIssueMessage(parsed.error), authText.validationTitle);
    setPending(true);
    try {
      await resetPassword(token, parsed.data.password);
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
      <form noValidate onSubmit={onSubmit} className="mt-6 grid gap-4">
        <Field id={`${id}-password`} label={resetText.label} required>
          {(a11y) => (
            <input
              {...a11y}
              name="password"
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
