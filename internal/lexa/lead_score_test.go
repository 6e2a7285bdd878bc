package lexa

import (
	"encoding/json"
	"os"
	"slices"
	"strings"
	"testing"
	"time"
)

// LeadScoreVectors are the shared vectors of testdata/lead-score.json: the lead score is
// computed by the same rules here (the inbox) and in the demo's page, and both read them.
type LeadScoreVectors struct {
	Vectors [][2]any `json:"vectors"`
	Kinds   []struct {
		Text    string   `json:"text"`
		Kind    LeadKind `json:"kind"`
		Score   int      `json:"score"`
		Reasons []string `json:"reasons"`
	} `json:"kinds"`
}

func readLeadScoreVectors(t *testing.T) LeadScoreVectors {
	t.Helper()
	raw, err := os.ReadFile("../../testdata/lead-score.json")
	if err != nil {
		t.Fatal(err)
	}
	var file LeadScoreVectors
	if err := json.Unmarshal(raw, &file); err != nil {
		t.Fatal(err)
	}
	return file
}

func TestScoreLeadMatchesSharedVectors(t *testing.T) {
	file := readLeadScoreVectors(t)
	if len(file.Vectors) < 30 {
		t.Fatalf("only %d vectors", len(file.Vectors))
	}
	for _, v := range file.Vectors {
		text, want := v[0].(string), int(v[1].(float64))
		if got, _ := ScoreLead(text, LeadKindLead); got != want {
			t.Errorf("ScoreLead(%q) = %d, want %d", text, got, want)
		}
	}
	if got, reasons := ScoreLead(strings.Repeat("vp director budget timeline visited pricing ", 50), LeadKindLead); got != 100 || len(reasons) != 4 {
		t.Errorf("everything: %d %v", got, reasons)
	}
}

// Every kind has a vector, and each scores and explains itself as the vectors say.
func TestScoreLeadOfEachKindMatchesSharedVectors(t *testing.T) {
	file := readLeadScoreVectors(t)
	seen := map[LeadKind]bool{}
	for _, v := range file.Kinds {
		seen[v.Kind] = true
		score, reasons := ScoreLead(v.Text, v.Kind)
		if score != v.Score || !slices.Equal(reasons, v.Reasons) {
			t.Errorf("ScoreLead(%q, %s) = %d %q, want %d %q", v.Text, v.Kind, score, reasons, v.Score, v.Reasons)
		}
	}
	for _, k := range LeadKinds {
		if !seen[k] {
			t.Errorf("no vector of kind %s", k)
		}
	}
}

// A message that is not a lead scores below 20 whatever it says, with one reason.
func TestEveryKindButALeadScoresBelowTwenty(t *testing.T) {
	everything := "VP and director, budget approved, timeline this month, visited pricing twice"
	if score, _ := ScoreLead(everything, LeadKindLead); score != 100 {
		t.Fatalf("a lead: %d", score)
	}
	for _, k := range LeadKinds[1:] {
		score, reasons := ScoreLead(everything, k)
		if score >= 20 || score > MaxNotALeadScore || len(reasons) != 1 || !strings.HasPrefix(reasons[0], "This ") {
			t.Errorf("%s: %d %q", k, score, reasons)
		}
	}
	if score, _ := ScoreLead(everything, ""); score != 100 {
		t.Errorf("no kind given is a lead: %d", score)
	}
}

// Each negation rule on its own: before the word within its clause and reach, or as the
// value after it.
func TestScoreLeadReadsNegation(t *testing.T) {
	for _, c := range []struct {
		text string
		want int
	}{
		{"no budget", 50},
		{"without a budget", 50},
		{"we do not currently have a budget", 50}, // five words back
		{"not one of us has any kind of budget", 60},
		{"no. budget approved", 60},           // a full stop ends the negation's clause
		{"no, budget approved", 60},           // so does a comma
		{"not yet but the budget is set", 60}, // and "but"
		{"Budget: not approved", 50},
		{"Budget - none", 50}, // a dash, then none
		{"budget: $0", 50},
		{"sin presupuesto", 50},
		{"keine Zeitplan", 50},
		{"sans calendrier", 50},
		{"no budget, but a budget of $5k next year", 60}, // one mention not negated is enough
	} {
		if got, _ := ScoreLead(c.text, LeadKindLead); got != c.want {
			t.Errorf("ScoreLead(%q) = %d, want %d", c.text, got, c.want)
		}
	}
}

func TestLeadKindsTable(t *testing.T) {
	if len(LeadKinds) != 7 || LeadKinds[0] != LeadKindLead {
		t.Fatalf("%v", LeadKinds)
	}
	for _, k := range LeadKinds {
		if !ValidLeadKind(string(k)) {
			t.Errorf("%s not valid", k)
		}
		if k.DoNotContact() != (k == LeadKindOptOut) {
			t.Errorf("%s: do not contact %v", k, k.DoNotContact())
		}
	}
	if ValidLeadKind("") || ValidLeadKind("Lead") {
		t.Error("a value that is no kind is valid")
	}
}

// The score reads each mention within a bounded window, so megabytes of the shapes that
// would make it read a prefix again per mention (negated mentions with no clause mark,
// one endless word, mentions glued together) take milliseconds; rescanned, hours. The
// deadline is a minute, as the engine's linear tests have it (internal/ai/demotest).
func TestScoreLeadIsLinear(t *testing.T) {
	const megabyte = 1 << 20
	for name, text := range map[string]string{
		"negated mentions":      strings.Repeat("no budget ", megabyte/10),
		"one long word":         strings.Repeat("a", megabyte) + " budget",
		"mentions glued":        strings.Repeat("budget", megabyte/6),
		"spaces after mentions": strings.Repeat("no budget"+strings.Repeat(" ", 200), megabyte/210),
	} {
		done := make(chan struct{})
		go func() {
			defer close(done)
			ScoreLead(text, LeadKindLead)
		}()
		select {
		case <-done:
		case <-time.After(time.Minute):
			t.Fatalf("%s: not scored after a minute; does it read a prefix again per mention?", name)
		}
	}
}

// A letter outside the basic plane is one character, as the page counts it too.
func TestScoreLeadCountsCharactersNotBytes(t *testing.T) {
	// 96 astral letters between the negation and the mention: within reach of 100 characters
	// (in bytes it would be 384, out of reach).
	text := "no " + strings.Repeat("𝒜", 96) + " budget"
	if got, _ := ScoreLead(text, LeadKindLead); got != 50 {
		t.Errorf("%d, want 50 (negated)", got)
	}
}
