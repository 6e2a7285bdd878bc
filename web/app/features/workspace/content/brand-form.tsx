import { useId, useState } from "react";
import * as z from "zod/mini";
import { ActionButton } from "~/components/ui/action-button";
import { Field, inputClass } from "~/components/ui/form-field";
import { optionLabel, platforms, tones } from "~/features/demos";
import { useZodForm } from "~/lib/form";
import { fieldError, ProblemAlert } from "../shared/documents/components/problem-alert";
import type { Brand } from "./content-schema";
import { contentText as t } from "./content-messages";
import { splitList } from "./highlight";
import { useSaveBrand } from "./api/save-brand";

const apiFields = ["tone", "audience", "keywords", "banned_words", "platforms"] as const;

// The server checks the profile (docs/api.md); the lists are typed comma-separated.
const brandSchema = z.object({
  tone: z.string(),
  audience: z.string(),
  keywords: z.string(),
  banned: z.string(),
  platforms: z.array(z.string()),
});
type BrandValues = z.output<typeof brandSchema>;

/** The brand profile: tone, audience, keywords, banned words, platforms. */
export function BrandForm({ serviceId, brand }: { serviceId: string; brand: Brand }) {
  const id = useId();
  const save = useSaveBrand(serviceId);
  const { register, handleSubmit, watch, setValue } = useZodForm(brandSchema, {
    tone: brand.tone,
    audience: brand.audience,
    keywords: brand.keywords.join(", "),
    banned: brand.banned_words.join(", "),
    platforms: brand.platforms,
  });
  const chosen = watch("platforms");
  const [done, setDone] = useState(false);

  const submit = (values: BrandValues) => {
    if (save.isPending) return;
    setDone(false);
    save.mutate(
      {
        tone: values.tone,
        audience: values.audience,
        keywords: splitList(values.keywords),
        banned_words: splitList(values.banned),
        platforms: values.platforms,
      },
      { onSuccess: () => setDone(true) },
    );
  };
  const fid = (name: string) => `${id}-${name}`;
  const err = (f: string) => fieldError(save.error, f);
  return (
    <form noValidate onSubmit={handleSubmit(submit)} className="mt-4 grid grid-cols-1 gap-4">
      {!brand.updated_at && !done && <p className="text-sm text-muted-foreground">{t.brandEmpty}</p>}
      <ProblemAlert error={save.error} fields={apiFields} />
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <Field id={fid("tone")} label={t.tone} required error={err("tone")}>
          {(a11y) => (
            <select {...a11y} {...register("tone")} className={inputClass}>
              {tones.map((o) => (
                <option key={o.value} value={o.value}>
                  {o.label}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field id={fid("audience")} label={t.audience} error={err("audience")}>
          {(a11y) => (
            <input
              {...a11y}
              {...register("audience")}
              maxLength={300}
              placeholder={t.audiencePlaceholder}
              autoComplete="off"
              className={inputClass}
            />
          )}
        </Field>
        <Field id={fid("keywords")} label={t.keywords} hint={t.listHint} error={err("keywords")}>
          {(a11y) => <input {...a11y} {...register("keywords")} autoComplete="off" className={inputClass} />}
        </Field>
        <Field id={fid("banned")} label={t.bannedWords} hint={t.listHint} error={err("banned_words")}>
          {(a11y) => <input {...a11y} {...register("banned")} autoComplete="off" className={inputClass} />}
        </Field>
      </div>
      <PlatformChoice legend={t.brandPlatforms} chosen={chosen} onChange={(next) => setValue("platforms", next)} error={err("platforms")} />
      <div className="flex flex-wrap items-center justify-end gap-3">
        <p role="status" className="text-sm text-muted-foreground">
          {done && t.brandSaved}
        </p>
        <ActionButton type="submit" busy={save.isPending}>
          {save.isPending ? t.savingBrand : t.saveBrand}
        </ActionButton>
      </div>
    </form>
  );
}

/** Checkboxes for the platforms, in a fieldset. */
export function PlatformChoice({
  legend,
  hint,
  chosen,
  onChange,
  error,
}: {
  legend: string;
  hint?: string;
  chosen: readonly string[];
  onChange: (next: string[]) => void;
  error?: string;
}) {
  const id = useId();
  const toggle = (value: string, on: boolean) => onChange(on ? [...chosen, value] : chosen.filter((p) => p !== value));
  return (
    <fieldset aria-describedby={error ? `${id}-error` : hint ? `${id}-hint` : undefined}>
      <legend className="text-sm font-medium">{legend}</legend>
      {hint && (
        <p id={`${id}-hint`} className="text-xs text-muted-foreground">
          {hint}
        </p>
      )}
      <div className="mt-2 flex flex-wrap gap-x-5 gap-y-2">
        {platforms.map((p) => (
          <label key={p.value} className="flex min-h-11 items-center gap-2 text-sm">
            <input
              type="checkbox"
              className="h-5 w-5 accent-primary"
              checked={chosen.includes(p.value)}
              onChange={(e) => toggle(p.value, e.target.checked)}
            />
            {optionLabel(platforms, p.value)}
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
