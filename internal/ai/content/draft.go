package content

import (
	"strings"
	"unicode/utf8"
)

// draft is the copy before platform styling; empty parts are left out.
type draft struct {
	subject  string   // email: the "Subject: …" line
	greeting string   // email: "Hello,"
	title    string   // blog: the topic as a title line, without a closing mark
	opener   string   // a short first line ("Save the date.")
	headline string   // the topic as a sentence, with its closing mark
	body     []string // sentences after the headline
	question string   // invites replies
	cta      string   // the call to action
	signoff  string   // email: "Best regards,\nThe team"
}

// draftFor writes the copy for a content type in a voice.
func draftFor(kind string, t topic, v voice, p picker) draft {
	pick := func(slot string, options []string) string { return p.of(slot, fresh(options, t.keys)) }
	headline := sentence(t.headline, v.mark, t.goal)
	if rest, ok := strings.CutPrefix(t.headline, "How to "); ok && kind != "blog-intro" {
		// A post does not teach the how-to; it offers to: "Wondering how to prevent
		// frozen pipes this winter?"
		headline = "Wondering how to " + rest + "?"
	}
	bodies := fresh(v.bodies[t.goal], t.keys)
	first, second := p.two("body", bodies)
	if second == first {
		second = "" // one body line left that does not echo the topic
	}
	openers := v.openers[t.goal]
	if undated := v.openers["event-undated"]; t.goal == "event" && !t.dated && undated != nil {
		openers = undated // no "Save the date." when the topic gives none
	}
	d := draft{
		opener:   pick("opener", openers),
		headline: headline,
		question: pick("question", v.questions[t.goal]),
		cta:      pick("cta", v.ctas[t.action]),
	}
	switch kind {
	case "blog-intro":
		// A title, an opening paragraph and a preview of what the post covers.
		d.opener, d.headline, d.question = "", "", ""
		d.title = t.headline
		preview := t.list // "wills, guardians and beneficiaries"
		if preview == "" {
			preview = "the details, step by step"
		} else {
			// The preview says what follows the colon, so the title stops at it: each
			// word once.
			d.title, _, _ = strings.Cut(t.headline, ": ")
		}
		d.body = []string{pick("blog-open", v.blogOpen), strings.Replace(v.blogCover, "%s", preview, 1)}
	case "email":
		d.subject = "Subject: " + subjectLine(t.headline)
		d.greeting = v.greeting
		d.headline = d.opener + " " + d.headline // one opening paragraph
		d.opener, d.question = "", ""
		d.body = []string{first, second}
		if t.action == "call" {
			d.cta = v.emailCTA
		}
		d.signoff = v.signoff
	case "ad-copy":
		// A headline, a body and a call to action: the topic up to its colon heads the ad,
		// what follows the colon opens the body.
		d.opener, d.question = "", ""
		head, rest, ok := strings.Cut(t.headline, ": ")
		if ok && len(strings.Fields(rest)) >= 2 {
			d.title, d.headline = head, ""
			d.body = []string{sentence(upperFirst(rest), ".", ""), first}
		} else {
			d.title, d.headline = t.headline, ""
			d.body = []string{first}
		}
	default: // social-post
		d.body = []string{first}
	}
	return d
}

// fresh keeps the options that say none of the topic's key words, so that a template
// line never repeats one ("Café opening in Zürich" gets no "during opening hours"); all of
// them when none is left.
func fresh(options []string, keys map[string]bool) []string {
	kept := options[:0:0]
	for _, o := range options {
		if !sharesKey(o, keys) {
			kept = append(kept, o)
		}
	}
	if len(kept) == 0 {
		return options
	}
	return kept
}

func sharesKey(line string, keys map[string]bool) bool {
	for _, w := range words(line) {
		for _, part := range strings.Split(w.lower, "-") {
			if keys[part] {
				return true
			}
		}
	}
	return false
}

// sentence closes a headline with mark, or with "?" when it asks a question ("Is
// your roof ready for winter"); the writer's own closing mark was taken off when it was
// read.
func sentence(s, mark, goal string) string {
	if s == "" || strings.HasSuffix(s, "…") {
		return s
	}
	first, _, _ := strings.Cut(strings.ToLower(s), " ")
	switch {
	case strings.HasPrefix(strings.ToLower(s), "how to "):
		return s + "."
	case first == "is" || first == "are" || first == "can" || first == "should" || first == "do" || first == "does" ||
		first == "will" || first == "would" || first == "could":
		return s + "?" // "Why AI matters" and "How we work" are titles, not questions
	case goal != "offer" && goal != "event" && goal != "announcement":
		return s + "."
	}
	return s + mark
}

// subjectLine is the headline cut to about 60 characters at a word, without a small
// word left dangling at its end ("… due June 15", not "… due June 15 for") and without a
// name cut in two ("… with Harbor & Finch Law", never "… with Harbor & Finch").
func subjectLine(headline string) string {
	const limit = 60
	if utf8.RuneCountInString(headline) <= limit {
		return headline
	}
	for _, sep := range []string{": ", ", ", " — "} {
		if head, _, ok := strings.Cut(headline, sep); ok && utf8.RuneCountInString(head) >= 12 && utf8.RuneCountInString(head) <= limit {
			return head
		}
	}
	head := string([]rune(headline)[:limit])
	head = headline[:beforeName(headline, len(head))]
	words := strings.Fields(head)
	if len(head) < len(headline) && headline[len(head)] != ' ' {
		words = words[:max(1, len(words)-1)] // the last is cut through
	}
	for len(words) > 1 && stopWords[strings.ToLower(strings.Trim(words[len(words)-1], ",;:"))] {
		words = words[:len(words)-1]
	}
	return strings.TrimRight(strings.Join(words, " "), ",;:—-")
}
