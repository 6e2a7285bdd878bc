package resume

import (
	"context"
	"slices"
	"strings"
	"testing"
)

// How a resume states a skill (negation.go): a skill it says it lacks is a gap, one it only
// touches or is working toward is partial, and neither is read as held.

const structuralWelderJob = `Structural Welder
Granite Fabrication is hiring a welder for bridge girders and building frames.

Requirements:
- AWS D1.1 certification
- 3+ years of structural welding
- Blueprint reading
- OSHA 10`

const welderResume = `Chris Baker
Welder

Experience
Midway Steel — Welder, 2018 – Present
- Structural welding of beams and columns from shop drawings; reads blueprints daily
- OSHA 10 card holder

Certifications
%s`

const tankerDriverJob = `Tanker Truck Driver
We are hiring a tanker driver for fuel deliveries across the county.

Requirements:
- Class A CDL
- Hazmat endorsement
- Tanker endorsement
- 2+ years of driving experience
- Clean driving record`

const truckDriverResume = `Pat Ruiz
Truck Driver

Experience
Long Haul Freight — Driver, 2019 – Present
- Class A CDL, clean driving record, 400,000 safe miles
- %s`

const frontendJob = `Frontend Developer
Requirements:
- React
- TypeScript
- CSS`

const frontendResume = `Lee Park
Frontend Developer

Experience
Shop Co — Developer, 2021 – Present
- Built pages in TypeScript and CSS
- %s`

// strengths is the answer's list of strengths.
func strengths(answer string) string {
	_, after, _ := strings.Cut(answer, "Strengths:")
	list, _, _ := strings.Cut(after, "Gaps:")
	return list
}

// compare reads a resume and a job and matches them, for the tests that look inside.
func compare(t *testing.T, resume, job string) match {
	t.Helper()
	cv, err := readResume(context.Background(), resume, testYear)
	if err != nil {
		t.Fatal(err)
	}
	return matchResume(readJob(job), cv)
}

func TestADeniedCertificationIsAGap(t *testing.T) {
	answer := analyzeResume(strings.Replace(welderResume, "%s", "I do NOT have AWS D1.1 certification.", 1), structuralWelderJob)
	if score := matchScore(t, answer); score >= 70 {
		t.Errorf("score %d for a welder without the required certificate:\n%s", score, answer)
	}
	if !strings.Contains(answer, "- No AWS D1.1 certification: the resume says it does not have it.") {
		t.Errorf("the gap is not named:\n%s", answer)
	}
	if strings.Contains(answer, "Recommendation: Interview") || strings.Contains(strengths(answer), "AWS") {
		t.Errorf("the denial is read as the certificate:\n%s", answer)
	}
}

func TestAStatedCertificationMatches(t *testing.T) {
	answer := analyzeResume(strings.Replace(welderResume, "%s", "AWS D1.1 certified, 2019", 1), structuralWelderJob)
	if score := matchScore(t, answer); score < 70 || !strings.Contains(strengths(answer), "AWS D1.1 certification") {
		t.Errorf("score %d for a welder with every requirement:\n%s", score, answer)
	}
}

func TestDeniedEndorsementsAreGaps(t *testing.T) {
	resume := strings.Replace(truckDriverResume, "%s", "No Hazmat. No tanker.", 1)
	answer := analyzeResume(resume, tankerDriverJob)
	if score := matchScore(t, answer); score >= 50 {
		t.Errorf("score %d for a driver without the two endorsements:\n%s", score, answer)
	}
	for _, gap := range []string{"- No Hazmat endorsement: the resume says", "- No Tanker endorsement: the resume says"} {
		if !strings.Contains(answer, gap) {
			t.Errorf("missing %q:\n%s", gap, answer)
		}
	}
	if strings.Contains(strings.ToLower(strengths(answer)), "tanker") {
		t.Errorf("a denied endorsement among the strengths:\n%s", answer)
	}
	if m := compare(t, resume, tankerDriverJob); slices.Contains(m.sharedTerms, "tanker") || slices.Contains(m.sharedTerms, "hazmat") {
		t.Errorf("denied words shared with the job: %v", m.sharedTerms)
	}
}

func TestStatedEndorsementsMatch(t *testing.T) {
	answer := analyzeResume(strings.Replace(truckDriverResume, "%s", "Hazmat and tanker endorsements, hauled fuel for 3 years", 1), tankerDriverJob)
	if score := matchScore(t, answer); score < 70 || !strings.Contains(answer, "Hazmat endorsement") || strings.Contains(answer, "- No ") {
		t.Errorf("score %d for a driver with both endorsements:\n%s", score, answer)
	}
}

func TestSomeExposureIsNoFullMatch(t *testing.T) {
	answer := analyzeResume(strings.Replace(frontendResume, "%s", "Some exposure to React", 1), frontendJob)
	if !strings.Contains(answer, "Missing required skills: React (only some exposure).") || strings.Contains(answer, "Required skills shown: React") {
		t.Errorf("some exposure read as React:\n%s", answer)
	}
	answer = analyzeResume(strings.Replace(frontendResume, "%s", "Built a booking app in React", 1), frontendJob)
	if !strings.Contains(answer, "Required skills shown: React, TypeScript and CSS.") {
		t.Errorf("React stated plainly is not matched:\n%s", answer)
	}
}

// A denial reaches only its own phrase: the clause ends at ".", ";", "but" or the line's
// end, and a denial that names something else ("no gaps", "no downtime") holds no skill back.
func TestNegationDoesNotSwallowPositives(t *testing.T) {
	for _, line := range []string{
		"No gaps in employment; AWS D1.1 certified",
		"No gaps in employment, AWS D1.1 certified",
		"No gaps in employment. AWS D1.1 certified",
		"Not one failed bend test but AWS D1.1 certified",
	} {
		answer := analyzeResume(strings.Replace(welderResume, "%s", line, 1), structuralWelderJob)
		if !strings.Contains(strengths(answer), "AWS D1.1 certification") || strings.Contains(answer, "- No AWS") {
			t.Errorf("%q: the certificate is lost:\n%s", line, answer)
		}
	}
}

// Each wording a resume states a skill with, read on one line.
func TestStances(t *testing.T) {
	for _, tt := range []struct {
		line, skill string
		want        stance
		why         string // a partial skill's reason
	}{
		{"I do not have a CDL", "Commercial driver's license", stanceDenied, ""},
		{"I don't have a valid CDL", "Commercial driver's license", stanceDenied, ""},
		{"Never held a CDL", "Commercial driver's license", stanceDenied, ""},
		{"Driving without a CDL so far", "Commercial driver's license", stanceDenied, ""},
		{"Currently lack the Hazmat endorsement", "Hazmat endorsement", stanceDenied, ""},
		{"No experience with React", "React", stanceDenied, ""},
		{"Not certified in ACLS", "ACLS certification", stanceDenied, ""},
		{"Hazmat endorsement: none", "Hazmat endorsement", stanceDenied, ""},
		{"Not familiar with React", "React", stanceDenied, ""},
		{"No Hazmat or tanker endorsements", "Tanker endorsement", stanceDenied, ""},
		{"Familiar with React", "React", stancePartial, "only familiarity"},
		{"Basic knowledge of SQL", "SQL", stancePartial, "only basic knowledge"},
		{"Learning Rust on weekends", "Rust", stancePartial, "still learning"},
		{"Coursework in Python and statistics", "Python", stancePartial, "coursework only"},
		{"Pursuing the PMP", "PMP", stancePartial, "in progress"},
		{"Currently completing CCRN certification", "CCRN certification", stancePartial, "in progress"},
		{"PMP expected 2027", "PMP", stancePartial, "in progress"},
		{"Some exposure to React, but built Vue apps daily", "Vue.js", stanceHeld, ""},
		{"Machine learning with Python", "Python", stanceHeld, ""},
		{"No Kubernetes downtime in three years", "Kubernetes", stanceHeld, ""},
		{"Closed the books with no errors using QuickBooks", "QuickBooks", stanceHeld, ""},
		{"Registered nurse, ACLS", "ACLS certification", stanceHeld, ""},
	} {
		id := skillID(t, tt.skill)
		st := readStances(tt.line)
		got := stanceHeld
		switch {
		case st.denied[id]:
			got = stanceDenied
		case st.partial[id] != "":
			got = stancePartial
		case !st.held[id]:
			t.Errorf("%q: %s not found", tt.line, tt.skill)
			continue
		}
		if got != tt.want || st.partial[id] != tt.why {
			t.Errorf("%q: %s is %d (%q), want %d (%q)", tt.line, tt.skill, got, st.partial[id], tt.want, tt.why)
		}
	}
}

// A skill the resume denies is not proved by another it names: the X endorsement is
// Hazmat and tanker, but not against "no tanker".
func TestADeniedSkillIsNotImplied(t *testing.T) {
	cv, _ := readResume(context.Background(), "Driver, 2019 – Present\nX endorsement on file; no tanker", testYear)
	if cv.skills[skillID(t, "Tanker endorsement")] || !cv.skills[skillID(t, "Hazmat endorsement")] {
		t.Errorf("skills %v", skillNames(cv.skills.sorted()))
	}
}

// A resume that meets every must-have of its job is at least a good match.
func TestMeetingEveryMustHaveScoresAtLeast70(t *testing.T) {
	nurseJob := "ICU Registered Nurse\nRequirements:\n- RN license\n- ACLS and CCRN certification\n- 2+ years of critical care experience"
	nurse := "Ana Silva, RN\nExperience\nCity Hospital — ICU Registered Nurse, 2020 – Present\n- Critical care for ventilated patients\nCertifications: ACLS, CCRN"
	for _, pair := range [][2]string{
		{strings.Replace(welderResume, "%s", "AWS D1.1 certified", 1), structuralWelderJob},
		{strings.Replace(truckDriverResume, "%s", "Hazmat endorsement; tanker endorsement", 1), tankerDriverJob},
		{strings.Replace(frontendResume, "%s", "Wrote React hooks and tests", 1), frontendJob},
		{nurse, nurseJob},
	} {
		m := compare(t, pair[0], pair[1])
		if len(m.missingRequired) > 0 || len(m.related) > 0 || m.score < 70 {
			t.Errorf("score %d, missing %v:\n%s", m.score, m.missingNames(), report(m))
		}
	}
}

func skillID(t *testing.T, name string) int {
	t.Helper()
	for i, s := range skillList() {
		if s.name == name {
			return i
		}
	}
	t.Fatalf("no skill %q", name)
	return -1
}

// A job that asks for Hazmat and tanker in one phrase asks for both endorsements, which a
// resume naming them one by one shows.
func TestHazmatAndTankerAreTwoEndorsements(t *testing.T) {
	job := strings.Replace(tankerDriverJob, "- Hazmat endorsement\n- Tanker endorsement", "- Hazmat and tanker endorsement", 1)
	m := compare(t, strings.Replace(truckDriverResume, "%s", "Hazmat endorsement; tanker endorsement", 1), job)
	if len(m.missingRequired) > 0 || m.score < 70 {
		t.Errorf("score %d, missing %v", m.score, m.missingNames())
	}
}
