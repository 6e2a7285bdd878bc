package content

import (
	"strings"
	"testing"
	"unicode/utf8"

	"lexa/internal/ai/adversarial"
	"lexa/internal/ai/demotest"
)

// Whatever the request, the post is present, UTF-8, within its platform's limit in bytes,
// with well-formed hashtags, a subject line for an e-mail, and the same every time.
func FuzzWriteContent(f *testing.F) {
	for i, topic := range append(testTopics, "#growth-hacking!!! @2024", "a", "😀😀😀 👩‍👩‍👧", "<script>alert(1)</script>",
		strings.Repeat("supercalifragilistic", 1000)) {
		f.Add(testTypes[i%4], topic, testPlatforms[i%5], testTones[i%5])
	}
	f.Add("Email", "x", " X ", "SARCASTIC")
	seeded := map[string]bool{}
	for _, c := range adversarial.Contents() {
		if !seeded[c.Shape] { // each topic once, on the platform it comes with first
			seeded[c.Shape] = true
			f.Add(c.Request.Type, demotest.Seed(c.Request.Topic), c.Request.Platform, c.Request.Tone)
		}
	}
	f.Fuzz(func(t *testing.T, kind, topic, platform, tone string) {
		topic, ok := demotest.Input(topic)
		if !ok {
			return
		}
		req := Request{Type: kind, Topic: topic, Platform: platform, Tone: tone}
		text := writeContent(req)
		limit := limits[normalize(req).Platform]
		if strings.TrimSpace(text) == "" || !utf8.ValidString(text) || len(text) > limit {
			t.Fatalf("%+v: %d bytes (limit %d): %q", req, len(text), limit, text)
		}
		for _, tag := range testTags(text) {
			if !testHashtag.MatchString(tag) {
				t.Fatalf("%+v: malformed hashtag %q", req, tag)
			}
		}
		if normalize(req).Type == "email" && !strings.HasPrefix(text, "Subject: ") {
			t.Fatalf("%+v: no subject line:\n%s", req, text)
		}
		if again := writeContent(req); again != text {
			t.Fatalf("%+v: two answers", req)
		}
	})
}
