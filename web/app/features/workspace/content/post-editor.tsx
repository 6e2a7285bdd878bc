import { useId, useState } from "react";
import * as z from "zod/mini";
import { ActionButton } from "~/components/ui/action-button";
import { Button } from "~/components/ui/button";
import { Field, inputClass, textareaClass } from "~/components/ui/form-field";
import { useZodForm } from "~/lib/form";
import { fieldError, ProblemAlert } from "../shared/documents/components/problem-alert";
import type { PostChanges } from "./api/update-post";
import { inputToIso, localInputValue } from "./calendar";
import type { Post } from "./content-schema";
import { contentText as t } from "./content-messages";
import { highlightParts } from "./highlight";
import { useDeletePost } from "./api/delete-post";
import { useUpdatePost } from "./api/update-post";

const apiFields = ["body", "status", "scheduled_for"] as const;
const statuses = ["draft", "scheduled", "published"] as const;

// The server checks the text, the time and the status; the form sends what changed.
const postSchema = z.object({ body: z.string(), when: z.string(), status: z.string() });
type PostValues = z.output<typeof postSchema>;

/** A post's text, time and status, saved together; its banned words marked. */
export function PostEditor({ serviceId, post }: { serviceId: string; post: Post }) {
  const id = useId();
  const update = useUpdatePost(serviceId);
  const remove = useDeletePost(serviceId);
  const { register, handleSubmit } = useZodForm(postSchema, {
    body: post.body,
    when: localInputValue(post.scheduled_for),
    status: post.status,
  });
  const [done, setDone] = useState(false);

  const submit = ({ body, when, status }: PostValues) => {
    if (update.isPending) return;
    setDone(false);
    const changes: PostChanges = {};
    if (body !== post.body) changes.body = body;
    if (status !== post.status) changes.status = status;
    if (when !== localInputValue(post.scheduled_for)) changes.scheduled_for = inputToIso(when);
    if (Object.keys(changes).length === 0) return setDone(true);
    update.mutate({ id: post.id, changes }, { onSuccess: () => setDone(true) });
  };
  const fid = (name: string) => `${id}-${name}`;
  const err = (f: string) => fieldError(update.error, f);
  return (
    <form noValidate onSubmit={handleSubmit(submit)} className="grid grid-cols-1 gap-3" aria-label={t.postLabel(post.platform, post.topic)}>
      <ProblemAlert error={update.error ?? remove.error} fields={apiFields} />
      {post.banned_words_found.length > 0 && (
        <div className="rounded-md border border-destructive/40 bg-destructive/5 p-3 text-sm" data-testid="banned-words">
          <p className="font-medium text-destructive">{t.bannedFound(post.banned_words_found)}</p>
          <p className="mt-1 whitespace-pre-wrap break-words">
            {highlightParts(post.body, post.banned_words_found).map((part, i) =>
              part.banned ? (
                <mark key={i} className="rounded bg-destructive/15 px-0.5 font-semibold text-destructive">
                  {part.text}
                </mark>
              ) : (
                <span key={i}>{part.text}</span>
              ),
            )}
          </p>
        </div>
      )}
      <Field id={fid("body")} label={t.body} required error={err("body")}>
        {(a11y) => <textarea {...a11y} {...register("body")} maxLength={10000} className={textareaClass} />}
      </Field>
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
        <Field id={fid("when")} label={t.when} hint={t.whenHint} error={err("scheduled_for")}>
          {(a11y) => <input {...a11y} type="datetime-local" {...register("when")} className={inputClass} />}
        </Field>
        <Field id={fid("status")} label={t.status} required error={err("status")}>
          {(a11y) => (
            <select {...a11y} {...register("status")} className={inputClass}>
              {statuses.map((s) => (
                <option key={s} value={s}>
                  {t.statuses[s]}
                </option>
              ))}
            </select>
          )}
        </Field>
      </div>
      <div className="flex flex-wrap items-center justify-end gap-3">
        <p role="status" className="text-sm text-muted-foreground">
          {done && t.saved}
        </p>
        <Button
          variant="outline"
          disabled={remove.isPending}
          onClick={() => {
            if (window.confirm(t.deleteConfirm)) remove.mutate(post.id);
          }}
        >
          {t.delete}
        </Button>
        <ActionButton type="submit" busy={update.isPending}>
          {update.isPending ? t.saving : t.save}
        </ActionButton>
      </div>
    </form>
  );
}
