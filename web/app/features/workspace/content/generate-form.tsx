import { useId, useState, type FormEvent } from "react";
import { ActionButton } from "~/components/ui/action-button";
import { Field, inputClass } from "~/components/ui/form-field";
import { contentTypes } from "~/features/demos";
import { fieldError, ProblemAlert } from "../shared/documents/components/problem-alert";
import { PlatformChoice } from "./brand-form";
import { contentText as t } from "./content-messages";
import { useGeneratePosts } from "./api/generate-posts";

const apiFields = ["topic", "content_type", "platforms"] as const;

/** A topic, a content type and platforms: one draft per platform. */
export function GenerateForm({ serviceId, platforms }: { serviceId: string; platforms: readonly string[] }) {
  const id = useId();
  const generate = useGeneratePosts(serviceId);
  const [topic, setTopic] = useState("");
  const [type, setType] = useState<string>(contentTypes[0].value);
  const [chosen, setChosen] = useState<string[]>([...platforms]);
  const [errors, setErrors] = useState<Partial<Record<(typeof apiFields)[number], string>>>({});
  const [done, setDone] = useState("");

  const submit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    if (generate.isPending) return;
    setDone("");
    const found: typeof errors = {};
    if (!topic.trim()) found.topic = t.topicRequired;
    if (chosen.length === 0) found.platforms = t.platformsRequired;
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    generate.mutate(
      { topic: topic.trim(), content_type: type, platforms: chosen },
      {
        onSuccess: (posts) => {
          setDone(t.generated(posts.length));
          setTopic("");
        },
        onError: () => setErrors({}),
      },
    );
  };
  const fid = (name: string) => `${id}-${name}`;
  const err = (f: (typeof apiFields)[number]) => errors[f] ?? fieldError(generate.error, f);
  return (
    <form noValidate onSubmit={submit} className="mt-4 grid grid-cols-1 gap-4">
      <ProblemAlert error={generate.error} fields={apiFields} />
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-[2fr_1fr]">
        <Field id={fid("topic")} label={t.topic} required error={err("topic")}>
          {(a11y) => (
            <input
              {...a11y}
              value={topic}
              onChange={(e) => setTopic(e.target.value)}
              maxLength={200}
              placeholder={t.topicPlaceholder}
              autoComplete="off"
              className={inputClass}
            />
          )}
        </Field>
        <Field id={fid("type")} label={t.contentType} required error={err("content_type")}>
          {(a11y) => (
            <select {...a11y} value={type} onChange={(e) => setType(e.target.value)} className={inputClass}>
              {contentTypes.map((o) => (
                <option key={o.value} value={o.value}>
                  {o.label}
                </option>
              ))}
            </select>
          )}
        </Field>
      </div>
      <PlatformChoice legend={t.platforms} hint={t.platformsHint} chosen={chosen} onChange={setChosen} error={err("platforms")} />
      <div className="flex flex-wrap items-center justify-end gap-3">
        <p role="status" className="text-sm text-muted-foreground">
          {done}
        </p>
        <ActionButton type="submit" busy={generate.isPending}>
          {generate.isPending ? t.generating : t.generate}
        </ActionButton>
      </div>
    </form>
  );
}
