// Package content is the content-marketing demo of Lexa's built-in AI engine: it writes
// a post without any model, deterministically and in a few milliseconds, from templates
// per content type, platform, tone and goal. The topic, in the writer's own words, is the
// post's headline, a business's name in it kept whole (names.go); the sentences around it
// are written to read right with any topic and never name it again, so each key word is
// said once. A sensitive topic (grief, illness, legal or money trouble) is written in a
// warm voice whatever the tone (sensitive.go), and Note says why. Write takes the demo's
// input, already trimmed and size-checked by the caller (a topic of at most 20,000
// characters).
package content

import (
	"context"
	"hash/fnv"
	"strings"
	"unicode/utf8"
)

// Write writes marketing copy about req.Topic: a social-post, a blog-intro (a title, an
// opening paragraph and what the post covers), an email (a first line "Subject: …", a
// greeting, the body, a sign-off, no hashtags) or ad-copy (headline, body, call to
// action), in the voice of req.Tone and the style of req.Platform: LinkedIn paragraphs
// with a question and three hashtags, a Twitter/X post of at most 280 characters with one
// or two, emoji-led Instagram lines with six, a conversational Facebook post with a
// question and two, or a TikTok caption with a hook line, short lines and #fyp #foryou.
// Every post has a call to action that names something to do, and no made-up figures.
//
// The answer is the post text only. It stays within the platform's length, counted in
// bytes, which is never less than the count in characters or UTF-16 units, so every
// counter agrees it fits. The same request always gets the same text: template variants
// are picked by a hash of the request. Unknown Type, Platform or Tone values fall back to
// the form's defaults (social-post, linkedin, professional; docs/product.md, "AI
// demos"). A topic with no letter in it (only emoji, digits or punctuation) gets a short
// answer that says what a topic needs, never a post about nothing.
//
// It stops with ctx.Err() when ctx ends first. Only reading the topic depends on its
// length (only its first scanRunes characters are read), so ctx is looked at
// before and after it.
func Write(ctx context.Context, req Request) (string, error) {
	if err := ctx.Err(); err != nil {
		return "", err
	}
	req = normalize(req)
	topic, readable := readTopic(req.Topic)
	if err := ctx.Err(); err != nil {
		return "", err
	}
	if !readable {
		return unreadable(req), nil
	}
	pick := picker{seed: req.Type + "\x00" + req.Platform + "\x00" + req.Tone + "\x00" + req.Topic}
	voice, fill := voices[req.Tone], goalTags[topic.goal]
	if i := sensitive(topic); i >= 0 {
		// Grief, illness, legal or money trouble: the warm voice, whatever was asked
		// (sensitive.go; Note says why).
		voice, fill = warm, sensitiveTopics[i].tags
	}
	draft := draftFor(req.Type, topic, voice, pick)
	tags := hashtags(req.Type, req.Platform, topic, fill)
	return render(req.Platform, draft, tags, voice, pick), nil
}

// Request is what the content generator is asked for. Type is one of social-post,
// blog-intro, email, ad-copy; Platform one of linkedin, facebook, instagram, twitter,
// tiktok; Tone one of professional, casual, friendly, inspiring, humorous.
type Request struct {
	Type, Topic, Platform, Tone string
}

// limits are the platforms' maximum post lengths (Facebook's is our own cap), as
// testdata/content/platforms.json gives them to the page's post checks.
var limits = map[string]int{"twitter": 280, "linkedin": 3000, "instagram": 2200, "facebook": 2000, "tiktok": 2200}

func normalize(req Request) Request {
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
	if _, ok := limits[req.Platform]; !ok {
		req.Platform = "linkedin"
	}
	if _, ok := voices[req.Tone]; !ok {
		req.Tone = "professional"
	}
	return req
}

// unreadable answers a topic with nothing to read: what a topic needs, with the
// topic quoted (cut short) so the writer sees what was read. An e-mail's answer still
// opens with its subject line.
func unreadable(req Request) string {
	quoted := strings.Join(strings.Fields(req.Topic), " ")
	if utf8.RuneCountInString(quoted) > 40 {
		quoted = string([]rune(quoted)[:40]) + "…"
	}
	text := "No post written: the topic \"" + quoted + "\" has no words to write about. " +
		"Describe what the post is about in a few words, for example \"Spring sale on running shoes\" or \"New 6 AM yoga class starting Monday\"."
	if req.Type == "email" {
		text = "Subject: Topic needed\n\n" + text
	}
	return clamp(text, limits[req.Platform])
}

// picker chooses template variants from a stable hash of the request, so the same
// request always reads the same and different requests read differently.
type picker struct{ seed string }

func (p picker) index(slot string, n int) int {
	if n <= 1 {
		return 0
	}
	h := fnv.New64a()
	h.Write([]byte(p.seed))
	h.Write([]byte{0})
	h.Write([]byte(slot))
	return int(h.Sum64() % uint64(n))
}

func (p picker) of(slot string, options []string) string {
	if len(options) == 0 {
		return ""
	}
	return options[p.index(slot, len(options))]
}

// two picks two different options (the same one when there is only one).
func (p picker) two(slot string, options []string) (string, string) {
	i := p.index(slot, len(options))
	return options[i], options[(i+1+p.index(slot+"+", max(1, len(options)-1)))%len(options)]
}
