import type { Platform } from "./content-options";

/**
 * The mock post's engagement: fixed, fake numbers (SPEC.md says so), in each platform's
 * own words, so the preview reads like a real post without claiming anything.
 */
export const previewEngagement: Record<Platform, ReadonlyArray<{ label: string; count: string }>> = {
  linkedin: [
    { label: "reactions", count: "248" },
    { label: "comments", count: "32" },
    { label: "reposts", count: "14" },
  ],
  twitter: [
    { label: "replies", count: "24" },
    { label: "reposts", count: "86" },
    { label: "likes", count: "412" },
    { label: "views", count: "12.4K" },
  ],
  instagram: [
    { label: "likes", count: "1,024" },
    { label: "comments", count: "56" },
  ],
  facebook: [
    { label: "likes", count: "312" },
    { label: "comments", count: "48" },
    { label: "shares", count: "19" },
  ],
  tiktok: [
    { label: "likes", count: "24.5K" },
    { label: "comments", count: "1,208" },
    { label: "shares", count: "3,421" },
  ],
};

/** The avatar's letters: the first letters of the first two words, or of the one word. */
export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const letters = words.length > 1 ? words.slice(0, 2).map((w) => w[0]) : [...(words[0] ?? "").slice(0, 1)];
  return letters.join("").toUpperCase();
}

/** The account's handle: the name in lower case with only letters and digits. */
export function handleOf(name: string): string {
  return name.toLowerCase().replace(/[^a-z0-9]/g, "") || "yourbrand";
}
