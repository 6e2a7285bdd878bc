package content

import (
	"strings"
	"unicode/utf8"
)

// contentRender styles the draft for the platform and keeps it within its limit.
func contentRender(platform string, d contentDraft, tags []string, v contentVoice, p contentPicker) string {
	limit := contentLimits[platform]
	switch platform {
	case "twitter":
		return contentTweet(d, tags, limit)
	case "instagram":
		return contentClamp(contentInstagram(d, tags, v, p), limit)
	case "tiktok":
		return contentClamp(contentTikTok(d, tags), limit)
	case "facebook":
		return contentClamp(contentFacebook(d, tags), limit)
	}
	return contentClamp(contentLinkedIn(d, tags), limit)
}

// contentBlocks joins non-empty blocks with blank lines.
func contentBlocks(blocks ...string) string {
	kept := blocks[:0:0]
	for _, b := range blocks {
		if b = strings.TrimSpace(b); b != "" {
			kept = append(kept, b)
		}
	}
	return strings.Join(kept, "\n\n")
}

// contentLine joins sentences into one paragraph, closing a headline that runs into more.
func contentLine(parts ...string) string {
	var kept []string
	for _, p := range parts {
		if p = strings.TrimSpace(p); p != "" {
			kept = append(kept, p)
		}
	}
	for i := 0; i < len(kept)-1; i++ {
		kept[i] = contentTerminate(kept[i])
	}
	return strings.Join(kept, " ")
}

// contentLinkedIn: short paragraphs, a question to engage, the call to action, hashtags.
func contentLinkedIn(d contentDraft, tags []string) string {
	return contentBlocks(d.subject, d.greeting, d.title, d.opener, contentLine(append([]string{d.headline}, d.body...)...),
		d.question, d.cta, d.signoff, strings.Join(tags, " "))
}

// contentFacebook: conversational, the opening, the headline and the body run together.
func contentFacebook(d contentDraft, tags []string) string {
	return contentBlocks(d.subject, d.greeting, d.title, contentLine(append([]string{d.opener, d.headline}, d.body...)...),
		contentLine(d.question, d.cta), d.signoff, strings.Join(tags, " "))
}

// contentInstagram: every line led by an emoji, then the hashtags.
func contentInstagram(d contentDraft, tags []string, v contentVoice, p contentPicker) string {
	var lines []string
	offset := p.index("emoji", len(v.emoji)-1)
	add := func(text string) {
		if text = strings.TrimSpace(text); text != "" {
			lines = append(lines, v.emoji[(offset+len(lines))%(len(v.emoji)-1)]+" "+text)
		}
	}
	for _, s := range append([]string{d.title, d.opener, d.headline}, d.body...) {
		add(s)
	}
	if d.question != "" {
		lines = append(lines, "💬 "+d.question)
	}
	lines = append(lines, v.emoji[len(v.emoji)-1]+" "+d.cta)
	return contentBlocks(d.subject, d.greeting, strings.Join(lines, "\n"), d.signoff, strings.Join(tags, " "))
}

// contentTikTok: a hook first, then one short line per thought, then the tags.
func contentTikTok(d contentDraft, tags []string) string {
	var lines []string
	for _, s := range append([]string{d.title, d.headline}, d.body...) {
		if s != "" {
			lines = append(lines, contentShortLines(s)...)
		}
	}
	lines = append(lines, d.question, d.cta)
	return contentBlocks(d.subject, d.greeting, d.opener, strings.Join(contentNonEmpty(lines), "\n"), d.signoff, strings.Join(tags, " "))
}

func contentNonEmpty(lines []string) []string {
	kept := lines[:0:0]
	for _, l := range lines {
		if strings.TrimSpace(l) != "" {
			kept = append(kept, l)
		}
	}
	return kept
}

// contentTerminate ends a headline with a full stop when it runs into more text.
func contentTerminate(s string) string {
	if s == "" || strings.ContainsAny(s[len(s)-1:], ".!?:") || strings.HasSuffix(s, "…") {
		return s
	}
	return s + "."
}

// contentShortLines breaks a long sentence after a colon, semicolon or comma.
func contentShortLines(s string) []string {
	const short = 60
	if utf8.RuneCountInString(s) <= short {
		return []string{s}
	}
	for _, sep := range []string{": ", "; ", ", "} {
		if i := strings.Index(s, sep); i > 15 && i < len(s)-15 {
			return append([]string{s[:i+1]}, contentShortLines(s[i+len(sep):])...)
		}
	}
	return []string{s}
}
