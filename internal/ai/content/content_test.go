package content

import (
	"context"
	"encoding/json"
	"os"
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
	testTypes     = []string{"social-post", "blog-intro", "email", "ad-copy"}
	testPlatforms = []string{"linkedin", "twitter", "instagram", "facebook", "tiktok"}
	testTones     = []string{"professional", "casual", "friendly", "inspiring", "humorous"}
	// testTopics are topics in the shapes people type them: a how-to, a sale, a list,
	// a name with accents, a long launch, one word, and the quality corpus's kinds (a
	// clause, a price, a colon, a negation, a place).
	testTopics = []string{
		"How AI receptionists help dental clinics reduce missed calls",
		"Summer sale on running shoes",
		"5 tips for remote team productivity",
		"Café opening in Zürich!",
		"Launching our new payroll automation feature for restaurants, bakeries and food trucks",
		"cybersecurity",
		"Now delivering wedding cakes within 30 miles of Des Moines",
		"Pumpkin spice latte is back for fall",
		"Walk-in Wednesdays: no appointment needed for haircuts",
		"$39.99 oil change with a free tire rotation this month",
		"Quarterly estimated tax payments are due June 15 for freelancers and sole proprietors",
		"Before and after of a backyard paver patio we installed in three days",
	}
	// testHashtag is the page's rule, '#' then word characters (JavaScript's \w),
	// with ours: letters and digits only, at most 29 of them.
	testHashtag = regexp.MustCompile(`^#[A-Za-z0-9]{1,29}$`)
	// The quality corpus's shared checks (testdata/ai-quality/README.md, "Content").
	testCTA     = regexp.MustCompile(`(?i)\b(?:book|call|visit|schedule|reserve|order|sign up|register|learn more|contact|message us|dm us|dm me|stop by|drop by|swing by|click|reply|join|link in bio|tap|shop|grab|claim|request|get in touch|come (?:in|by|see|say)|text us|email us|reach out|try|apply|download|subscribe|save your spot|rsvp)\b`)
	testNumbers = regexp.MustCompile(`(?i)\b\d[\d,.]*\s*[km]?\+?\s*(?:likes|views|followers|shares|comments|retweets|reposts|impressions|subscribers)\b`)
	testGarbled = regexp.MustCompile(`(?i)\b(?:the|an|your|our|within)\s*[?!.,;:]`)
	testWord    = regexp.MustCompile(`[\p{L}\p{N}'’-]+`)
)

// testNorms are the platforms' limits and hashtag norms, shared with the page's
// post checks (testdata/content/platforms.json).
func testNorms(t *testing.T) map[string]struct{ MaxChars, MinHashtags, MaxHashtags int } {
	t.Helper()
	raw, err := os.ReadFile("../../../testdata/content/platforms.json")
	if err != nil {
		t.Fatal(err)
	}
	var file struct {
		Platforms map[string]struct{ MaxChars, MinHashtags, MaxHashtags int }
	}
	if err := json.Unmarshal(raw, &file); err != nil {
		t.Fatal(err)
	}
	return file.Platforms
}

// The writer's own limits and hashtag counts are the shared norms'.
func TestContentLimitsAreTheSharedNorms(t *testing.T) {
	norms := testNorms(t)
	if len(norms) != len(limits) {
		t.Fatalf("%d platforms in the norms, %d in the writer", len(norms), len(limits))
	}
	for platform, n := range norms {
		if limits[platform] != n.MaxChars {
			t.Errorf("%s: limit %d, the norms say %d", platform, limits[platform], n.MaxChars)
		}
		if target := tagTargets[platform]; target < n.MinHashtags || target > n.MaxHashtags {
			t.Errorf("%s: %d hashtags, the norms say %d to %d", platform, target, n.MinHashtags, n.MaxHashtags)
		}
	}
}

func testTags(text string) []string {
	var tags []string
	for _, w := range strings.Fields(text) {
		if strings.HasPrefix(w, "#") {
			tags = append(tags, w)
		}
	}
	return tags
}

// testDoubled returns a word written twice in a row within a sentence ("for
// for"), or "". "Did you hear that? That was us" is two sentences.
func testDoubled(text string) string {
	lower := strings.ToLower(text)
	at := testWord.FindAllStringIndex(lower, -1)
	for i := 1; i < len(at); i++ {
		prev, cur := lower[at[i-1][0]:at[i-1][1]], lower[at[i][0]:at[i][1]]
		if prev == cur && strings.TrimSpace(lower[at[i-1][1]:at[i][0]]) == "" && !unicode.IsDigit([]rune(cur)[0]) {
			return cur
		}
	}
	return ""
}

// testRepeated returns a run of three words the post says twice, or "": a careful
// writer does not repeat themselves ("Small steps now…", "Small steps today…" is fine; "a
// little help from us… a little help" is not). The topic's own words do not count.
func testRepeated(text, topic string) string {
	inTopic := strings.ToLower(strings.Join(testWord.FindAllString(topic, -1), " "))
	seen := map[string]bool{}
	for _, sentence := range strings.FieldsFunc(strings.ToLower(text), func(r rune) bool { return strings.ContainsRune(".!?:;\n", r) }) {
		words := testWord.FindAllString(sentence, -1)
		for i := 2; i < len(words); i++ {
			gram := words[i-2] + " " + words[i-1] + " " + words[i]
			if seen[gram] && !strings.Contains(inTopic, gram) {
				return gram
			}
			seen[gram] = true
		}
	}
	return ""
}

// testCheck reports every way text breaks the rules for req.
func testCheck(t *testing.T, norms map[string]struct{ MaxChars, MinHashtags, MaxHashtags int }, req Request, text string) {
	t.Helper()
	name := req.Type + "/" + req.Platform + "/" + req.Tone + " " + req.Topic[:min(60, len(req.Topic))]
	if strings.TrimSpace(text) == "" {
		t.Fatalf("%s: empty", name)
	}
	if !utf8.ValidString(text) {
		t.Errorf("%s: invalid UTF-8", name)
	}
	if n := len(utf16.Encode([]rune(text))); n > norms[req.Platform].MaxChars {
		t.Errorf("%s: %d UTF-16 units, over the %d limit:\n%s", name, n, norms[req.Platform].MaxChars, text)
	}
	lower := strings.ToLower(text)
	for _, preamble := range []string{"here is", "here's", "sure", "certainly", "of course", "as an ai"} {
		if strings.HasPrefix(lower, preamble) {
			t.Errorf("%s: starts with a preamble:\n%s", name, text)
		}
	}
	if p := testRepeated(text, req.Topic); p != "" {
		t.Errorf("%s: %q said twice:\n%s", name, p, text)
	}
	if w := testDoubled(text); w != "" {
		t.Errorf("%s: %q twice in a row:\n%s", name, w, text)
	}
	for _, re := range []*regexp.Regexp{testNumbers, testGarbled} {
		if m := re.FindString(text); m != "" {
			t.Errorf("%s: %q:\n%s", name, m, text)
		}
	}
	if !testCTA.MatchString(text) {
		t.Errorf("%s: no call to action:\n%s", name, text)
	}
	tags := testTags(text)
	for _, tag := range tags {
		if !testHashtag.MatchString(tag) {
			t.Errorf("%s: malformed hashtag %q", name, tag)
		}
	}
	switch n := norms[req.Platform]; {
	case req.Type == "email":
		if !strings.HasPrefix(text, "Subject: ") || len(tags) != 0 {
			t.Errorf("%s: an e-mail opens with its subject and has no hashtags:\n%s", name, text)
		}
	case len(tags) < n.MinHashtags || len(tags) > n.MaxHashtags:
		t.Errorf("%s: %d hashtags, want %d to %d:\n%s", name, len(tags), n.MinHashtags, n.MaxHashtags, text)
	case req.Platform == "tiktok" && !strings.HasPrefix(tags[0], "#fyp"):
		t.Errorf("%s: no #fyp:\n%s", name, text)
	}
	if req.Type == "social-post" && (req.Platform == "linkedin" || req.Platform == "facebook") && !strings.Contains(text, "?") {
		t.Errorf("%s: no question to engage:\n%s", name, text)
	}
	if req.Platform == "instagram" {
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
	norms := testNorms(t)
	for _, topic := range testTopics {
		for _, kind := range testTypes {
			for _, platform := range testPlatforms {
				for _, tone := range testTones {
					req := Request{Type: kind, Topic: topic, Platform: platform, Tone: tone}
					testCheck(t, norms, req, writeContent(req))
				}
			}
		}
	}
}

// The topic, in the writer's words, is the post's headline: its prices, dates, places and
// audience stay as they were written, on every platform, a tweet included.
func TestWriteContentKeepsTheTopicsWords(t *testing.T) {
	for _, topic := range testTopics[6:] {
		for _, kind := range testTypes {
			for _, platform := range testPlatforms {
				post := writeContent(Request{Type: kind, Topic: topic, Platform: platform, Tone: "casual"})
				head, rest, _ := strings.Cut(topic, ": ")
				if !strings.Contains(post, upperFirst(head)) || !strings.Contains(strings.ToLower(post), strings.ToLower(rest)) {
					t.Errorf("%s/%s: the topic %q is not in:\n%s", kind, platform, topic, post)
				}
			}
		}
	}
}

// Hashtags are the topic's things in CamelCase, one to three words: never a cut phrase
// ("#WeddingCakesWithin"), a measure ("#Miles"), a verb ("#IsBack"), a negated noun
// ("#AppointmentNeeded") or a headline ("#HowTo").
func TestWriteContentHashtagsAreTheTopicsWords(t *testing.T) {
	for _, c := range []struct {
		topic, platform string
		want, not       []string
	}{
		{"Now delivering wedding cakes within 30 miles of Des Moines", "facebook", []string{"#WeddingCakes", "#DesMoines"}, []string{"#NowDelivering", "#Miles", "Within"}},
		{"Pumpkin spice latte is back for fall", "twitter", []string{"#PumpkinSpiceLatte"}, []string{"#Back", "#IsBack"}},
		{"Walk-in Wednesdays: no appointment needed for haircuts", "tiktok", []string{"#fyp", "#WalkInWednesdays", "#Haircuts"}, []string{"#AppointmentNeeded", "#Appointment"}},
		{"How to prevent frozen pipes this winter", "linkedin", []string{"#FrozenPipes", "#Winter"}, []string{"#HowTo", "#How", "#Prevent"}},
		{"Free teeth whitening consultation for new patients in June", "instagram", []string{"#TeethWhiteningConsultation", "#NewPatients"}, []string{"#Free", "#June"}},
		{"First-time homebuyer tips: getting pre-approved before you tour homes", "linkedin", []string{"#FirstTimeHomebuyer"}, []string{"#First ", "#Pre ", "#Getting"}},
		{"AI receptionists for dental clinics", "linkedin", []string{"#AIReceptionists", "#DentalClinics"}, nil},
		{"Café opening in Zürich", "tiktok", []string{"#CafeOpening", "#Zurich", "#fyp"}, nil},
	} {
		post := writeContent(Request{Type: "social-post", Topic: c.topic, Platform: c.platform, Tone: "casual"}) + " "
		for _, want := range c.want {
			if !strings.Contains(post, want+" ") && !strings.HasSuffix(strings.TrimSpace(post), want) {
				t.Errorf("%q: no %s in:\n%s", c.topic, want, post)
			}
		}
		for _, not := range c.not {
			if strings.Contains(post, not) {
				t.Errorf("%q: %s in:\n%s", c.topic, not, post)
			}
		}
	}
}

// A tweet is at most 280 characters as Twitter counts them, whatever the type, tone or
// topic; the call to action survives the cuts.
func TestWriteContentTweetsFit(t *testing.T) {
	topics := append(append([]string{}, testTopics...), strings.Repeat("Seasonal landscaping and hardscaping services for homeowners ", 5))
	for _, topic := range topics {
		for _, kind := range testTypes {
			for _, tone := range testTones {
				post := writeContent(Request{Type: kind, Topic: topic, Platform: "twitter", Tone: tone})
				if n := len(utf16.Encode([]rune(post))); n > 280 {
					t.Errorf("%s/%s %q: %d characters:\n%s", kind, tone, topic, n, post)
				}
				if len(topic) < 100 && !testCTA.MatchString(post) {
					t.Errorf("%s/%s %q: no call to action:\n%s", kind, tone, topic, post)
				}
			}
		}
	}
}

func TestWriteContentLongTopicStillFits(t *testing.T) {
	norms := testNorms(t)
	words := []string{"customer", "onboarding", "automation", "for", "regional", "logistics", "companies", "with", "seasonal", "peaks"}
	var b strings.Builder
	for i := 0; b.Len() < 20_000; i++ {
		b.WriteString(words[i%len(words)] + " ")
	}
	topic := b.String()[:20_000]
	for _, kind := range testTypes {
		for _, platform := range testPlatforms {
			for _, tone := range testTones {
				req := Request{Type: kind, Topic: topic, Platform: platform, Tone: tone}
				testCheck(t, norms, req, writeContent(req))
			}
		}
	}
	// One word of 20,000 letters: nothing to make a hashtag of, but still a valid tweet.
	req := Request{Type: "social-post", Topic: strings.Repeat("a", 20_000), Platform: "twitter", Tone: "casual"}
	if text := writeContent(req); utf8.RuneCountInString(text) > 280 || len(testTags(text)) == 0 {
		t.Errorf("20,000-letter word: %d characters, tags %v", utf8.RuneCountInString(text), testTags(text))
	}
}

// A topic with no letter in it gets an answer that says what a topic needs, never a post
// about nothing; one word is enough to write about.
func TestWriteContentSaysWhatItNeedsOfAnUnreadableTopic(t *testing.T) {
	for _, topic := range []string{"😀😀😀", "!!!", "12345", "#### @@@", "顧客"} {
		for _, kind := range testTypes {
			post := writeContent(Request{Type: kind, Topic: topic, Platform: "twitter", Tone: "casual"})
			unreadable := strings.Contains(post, "No post written")
			if wantUnreadable := strings.IndexFunc(topic, unicode.IsLetter) < 0; unreadable != wantUnreadable {
				t.Errorf("%s %q:\n%s", kind, topic, post)
			}
			if len(post) > 280 || (kind == "email" && !strings.HasPrefix(post, "Subject: ")) {
				t.Errorf("%s %q:\n%s", kind, topic, post)
			}
		}
	}
	if post := writeContent(Request{Topic: "cybersecurity", Platform: "linkedin"}); strings.Contains(post, "No post written") || !strings.Contains(post, "ybersecurity") {
		t.Errorf("one word:\n%s", post)
	}
}

func TestWriteContentTonesAndTypesDiffer(t *testing.T) {
	seen := map[string]string{}
	for _, kind := range testTypes {
		for _, tone := range testTones {
			text := writeContent(Request{Type: kind, Topic: "Summer sale on running shoes", Platform: "linkedin", Tone: tone})
			if other, dup := seen[text]; dup {
				t.Errorf("%s/%s reads the same as %s", kind, tone, other)
			}
			seen[text] = kind + "/" + tone
		}
	}
	for _, topic := range testTopics {
		casual := writeContent(Request{Type: "social-post", Topic: topic, Platform: "linkedin", Tone: "casual"})
		professional := writeContent(Request{Type: "social-post", Topic: topic, Platform: "linkedin", Tone: "professional"})
		if !strings.ContainsAny(casual, "'’") {
			t.Errorf("casual has no contraction:\n%s", casual)
		}
		if strings.Contains(strings.ReplaceAll(professional, topic, ""), "!") {
			t.Errorf("professional shouts:\n%s", professional)
		}
	}
}

func TestWriteContentIsDeterministic(t *testing.T) {
	for _, kind := range testTypes {
		for _, platform := range testPlatforms {
			req := Request{Type: kind, Topic: testTopics[0], Platform: platform, Tone: "humorous"}
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
	testCheck(t, testNorms(t), Request{Type: "social-post", Topic: "cloud backups", Platform: "twitter", Tone: "casual"}, x)
}

func BenchmarkWriteContent(b *testing.B) {
	reqs := make([]Request, 0, 100)
	for _, kind := range testTypes {
		for _, platform := range testPlatforms {
			for _, tone := range testTones {
				reqs = append(reqs, Request{Type: kind, Topic: testTopics[0], Platform: platform, Tone: tone})
			}
		}
	}
	i := 0
	for b.Loop() {
		writeContent(reqs[i%len(reqs)])
		i++
	}
}
