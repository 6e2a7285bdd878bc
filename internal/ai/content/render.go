package content

import (
	"strings"
	"unicode/utf8"

	"lexa/internal/ai/text"
)

// contentDraft is the copy before platform styling; empty parts are left out.
type contentDraft struct {
	subject  string     // email: the "Subject: …" line
	greeting string     // email: "Hello,"
	lead     string     // the opening line: hook or headline
	body     [][]string // paragraphs of sentences, most important first
	question string     // invites replies
	cta      string     // call to action
	signoff  string     // email: "Best regards,\nThe team"
}

// contentDraftFor writes the copy for a content type in a voice. On TikTok every type
// opens with a hook; an ad's headline then becomes its first body line.
func contentDraftFor(kind, platform string, t contentTopic, v contentVoice, p contentPicker) contentDraft {
	fill := contentFiller(t)
	var d contentDraft
	first, second := p.two("points", v.points)
	switch kind {
	case "blog-intro":
		d.body = [][]string{contentSentences(fill(p.of("blog-open", v.blogOpen))), contentSentences(fill(p.of("blog-preview", v.blogPreview)))}
		d.cta = fill(p.of("cta", v.ctas))
	case "email":
		d.subject = "Subject: " + fill(p.of("subject", v.subjects))
		d.greeting = v.greeting
		d.body = [][]string{contentSentences(fill(p.of("email-open", v.emailOpen))), {fill(first), fill(second)}}
		d.cta = fill(p.of("cta", v.ctas))
		d.signoff = v.signoff
	case "ad-copy":
		d.lead = fill(p.of("headline", v.headlines))
		d.body = [][]string{contentSentences(fill(p.of("ad-body", v.adBody)))}
		d.cta = fill(p.of("ad-cta", v.adCTA))
	default: // social-post
		d.lead = fill(p.of("hook", v.hooks))
		d.body = [][]string{{fill(first), fill(second)}}
		d.cta = fill(p.of("cta", v.ctas))
	}
	d.question = fill(p.of("question", v.questions))
	if platform == "tiktok" {
		if d.lead != "" {
			d.body = append([][]string{{d.lead}}, d.body...)
		}
		d.lead = fill(p.of("tiktok-hook", v.tiktokHooks))
	}
	return d
}

// contentFiller replaces the placeholders with the topic's words.
func contentFiller(t contentTopic) func(string) string {
	second := t.focus
	for _, ph := range t.phrases {
		if ph != t.focus {
			second = ph
			break
		}
	}
	list := t.phrases[:min(3, len(t.phrases))]
	r := strings.NewReplacer(
		"{topic}", t.name, "{Topic}", contentUpperFirst(t.name),
		"{focus}", t.focus, "{Focus}", contentUpperFirst(t.focus),
		"{second}", second, "{Second}", contentUpperFirst(second),
		"{list}", text.JoinAnd(list),
	)
	return r.Replace
}

// contentSentences splits a template's text at sentence ends, so short-line platforms
// can put each sentence on its own line.
func contentSentences(text string) []string {
	var out []string
	start := 0
	for i := 0; i < len(text); i++ {
		if (text[i] == '.' || text[i] == '!' || text[i] == '?') && i+1 < len(text) && text[i+1] == ' ' {
			out = append(out, strings.TrimSpace(text[start:i+1]))
			start = i + 1
		}
	}
	if rest := strings.TrimSpace(text[start:]); rest != "" {
		out = append(out, rest)
	}
	return out
}

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

// contentLinkedIn: professional paragraphs, a question to engage, hashtags at the end.
func contentLinkedIn(d contentDraft, tags []string) string {
	blocks := []string{d.subject, d.greeting, d.lead}
	for _, para := range d.body {
		blocks = append(blocks, strings.Join(para, " "))
	}
	blocks = append(blocks, d.question, d.cta, d.signoff, strings.Join(tags, " "))
	return contentBlocks(blocks...)
}

// contentFacebook: conversational, the opening and the first paragraph run together.
func contentFacebook(d contentDraft, tags []string) string {
	opening := d.lead
	var rest []string
	for i, para := range d.body {
		if i == 0 {
			opening = strings.TrimSpace(contentTerminate(opening) + " " + strings.Join(para, " "))
			continue
		}
		rest = append(rest, strings.Join(para, " "))
	}
	blocks := append([]string{d.subject, d.greeting, opening}, rest...)
	blocks = append(blocks, strings.TrimSpace(d.question+" "+d.cta), d.signoff, strings.Join(tags, " "))
	return contentBlocks(blocks...)
}

// contentInstagram: every line led by an emoji, then 5–10 hashtags.
func contentInstagram(d contentDraft, tags []string, v contentVoice, p contentPicker) string {
	var lines []string
	offset := p.index("emoji", len(v.emoji)-1)
	add := func(text string) {
		if text != "" {
			lines = append(lines, v.emoji[(offset+len(lines))%(len(v.emoji)-1)]+" "+text)
		}
	}
	add(d.lead)
	for _, para := range d.body {
		for _, s := range para {
			add(s)
		}
	}
	if d.question != "" {
		lines = append(lines, "💬 "+d.question)
	}
	lines = append(lines, v.emoji[len(v.emoji)-1]+" "+d.cta)
	return contentBlocks(d.subject, d.greeting, strings.Join(lines, "\n"), d.signoff, strings.Join(tags, " "))
}

// contentTikTok: a hook first, then one short line per thought, then trending-style tags.
func contentTikTok(d contentDraft, tags []string) string {
	var lines []string
	for _, para := range d.body {
		for _, s := range para {
			lines = append(lines, contentShortLines(s)...)
		}
	}
	lines = append(lines, d.question, d.cta)
	return contentBlocks(d.subject, d.lead, strings.Join(lines, "\n"), d.signoff, strings.Join(tags, " "))
}

// contentTerminate ends a headline with a full stop when it runs into more text.
func contentTerminate(s string) string {
	if s == "" || strings.ContainsAny(s[len(s)-1:], ".!?:") || strings.HasSuffix(s, "…") {
		return s
	}
	return s + "."
}

// contentShortLines breaks a long sentence after a comma, colon or semicolon.
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
