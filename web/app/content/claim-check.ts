/**
 * How the claims register is enforced (docs/decisions/0074-claims-register.md): a page's
 * text is cut into sentences, and a sentence that names a capability (a word of the
 * vocabulary) must carry the phrase of a register entry that covers that capability. Pure
 * functions, so the test that reads the built pages and the chat's answers stays short.
 */
import type { Capability, RegisterEntry } from "./claims";

/** A sentence that names capabilities no register entry in it covers. */
export interface UnregisteredClaim {
  where: string;
  sentence: string;
  capabilities: string[];
}

/** Lower case, straight quotes, one space: how sentences and phrases are compared. */
export function normalize(text: string): string {
  return text
    .replace(/[\u2018\u2019]/g, "'")
    .replace(/[\u201c\u201d]/g, '"')
    .replace(/[\u2010-\u2014]/g, "-")
    .replace(/\s+/g, " ")
    .trim()
    .toLowerCase();
}

/** The sentences of a block of text: cut after ., ! or ? before a space and a capital or digit. */
export function sentences(block: string): string[] {
  return block
    .replace(/\s+/g, " ")
    .split(/(?<=[.!?])\s+(?=["'(]?[A-Z0-9{])/)
    .map((s) => s.trim())
    .filter(Boolean);
}

// Elements whose text runs on inside a sentence; every other element ends a block.
const inline = new Set(["A", "ABBR", "B", "CODE", "EM", "I", "MARK", "Q", "SMALL", "STRONG", "SUB", "SUP", "TIME"]);
const skipped = new Set(["SCRIPT", "STYLE", "TEMPLATE", "NOSCRIPT", "SVG"]);

/**
 * The text a visitor reads on a rendered page, as blocks: the body's text (a heading, a
 * paragraph, a list item each its own block), the meta description search engines show,
 * and every image's alternative text.
 */
export function pageText(doc: Document): string[] {
  const blocks: string[] = [];
  let current = "";
  const flush = () => {
    const text = current.replace(/\s+/g, " ").trim();
    if (text) blocks.push(text);
    current = "";
  };
  const walk = (node: Node) => {
    for (const child of Array.from(node.childNodes)) {
      if (child.nodeType === 3) current += child.textContent ?? "";
      if (child.nodeType !== 1) continue;
      const el = child as Element;
      if (skipped.has(el.tagName.toUpperCase())) continue;
      const block = !inline.has(el.tagName.toUpperCase());
      if (block) flush();
      if (el.tagName === "IMG" && el.getAttribute("alt")) blocks.push(el.getAttribute("alt")!);
      walk(el);
      if (block) flush();
    }
  };
  walk(doc.body);
  flush();
  const description = doc.querySelector('meta[name="description"]')?.getAttribute("content");
  if (description) blocks.push(description);
  return blocks;
}

/** The capabilities a sentence names. */
export function capabilitiesIn(sentence: string, vocabulary: readonly Capability[]): string[] {
  return vocabulary.filter((c) => c.pattern.test(sentence)).map((c) => c.id);
}

/**
 * The sentences of blocks that name a capability that no register entry whose phrase the
 * sentence carries covers. An entry covers only the capabilities it lists, so a register
 * phrase cannot vouch for another claim made in the same sentence.
 */
export function unregisteredClaims(
  where: string,
  blocks: readonly string[],
  vocabulary: readonly Capability[],
  register: readonly RegisterEntry[],
): UnregisteredClaim[] {
  const out: UnregisteredClaim[] = [];
  for (const block of blocks) {
    for (const sentence of sentences(block)) {
      const named = capabilitiesIn(sentence, vocabulary);
      if (named.length === 0) continue;
      const text = normalize(sentence);
      const covered = new Set(
        register.filter((e) => e.phrases.some((p) => text.includes(normalize(p)))).flatMap((e) => e.capabilities),
      );
      const uncovered = named.filter((id) => !covered.has(id));
      if (uncovered.length > 0) out.push({ where, sentence, capabilities: uncovered });
    }
  }
  return out;
}
