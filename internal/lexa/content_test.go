package lexa

import (
	"encoding/json"
	"slices"
	"strings"
	"testing"
	"time"
)

func TestBannedWordsAreFoundAsWholeWords(t *testing.T) {
	banned := []string{"free", "Guarantee", "best ever", "ünd"}
	for text, want := range map[string][]string{
		"A FREE check-up.":                     {"free"},
		"Freedom and carefree days":            {},
		"We guarantee it; the best ever smile": {"Guarantee", "best ever"},
		"free, free, free":                     {"free"},
		"Grund ünd Boden":                      {"ünd"},
		"fündig":                               {},
		"":                                     {},
	} {
		if got := BannedWordsIn(text, banned); !slices.Equal(got, want) {
			t.Errorf("%q: %v, want %v", text, got, want)
		}
	}
}

func TestParseBrand(t *testing.T) {
	b, err := ParseBrand(BrandInput{Keywords: []string{" smile ", "SMILE", ""}, Platforms: []string{"linkedin", "linkedin"}})
	if err != nil || b.Tone != "professional" || !slices.Equal(b.Keywords, []string{"smile"}) || !slices.Equal(b.Platforms, []string{"linkedin"}) ||
		b.BannedWords == nil {
		t.Errorf("%+v %v", b, err)
	}
	many := make([]string, 21)
	for i := range many {
		many[i] = strings.Repeat("k", i+1)
	}
	_, err = ParseBrand(BrandInput{Tone: "loud", Keywords: many, BannedWords: []string{strings.Repeat("b", 41)}, Platforms: []string{"fax"}})
	e, _ := AsError(err)
	if e == nil || e.Fields["tone"] == "" || e.Fields["keywords"] != "List at most 20 keywords." ||
		e.Fields["banned_words"] != "Each word must be at most 40 characters." || e.Fields["platforms"] == "" {
		t.Errorf("%v", err)
	}
}

func TestParseGenerate(t *testing.T) {
	in, err := ParseGenerate(GenerateInput{Topic: " <b>Spring</b> ", Platforms: []string{"twitter", "twitter"}})
	if err != nil || in.Topic != "Spring" || in.ContentType != "social-post" || len(in.Platforms) != 1 {
		t.Errorf("%+v %v", in, err)
	}
	_, err = ParseGenerate(GenerateInput{Topic: strings.Repeat("t", 201), ContentType: "poem"})
	e, _ := AsError(err)
	if e == nil || e.Fields["topic"] == "" || e.Fields["content_type"] == "" || e.Fields["platforms"] != "Choose at least one platform." {
		t.Errorf("%v", err)
	}
}

func TestDraftRequestWeavesInKeywordsTheTopicLacks(t *testing.T) {
	b := BrandProfile{Tone: "casual", Keywords: []string{"smile", "teeth", "care", "family"}}
	req := b.DraftRequest(GenerateInput{Topic: "Teeth whitening", ContentType: "email"}, "facebook")
	if req.Topic != "Teeth whitening (smile, care, family)" || req.Tone != "casual" || req.Platform != "facebook" || req.Type != "email" {
		t.Errorf("%+v", req)
	}
	if req := (BrandProfile{}).DraftRequest(GenerateInput{Topic: "X"}, "linkedin"); req.Topic != "X" || req.Tone != "professional" {
		t.Errorf("%+v", req)
	}
}

func TestApplyPostChange(t *testing.T) {
	now := time.Date(2026, 11, 20, 12, 0, 0, 0, time.UTC)
	draft := Post{Body: "Hello", Status: PostDraft}
	str := func(s string) *string { return &s }
	at := func(t time.Time) json.RawMessage { b, _ := json.Marshal(t.Format(time.RFC3339)); return b }
	cases := []struct {
		name  string
		p     Post
		in    PostChange
		field string // the field refused; "" when accepted
	}{
		{"nothing", draft, PostChange{}, ""},
		{"empty body", draft, PostChange{Body: str("  ")}, "body"},
		{"long body", draft, PostChange{Body: str(strings.Repeat("a", MaxPostBody+1))}, "body"},
		{"unknown status", draft, PostChange{Status: str("live")}, "status"},
		{"bad time", draft, PostChange{ScheduledFor: json.RawMessage(`"next week"`)}, "scheduled_for"},
		{"not a string", draft, PostChange{ScheduledFor: json.RawMessage(`12`)}, "scheduled_for"},
		{"scheduled without time", draft, PostChange{Status: str("scheduled")}, "scheduled_for"},
		{"scheduled in the past", draft, PostChange{Status: str("scheduled"), ScheduledFor: at(now.Add(-time.Minute))}, "scheduled_for"},
		{"scheduled now", draft, PostChange{Status: str("scheduled"), ScheduledFor: at(now)}, "scheduled_for"},
		{"scheduled", draft, PostChange{Status: str("scheduled"), ScheduledFor: at(now.Add(time.Hour))}, ""},
		{"published in the past", draft, PostChange{Status: str("published"), ScheduledFor: at(now.AddDate(0, 0, -3))}, ""},
		{"a draft with a date", draft, PostChange{ScheduledFor: at(now.AddDate(0, 0, 3))}, ""},
		{"cleared while scheduled", Post{Status: PostScheduled, ScheduledFor: &now}, PostChange{ScheduledFor: json.RawMessage(`null`)}, "scheduled_for"},
	}
	for _, c := range cases {
		_, err := ApplyPostChange(c.p, c.in, now)
		e, _ := AsError(err)
		switch {
		case c.name == "nothing":
			if err == nil {
				t.Errorf("%s: accepted", c.name)
			}
		case c.field == "" && err != nil:
			t.Errorf("%s: %v", c.name, err)
		case c.field != "" && (e == nil || e.Fields[c.field] == ""):
			t.Errorf("%s: %v, want a message on %s", c.name, err, c.field)
		}
	}
	// Published without a time is dated now; one scheduled before keeps its passed time.
	p, _ := ApplyPostChange(draft, PostChange{Status: str("published")}, now)
	if p.ScheduledFor == nil || !p.ScheduledFor.Equal(now) {
		t.Errorf("published: %v", p.ScheduledFor)
	}
	past := now.Add(-time.Hour)
	if _, err := ApplyPostChange(Post{Body: "x", Status: PostScheduled, ScheduledFor: &past}, PostChange{Body: str("y")}, now); err != nil {
		t.Errorf("editing a post whose time passed: %v", err)
	}
}

func TestParsePostFilter(t *testing.T) {
	f, err := ParsePostFilter("2026-11-01", "2026-12-01T00:00:00+01:00", "scheduled")
	if err != nil || !f.From.Equal(time.Date(2026, 11, 1, 0, 0, 0, 0, time.UTC)) || !f.To.Equal(time.Date(2026, 11, 30, 23, 0, 0, 0, time.UTC)) ||
		f.Status != PostScheduled {
		t.Errorf("%+v %v", f, err)
	}
	for _, q := range [][3]string{{"2026-11-01", "", ""}, {"x", "2026-11-02", ""}, {"2026-11-02", "2026-11-01", ""},
		{"2026-01-01", "2026-06-01", ""}, {"", "", "sent"}} {
		if _, err := ParsePostFilter(q[0], q[1], q[2]); err == nil {
			t.Errorf("%v accepted", q)
		}
	}
	if from, to, err := ParseMonth("2026-12"); err != nil || from.Month() != 12 || to.Year() != 2027 || to.Month() != 1 {
		t.Errorf("%v %v %v", from, to, err)
	}
	if _, _, err := ParseMonth("2026-13"); err == nil {
		t.Error("month 13 accepted")
	}
}
