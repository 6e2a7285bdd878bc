package content

import (
	"strings"
	"unicode/utf8"
)

// render styles the draft for the platform and keeps it within its limit.
func render(platform string, d draft, tags []string, v voice, p picker) string {
	limit := limits[platform]
	switch platform {
	case "twitter":
		return tweet(d, tags, limit)
	case "instagram":
		return clamp(instagram(d, tags, v, p), limit)
	case "tiktok":
		return clamp(tikTok(d, tags), limit)
	case "facebook":
		return clamp(facebook(d, tags), limit)
	}
	return clamp(linkedIn(d, tags), limit)
}

// blocks joins non-empty blocks with blank lines.
func blocks(blocks ...string) string {
	kept := blocks[:0:0]
	for _, b := range blocks {
		if b = strings.TrimSpace(b); b != "" {
			kept = append(kept, b)
		}
	}
	return strings.Join(kept, "\n\n")
}

// line joins sentences into one paragraph, closing a headline that runs into more.
func line(parts ...string) string {
	var kept []string
	for _, p := range parts {
		if p = strings.TrimSpace(p); p != "" {
			kept = append(kept, p)
		}
	}
	for i := 0; i < len(kept)-1; i++ {
		kept[i] = terminate(kept[i])
	}
	return strings.Join(kept, " ")
}

// linkedIn: short paragraphs, a question to engage, the call to action, hashtags.
func linkedIn(d draft, tags []string) string {
	return blocks(d.subject, d.greeting, d.title, d.opener, line(append([]string{d.headline}, d.body...)...),
		d.question, d.cta, d.signoff, strings.Join(tags, " "))
}

// facebook: conversational, the opening, the headline and the body run together.
func facebook(d draft, tags []string) string {
	return blocks(d.subject, d.greeting, d.title, line(append([]string{d.opener, d.headline}, d.body...)...),
		line(d.question, d.cta), d.signoff, strings.Join(tags, " "))
}

// instagram: every line led by an emoji, then the hashtags.
func instagram(d draft, tags []string, v voice, p picker) string {
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
	return blocks(d.subject, d.greeting, strings.Join(lines, "\n"), d.signoff, strings.Join(tags, " "))
}

// tikTok: a hook first, then one short line per thought, then the tags.
func tikTok(d draft, tags []string) string {
	var lines []string
	for _, s := range append([]string{d.title, d.headline}, d.body...) {
		if s != "" {
			lines = append(lines, shortLines(s)...)
		}
	}
	lines = append(lines, d.question, d.cta)
	return blocks(d.subject, d.greeting, d.opener, strings.Join(nonEmpty(lines), "\n"), d.signoff, strings.Join(tags, " "))
}

func nonEmpty(lines []string) []string {
	kept := lines[:0:0]
	for _, l := range lines {
		if strings.TrimSpace(l) != "" {
			kept = append(kept, l)
		}
	}
	return kept
}

// terminate ends a headline with a full stop when it runs into more text.
func terminate(s string) string {
	if s == "" || strings.ContainsAny(s[len(s)-1:], ".!?:") || strings.HasSuffix(s, "…") {
		return s
	}
	return s + "."
}

// shortLines breaks a long sentence after a colon, semicolon or comma.
func shortLines(s string) []string {
	const short = 60
	if utf8.RuneCountInString(s) <= short {
		return []string{s}
	}
	for _, sep := range []string{": ", "; ", ", "} {
		if i := strings.Index(s, sep); i > 15 && i < len(s)-15 {
			return append([]string{s[:i+1]}, shortLines(s[i+len(sep):])...)
		}
	}
	return []string{s}
}
