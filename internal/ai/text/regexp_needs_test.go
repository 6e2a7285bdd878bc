package text

import (
	"reflect"
	"slices"
	"strings"
	"testing"
)

// An expression's needles are the strings one of which every match holds.
func TestNeedlesAreReadFromTheExpression(t *testing.T) {
	for _, c := range []struct {
		expr        string
		exact, fold []string
	}{
		{`(?i)\b(\d+)\s*(agents?|users|offices)\b`, nil, []string{"agent", "er", "office"}}, // "users" less its s
		{`(?i)\b(\d+)\s*(seats?|agents?)\b`, nil, []string{"eat", "agent"}},                 // the long s matches s
		{`(?i)(?:works|worked) at`, nil, []string{"wor"}},                                   // the "k" (Kelvin sign) splits
		{`\s*[·•]\s*(?:1st|2nd|3rd\+?)\s*$`, []string{"1st", "2nd", "3rd"}, nil},
		{`\s*[·•]\s*\d`, []string{"·", "•"}, nil}, // a small class of wide characters
		{`Total:?\s+(\d+)`, []string{"Total"}, nil},
		{`(?:Total|Sum)?\s+\d+`, nil, nil}, // the word is optional
		{`(?i:due)|Amount`, []string{"Amount"}, []string{"due"}},
		{`a|bc`, nil, nil}, // "a" is too short to look for
		{`\d+`, nil, nil},
	} {
		n := readNeedles(c.expr)
		if !reflect.DeepEqual(n.exact, c.exact) || !reflect.DeepEqual(n.fold, c.fold) {
			t.Errorf("%s: needles %q %q, want %q %q", c.expr, n.exact, n.fold, c.exact, c.fold)
		}
	}
}

// A long text without a needle is not searched, and one with a needle is.
func TestALongTextWithoutANeedleHasNoMatch(t *testing.T) {
	re := MustSparse(`(?i)\b(\d+)\s*(agents|users)\b`)
	long := strings.Repeat("1 2 3 ", 50)
	if got := re.FindAllStringSubmatch(long+"12 AGENTS", -1); len(got) != 1 || got[0][2] != "AGENTS" {
		t.Fatalf("capitals: %q", got)
	}
	if got := re.FindAllStringSubmatch(long+"12 agent", -1); got != nil {
		t.Fatalf("no needle: %q", got)
	}
	lazy := Lazy(`(?i)\b(\d+)\s*(agents|users)\b`)
	if !lazy.MatchString(long+"4 Users") || lazy.MatchString(long) {
		t.Fatal("lazy")
	}
	if got := lazy.Split(long, -1); len(got) != 1 || got[0] != long {
		t.Fatalf("split without a match: %d pieces", len(got))
	}
	if got := lazy.ReplaceAllString(long, "x"); got != long {
		t.Fatal("replace without a match")
	}
}

// An expression anchored at the start of the text has no needles: it is tried at the
// start only, so a search of the whole text for them would cost more than it saves.
func TestAnAnchoredExpressionHasNoNeedles(t *testing.T) {
	for _, expr := range []string{`^(?i)(january|february) \d+`, `\A(?:Total|Sum)`, `(?i)^total|^sum`} {
		if n := readNeedles(expr); n.exact != nil || n.fold != nil {
			t.Errorf("%s: needles %q %q", expr, n.exact, n.fold)
		}
	}
	if n := readNeedles(`(?m)^Total`); n.exact == nil {
		t.Error("(?m)^ is the start of any line: the needle is worth looking for")
	}
}

// The small letters remembered for the last text never answer for another, whatever
// the goroutines calling at once.
func TestLoweredTextsAreNeverMixedUp(t *testing.T) {
	n := readNeedles(`(?i)\b(\d+)\s*(agents|offices)\b`)
	with := strings.Repeat("Ünïcode ", 40) + "12 AGENTS"
	without := strings.Repeat("Ünïcode ", 40) + "12 PEOPLE"
	done := make(chan bool)
	for g := range 8 {
		go func() {
			ok := true
			for i := range 2000 {
				text := with
				if (i+g)%2 == 0 {
					text = without
				}
				if n.none(text) != (text == without) {
					ok = false
				}
			}
			done <- ok
		}()
	}
	for range 8 {
		if !<-done {
			t.Fatal("a text was read with another's small letters")
		}
	}
}

// A case-blind word joined to an exact character outside ASCII keeps its needles: the
// negation cues' "n’t" (a curly apostrophe) is a needle, so a resume's clause without a
// cue is not searched.
func TestACurlyApostropheKeepsTheNeedles(t *testing.T) {
	n := readNeedles(`(?i)\b(?:do|does|is|ca)n['’]t\b|\bnever\b`)
	if !slices.Contains(n.fold, "n’t") || !slices.Contains(n.fold, "n't") || !slices.Contains(n.fold, "never") {
		t.Fatalf("needles %q %q", n.exact, n.fold)
	}
}
