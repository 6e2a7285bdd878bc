package content

import (
	"regexp"
	"strings"
	"testing"
)

// The rules of issue 31 for content, one test each: a name kept whole, each key word
// once, a sensitive topic in the warm voice whatever the tone, and a note that says why.

// testBody is a post without its e-mail subject line and its hashtags: the text the
// "each key word once" rule counts in (a subject line is a header, like a blog's title).
func testBody(post string) string {
	if strings.HasPrefix(post, "Subject: ") {
		_, post, _ = strings.Cut(post, "\n")
	}
	var kept []string
	for _, w := range strings.Fields(post) {
		if !strings.HasPrefix(w, "#") {
			kept = append(kept, w)
		}
	}
	return strings.Join(kept, " ")
}

// A business's name is in the post exactly as written, on every platform and in every
// type and tone, and no hashtag is a piece of it.
func TestWriteContentKeepsNamesWhole(t *testing.T) {
	for _, c := range []struct{ topic, name, fragment string }{
		{"Free DUI consultations at Cole Law Group this month", "Cole Law Group", "#ColeLaw "},
		{"Smith & Sons Plumbing: $89 drain cleaning in Des Moines", "Smith & Sons Plumbing", "#SonsPlumbing"},
		{"Zoë's Bakery now delivers wedding cakes across Portland", "Zoë's Bakery", "#ZoeS"},
		{"Grief support group at O'Neill Funeral Home every Tuesday at 7 PM", "O'Neill Funeral Home", "#NeillFuneral"},
		{"Cole Law Group estate planning workshop for small business owners", "Cole Law Group", "#GroupEstate"},
		{"Spring cleanup specials from McKenzie & Daughters Landscaping", "McKenzie & Daughters Landscaping", "#DaughtersLandscaping"},
	} {
		for _, kind := range testTypes {
			for _, platform := range testPlatforms {
				for _, tone := range testTones {
					post := writeContent(Request{Type: kind, Topic: c.topic, Platform: platform, Tone: tone})
					if !strings.Contains(testBody(post), c.name) {
						t.Errorf("%s/%s/%s: %q not whole in:\n%s", kind, platform, tone, c.name, post)
					}
					if strings.Contains(post+" ", c.fragment) {
						t.Errorf("%s/%s/%s: hashtag fragment %s in:\n%s", kind, platform, tone, c.fragment, post)
					}
				}
			}
		}
	}
}

// A name is read as one word: its capitals and its "&" stay, a sentence's opening word
// and a day are not part of it, and one capitalised word is not a name.
func TestNamesAreReadWhole(t *testing.T) {
	for _, c := range []struct {
		headline string
		want     []string
	}{
		{"Smith & Sons Plumbing is hiring", []string{"Smith & Sons Plumbing"}},
		{"How AI receptionists help dental clinics", nil},
		{"Free DUI consultations at Cole Law Group", []string{"Cole Law Group"}},
		{"Open House Saturday at Cedar Creek", []string{"Cedar Creek"}},
		{"Café opening in Zürich", nil},
		{"Dinner at Café de la Paix, Paris", []string{"Café de la Paix"}},
		{"Walk-in Wednesdays: no appointment needed", nil},
		{"Now delivering within 30 miles of Des Moines", []string{"Des Moines"}},
		{"Nuevo menú de tapas los viernes en La Taberna de Sol", []string{"La Taberna de Sol"}},
	} {
		var got []string
		for _, w := range joinNames(c.headline, words(c.headline)) {
			if w.name {
				got = append(got, w.text)
			}
		}
		if strings.Join(got, "|") != strings.Join(c.want, "|") {
			t.Errorf("%q: names %q, want %q", c.headline, got, c.want)
		}
	}
}

// An e-mail's subject line, a long topic's headline and a tweet's shortened headline are
// cut before a name rather than through it.
func TestCutsDoNotCutAName(t *testing.T) {
	got := subjectLine("Facing foreclosure? A free budget review with Harbor & Finch Law this week")
	if strings.Contains(got, "Harbor") && !strings.Contains(got, "Harbor & Finch Law") {
		t.Errorf("subject %q cuts the name", got)
	}
	long := strings.Repeat("Careful planning for families ", 4) + "with the attorneys of Cole Law Group in Springfield"
	if h := headline(long); strings.Contains(h, "Cole") && !strings.Contains(h, "Cole Law Group") {
		t.Errorf("headline %q cuts the name", h)
	}
	for n := 40; n < 200; n++ {
		topic := strings.Repeat("word ", n/5) + "at Cole Law Group in Springfield"
		if c := cutHead(topic, n); strings.Contains(c, "Cole") && !strings.Contains(c, "Cole Law Group") {
			t.Errorf("cut to %d: %q cuts the name", n, c)
		}
	}
	tweet := writeContent(Request{Topic: strings.Repeat("Estate planning, wills and trusts for busy parents ", 5) + "at Cole Law Group", Platform: "twitter"})
	if strings.Contains(tweet, "Cole") && !strings.Contains(tweet, "Cole Law Group") {
		t.Errorf("tweet cuts the name:\n%s", tweet)
	}
}

// Each of the topic's key words is in the post's body once: the sentences around the
// headline never name the topic again, and a blog's title stops where its preview begins.
func TestWriteContentSaysEachKeyWordOnce(t *testing.T) {
	keywords := map[string][]string{
		"Now delivering wedding cakes within 30 miles of Des Moines":                    {"wedding", "cakes", "Des Moines"},
		"Estate planning basics for young families: wills, guardians and beneficiaries": {"estate", "wills", "guardians", "beneficiaries"},
		"Free teeth whitening consultation for new patients in June":                    {"whitening", "consultation", "patients"},
		"Smith & Sons Plumbing: $89 drain cleaning in Des Moines":                       {"Smith & Sons Plumbing", "drain", "$89"},
		"Pumpkin spice latte is back for fall":                                          {"pumpkin", "latte"},
	}
	topics := make([]string, 0, len(keywords))
	for topic := range keywords {
		topics = append(topics, topic)
	}
	for _, topic := range topics {
		for _, kind := range testTypes {
			for _, platform := range testPlatforms {
				for _, tone := range testTones {
					post := writeContent(Request{Type: kind, Topic: topic, Platform: platform, Tone: tone})
					body := testBody(post)
					for _, k := range keywords[topic] {
						re := regexp.MustCompile(`(?i)(?:^|[^\p{L}\p{N}])` + regexp.QuoteMeta(k) + `(?:[^\p{L}\p{N}]|$)`)
						if n := len(re.FindAllStringIndex(body, -1)); n > 1 {
							t.Errorf("%s/%s/%s: %q %d times in:\n%s", kind, platform, tone, k, n, post)
						}
					}
				}
			}
		}
	}
}

// testSensitive are topics a joke or a sales line would hurt, one or more of each kind
// and language.
var testSensitive = []struct{ topic, kind string }{
	{"Grief support group at O'Neill Funeral Home every Tuesday at 7 PM", "grief and loss"},
	{"Planning a celebration of life for someone who passed away", "grief and loss"},
	{"Trauerfeier und Beratung im Bestattungshaus Krüger", "grief and loss"},
	{"Trauerbegleitung im Bestattungshaus Krüger jeden Dienstag", "grief and loss"},
	{"Kostenlose Schuldenberatung für Familien", "money trouble"},
	{"Accompagnement du deuil pour les familles", "grief and loss"},
	{"Home care for parents living with dementia", "illness"},
	{"Hospice volunteers needed this spring", "illness"},
	{"Free DUI consultations at Cole Law Group this month", "legal trouble"},
	{"What to expect from your first divorce mediation", "legal trouble"},
	{"Asesoría para su divorcio en Madrid", "legal trouble"},
	{"Facing foreclosure? Free budget review with Harbor & Finch Law", "money trouble"},
	{"Behind on rent? Know your rights before an eviction hearing", "money trouble"},
	{"Hilfe bei Schulden: kostenlose Erstberatung", "money trouble"},
}

// A sensitive topic is written in the warm voice whatever the tone asked: none of the
// light voices' lines, no exclamation mark of ours, the warm hashtags, and every rule a
// post keeps.
func TestWriteContentSensitiveTopicsAreWarm(t *testing.T) {
	norms := testNorms(t)
	var light []string // every line the light voices have that the warm one does not
	for _, tone := range []string{"casual", "inspiring", "humorous"} {
		v := voices[tone]
		for _, m := range []map[string][]string{v.openers, v.bodies, v.questions, v.ctas} {
			for _, lines := range m {
				light = append(light, lines...)
			}
		}
	}
	for _, c := range testSensitive {
		read, _ := readTopic(c.topic)
		if i := sensitive(read); i < 0 || sensitiveTopics[i].kind != c.kind {
			t.Errorf("%q: read as %d, want %s", c.topic, i, c.kind)
			continue
		}
		for _, kind := range testTypes {
			for _, platform := range testPlatforms {
				for _, tone := range testTones {
					req := Request{Type: kind, Topic: c.topic, Platform: platform, Tone: tone}
					post := writeContent(req)
					testCheck(t, norms, req, post)
					for _, l := range light {
						if strings.Contains(post, l) {
							t.Errorf("%s/%s/%s %q: light line %q in:\n%s", kind, platform, tone, c.topic, l, post)
						}
					}
					if strings.Contains(strings.ReplaceAll(post, c.topic, ""), "!") {
						t.Errorf("%s/%s/%s %q: an exclamation mark in:\n%s", kind, platform, tone, c.topic, post)
					}
				}
			}
		}
	}
}

// Words that only look sensitive leave the tone asked: a Memorial Day sale, an engine
// diagnosis, an overdue oil change, a spring collection.
func TestWriteContentOrdinaryTopicsKeepTheirTone(t *testing.T) {
	for _, topic := range []string{"Memorial Day sale on patio furniture", "Free check engine light diagnosis", "Overdue for an oil change?",
		"Our spring collection is here", "Debit cards now accepted", "Großer Räumungsverkauf ab Montag"} {
		read, _ := readTopic(topic)
		if i := sensitive(read); i >= 0 {
			t.Errorf("%q read as %s", topic, sensitiveTopics[i].kind)
		}
	}
}

// The note says why the tone changed when a light tone was asked, and nothing when the
// tone asked was warm enough or the topic is ordinary; a topic in another language is
// noted as such.
func TestNoteSaysWhy(t *testing.T) {
	for _, c := range []struct {
		req  Request
		want string
	}{
		{Request{Topic: "Grief support group at O'Neill Funeral Home", Tone: "humorous"}, "instead of a humorous one: the topic touches on grief and loss"},
		{Request{Topic: "Free DUI consultations at Cole Law Group", Tone: "inspiring"}, "instead of an inspiring one: the topic touches on legal trouble"},
		{Request{Topic: "Facing foreclosure? We can help", Tone: "casual"}, "money trouble"},
		{Request{Topic: "Grief support group at O'Neill Funeral Home", Tone: "professional"}, ""},
		{Request{Topic: "Grief support group at O'Neill Funeral Home", Tone: "friendly"}, ""},
		{Request{Topic: "Summer sale on running shoes", Tone: "humorous"}, ""},
		{Request{Topic: "Neues Frühstücksmenü ab Montag in unserem Café in der Altstadt", Tone: "casual"}, "The topic is in German"},
		{Request{Topic: "Nouveau menu du midi dans notre boulangerie pour les familles", Tone: "casual"}, "The topic is in French"},
	} {
		got := Note(c.req, true)
		if (c.want == "") != (got == "") || !strings.Contains(got, c.want) {
			t.Errorf("%+v: note %q, want %q", c.req, got, c.want)
		}
	}
	// A model writes in the topic's language: only the built-in engine's templates are English.
	if got := Note(Request{Topic: "Neues Frühstücksmenü ab Montag in unserem Café in der Altstadt"}, false); got != "" {
		t.Errorf("a model's German post: note %q", got)
	}
}

// A template line never says one of the topic's key words again: "Café opening in
// Zürich" gets no "opening hours", a first-time buyer no "first step", a special no
// "something special", a foreclosure no "if you are facing this".
func TestWriteContentTemplatesDoNotEchoTheTopic(t *testing.T) {
	word := regexp.MustCompile(`[\p{L}\p{N}'’]+`)
	for _, topic := range []string{"Café opening in Zürich", "Spring AC tune-up special for homeowners: $89 through April 30",
		"First-time homebuyer tips: getting pre-approved before you tour homes", "Facing foreclosure? Free budget review with Harbor & Finch Law"} {
		read, _ := readTopic(topic)
		for _, kind := range testTypes {
			for _, platform := range testPlatforms {
				for _, tone := range testTones {
					post := writeContent(Request{Type: kind, Topic: topic, Platform: platform, Tone: tone})
					count := map[string]int{}
					for _, w := range word.FindAllString(strings.ToLower(testBody(post)), -1) {
						for _, part := range strings.Split(w, "-") {
							count[part]++
						}
					}
					for key := range read.keys {
						if count[key] > 1 {
							t.Errorf("%s/%s/%s: %q %d times in:\n%s", kind, platform, tone, key, count[key], post)
						}
					}
				}
			}
		}
	}
}

// "Save the date." and "Mark your calendar." only open an event whose topic gives a date
// or a time: the opening line does not promise a fact the topic does not have.
func TestWriteContentDatesOnlyWhatIsDated(t *testing.T) {
	for _, c := range []struct {
		topic string
		dated bool
	}{{"Pet adoption day at the Cedar Creek shelter", false}, {"Pet adoption day Saturday 10 AM", true}, {"Pottery workshop on June 14", true}} {
		for _, tone := range []string{"professional", "casual"} {
			post := writeContent(Request{Topic: c.topic, Platform: "linkedin", Tone: tone})
			if says := strings.Contains(post, "Save the date") || strings.Contains(post, "Mark your calendar"); says != c.dated {
				t.Errorf("%s %q:\n%s", tone, c.topic, post)
			}
		}
	}
}
