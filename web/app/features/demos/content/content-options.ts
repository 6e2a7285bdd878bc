/**
 * The three choices of the form (docs/product.md, "AI demos", Content Generator): the values the
 * API takes (docs/api.md "AI demos") and the labels the page shows.
 */

export const contentTypes = [
  { value: "social-post", label: "Social Media Post" },
  { value: "blog-intro", label: "Blog Introduction" },
  { value: "email", label: "Email Newsletter" },
  { value: "ad-copy", label: "Ad Copy" },
] as const;

export const platforms = [
  { value: "linkedin", label: "LinkedIn" },
  { value: "facebook", label: "Facebook" },
  { value: "instagram", label: "Instagram" },
  { value: "twitter", label: "Twitter/X" },
  { value: "tiktok", label: "TikTok" },
] as const;

export const tones = [
  { value: "professional", label: "Professional" },
  { value: "casual", label: "Casual" },
  { value: "friendly", label: "Friendly" },
  { value: "inspiring", label: "Inspiring" },
  { value: "humorous", label: "Humorous" },
] as const;

export type ContentType = (typeof contentTypes)[number]["value"];
export type Platform = (typeof platforms)[number]["value"];
export type Tone = (typeof tones)[number]["value"];

export interface ContentRequest {
  contentType: ContentType;
  topic: string;
  platform: Platform;
  tone: Tone;
}

export const defaultRequest: ContentRequest = { contentType: "social-post", topic: "", platform: "linkedin", tone: "professional" };

/** The label of a value in one of the option lists. */
export function optionLabel<V extends string>(options: ReadonlyArray<{ value: V; label: string }>, value: V): string {
  return options.find((o) => o.value === value)?.label ?? value;
}
