import { useId } from "react";
import { Button } from "~/components/ui/button";
import { Field, inputClass } from "~/components/ui/form-field";
import { Modal, ModalDescription, ModalTitle } from "~/components/ui/modal";
import { useZodForm } from "~/lib/form";
import { exportCodesSchema, type ExportCodes } from "./export-codes";
import { invoiceText as t } from "./invoice-messages";

interface ExportCodesDialogProps {
  open: boolean;
  codes: ExportCodes;
  onSave: (codes: ExportCodes) => void;
  onClose: () => void;
  returnFocus?: HTMLElement | null;
}

/** The account and tax codes of the accounting exports; an empty field is the default. */
export function ExportCodesDialog({ open, codes, onSave, onClose, returnFocus }: ExportCodesDialogProps) {
  return (
    <Modal open={open} onOpenChange={(next) => !next && onClose()} returnFocus={returnFocus} described>
      {open && <CodesForm codes={codes} onSave={onSave} onClose={onClose} />}
    </Modal>
  );
}

function CodesForm({ codes, onSave, onClose }: Omit<ExportCodesDialogProps, "open" | "returnFocus">) {
  const id = useId();
  const { register, handleSubmit, formState } = useZodForm(exportCodesSchema, codes);
  const { errors } = formState;
  return (
    <>
      <ModalTitle>{t.codesTitle}</ModalTitle>
      <ModalDescription>{t.codesIntro}</ModalDescription>
      <form noValidate onSubmit={handleSubmit(onSave)} className="mt-5 grid gap-4">
        <Field id={`${id}-account`} label={t.codesAccount} hint={t.codesAccountHint} error={errors.account_code?.message}>
          {(a11y) => <input {...a11y} {...register("account_code")} maxLength={60} autoComplete="off" className={inputClass} data-autofocus />}
        </Field>
        <Field id={`${id}-tax`} label={t.codesTaxType} hint={t.codesTaxTypeHint} error={errors.tax_type?.message}>
          {(a11y) => <input {...a11y} {...register("tax_type")} maxLength={60} autoComplete="off" className={inputClass} />}
        </Field>
        <div className="flex flex-wrap justify-end gap-2">
          <Button type="button" variant="outline" onClick={onClose}>
            {t.codesCancel}
          </Button>
          <Button type="submit">{t.codesSave}</Button>
        </div>
      </form>
    </>
  );
}
