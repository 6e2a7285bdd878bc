/**
 * The preview's account: the site's name as the poster, with its initials for the avatar
 * and a handle. A preview shows the post, never engagement it has not had: no likes, views
 * or followers (docs/decisions/0031-where-lexa-departs-from-the-spec.md, "Where Lexa departs from the spec").
 */

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
