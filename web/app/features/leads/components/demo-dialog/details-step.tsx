import { ArrowRight } from "lucide-react";
import { useId } from "react";
import { Button } from "~/components/ui/button";
import type { LazyZodForm } from "~/lib/lazy-form";
import type { DemoDetails, DemoDetailsInput } from "../../contact-schema";
import { companySizeOptions } from "../../lead-options";
import { StepActions } from "./step-actions";
import { Field, inputClass, textareaClass } from "~/components/ui/form-field";

interface DetailsStepProps {
  /** The dialog's one form (DemoBookingFlow), so Back finds the details as they were typed. */
  form: LazyZodForm<DemoDetailsInput, DemoDetails>;
  onNext: (values: DemoDetails) => void;
  onInvalid: () => void;
}

/** Step 1: who to call. Name, business e-mail, company and phone are required. */
export function DetailsStep({ form, onNext, onInvalid }: DetailsStepProps) {
  const id = useId();
  const {
    register,
    handleSubmit,
    preloadRules,
    formState: { errors },
  } = form;
  const fid = (name: keyof DemoDetailsInput) => `${id}-${name}`;

  return (
    <form noValidate onSubmit={handleSubmit(onNext, onInvalid)} onFocus={preloadRules} className="mt-6 flex flex-1 flex-col gap-4">
      <div className="grid gap-4 sm:grid-cols-2">
      <Field id={fid("name")} label="Full name" required error={errors.name?.message}>
        {(a11y) => <input {...a11y} {...register("name")} type="text" autoComplete="name" maxLength={100} className={inputClass} />}
      </Field>
      <Field id={fid("email")} label="Business email" required error={errors.email?.message}>
        {(a11y) => <input {...a11y} {...register("email")} type="email" autoComplete="email" maxLength={255} className={inputClass} />}
      </Field>
      <Field id={fid("company")} label="Company name" required error={errors.company?.message}>
        {(a11y) => (
          <input {...a11y} {...register("company")} type="text" autoComplete="organization" maxLength={100} className={inputClass} />
        )}
      </Field>
      <Field id={fid("phone")} label="Phone" required error={errors.phone?.message} hint="We call this number for the demo.">
        {(a11y) => <input {...a11y} {...register("phone")} type="tel" autoComplete="tel" maxLength={20} className={inputClass} />}
      </Field>
      <Field id={fid("employees")} label="Company size" error={errors.employees?.message} className="sm:col-span-2">
        {(a11y) => (
          <select {...a11y} {...register("employees")} className={inputClass}>
            <option value="">Select a size</option>
            {companySizeOptions.map((o) => (
              <option key={o.value} value={o.value}>
                {o.label}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field id={fid("message")} label="What would you like to automate?" error={errors.message?.message} className="sm:col-span-2">
        {(a11y) => (
          <textarea
            {...a11y}
            {...register("message")}
            rows={3}
            maxLength={2000}
            placeholder="For example: we miss calls after 5 PM and spend Fridays on invoices."
            className={textareaClass}
          />
        )}
      </Field>
      </div>
      <StepActions className="flex justify-end">
        <Button type="submit" size="lg" className="w-full sm:w-auto">
          Continue
          <ArrowRight className="h-4 w-4" aria-hidden />
        </Button>
      </StepActions>
    </form>
  );
}
