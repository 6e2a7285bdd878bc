package content

import (
	"context"
	"regexp"
	"strings"
	"testing"
	"unicode"
	"unicode/utf16"
	"unicode/utf8"
)

// writeContent is Write without a deadline, which never stops it.
func writeContent(req Request) string {
	post, _ := Write(context.Background(), req) // no deadline, no error
	return post
}

var (
	contentTestTypes     = []string{"social-post", "blog-intro", "email", "ad-copy"}
	contentTestPlatforms = []string{"linkedin", "twitter", "instagram", "facebook", "tiktok"}
	contentTestTones     = []string{"professional", "casual", "friendly", "inspiring", "humorous"}
	contentTestTopics    = []string{
		"How AI receptionists help dental clinics reduce missed calls",
		"Summer sale on running shoes",
		"5 tips for remote team productivity",
		"Café opening in Zürich!",
		"Launching our new payroll automation feature for restaurants, bakeries and food trucks",
		"cybersecurity",
	}
	// contentTestHashtag is the page's rule: '#' then word characters (JavaScript's \w).
	contentTestHashtag = regexp.MustCompile(`^#[A-Za-z0-9_]+$`)
	// contentTestTagCounts is how many hashtags each platform calls for.
	contentTestTagCounts = map[string][2]int{"linkedin": {3, 5}, "twitter": {1, 2}, "instagram": {5, 10}, "facebook": {1, 3}, "tiktok": {3, 8}}
)

// contentTestKeywords are the topic's words a reader would recognise: four letters or
// more, not a stop word.
func contentTestKeywords(topic string) []string {
	var out []string
	for _, w := range strings.FieldsFunc(strings.ToLower(topic), func(r rune) bool { return !unicode.IsLetter(r) && !unicode.IsDigit(r) }) {
		if utf8.RuneCountInString(w) >= 4 && !contentStopWords[w] {
			out = append(out, w)
		}
	}
	return out
}

func contentTestTags(text string) []string {
	var tags []string
	for _, w := range strings.Fields(text) {
		if strings.HasPrefix(w, "#") {
			tags = append(tags, w)
		}
	}
	return tags
}

// contentTestCheck reports every way text breaks the rules for req.
func contentTestCheck(t *testing.T, req Request, text string) {
	t.Helper()
	name := req.Type + "/" + req.Platform + "/" + req.Tone
	if strings.TrimSpace(text) == "" {
		t.Fatalf("%s: empty", name)
	}
	if !utf8.ValidString(text) {
		t.Errorf("%s: invalid UTF-8", name)
	}
	limit := contentLimits[req.Platform]
	if n := utf8.RuneCountInString(text); n > limit {
		t.Errorf("%s: %d characters, over the %d limit:\n%s", name, n, limit, text)
	}
	if n := len(utf16.Encode([]rune(text))); n > limit {
		t.Errorf("%s: %d UTF-16 units, over the %d limit", name, n, limit)
	}
	lower := strings.ToLower(text)
	found := false
	for _, k := range contentTestKeywords(req.Topic) {
		found = found || strings.Contains(lower, k)
	}
	if !found {
		t.Errorf("%s: no topic keyword of %q in:\n%s", name, req.Topic, text)
	}
	for _, preamble := range []string{"here is", "here's", "sure", "certainly", "of course", "as an ai"} {
		if strings.HasPrefix(lower, preamble) {
			t.Errorf("%s: starts with a preamble:\n%s", name, text)
		}
	}
	if req.Type == "email" && !strings.HasPrefix(text, "Subject: ") {
		t.Errorf("%s: the first line is not \"Subject: …\":\n%s", name, text)
	}
	tags := contentTestTags(text)
	for _, tag := range tags {
		if !contentTestHashtag.MatchString(tag) {
			t.Errorf("%s: malformed hashtag %q", name, tag)
		}
	}
	if want := contentTestTagCounts[req.Platform]; len(tags) < want[0] || len(tags) > want[1] {
		t.Errorf("%s: %d hashtags, want %d to %d:\n%s", name, len(tags), want[0], want[1], text)
	}
	switch req.Platform {
	case "linkedin", "facebook":
		if !strings.Contains(text, "?") {
			t.Errorf("%s: no question to engage:\n%s", name, text)
		}
	case "tiktok":
		if !strings.Contains(text, "#fyp") {
			t.Errorf("%s: no #fyp:\n%s", name, text)
		}
	case "instagram":
		emojiLines := 0
		for _, line := range strings.Split(text, "\n") {
			if r, _ := utf8.DecodeRuneInString(line); r > unicode.MaxLatin1 {
				emojiLines++
			}
		}
		if emojiLines < 3 {
			t.Errorf("%s: %d emoji-led lines, want at least 3:\n%s", name, emojiLines, text)
		}
	}
}

func TestWriteContentEveryCombination(t *testing.T) {
	for _, topic := range contentTestTopics {
		for _, kind := range contentTestTypes {
			for _, platform := range contentTestPlatforms {
				for _, tone := range contentTestTones {
					req := Request{Type: kind, Topic: topic, Platform: platform, Tone: tone}
					contentTestCheck(t, req, writeContent(req))
				}
			}
		}
	}
}

func TestWriteContentLongTopicStillFitsTwitter(t *testing.T) {
	words := []string{"customer", "onboarding", "automation", "for", "regional", "logistics", "companies", "with", "seasonal", "peaks"}
	var b strings.Builder
	for i := 0; b.Len() < 20_000; i++ {
		b.WriteString(words[i%len(words)] + " ")
	}
	topic := b.String()[:20_000]
	for _, kind := range contentTestTypes {
		for _, platform := range contentTestPlatforms {
			for _, tone := range contentTestTones {
				req := Request{Type: kind, Topic: topic, Platform: platform, Tone: tone}
				text := writeContent(req)
				contentTestCheck(t, req, text)
				if platform == "twitter" && utf8.RuneCountInString(text) > 280 {
					t.Errorf("%s tweet of %d characters", kind, utf8.RuneCountInString(text))
				}
			}
		}
	}
	// One word of 20,000 letters: nothing usable, but still a valid tweet.
	req := Request{Type: "social-post", Topic: strings.Repeat("a", 20_000), Platform: "twitter", Tone: "casual"}
	if text := writeContent(req); utf8.RuneCountInString(text) > 280 || len(contentTestTags(text)) == 0 {
		t.Errorf("20,000-letter word: %d characters, tags %v", utf8.RuneCountInString(text), contentTestTags(text))
	}
}

func TestWriteContentHashtagsComeFromTheTopic(t *testing.T) {
	text := writeContent(Request{Type: "social-post", Topic: "AI receptionists for dental clinics", Platform: "linkedin", Tone: "professional"})
	for _, want := range []string{"#AIReceptionists", "#DentalClinics"} {
		if !strings.Contains(text, want) {
			t.Errorf("no %s in:\n%s", want, text)
		}
	}
	text = writeContent(Request{Type: "social-post", Topic: "Café opening in Zürich", Platform: "tiktok", Tone: "casual"})
	for _, want := range []string{"#cafeopening", "#zurich", "#fyp"} {
		if !strings.Contains(text, want) {
			t.Errorf("no %s in:\n%s", want, text)
		}
	}
}

func TestWriteContentOddTopics(t *testing.T) {
	for _, topic := range []string{"how to do it", "AI", "顧客サービスの自動化", "#growth-hacking!!! @2024", "don't stop believing"} {
		for _, platform := range contentTestPlatforms {
			req := Request{Type: "social-post", Topic: topic, Platform: platform, Tone: "friendly"}
			text := writeContent(req)
			if strings.TrimSpace(text) == "" || len(text) > contentLimits[platform] {
				t.Errorf("%q on %s: %d bytes", topic, platform, len(text))
			}
			for _, tag := range contentTestTags(text) {
				if !contentTestHashtag.MatchString(tag) {
					t.Errorf("%q on %s: malformed hashtag %q", topic, platform, tag)
				}
			}
		}
	}
}

func TestWriteContentTonesAndTypesDiffer(t *testing.T) {
	seen := map[string]string{}
	for _, kind := range contentTestTypes {
		for _, tone := range contentTestTones {
			text := writeContent(Request{Type: kind, Topic: "Summer sale on running shoes", Platform: "linkedin", Tone: tone})
			if other, dup := seen[text]; dup {
				t.Errorf("%s/%s reads the same as %s", kind, tone, other)
			}
			seen[text] = kind + "/" + tone
		}
	}
	casual := writeContent(Request{Type: "social-post", Topic: "remote team productivity", Platform: "linkedin", Tone: "casual"})
	professional := writeContent(Request{Type: "social-post", Topic: "remote team productivity", Platform: "linkedin", Tone: "professional"})
	if !strings.ContainsAny(casual, "'’") {
		t.Errorf("casual has no contraction:\n%s", casual)
	}
	if strings.Contains(professional, "!") {
		t.Errorf("professional shouts:\n%s", professional)
	}
}

func TestWriteContentIsDeterministic(t *testing.T) {
	for _, kind := range contentTestTypes {
		for _, platform := range contentTestPlatforms {
			req := Request{Type: kind, Topic: contentTestTopics[0], Platform: platform, Tone: "humorous"}
			first := writeContent(req)
			for range 3 {
				if again := writeContent(req); again != first {
					t.Fatalf("%s/%s: two answers for one request", kind, platform)
				}
			}
		}
	}
}

func TestWriteContentDefaults(t *testing.T) {
	want := writeContent(Request{Type: "social-post", Topic: "cloud backups", Platform: "linkedin", Tone: "professional"})
	if got := writeContent(Request{Topic: "cloud backups"}); got != want {
		t.Errorf("empty choices should read as the defaults:\n%s\n---\n%s", got, want)
	}
	if got := writeContent(Request{Type: " Social-Post ", Topic: "cloud backups", Platform: "LinkedIn", Tone: "PROFESSIONAL"}); got != want {
		t.Errorf("choices should ignore case and spaces")
	}
	x := writeContent(Request{Type: "social-post", Topic: "cloud backups", Platform: "x", Tone: "casual"})
	contentTestCheck(t, Request{Type: "social-post", Topic: "cloud backups", Platform: "twitter", Tone: "casual"}, x)
}

func BenchmarkWriteContent(b *testing.B) {
	reqs := make([]Request, 0, 100)
	for _, kind := range contentTestTypes {
		for _, platform := range contentTestPlatforms {
			for _, tone := range contentTestTones {
				reqs = append(reqs, Request{Type: kind, Topic: contentTestTopics[0], Platform: platform, Tone: tone})
			}
		}
	}
	i := 0
	for b.Loop() {
		writeContent(reqs[i%len(reqs)])
		i++
	}
}
