/** The Content Metrics card's counts (docs/product.md, "AI demos", Content Generator). */
export interface ContentMetrics {
  characters: number;
  words: number;
  hashtags: number;
}

// A hashtag is a word that starts with '#' and at least one word character: '#ai!' counts,
// '#' alone and 'a#b' do not.
const hashtag = /^#\w+/;

export function contentMetrics(text: string): ContentMetrics {
  const words = text.split(/\s+/).filter((w) => w !== "");
  return {
    // Counted by code point, so an emoji such as 🚀 is one character, not the two UTF-16 units of .length.
    characters: Array.from(text).length,
    words: words.length,
    hashtags: words.filter((w) => hashtag.test(w)).length,
  };
}
