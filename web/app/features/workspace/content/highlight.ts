/** A text split for showing, with the banned words it uses marked. */
export interface TextPart {
  text: string;
  banned: boolean;
}

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/**
 * Splits text around the given words, matched whole and whatever their case (as the
 * server's lexa.BannedWordsIn finds them).
 */
export function highlightParts(text: string, words: readonly string[]): TextPart[] {
  const list = words.filter((w) => w.trim() !== "");
  if (list.length === 0 || text === "") return text ? [{ text, banned: false }] : [];
  const pattern = new RegExp(`(?<![\\p{L}\\p{N}])(${list.map(escape).join("|")})(?![\\p{L}\\p{N}])`, "giu");
  const parts: TextPart[] = [];
  let last = 0;
  for (const m of text.matchAll(pattern)) {
    if (m.index > last) parts.push({ text: text.slice(last, m.index), banned: false });
    parts.push({ text: m[0], banned: true });
    last = m.index + m[0].length;
  }
  if (last < text.length) parts.push({ text: text.slice(last), banned: false });
  return parts;
}

/** A comma- or line-separated list as the brand form's fields take it. */
export const splitList = (s: string) =>
  s
    .split(/[,\n]/)
    .map((w) => w.trim())
    .filter(Boolean);
