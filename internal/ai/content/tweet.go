package content

import (
	"strings"
	"unicode/utf8"
)

// tweet fits the draft into one Twitter/X post of at most limit bytes, hashtags
// included. It tries fuller versions first and drops the least important parts until one
// fits: the opening line, then the body, then a hashtag; the headline (the topic) and the
// call to action stay. As a last resort it shortens the headline at a word.
func tweet(d draft, tags []string, limit int) string {
	head := terminate(d.headline)
	if d.title != "" {
		head = terminate(d.title)
	}
	first := ""
	if len(d.body) > 0 {
		first = d.body[0]
	}
	oneTag := tags[:min(1, len(tags))]
	versions := []struct {
		parts []string
		tags  []string
	}{
		{append(append([]string{d.opener, head}, d.body...), d.cta), tags},
		{append(append([]string{head}, d.body...), d.cta), tags},
		{[]string{head, first, d.cta}, tags},
		{[]string{head, d.cta}, tags},
		{[]string{head, d.cta}, oneTag},
	}
	for _, v := range versions {
		if text := tweetText(d.subject, v.parts, v.tags); len(text) <= limit {
			return text
		}
	}
	// Shorten the headline to the room the subject, the call to action and one hashtag
	// leave; without the call to action only if even that does not fit.
	for _, rest := range [][]string{{d.cta}, nil} {
		room := limit - len(tweetText(d.subject, append([]string{"x"}, rest...), oneTag))
		if cut := cutHead(head, room); cut != "" {
			return clamp(tweetText(d.subject, append([]string{cut}, rest...), oneTag), limit)
		}
	}
	return clamp(tweetText(d.subject, []string{head}, oneTag), limit)
}

// cutHead is cut for the headline, which leaves a name out rather than cut it.
func cutHead(s string, n int) string {
	c := cut(s, n)
	kept := strings.TrimSuffix(c, "…")
	if k := beforeName(s, len(kept)); k < len(kept) {
		return strings.TrimRight(s[:k], " ,;:-") + "…"
	}
	return c
}

func tweetText(subject string, parts, tags []string) string {
	body := strings.Join(strings.Fields(strings.Join(parts, " ")), " ")
	return blocks(subject, body, strings.Join(tags, " "))
}

// cut shortens s to at most n bytes at a word boundary, ending with "…".
func cut(s string, n int) string {
	if len(s) <= n {
		return s
	}
	const ellipsis = "…"
	if n <= len(ellipsis) {
		return ""
	}
	cut := s[:n-len(ellipsis)]
	for len(cut) > 0 && !utf8.ValidString(cut) {
		cut = cut[:len(cut)-1] // never split a character
	}
	if sp := strings.LastIndexByte(cut, ' '); sp > len(cut)/2 {
		cut = cut[:sp]
	}
	return strings.TrimRight(cut, " ,;:-") + ellipsis
}

// clamp is the last guard for any platform: a text over the limit is cut.
func clamp(s string, limit int) string {
	if len(s) <= limit {
		return s
	}
	return cut(s, limit)
}
