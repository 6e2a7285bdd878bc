import { useId, useState, type FormEvent } from "react";
import { ActionButton } from "~/components/ui/action-button";
import { Field, inputClass } from "~/components/ui/form-field";
import { optionLabel, platforms, tones } from "~/features/demos";
import { fieldError, ProblemAlert } from "../shared/documents/components/problem-alert";
import type { Brand } from "./content-schema";
import { contentText as t } from "./content-messages";
import { splitList } from "./highlight";
import { useSaveBrand } from "./api/save-brand";

const apiFields = ["tone", "audience", "keywords", "banned_words", "platforms"] as const;

/** The brand profile: tone, audience, keywords, banned words, platforms. */
export function BrandForm({ serviceId, brand }: { serviceId: string; brand: Brand }) {
  const id = useId();
  const save = useSaveBrand(serviceId);
  const [tone, setTone] = useState(brand.tone);
  const [audience, setAudience] = useState(brand.audience);
  const [keywords, setKeywords] = useState(brand.keywords.join(", "));
  const [banned, setBanned] = useState(brand.banned_words.join(", "));
  const [chosen, setChosen] = useState<string[]>(brand.platforms);
  const [done, setDone] = useState(false);

  const submit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    if (save.isPending) return;
    setDone(false);
    save.mutate(
      { tone, audience, keywords: splitList(keywords), banned_words: splitList(banned), platforms: chosen },
      { onSuccess: () => setDone(true) },
    );
  };
  const fid = (name: string) => `${id}-${name}`;
  const err = (f: string) => fieldError(save.error, f);
  return (
    <form noValidate onSubmit={submit} className="mt-4 grid grid-cols-1 gap-4">
      {!brand.updated_at && !done && <p className="text-sm text-muted-foreground">{t.brandEmpty}</p>}
      <ProblemAlert error={save.error} fields={apiFields} />
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <Field id={fid("tone")} label={t.tone} required error={err("tone")}>
          {(a11y) => (
            <select {...a11y} value={tone} onChange={(e) => setTone(e.target.value)} className={inputClass}>
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
              value={audience}
              onChange={(e) => setAudience(e.target.value)}
              maxLength={300}
              placeholder={t.audiencePlaceholder}
              autoComplete="off"
              className={inputClass}
            />
          )}
        </Field>
        <Field id={fid("keywords")} label={t.keywords} hint={t.listHint} error={err("keywords")}>
          {(a11y) => <input {...a11y} value={keywords} onChange={(e) => setKeywords(e.target.value)} autoComplete="off" className={inputClass} />}
        </Field>
        <Field id={fid("banned")} label={t.bannedWords} hint={t.listHint} error={err("banned_words")}>
          {(a11y) => <input {...a11y} value={banned} onChange={(e) => setBanned(e.target.value)} autoComplete="off" className={inputClass} />}
        </Field>
      </div>
      <PlatformChoice legend={t.brandPlatforms} chosen={chosen} onChange={setChosen} error={err("platforms")} />
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
