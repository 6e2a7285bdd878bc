import { useId, useState } from "react";
import type { FieldPath, UseFormRegisterReturn } from "react-hook-form";
import { ActionButton } from "~/components/ui/action-button";
import { Card } from "~/components/ui/card";
import { Field, inputClass, textareaClass } from "~/components/ui/form-field";
import { LoadFailed } from "~/components/ui/load-failed";
import { SpinnerBlock } from "~/components/ui/spinner";
import { ApiError } from "~/lib/api";
import { useZodForm } from "~/lib/form";
import { notify } from "~/lib/notify";
import { ProblemAlert } from "../shared/documents/components/problem-alert";
import { leadText as t } from "./lead-messages";
import {
  companyChoices,
  profileDraftSchema,
  profileLimits,
  toDraft,
  type BusinessProfile,
  type BusinessProfileAnswer,
  type ProfileDraft,
} from "./lead-profile-schema";
import { useLeadProfile } from "./api/get-lead-profile";
import { useSaveLeadProfile } from "./api/save-lead-profile";

/** The server's field keys, in the order the fields are on screen (form_fields.company is the radio group's). */
const apiFields = ["business_name", "offer", "service_area", "typical_value", "urgent_signals", "not_leads", "form_fields.company"] as const;

/** The card of the business's lead profile: loads it, then the form (heading #lead-profile-heading, a first step). */
export function LeadProfileCard({ serviceId }: { serviceId: string }) {
  const profile = useLeadProfile(serviceId);
  return (
    <Card className="p-5" aria-labelledby="lead-profile-heading" role="region">
      <h2 id="lead-profile-heading" className="text-lg font-semibold">
        {t.profileHeading}
      </h2>
      <p className="mt-1 text-sm text-muted-foreground">{t.profileIntro}</p>
      {profile.isPending ? (
        <SpinnerBlock label={t.profileLoading} className="py-6" />
      ) : profile.isError ? (
        <LoadFailed message={t.profileLoadFailed} retryLabel={t.tryAgain} onRetry={() => void profile.refetch()} retrying={profile.isFetching} />
      ) : (
        <LeadProfileForm serviceId={serviceId} answer={profile.data} />
      )}
    </Card>
  );
}

/**
 * The profile's fields, checked here and on the server, each server message beside its
 * field. The lists are typed one phrase per line; after a save the form shows what the
 * server kept (blank and repeated phrases dropped).
 */
export function LeadProfileForm({ serviceId, answer }: { serviceId: string; answer: BusinessProfileAnswer }) {
  const id = useId();
  const save = useSaveLeadProfile(serviceId);
  const [initial] = useState(() => toDraft(answer.profile));
  const { register, handleSubmit, setError, reset, formState } = useZodForm<ProfileDraft, BusinessProfile>(profileDraftSchema, initial, {
    shouldFocusError: true,
  });
  const [justSaved, setJustSaved] = useState(false);
  const errors = formState.errors;
  const err = (f: (typeof apiFields)[number]) => (f === "form_fields.company" ? errors.form_fields?.company?.message : errors[f]?.message);

  const submit = (values: BusinessProfile) => {
    if (save.isPending) return;
    setJustSaved(false);
    save.mutate(values, {
      onSuccess: (saved) => {
        reset(toDraft(saved.profile));
        setJustSaved(true);
        void notify.success(t.profileSaved, undefined, { id: "lead-profile" });
      },
      onError: (e) => {
        if (e instanceof ApiError) {
          const named = apiFields.filter((f) => e.fields[f]);
          named.forEach((f, i) => setError(f as FieldPath<ProfileDraft>, { type: "server", message: e.fields[f] }, { shouldFocus: i === 0 }));
          if (named.length > 0) return void notify.error(t.fixErrors, undefined, { id: "lead-profile" });
        }
        // Anything else is shown above the button (ProblemAlert).
      },
    });
  };

  const fid = (name: string) => `${id}-${name}`;
  const note = formState.isDirty ? t.profileUnsaved : !answer.saved && !justSaved ? t.profileNotSaved : "";
  return (
    <form
      noValidate
      aria-labelledby="lead-profile-heading"
      onSubmit={handleSubmit(submit, () => void notify.error(t.fixErrors, undefined, { id: "lead-profile" }))}
      className="mt-4 grid grid-cols-1 gap-4"
      data-testid="lead-profile-form"
    >
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <Field id={fid("name")} label={t.businessName} required hint={t.businessNameHint} error={err("business_name")}>
          {(a11y) => (
            <input {...a11y} {...register("business_name")} maxLength={profileLimits.businessName} autoComplete="organization" className={inputClass} />
          )}
        </Field>
        <Field id={fid("area")} label={t.serviceArea} hint={t.serviceAreaHint} error={err("service_area")}>
          {(a11y) => <input {...a11y} {...register("service_area")} maxLength={profileLimits.serviceArea} autoComplete="off" className={inputClass} />}
        </Field>
      </div>
      <Field id={fid("offer")} label={t.offer} required hint={t.offerHint} error={err("offer")}>
        {(a11y) => <textarea {...a11y} {...register("offer")} maxLength={profileLimits.offer} rows={3} className={textareaClass} />}
      </Field>
      <Field id={fid("value")} label={t.typicalValue} hint={t.typicalValueHint} error={err("typical_value")} className="sm:max-w-xs">
        {(a11y) => <input {...a11y} {...register("typical_value")} inputMode="numeric" autoComplete="off" className={inputClass} />}
      </Field>
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <Field id={fid("urgent")} label={t.urgentSignals} hint={t.urgentSignalsHint} error={err("urgent_signals")}>
          {(a11y) => <textarea {...a11y} {...register("urgent_signals")} rows={4} className={textareaClass} />}
        </Field>
        <Field id={fid("not")} label={t.notLeads} hint={t.notLeadsHint} error={err("not_leads")}>
          {(a11y) => <textarea {...a11y} {...register("not_leads")} rows={4} className={textareaClass} />}
        </Field>
      </div>
      <CompanyChoice register={register("form_fields.company")} error={err("form_fields.company")} />
      <ProblemAlert error={save.error} fields={apiFields} />
      <div className="flex flex-wrap items-center justify-end gap-3">
        <p className="text-sm text-muted-foreground" data-testid="lead-profile-state">
          {note}
        </p>
        <p role="status" className="text-sm text-muted-foreground">
          {justSaved && !formState.isDirty && t.profileSavedNote}
        </p>
        <ActionButton type="submit" busy={save.isPending}>
          {save.isPending ? t.savingProfile : t.saveProfile}
        </ActionButton>
      </div>
    </form>
  );
}

/** Hidden / Optional / Required as radio buttons in a fieldset, its message read with the group. */
function CompanyChoice({ register, error }: { register: UseFormRegisterReturn; error?: string }) {
  const id = useId();
  return (
    <fieldset aria-describedby={error ? `${id}-error` : undefined}>
      <legend className="text-sm font-medium">{t.companyField}</legend>
      <div className="mt-1 flex flex-wrap gap-x-5">
        {companyChoices.map((c) => (
          <label key={c} className="flex min-h-11 items-center gap-2 text-sm">
            <input type="radio" value={c} {...register} className="h-5 w-5 accent-primary" />
            {t.companyChoices[c]}
          </label>
        ))}
      </div>
      {error && (
        <p id={`${id}-error`} className="mt-1.5 text-sm font-medium text-destructive">
          {error}
        </p>
      )}
    </fieldset>
  );
}
