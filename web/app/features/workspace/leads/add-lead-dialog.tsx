import { useId } from "react";
import { Button } from "~/components/ui/button";
import { Field, inputClass, textareaClass } from "~/components/ui/form-field";
import { Modal, ModalDescription, ModalTitle } from "~/components/ui/modal";
import { ApiError } from "~/lib/api";
import { useZodForm } from "~/lib/form";
import { notify } from "~/lib/notify";
import { ProblemAlert } from "../shared/documents/components/problem-alert";
import { addLeadFields, emptyLead, newLeadSchema, type NewLead } from "./add-lead-schema";
import { leadTitle } from "./lead-format";
import { leadText as t } from "./lead-messages";
import { useAddLead } from "./api/add-lead";

interface AddLeadDialogProps {
  serviceId: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  returnFocus: HTMLElement | null;
}

/** The 'Add Lead' dialog. Default export, loaded on demand (add-lead-button.tsx). */
export default function AddLeadDialog({ serviceId, open, onOpenChange, returnFocus }: AddLeadDialogProps) {
  return (
    <Modal open={open} onOpenChange={onOpenChange} returnFocus={returnFocus} described className="sm:max-w-lg">
      <ModalTitle>{t.addLeadTitle}</ModalTitle>
      <ModalDescription className="text-sm">{t.addLeadDescription}</ModalDescription>
      {/* Inside the dialog's content, so each opening starts with an empty form. */}
      <AddLeadForm serviceId={serviceId} onDone={() => onOpenChange(false)} />
    </Modal>
  );
}

/**
 * Name, company, e-mail, phone and what they asked for: checked here and by the server,
 * whose field messages are shown beside the fields with what was typed kept. On success
 * the dialog closes, the inbox is read again and a toast says so.
 */
function AddLeadForm({ serviceId, onDone }: { serviceId: string; onDone: () => void }) {
  const id = useId();
  const add = useAddLead(serviceId);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useZodForm<NewLead>(newLeadSchema, emptyLead, { shouldFocusError: true });

  const submit = async (values: NewLead) => {
    if (add.isPending) return;
    try {
      const lead = await add.mutateAsync(values);
      void notify.success(t.leadAdded(leadTitle(lead)), t.leadAddedDescription);
      onDone();
    } catch (err) {
      if (err instanceof ApiError) {
        const named = addLeadFields.filter((f) => err.fields[f]);
        named.forEach((f, i) => setError(f, { type: "server", message: err.fields[f] }, { shouldFocus: i === 0 }));
      }
      // A refusal without a field (a paused service, 409) is shown above the buttons.
    }
  };

  const fid = (f: string) => `${id}-${f}`;
  return (
    <form noValidate onSubmit={handleSubmit(submit)} className="mt-5 grid gap-4" data-testid="add-lead-form">
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <Field id={fid("name")} label={t.leadName} required={false} error={errors.name?.message}>
          {(a11y) => <input {...a11y} {...register("name")} maxLength={100} autoComplete="off" className={inputClass} data-autofocus />}
        </Field>
        <Field id={fid("company")} label={t.leadCompany} required={false} error={errors.company?.message}>
          {(a11y) => <input {...a11y} {...register("company")} maxLength={100} autoComplete="off" className={inputClass} />}
        </Field>
        <Field id={fid("email")} label={t.leadEmail} required={false} error={errors.email?.message}>
          {(a11y) => <input {...a11y} {...register("email")} type="email" maxLength={255} autoComplete="off" className={inputClass} />}
        </Field>
        <Field id={fid("phone")} label={t.leadPhone} required={false} error={errors.phone?.message}>
          {(a11y) => <input {...a11y} {...register("phone")} type="tel" maxLength={30} autoComplete="off" className={inputClass} />}
        </Field>
      </div>
      <Field id={fid("notes")} label={t.leadNotes} required={false} hint={t.leadNotesHint} error={errors.notes?.message}>
        {(a11y) => <textarea {...a11y} {...register("notes")} maxLength={10_000} rows={4} className={textareaClass} />}
      </Field>
      <ProblemAlert error={add.error} fields={addLeadFields} />
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={onDone}>
          {t.cancel}
        </Button>
        <Button type="submit" disabled={add.isPending}>
          {add.isPending ? t.addingLead : t.submitLead}
        </Button>
      </div>
    </form>
  );
}
