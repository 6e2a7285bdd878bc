import { useId, useState } from "react";
import * as z from "zod/mini";
import { ActionButton } from "~/components/ui/action-button";
import { Field, inputClass } from "~/components/ui/form-field";
import { contentTypes, DraftNotice } from "~/features/demos";
import { useZodForm } from "~/lib/form";
import { fieldError, ProblemAlert } from "../shared/documents/components/problem-alert";
import { PlatformChoice } from "./brand-form";
import { contentText as t } from "./content-messages";
import { useGeneratePosts } from "./api/generate-posts";

const apiFields = ["topic", "content_type", "platforms"] as const;

const generateSchema = z.object({
  topic: z.string().check(z.refine((v) => v.trim() !== "", t.topicRequired)),
  content_type: z.string(),
  platforms: z.array(z.string()).check(z.refine((v) => v.length > 0, t.platformsRequired)),
});
type GenerateValues = z.output<typeof generateSchema>;

/** A topic, a content type and platforms: one draft per platform. */
export function GenerateForm({ serviceId, platforms }: { serviceId: string; platforms: readonly string[] }) {
  const id = useId();
  const generate = useGeneratePosts(serviceId);
  const { register, handleSubmit, watch, setValue, clearErrors, formState } = useZodForm(generateSchema, {
    topic: "",
    content_type: contentTypes[0].value,
    platforms: [...platforms],
  });
  const chosen = watch("platforms");
  const [done, setDone] = useState("");
  // Who wrote the last drafts and the note beside them: the built-in engine's are templates to edit.
  const [written, setWritten] = useState<{ engine: string; note?: string } | null>(null);

  const submit = (values: GenerateValues) => {
    if (generate.isPending) return;
    generate.mutate(
      { topic: values.topic.trim(), content_type: values.content_type, platforms: values.platforms },
      {
        onSuccess: ({ posts, engine, note }) => {
          setDone(t.generated(posts.length));
          setWritten({ engine: engine ?? "", note });
          setValue("topic", "");
        },
        onError: () => clearErrors(),
      },
    );
  };
  const fid = (name: string) => `${id}-${name}`;
  const err = (f: (typeof apiFields)[number]) => formState.errors[f]?.message ?? fieldError(generate.error, f);
  return (
    <form
      noValidate
      onSubmit={(e) => {
        if (!generate.isPending) setDone("");
        return handleSubmit(submit)(e);
      }}
      className="mt-4 grid grid-cols-1 gap-4">
      <ProblemAlert error={generate.error} fields={apiFields} />
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-[2fr_1fr]">
        <Field id={fid("topic")} label={t.topic} required error={err("topic")}>
          {(a11y) => (
            <input
              {...a11y}
              {...register("topic")}
              maxLength={200}
              placeholder={t.topicPlaceholder}
              autoComplete="off"
              className={inputClass}
            />
          )}
        </Field>
        <Field id={fid("type")} label={t.contentType} required error={err("content_type")}>
          {(a11y) => (
            <select {...a11y} {...register("content_type")} className={inputClass}>
              {contentTypes.map((o) => (
                <option key={o.value} value={o.value}>
                  {o.label}
                </option>
              ))}
            </select>
          )}
        </Field>
      </div>
      <PlatformChoice legend={t.platforms} hint={t.platformsHint} chosen={chosen} onChange={(next) => setValue("platforms", next)} error={err("platforms")} />
      <div className="flex flex-wrap items-center justify-end gap-3">
        <p role="status" className="text-sm text-muted-foreground">
          {done}
        </p>
        <ActionButton type="submit" busy={generate.isPending}>
          {generate.isPending ? t.generating : t.generate}
        </ActionButton>
      </div>
      {written && <DraftNotice engine={written.engine} note={written.note} />}
    </form>
  );
}
