import { useState, type ReactNode } from "react";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { Field, inputClass, textareaClass } from "~/components/ui/form-field";
import { ApiError } from "~/lib/api";
import { notify } from "~/lib/notify";
import { draftProblems, formErrors, fromDraft, hoursSummary, serviceSummary, toDraft, type Draft, type Weekday } from "./profile-draft";
import { useSaveProfile } from "./api/save-profile";
import { voiceText as t } from "./voice-messages";
import type { Profile } from "./voice-schema";

const tones = ["friendly", "warm", "professional"];
const collectable = ["name", "phone", "service", "address"];

/**
 * The business profile: every field the receptionist uses, checked here (hours) and on
 * the server (everything), its messages under each field; and beside it a preview of
 * what a caller hears first and what it knows.
 */
export function ProfileForm({ serviceId, profile, saved }: { serviceId: string; profile: Profile; saved: boolean }) {
  const [draft, setDraft] = useState<Draft>(() => toDraft(profile));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const save = useSaveProfile(serviceId);
  const set = (change: Partial<Draft>) => setDraft((d) => ({ ...d, ...change }));

  const submit = () => {
    const problems = draftProblems(draft);
    setErrors(problems);
    if (Object.keys(problems).length) {
      void notify.error(t.fixErrors);
      return;
    }
    save.mutate(fromDraft(draft), {
      onSuccess: () => void notify.success(t.saved),
      onError: (err) => {
        if (err instanceof ApiError && Object.keys(err.fields).length) setErrors(formErrors(err.fields));
        void notify.error(err instanceof ApiError && err.code === "validation" ? t.fixErrors : err.message);
      },
    });
  };

  const text = (key: keyof Draft, path: string, label: string, opts: { hint?: string; long?: boolean; required?: boolean } = {}) => (
    <Field id={`rp-${path}`} label={label} required={opts.required ?? true} error={errors[path]} hint={opts.hint}>
      {(a11y) =>
        opts.long ? (
          <textarea {...a11y} className={textareaClass} value={draft[key] as string} onChange={(e) => set({ [key]: e.target.value })} />
        ) : (
          <input {...a11y} className={inputClass} value={draft[key] as string} onChange={(e) => set({ [key]: e.target.value })} />
        )
      }
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
        <form
          className="mt-4 grid gap-4"
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            submit();
          }}
        >
          {text("name", "name", t.name)}
          {text("kind", "kind", t.kind, { hint: t.kindHint })}
          {text("greeting", "greeting", t.greeting, { long: true })}
          <Field id="rp-tone" label={t.tone} required error={errors.tone}>
            {(a11y) => (
              <select {...a11y} className={inputClass} value={draft.tone} onChange={(e) => set({ tone: e.target.value })}>
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

          <Group heading={t.hoursHeading} hint={t.hoursHint} error={errors.hours}>
            {t.weekdays.map((day) => (
              <DayHours key={day} day={day} draft={draft} errors={errors} onChange={(spans) => set({ hours: { ...draft.hours, [day]: spans } })} />
            ))}
          </Group>

          <Group heading={t.servicesHeading} error={errors.services}>
            {draft.services.map((s, i) => {
              const n = i + 1;
              const change = (c: Partial<Draft["services"][number]>) =>
                set({ services: draft.services.map((x, j) => (j === i ? { ...x, ...c } : x)) });
              return (
                <div key={i} className="grid gap-2 rounded-md border border-border p-3 sm:grid-cols-2">
                  <Input id={`rp-s${i}-name`} label={t.serviceName(n)} value={s.name} error={errors[`services[${i}].name`]} onChange={(v) => change({ name: v })} />
                  <Input id={`rp-s${i}-kw`} label={t.serviceKeywords(n)} hint={t.keywordsHint} value={s.keywords} error={errors[`services[${i}].keywords`]} onChange={(v) => change({ keywords: v })} />
                  <Input id={`rp-s${i}-price`} label={t.servicePrice(n)} value={s.price} error={errors[`services[${i}].price_cents`]} onChange={(v) => change({ price: v })} inputMode="decimal" />
                  <Input id={`rp-s${i}-min`} label={t.serviceDuration(n)} value={s.duration} error={errors[`services[${i}].duration_minutes`]} onChange={(v) => change({ duration: v })} inputMode="numeric" />
                  <Button variant="outline" size="sm" onClick={() => set({ services: draft.services.filter((_, j) => j !== i) })}>
                    {t.removeService(n)}
                  </Button>
                </div>
              );
            })}
            <Button variant="outline" onClick={() => set({ services: [...draft.services, { name: "", keywords: "", price: "", duration: "30" }] })}>
              {t.addService}
            </Button>
          </Group>

          <Group heading={t.faqHeading} error={errors.faq}>
            {draft.faq.map((f, i) => {
              const n = i + 1;
              const change = (c: Partial<Draft["faq"][number]>) => set({ faq: draft.faq.map((x, j) => (j === i ? { ...x, ...c } : x)) });
              return (
                <div key={i} className="grid gap-2 rounded-md border border-border p-3">
                  <Input id={`rp-f${i}-q`} label={t.faqQuestion(n)} value={f.question} error={errors[`faq[${i}].question`]} onChange={(v) => change({ question: v })} />
                  <Input id={`rp-f${i}-kw`} label={t.faqKeywords(n)} hint={t.keywordsHint} value={f.keywords} error={errors[`faq[${i}].keywords`]} onChange={(v) => change({ keywords: v })} />
                  <Input id={`rp-f${i}-a`} label={t.faqAnswer(n)} value={f.answer} error={errors[`faq[${i}].answer`]} onChange={(v) => change({ answer: v })} />
                  <Button variant="outline" size="sm" onClick={() => set({ faq: draft.faq.filter((_, j) => j !== i) })}>
                    {t.removeFaq(n)}
                  </Button>
                </div>
              );
            })}
            <Button variant="outline" onClick={() => set({ faq: [...draft.faq, { question: "", keywords: "", answer: "" }] })}>
              {t.addFaq}
            </Button>
          </Group>

          <Group heading={t.bookingHeading}>
            <div className="grid gap-2 sm:grid-cols-2">
              <Input id="rp-lead" label={t.leadTime} value={draft.leadTime} error={errors["booking.lead_time_hours"]} onChange={(v) => set({ leadTime: v })} inputMode="numeric" />
              <Input id="rp-slot" label={t.slot} value={draft.slot} error={errors["booking.slot_minutes"]} onChange={(v) => set({ slot: v })} inputMode="numeric" />
            </div>
            <fieldset>
              <legend className="text-sm font-medium">{t.collect}</legend>
              <div className="mt-1 flex flex-wrap gap-4">
                {collectable.map((c) => (
                  <label key={c} className="flex items-center gap-2 text-sm">
                    <input
                      type="checkbox"
                      checked={draft.collect.includes(c)}
                      onChange={(e) => set({ collect: e.target.checked ? [...draft.collect, c] : draft.collect.filter((x) => x !== c) })}
                    />
                    {t.collectNames[c]}
                  </label>
                ))}
              </div>
            </fieldset>
            {text("note", "booking.note", t.bookingNote, { required: false })}
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
  value: string;
  error?: string;
  hint?: string;
  inputMode?: "numeric" | "decimal";
  onChange: (value: string) => void;
}

function Input({ id, label, value, error, hint, inputMode, onChange }: InputProps) {
  return (
    <Field id={id} label={label} required error={error} hint={hint}>
      {(a11y) => <input {...a11y} className={inputClass} value={value} inputMode={inputMode} onChange={(e) => onChange(e.target.value)} />}
    </Field>
  );
}

function DayHours({ day, draft, errors, onChange }: { day: Weekday; draft: Draft; errors: Record<string, string>; onChange: (spans: Draft["hours"][Weekday]) => void }) {
  const spans = draft.hours[day];
  const name = t.dayNames[day] ?? day;
  return (
    <div className="rounded-md border border-border p-3">
      <p className="text-sm font-medium">
        {name}
        {spans.length === 0 && <span className="font-normal text-muted-foreground"> — {t.closed}</span>}
      </p>
      {spans.map((s, i) => {
        const change = (c: Partial<typeof s>) => onChange(spans.map((x, j) => (j === i ? { ...x, ...c } : x)));
        const error = errors[`hours.${day}[${i}]`];
        return (
          <div key={i} className="mt-2 flex flex-wrap items-end gap-2">
            <Input id={`rp-${day}-${i}-open`} label={t.opens(name, i + 1)} value={s.open} error={error} onChange={(v) => change({ open: v })} />
            <Input id={`rp-${day}-${i}-close`} label={t.closes(name, i + 1)} value={s.close} onChange={(v) => change({ close: v })} />
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
