package resume

import (
	"context"
	"strings"
	"testing"
)

// What a job ad's title adds after a dash is the employer and its town: never a key term
// the candidate lacks (issue 31, item 4). "Scheduled appointments" is scheduling.
func TestTheEmployerInTheTitleIsNoMissingTerm(t *testing.T) {
	job := "Dental Receptionist - Harbor Family Dental, Cedar Park\nHarbor Family Dental in Cedar Park wants a dental receptionist to greet patients and book visits.\nRequirements:\n- Front desk experience in a dental office\n- Scheduling software"
	cv := "Ana Ruiz\nFront desk coordinator at Sunny Smiles Dentistry, Austin (2021 - 2025): greeted patients, scheduled appointments in Dentrix."
	answer, err := Analyze(context.Background(), cv, job, 2026)
	if err != nil {
		t.Fatal(err)
	}
	var gaps string
	if _, after, ok := strings.Cut(answer, "Gaps:"); ok {
		gaps, _, _ = strings.Cut(after, "Recommendation:")
	}
	for _, name := range []string{"harbor", "family", "cedar", "park"} {
		if strings.Contains(strings.ToLower(gaps), name) {
			t.Errorf("the employer's %q is listed as missing:\n%s", name, answer)
		}
	}
	if strings.Contains(gaps, "Scheduling") {
		t.Errorf("scheduled appointments are scheduling:\n%s", answer)
	}
}
