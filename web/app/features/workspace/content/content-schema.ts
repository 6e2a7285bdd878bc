import * as z from "zod/mini";

/**
 * The content calendar's answers (docs/api.md "Workspaces: content calendar"). Status,
 * platform and type are read as any string, so a value added on the server later shows
 * as well as it can instead of failing the whole list.
 */
export const brandSchema = z.object({
  tone: z.string(),
  audience: z.string(),
  keywords: z.array(z.string()),
  banned_words: z.array(z.string()),
  platforms: z.array(z.string()),
  updated_at: z.nullable(z.string()),
});
export type Brand = z.infer<typeof brandSchema>;

export const postSchema = z.object({
  id: z.string(),
  service_id: z.string(),
  platform: z.string(),
  content_type: z.string(),
  topic: z.string(),
  body: z.string(),
  status: z.string(),
  scheduled_for: z.nullable(z.string()),
  banned_words_found: z.array(z.string()),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Post = z.infer<typeof postSchema>;

export const postsAnswer = z.object({ posts: z.array(postSchema) });

/** The drafts the engine wrote, the engine's name and the note beside them (docs/api.md). */
export const generatedAnswer = z.object({ posts: z.array(postSchema), engine: z.optional(z.string()), note: z.optional(z.string()) });
export type Generated = z.infer<typeof generatedAnswer>;
