package content

import (
	"strings"
	"unicode/utf8"
)

// contentTweet fits the draft into one Twitter/X post of at most limit bytes, hashtags
// included. It tries fuller versions first and drops the least important parts until
// one fits: the second body sentence and the question, then the call to action, then a
// hashtag, then the first body sentence; as a last resort it shortens the opening line.
// The opening always names the topic, so a keyword survives every cut.
func contentTweet(d contentDraft, tags []string, limit int) string {
	var sentences []string
	for _, para := range d.body {
		sentences = append(sentences, para...)
	}
	head := contentTerminate(d.lead)
	if head == "" && len(sentences) > 0 { // a blog intro opens with its first sentence
		head, sentences = sentences[0], sentences[1:]
	}
	at := func(i int) string {
		if i < len(sentences) {
			return sentences[i]
		}
		return ""
	}
	oneTag := tags[:min(1, len(tags))]
	versions := []struct {
		parts []string
		tags  []string
	}{
		{[]string{head, at(0), at(1), d.question, d.cta}, tags},
		{[]string{head, at(0), d.question, d.cta}, tags},
		{[]string{head, at(0), d.cta}, tags},
		{[]string{head, at(0)}, tags},
		{[]string{head, at(0)}, oneTag},
		{[]string{head, d.cta}, oneTag},
		{[]string{head}, oneTag},
	}
	for _, v := range versions {
		if text := contentTweetText(d.subject, v.parts, v.tags); len(text) <= limit {
			return text
		}
	}
	// Shorten the opening line to whatever room the subject and one hashtag leave.
	room := limit - len(contentTweetText(d.subject, []string{""}, oneTag)) - 1
	return contentClamp(contentTweetText(d.subject, []string{contentCut(head, room)}, oneTag), limit)
}

func contentTweetText(subject string, parts, tags []string) string {
	body := strings.Join(strings.Fields(strings.Join(parts, " ")), " ")
	return contentBlocks(subject, body, strings.Join(tags, " "))
}

// contentCut shortens s to at most n bytes at a word boundary, ending with "…".
func contentCut(s string, n int) string {
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

// contentClamp is the last guard for any platform: a text over the limit is cut.
func contentClamp(s string, limit int) string {
	if len(s) <= limit {
		return s
	}
	return contentCut(s, limit)
}
