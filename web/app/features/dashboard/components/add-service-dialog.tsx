import { useId, type FormEvent } from "react";
import { Button } from "~/components/ui/button";
import { Field, inputClass } from "~/components/ui/form-field";
import { Modal, ModalDescription, ModalTitle } from "~/components/ui/modal";
import { ApiError } from "~/lib/api";
import { useZodForm } from "~/lib/form";
import { notify } from "~/lib/notify";
import { useAuth } from "~/providers/auth-provider";
import { useCreateService } from "../api/create-service";
import { serviceText } from "../dashboard-messages";
import { newServiceSchema, type NewService, type NewServiceInput } from "../service-schema";
import { serviceTypeOptions } from "../service-types";

interface AddServiceDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  returnFocus: HTMLElement | null;
}

/** The 'Add Service' dialog (docs/product.md, "Dashboard and services", "Validation rules"). Default export, loaded on demand. */
export default function AddServiceDialog({ open, onOpenChange, returnFocus }: AddServiceDialogProps) {
  return (
    <Modal open={open} onOpenChange={onOpenChange} returnFocus={returnFocus} described>
      <ModalTitle>{serviceText.addService}</ModalTitle>
      <ModalDescription>{serviceText.addServiceDescription}</ModalDescription>
      {/* Inside the dialog's content, so each opening starts with an empty form. */}
      <AddServiceForm onDone={() => onOpenChange(false)} />
    </Modal>
  );
}

const fieldNames = ["service_type", "service_name"] as const;

function AddServiceForm({ onDone }: { onDone: () => void }) {
  const id = useId();
  const { user } = useAuth();
  const create = useCreateService();
  const {
    register,
    handleSubmit,
    watch,
    setError,
    formState: { errors, isSubmitting },
  } = useZodForm<NewServiceInput, NewService>(
    newServiceSchema,
    { service_type: "", service_name: "" },
    // After a submit, a message goes as soon as the field is put right.
    { reValidateMode: "onChange", shouldFocusError: true },
  );
  // useForm's own watch rather than useWatch: the latter is extra code on every form page.
  const [type, name] = watch(["service_type", "service_name"]);
  // The spec's rule: the button is disabled until both are filled, and a submit without
  // them (Enter in the name field) does nothing.
  const filled = type !== "" && name.trim() !== "";

  const onValid = async (values: NewService) => {
    if (!user) return void notify.error(serviceText.logInToCreate, serviceText.authRequired);
    try {
      const created = await create.mutateAsync(values);
      void notify.success(serviceText.created, serviceText.createdDescription(created.service_name));
      onDone();
    } catch (err) {
      if (err instanceof ApiError && err.status === 401) return void notify.error(serviceText.logInToCreate, serviceText.authRequired);
      if (err instanceof ApiError) {
        for (const field of fieldNames) if (err.fields[field]) setError(field, { type: "server", message: err.fields[field] });
      }
      void notify.error(err instanceof Error ? err.message : String(err), serviceText.createError);
    }
  };

  const onSubmit = (e: FormEvent<HTMLFormElement>) => {
    if (!filled || isSubmitting) return e.preventDefault();
    return handleSubmit(onValid)(e);
  };

  const fid = (field: (typeof fieldNames)[number]) => `${id}-${field}`;
  return (
    <form noValidate onSubmit={onSubmit} className="mt-5 grid gap-5">
      <Field id={fid("service_type")} label={serviceText.serviceType} required error={errors.service_type?.message}>
        {(a11y) => (
          <select {...a11y} {...register("service_type")} className={inputClass} data-autofocus>
            <option value="">{serviceText.chooseType}</option>
            {serviceTypeOptions.map((o) => (
              <option key={o.value} value={o.value}>
                {o.label}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field id={fid("service_name")} label={serviceText.serviceName} required error={errors.service_name?.message}>
        {(a11y) => (
          <input
            {...a11y}
            {...register("service_name")}
            type="text"
            autoComplete="off"
            maxLength={100}
            placeholder={serviceText.serviceNamePlaceholder}
            className={inputClass}
          />
        )}
      </Field>
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={onDone} disabled={isSubmitting}>
          {serviceText.cancel}
        </Button>
        <Button type="submit" disabled={!filled || isSubmitting}>
          {isSubmitting ? serviceText.creating : serviceText.create}
        </Button>
      </div>
    </form>
  );
}
