package lexa

import (
	"testing"
)

// A job is refused with field messages, or has a title, a description and skills within
// their limits, without repeats.
func FuzzParseOpening(f *testing.F) {
	f.Add("Cook", "Line cook", "Knife skills", "HACCP", "Austin")
	f.Add("", "", "", "", "")
	f.Add("<b>x</b>", "\xff", "Go,Go", "a", "<script>x</script>")
	f.Fuzz(func(t *testing.T, title, description, must, nice, location string) {
		o, err := ParseOpening(OpeningInput{Title: title, Description: description, MustHave: []string{must, must}, NiceToHave: []string{nice}, Location: location})
		checkUserError(t, err, "title", "description", "must_have", "nice_to_have", "location")
		if err != nil {
			return
		}
		checkFits(t, "title", o.Title, 120)
		checkFits(t, "location", o.Location, 120)
		if o.Title == "" || o.Description == "" || len(o.MustHave) > 1 {
			t.Fatalf("accepted %+v", o)
		}
	})
}

// Whatever an engine answers, the screening read from it is a score of 0 to 100 or none.
func FuzzParseScreening(f *testing.F) {
	f.Add("Match Score: 82/100\nGood.\n\nStrengths:\n- a\nGaps:\n- b\n\nRecommendation: c")
	f.Add("score 999")
	f.Add("")
	f.Fuzz(func(t *testing.T, answer string) {
		s, ok := ParseScreening(answer)
		if ok && (s.Score < 0 || s.Score > 100 || s.Strengths == nil || s.Gaps == nil) {
			t.Fatalf("parsed %+v", s)
		}
	})
}
