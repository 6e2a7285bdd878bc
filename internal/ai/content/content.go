// Package content is the content-marketing demo of Lexa's built-in AI engine: it writes
// a post without any model, deterministically and in a few milliseconds, with plain text
// processing. Every answer is built from the request; nothing is canned. Write takes the
// demo's input, already trimmed and size-checked by the caller (a topic of at most 20,000
// characters).
package content

import (
	"cmp"
	"context"
	"hash/fnv"
	"strings"
	"unicode"
	"unicode/utf8"
)

// Write writes marketing copy about req.Topic: a social-post, a blog-intro (an
// opening paragraph or two), an email (a first line "Subject: …", then the body) or
// ad-copy (headline, body, call to action), in the voice of req.Tone and the style of
// req.Platform: LinkedIn paragraphs with a question and 3–5 hashtags, a Twitter/X post
// of at most 280 characters including 1–2 hashtags, emoji-led Instagram lines with 5–10
// hashtags, a conversational Facebook post with a question and 1–3 hashtags, or a TikTok
// caption with a hook line, short lines and #fyp-style tags.
//
// The answer is the post text only, built from keywords of the topic. It stays within
// the platform's length, counted in bytes, which is never less than the count in
// characters or UTF-16 units, so every counter agrees it fits. The same request always
// gets the same text: template variants are picked by a hash of the request.
// Unknown Type, Platform or Tone values fall back to the spec's defaults (social-post,
// linkedin, professional).
//
// It stops with ctx.Err() when ctx ends first. Only reading the topic depends on its
// length (the keywords come from its first contentScanRunes characters), so ctx is looked
// at before and after it.
func Write(ctx context.Context, req Request) (string, error) {
	if err := ctx.Err(); err != nil {
		return "", err
	}
	req = contentNormalize(req)
	topic := contentReadTopic(req.Topic)
	if err := ctx.Err(); err != nil {
		return "", err
	}
	pick := contentPicker{seed: req.Type + "\x00" + req.Platform + "\x00" + req.Tone + "\x00" + req.Topic}
	voice := contentVoices[req.Tone]
	draft := contentDraftFor(req.Type, req.Platform, topic, voice, pick)
	tags := contentHashtags(req.Type, req.Platform, topic)
	return contentRender(req.Platform, draft, tags, voice, pick), nil
}

// Request is what the content generator is asked for. Type is one of social-post,
// blog-intro, email, ad-copy; Platform one of linkedin, facebook, instagram, twitter,
// tiktok; Tone one of professional, casual, friendly, inspiring, humorous.
type Request struct {
	Type, Topic, Platform, Tone string
}

// contentLimits are the platforms' maximum post lengths (Facebook's is our own cap).
var contentLimits = map[string]int{"twitter": 280, "linkedin": 3000, "instagram": 2200, "facebook": 2000, "tiktok": 2200}

func contentNormalize(req Request) Request {
	req.Type = strings.ToLower(strings.TrimSpace(req.Type))
	req.Platform = strings.ToLower(strings.TrimSpace(req.Platform))
	req.Tone = strings.ToLower(strings.TrimSpace(req.Tone))
	if req.Platform == "x" {
		req.Platform = "twitter"
	}
	switch req.Type {
	case "social-post", "blog-intro", "email", "ad-copy":
	default:
		req.Type = "social-post"
	}
	if _, ok := contentLimits[req.Platform]; !ok {
		req.Platform = "linkedin"
	}
	if _, ok := contentVoices[req.Tone]; !ok {
		req.Tone = "professional"
	}
	return req
}

// contentPicker chooses template variants from a stable hash of the request, so the same
// request always reads the same and different requests read differently.
type contentPicker struct{ seed string }

func (p contentPicker) index(slot string, n int) int {
	if n <= 1 {
		return 0
	}
	h := fnv.New64a()
	h.Write([]byte(p.seed))
	h.Write([]byte{0})
	h.Write([]byte(slot))
	return int(h.Sum64() % uint64(n))
}

func (p contentPicker) of(slot string, options []string) string {
	if len(options) == 0 {
		return ""
	}
	return options[p.index(slot, len(options))]
}

// two picks two different options (the same one when there is only one).
func (p contentPicker) two(slot string, options []string) (string, string) {
	i := p.index(slot, len(options))
	return options[i], options[(i+1+p.index(slot+"+", max(1, len(options)-1)))%len(options)]
}

// contentTopic is what the text says about the topic.
type contentTopic struct {
	name    string   // how sentences name the topic: the topic itself when short, else the focus
	focus   string   // the main key phrase ("AI receptionists")
	phrases []string // key phrases in topic order, at most contentMaxPhrases
}

const (
	contentMaxPhrases   = 6
	contentMaxWordRunes = 24   // longer "words" are URLs or noise
	contentScanRunes    = 2000 // a long topic's keywords come from its beginning
	contentNameRunes    = 70   // a longer topic is named by its focus
)

// contentReadTopic derives key phrases: runs of up to three content words between stop
// words and punctuation. Runs are cut from the end, where English puts the head noun.
func contentReadTopic(raw string) contentTopic {
	raw = strings.Join(strings.Fields(raw), " ")
	if utf8.RuneCountInString(raw) > contentScanRunes {
		raw = string([]rune(raw)[:contentScanRunes])
		if sp := strings.LastIndexByte(raw, ' '); sp > 0 {
			raw = raw[:sp] // drop the word the cut went through
		}
	}
	raw = contentSentenceCase(raw)
	var t contentTopic
	seen := map[string]bool{}
	addRun := func(run []string) {
		for end := len(run); end > 0 && len(t.phrases) < contentMaxPhrases; end -= 3 {
			phrase := strings.Join(run[max(0, end-3):end], " ")
			if key := strings.ToLower(phrase); !seen[key] {
				seen[key] = true
				t.phrases = append(t.phrases, phrase)
			}
		}
	}
	var run []string
	for _, w := range contentWords(raw) {
		lower := strings.ToLower(w.text)
		if w.breakBefore || contentStopWords[lower] || contentIsNumber(lower) || utf8.RuneCountInString(w.text) > contentMaxWordRunes {
			addRun(run)
			run = nil
		}
		if contentStopWords[lower] || contentIsNumber(lower) || utf8.RuneCountInString(w.text) > contentMaxWordRunes {
			continue
		}
		run = append(run, contentAcronym(w.text))
	}
	addRun(run)
	if len(t.phrases) == 0 {
		// Only stop words (or nothing readable): use the topic's first words as they are,
		// less the # that would make a hashtag of a word in the prose ("#" alone: "this").
		words := strings.Fields(contentUntagged(strings.TrimRight(raw, ".!?;:, ")))
		fallback := strings.Join(words[:min(6, len(words))], " ")
		if utf8.RuneCountInString(fallback) > 40 {
			fallback = string([]rune(fallback)[:40])
		}
		t.phrases = []string{cmp.Or(fallback, "this")}
	}
	t.focus = t.phrases[0]
	for _, p := range t.phrases {
		if len(strings.Fields(p)) > len(strings.Fields(t.focus)) {
			t.focus = p
		}
	}
	t.name = contentUntagged(strings.TrimRight(raw, ".!?;:, "))
	if utf8.RuneCountInString(t.name) > contentNameRunes || strings.ContainsAny(t.name, ".!?;\n") || t.name == "" || contentIsClause(t.name) {
		t.name = t.focus
	}
	return t
}

// contentUntagged is text with the # taken off the start of each word: topic words are
// written into the prose, where "#" or "#growth" would read as hashtags.
func contentUntagged(text string) string {
	words := strings.Fields(text)
	kept := words[:0]
	for _, w := range words {
		if w = strings.TrimLeft(w, "#"); w != "" {
			kept = append(kept, w)
		}
	}
	return strings.Join(kept, " ")
}

// contentClauseStarts open a question or a how-to ("How AI helps …"), which reads badly
// in the middle of a sentence; such a topic is named by its focus instead.
var contentClauseStarts = map[string]bool{
	"how": true, "why": true, "what": true, "when": true, "where": true, "which": true, "who": true,
	"is": true, "are": true, "can": true, "should": true, "do": true, "does": true, "will": true,
}

func contentIsClause(name string) bool {
	first, _, _ := strings.Cut(name, " ")
	return contentClauseStarts[strings.ToLower(first)]
}

// contentSentenceCase lowercases a topic's first letter when it is only sentence case
// ("Summer sale on shoes"), so it reads well mid-sentence; a name ("Acme Cloud") stays.
func contentSentenceCase(s string) string {
	words := strings.Fields(s)
	if len(words) < 2 || !contentTitleWord(words[0]) || strings.ToLower(words[1]) != words[1] {
		return s
	}
	r, size := utf8.DecodeRuneInString(s)
	return string(unicode.ToLower(r)) + s[size:]
}

// contentTitleWord is a word with only its first letter in capitals ("Summer", not "AI").
func contentTitleWord(w string) bool {
	r, size := utf8.DecodeRuneInString(w)
	return unicode.IsUpper(r) && size < len(w) && strings.ToLower(w[size:]) == w[size:]
}

// contentWord is one word of the topic; breakBefore marks punctuation before it, which
// ends a key phrase.
type contentWord struct {
	text        string
	breakBefore bool
}

func contentWords(s string) []contentWord {
	var out []contentWord
	var cur []rune
	pendingBreak := false
	flush := func() {
		if len(cur) > 0 {
			out = append(out, contentWord{strings.Trim(string(cur), "'’-"), pendingBreak})
			cur, pendingBreak = cur[:0], false
		}
	}
	for _, r := range s {
		switch {
		case unicode.IsLetter(r) || unicode.IsDigit(r):
			cur = append(cur, r)
		case (r == '\'' || r == '’' || r == '-') && len(cur) > 0:
			cur = append(cur, r) // "don't", "AI-powered"
		case unicode.IsSpace(r):
			flush()
		default:
			flush()
			pendingBreak = true
		}
	}
	flush()
	return out
}

func contentIsNumber(s string) bool {
	for _, r := range s {
		if !unicode.IsDigit(r) {
			return false
		}
	}
	return s != ""
}

// contentAcronym writes common lowercase acronyms ("ai", "seo") in capitals.
func contentAcronym(w string) string {
	if contentAcronyms[w] {
		return strings.ToUpper(w)
	}
	return w
}

var contentAcronyms = map[string]bool{"ai": true, "seo": true, "crm": true, "roi": true, "b2b": true, "b2c": true, "saas": true, "hr": true, "ux": true, "api": true, "kpi": true}

// contentUpperFirst capitalises the first letter, for a placeholder at a sentence start.
func contentUpperFirst(s string) string {
	r, size := utf8.DecodeRuneInString(s)
	if r == utf8.RuneError {
		return s
	}
	return string(unicode.ToUpper(r)) + s[size:]
}
