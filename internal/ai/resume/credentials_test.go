package resume

import (
	"context"
	"slices"
	"testing"
)

// The credentials the screener is asked about most are in the vocabulary, with the ways
// people write them, and a CDL's endorsements are read by their letters beside
// "endorsements" (issue 31, item 4).
func TestCredentials(t *testing.T) {
	cases := []struct {
		text string
		want []string
	}{
		{"RN, BSN, ACLS, CCRN", []string{"Registered nurse license", "BSN", "ACLS certification", "CCRN certification"}},
		{"Bachelor of Science in Nursing", []string{"BSN"}},
		{"Class A CDL with H, N, T and X endorsements", []string{"Commercial driver's license", "Hazmat endorsement", "Tanker endorsement", "Doubles/triples endorsement", "X endorsement"}},
		{"Endorsements: H/N", []string{"Hazmat endorsement", "Tanker endorsement"}},
		{"CDL-A (H/N) endorsement holder", []string{"Hazmat endorsement", "Tanker endorsement"}},
		{"AWS D1.1 certified welder", []string{"AWS D1.1 certification"}},
		{"CPA and PMP", []string{"CPA", "PMP"}},
	}
	for _, c := range cases {
		var got []string
		for _, h := range findSkills(c.text) {
			got = append(got, skillList()[h.skill].name)
		}
		for _, w := range c.want {
			if !slices.Contains(got, w) {
				t.Errorf("%q: %v lacks %s", c.text, got, w)
			}
		}
	}
	// A lone capital letter elsewhere is no endorsement.
	if hits := findSkills("Plan B, Schedule H, Team X"); len(hits) != 0 {
		t.Errorf("letters away from 'endorsement' read as skills: %v", hits)
	}
	// "No H or N endorsements" denies both.
	st := readStances("Class A CDL. No H or N endorsements.")
	for _, name := range []string{"Hazmat endorsement", "Tanker endorsement"} {
		if !st.denied[skillID(t, name)] {
			t.Errorf("%s not denied", name)
		}
	}
	cv, _ := readResume(context.Background(), "Driver\nClass A CDL, endorsements: H, N, X", 2026)
	if !cv.skills[skillID(t, "Tanker endorsement")] {
		t.Error("endorsement N not held")
	}
}
