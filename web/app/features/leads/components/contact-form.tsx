import { Send } from "lucide-react";
import { useEffect, useId, useState } from "react";
import { Button } from "~/components/ui/button";
import { cn } from "~/lib/cn";
import { useLazyZodForm } from "~/lib/lazy-form";
import { notify } from "~/lib/notify";
import { contactRequired, emptyContact } from "../contact-fields";
import type { ContactInput, ContactValues } from "../contact-schema";
import { ContactSent } from "./contact-sent";
import { classifyFailure, messages, notifyInvalid, notifyRateLimited } from "../lead-messages";
import { companySizeOptions, preferredContactOptions, serviceInterestOptions } from "../lead-options";
import { Field, inputClass, textareaClass } from "~/components/ui/form-field";

interface ContactFormProps {
  /** Fixes the service the message is about (the service pages' form); hides the service choice. */
  service?: string;
  /** Pre-selects a service, e.g. from ?interest= (applied after hydration). */
  initialService?: string;
  /** A plan the visitor came from (?plan=); it starts the message. */
  planName?: string | null;
  /** Fewer, denser fields for a form embedded in a landing page. */
  compact?: boolean;
  className?: string;
}

type FieldName = keyof ContactInput;

// The rules (zod) and the request load on the visitor's first focus in the form, or at
// the latest on submit: the page shows and hydrates the form without them.
const loadSubmission = () => import("../contact-submission");
const loadRules = () => loadSubmission().then((m) => m.contactSchema);

/** The contact form of /contact and of the service pages; posts to /api/contact. */
export function ContactForm({ service, initialService, planName, compact = false, className }: ContactFormProps) {
  const id = useId();
  const defaults: ContactInput = { ...emptyContact, service_interest: service ?? "" };
  const {
    register,
    handleSubmit,
    reset,
    setError,
    setValue,
    getValues,
    setFocus,
    preloadRules,
    formState: { errors, isSubmitting },
  } = useLazyZodForm<ContactInput, ContactValues>(loadRules, defaults, { reValidateMode: "onChange", shouldFocusError: true });

  // The prerendered form is inert until React takes over: a native submit would put the
  // visitor's details in a GET query string.
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  // Once a message is sent a confirmation takes the form's place, until "Send another message".
  const [sent, setSent] = useState(false);
  const [sendingAnother, setSendingAnother] = useState(false);
  useEffect(() => {
    if (!sent && sendingAnother) setFocus("name");
  }, [sent, sendingAnother, setFocus]);

  useEffect(() => {
    if (!service && initialService) setValue("service_interest", initialService);
  }, [service, initialService, setValue]);

  useEffect(() => {
    if (planName && getValues("message") === "") setValue("message", `I'm interested in the ${planName} plan. `);
  }, [planName, getValues, setValue]);

  const onValid = async (values: ContactValues) => {
    try {
      const { submitContact } = await loadSubmission();
      await submitContact(service ? { ...values, service_interest: service } : values);
      void notify.success(messages.contactSent, messages.contactSentDescription);
      reset(defaults);
      setSent(true);
    } catch (err) {
      const failure = classifyFailure(err);
      if (failure.kind === "validation") {
        for (const [field, message] of Object.entries(failure.fields)) {
          if (field in emptyContact) setError(field as FieldName, { type: "server", message });
        }
        notifyInvalid();
      } else if (failure.kind === "rate-limited") {
        notifyRateLimited(failure.message);
      } else {
        void notify.error(messages.tryAgain, messages.contactFailed);
      }
    }
  };

  const fid = (name: FieldName) => `${id}-${name}`;
  const err = (name: FieldName) => errors[name]?.message;
  const required = (name: FieldName) => contactRequired.has(name);

  if (sent) {
    return (
      <ContactSent
        className={className}
        onSendAnother={() => {
          setSendingAnother(true);
          setSent(false);
        }}
      />
    );
  }

  return (
    <form
      noValidate
      onSubmit={handleSubmit(onValid, notifyInvalid)}
      onFocus={preloadRules}
      aria-label={compact ? "Contact form" : undefined}
      className={cn("grid gap-5 sm:grid-cols-2", className)}
    >
      <Field id={fid("name")} required={required("name")} label="Full name" error={err("name")}>
        {(a11y) => <input {...a11y} {...register("name")} type="text" autoComplete="name" maxLength={100} className={inputClass} />}
      </Field>
      <Field id={fid("email")} required={required("email")} label="Email" error={err("email")}>
        {(a11y) => <input {...a11y} {...register("email")} type="email" autoComplete="email" maxLength={255} className={inputClass} />}
      </Field>
      <Field id={fid("company")} required={required("company")} label="Company" error={err("company")}>
        {(a11y) => <input {...a11y} {...register("company")} type="text" autoComplete="organization" maxLength={100} className={inputClass} />}
      </Field>
      <Field id={fid("phone")} required={required("phone")} label="Phone" error={err("phone")}>
        {(a11y) => <input {...a11y} {...register("phone")} type="tel" autoComplete="tel" maxLength={20} className={inputClass} />}
      </Field>
      {!service && (
        <Field id={fid("service_interest")} required={required("service_interest")} label="Service of interest" error={err("service_interest")}>
          {(a11y) => (
            <select {...a11y} {...register("service_interest")} className={inputClass}>
              <option value="">Not sure yet</option>
              {serviceInterestOptions.map((o) => (
                <option key={o.value} value={o.value}>
                  {o.label}
                </option>
              ))}
            </select>
          )}
        </Field>
      )}
      <Field id={fid("company_size")} required={required("company_size")} label="Company size" error={err("company_size")}>
        {(a11y) => (
          <select {...a11y} {...register("company_size")} className={inputClass}>
            <option value="">Select a size</option>
            {companySizeOptions.map((o) => (
              <option key={o.value} value={o.value}>
                {o.label}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field id={fid("preferred_contact")} required={required("preferred_contact")} label="Preferred contact method" error={err("preferred_contact")}>
        {(a11y) => (
          <select {...a11y} {...register("preferred_contact")} className={inputClass}>
            <option value="">No preference</option>
            {preferredContactOptions.map((o) => (
              <option key={o.value} value={o.value}>
                {o.label}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field id={fid("message")} required={required("message")} label="Message" error={err("message")} className="sm:col-span-2">
        {(a11y) => (
          <textarea
            {...a11y}
            {...register("message")}
            rows={compact ? 4 : 6}
            maxLength={2000}
            placeholder="Which tasks eat up your team's week? Tell us a little about your business."
            className={textareaClass}
          />
        )}
      </Field>
      <div className="flex flex-col gap-3 sm:col-span-2 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-sm text-muted-foreground">
          <span aria-hidden>* </span>Required. We reply within 24 hours.
        </p>
        <Button type="submit" size="lg" disabled={!hydrated || isSubmitting} className="w-full sm:w-auto">
          {isSubmitting ? "Sending..." : "Send Message"}
          {!isSubmitting && <Send className="h-4 w-4" aria-hidden />}
        </Button>
      </div>
    </form>
  );
}
