import { useState, type ReactNode } from "react";
import { get, type FieldError, type FieldErrors, type FieldPath, type UseFormRegister, type UseFormRegisterReturn } from "react-hook-form";
import * as z from "zod/mini";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { Field, inputClass, textareaClass } from "~/components/ui/form-field";
import { ApiError } from "~/lib/api";
import { useZodForm } from "~/lib/form";
import { notify } from "~/lib/notify";
import { BookingModeChoice, ClosedDates } from "./booking-controls";
import { draftProblems, formErrors, fromDraft, hoursSummary, serviceSummary, toDraft, type Draft, type Weekday } from "./profile-draft";
import { useSaveProfile } from "./api/save-profile";
import { voiceText as t } from "./voice-messages";
import type { Profile } from "./voice-schema";

const tones = ["friendly", "warm", "professional"];
const collectable = ["name", "phone", "service", "address"];

/**
 * The form's rules are profile-draft.ts's (draftProblems, with the server's messages under
 * the server's field paths, e.g. "hours.monday[1]"); a valid draft becomes the profile to
 * send (fromDraft). Shorter paths go first, so "hours" is set before "hours.monday[0]"
 * nests under it.
 */
const profileDraftSchema = z.pipe(
  z.custom<Draft>().check((payload) => {
    const problems = Object.entries(draftProblems(payload.value)).sort(([a], [b]) => a.length - b.length);
    for (const [path, message] of problems) payload.issues.push({ code: "custom", message, input: payload.value, path: [path] });
  }),
  z.transform(fromDraft),
);

/** The message at a server field path ("services[0].price_cents"): the form's check or the server's. */
const messageAt = (errors: FieldErrors<Draft>, path: string) => (get(errors, path) as FieldError | undefined)?.message;

/** How a list or the ticked details change: as the user's edit. */
const changed = { shouldDirty: true };

type TextKey = "name" | "kind" | "greeting" | "timezone" | "address" | "phone" | "note" | "triggers" | "emergencyMessage" | "emergencyPhone";

/**
 * The business profile: every field the receptionist uses, checked here (hours) and on
 * the server (everything), its messages under each field; and beside it a preview of
 * what a caller hears first and what it knows. Each field is registered with the form;
 * the lists (hours, services, questions) and the details to collect are custom controls,
 * changed with setValue and read with watch (useFieldArray would add its code to every
 * page with a form, the public ones too).
 */
export function ProfileForm({ serviceId, profile, saved }: { serviceId: string; profile: Profile; saved: boolean }) {
  const [initial] = useState(() => toDraft(profile));
  const { register, handleSubmit, setError, setValue, watch, formState } = useZodForm<Draft, Profile>(profileDraftSchema, initial);
  const save = useSaveProfile(serviceId);
  const draft = watch();
  const errors = formState.errors;
  const err = (path: string) => messageAt(errors, path);

  const submit = (values: Profile) => {
    save.mutate(values, {
      onSuccess: () => void notify.success(t.saved),
      onError: (e) => {
        if (e instanceof ApiError) {
          for (const [path, message] of Object.entries(formErrors(e.fields))) setError(path as FieldPath<Draft>, { type: "server", message });
        }
        void notify.error(e instanceof ApiError && e.code === "validation" ? t.fixErrors : e.message);
      },
    });
  };

  const text = (key: TextKey, path: string, label: string, opts: { hint?: string; long?: boolean; required?: boolean } = {}) => (
    <Field id={`rp-${path}`} label={label} required={opts.required ?? true} error={err(path)} hint={opts.hint}>
      {(a11y) => (opts.long ? <textarea {...a11y} {...register(key)} className={textareaClass} /> : <input {...a11y} {...register(key)} className={inputClass} />)}
    </Field>
  );

  return (
    <div className="grid grid-cols-1 gap-6 lg:grid-cols-3">
      <Card className="p-5 lg:col-span-2" role="region" aria-labelledby="profile-heading">
        <h2 id="profile-heading" className="text-lg font-semibold">
          {t.profileHeading}
        </h2>
        <p className="mt-1 text-sm text-muted-foreground">{t.profileIntro}</p>
        {!saved && <p className="mt-2 text-sm font-medium">{t.notSavedYet}</p>}
        <form className="mt-4 grid gap-4" noValidate onSubmit={handleSubmit(submit, () => void notify.error(t.fixErrors))}>
          {text("name", "name", t.name)}
          {text("kind", "kind", t.kind, { hint: t.kindHint })}
          {text("greeting", "greeting", t.greeting, { long: true })}
          <Field id="rp-tone" label={t.tone} required error={err("tone")}>
            {(a11y) => (
              <select {...a11y} {...register("tone")} className={inputClass}>
                {tones.map((tone) => (
                  <option key={tone} value={tone}>
                    {tone}
                  </option>
                ))}
              </select>
            )}
          </Field>
          {text("timezone", "timezone", t.timezone, { hint: t.timezoneHint })}
          {text("address", "address", t.address)}
          {text("phone", "phone", t.phone)}

          <Group heading={t.hoursHeading} hint={t.hoursHint} error={err("hours")}>
            {t.weekdays.map((day) => (
              <DayHours
                key={day}
                day={day}
                spans={draft.hours[day]}
                register={register}
                errors={errors}
                onChange={(spans) => setValue(`hours.${day}`, spans, changed)}
              />
            ))}
          </Group>

          <Group heading={t.servicesHeading} error={err("services")}>
            {draft.services.map((_, i) => {
              const n = i + 1;
              return (
                <div key={i} className="grid gap-2 rounded-md border border-border p-3 sm:grid-cols-2">
                  <Input id={`rp-s${i}-name`} label={t.serviceName(n)} field={register(`services.${i}.name`)} error={err(`services[${i}].name`)} />
                  <Input id={`rp-s${i}-kw`} label={t.serviceKeywords(n)} hint={t.keywordsHint} field={register(`services.${i}.keywords`)} error={err(`services[${i}].keywords`)} />
                  <Input id={`rp-s${i}-price`} label={t.servicePrice(n)} field={register(`services.${i}.price`)} error={err(`services[${i}].price_cents`)} inputMode="decimal" />
                  <Input id={`rp-s${i}-min`} label={t.serviceDuration(n)} field={register(`services.${i}.duration`)} error={err(`services[${i}].duration_minutes`)} inputMode="numeric" />
                  <Button variant="outline" size="sm" onClick={() => setValue("services", draft.services.filter((_, j) => j !== i), changed)}>
                    {t.removeService(n)}
                  </Button>
                </div>
              );
            })}
            <Button variant="outline" onClick={() => setValue("services", [...draft.services, { name: "", keywords: "", price: "", duration: "30" }], changed)}>
              {t.addService}
            </Button>
          </Group>

          <Group heading={t.faqHeading} error={err("faq")}>
            {draft.faq.map((_, i) => {
              const n = i + 1;
              return (
                <div key={i} className="grid gap-2 rounded-md border border-border p-3">
                  <Input id={`rp-f${i}-q`} label={t.faqQuestion(n)} field={register(`faq.${i}.question`)} error={err(`faq[${i}].question`)} />
                  <Input id={`rp-f${i}-kw`} label={t.faqKeywords(n)} hint={t.keywordsHint} field={register(`faq.${i}.keywords`)} error={err(`faq[${i}].keywords`)} />
                  <Input id={`rp-f${i}-a`} label={t.faqAnswer(n)} field={register(`faq.${i}.answer`)} error={err(`faq[${i}].answer`)} />
                  <Button variant="outline" size="sm" onClick={() => setValue("faq", draft.faq.filter((_, j) => j !== i), changed)}>
                    {t.removeFaq(n)}
                  </Button>
                </div>
              );
            })}
            <Button variant="outline" onClick={() => setValue("faq", [...draft.faq, { question: "", keywords: "", answer: "" }], changed)}>
              {t.addFaq}
            </Button>
          </Group>

          <Group heading={t.bookingHeading}>
            <div className="grid gap-2 sm:grid-cols-2">
              <Input id="rp-lead" label={t.leadTime} field={register("leadTime")} error={err("booking.lead_time_hours")} inputMode="numeric" />
              <Input id="rp-slot" label={t.slot} field={register("slot")} error={err("booking.slot_minutes")} inputMode="numeric" />
            </div>
            <fieldset>
              <legend className="text-sm font-medium">{t.collect}</legend>
              <div className="mt-1 flex flex-wrap gap-4">
                {collectable.map((c) => (
                  <label key={c} className="flex items-center gap-2 text-sm">
                    {/* The list keeps the order the boxes were ticked in. */}
                    <input
                      type="checkbox"
                      checked={draft.collect.includes(c)}
                      onChange={(e) => setValue("collect", e.target.checked ? [...draft.collect, c] : draft.collect.filter((x) => x !== c), changed)}
                    />
                    {t.collectNames[c]}
                  </label>
                ))}
              </div>
            </fieldset>
            {text("note", "booking.note", t.bookingNote, { required: false })}
            <BookingModeChoice mode={draft.mode} error={err("booking.mode")} onChange={(mode) => setValue("mode", mode, changed)} />
            <ClosedDates dates={draft.closedDates} errorAt={err} onChange={(dates) => setValue("closedDates", dates, changed)} />
          </Group>

          <Group heading={t.emergencyHeading}>
            {text("triggers", "emergency.triggers", t.triggers, { hint: t.triggersHint })}
            {text("emergencyMessage", "emergency.message", t.emergencyMessage, { long: true })}
            {text("emergencyPhone", "emergency.phone", t.emergencyPhone)}
          </Group>

          <div>
            <Button type="submit" disabled={save.isPending}>
              {save.isPending ? t.saving : t.save}
            </Button>
          </div>
        </form>
      </Card>
      <Preview draft={draft} />
    </div>
  );
}

function Group({ heading, hint, error, children }: { heading: string; hint?: string; error?: string; children: ReactNode }) {
  return (
    <fieldset className="grid gap-3 border-t border-border pt-4">
      <legend className="pt-2 text-base font-semibold">{heading}</legend>
      {hint && <p className="text-xs text-muted-foreground">{hint}</p>}
      {error && <p className="text-sm font-medium text-destructive">{error}</p>}
      {children}
    </fieldset>
  );
}

interface InputProps {
  id: string;
  label: string;
  /** The input's registration with the form. */
  field: UseFormRegisterReturn;
  error?: string;
  hint?: string;
  inputMode?: "numeric" | "decimal";
}

function Input({ id, label, field, error, hint, inputMode }: InputProps) {
  return (
    <Field id={id} label={label} required error={error} hint={hint}>
      {(a11y) => <input {...a11y} {...field} className={inputClass} inputMode={inputMode} />}
    </Field>
  );
}

interface DayHoursProps {
  day: Weekday;
  spans: Draft["hours"][Weekday];
  register: UseFormRegister<Draft>;
  errors: FieldErrors<Draft>;
  onChange: (spans: Draft["hours"][Weekday]) => void;
}

function DayHours({ day, spans, register, errors, onChange }: DayHoursProps) {
  const name = t.dayNames[day] ?? day;
  return (
    <div className="rounded-md border border-border p-3">
      <p className="text-sm font-medium">
        {name}
        {spans.length === 0 && <span className="font-normal text-muted-foreground"> — {t.closed}</span>}
      </p>
      {spans.map((_, i) => {
        const error = messageAt(errors, `hours.${day}[${i}]`);
        return (
          <div key={i} className="mt-2 flex flex-wrap items-end gap-2">
            <Input id={`rp-${day}-${i}-open`} label={t.opens(name, i + 1)} field={register(`hours.${day}.${i}.open`)} error={error} />
            <Input id={`rp-${day}-${i}-close`} label={t.closes(name, i + 1)} field={register(`hours.${day}.${i}.close`)} />
            <Button variant="outline" size="sm" onClick={() => onChange(spans.filter((_, j) => j !== i))}>
              {t.removeSpan(name, i + 1)}
            </Button>
          </div>
        );
      })}
      <Button variant="outline" size="sm" className="mt-2" onClick={() => onChange([...spans, { open: "09:00", close: "17:00" }])}>
        {t.addSpan(name)}
      </Button>
    </div>
  );
}

function Preview({ draft }: { draft: Draft }) {
  return (
    <Card className="h-fit p-5" role="region" aria-labelledby="preview-heading">
      <h2 id="preview-heading" className="text-lg font-semibold">
        {t.previewHeading}
      </h2>
      <h3 className="mt-3 text-sm font-medium text-muted-foreground">{t.previewGreeting}</h3>
      <p className="mt-1 rounded-lg bg-accent p-3" data-testid="preview-greeting">
        {draft.greeting}
      </p>
      <h3 className="mt-3 text-sm font-medium text-muted-foreground">{t.previewHours}</h3>
      <ul className="mt-1 text-sm">
        {hoursSummary(draft.hours).map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
      <h3 className="mt-3 text-sm font-medium text-muted-foreground">{t.previewServices}</h3>
      {draft.services.length === 0 ? (
        <p className="mt-1 text-sm">{t.noServices}</p>
      ) : (
        <ul className="mt-1 text-sm">
          {draft.services.map((s, i) => (
            <li key={i}>{serviceSummary(s)}</li>
          ))}
        </ul>
      )}
    </Card>
  );
}
