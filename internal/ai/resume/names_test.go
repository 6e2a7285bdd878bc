package resume

import (
	"regexp"
	"strings"
	"testing"
)

// kennelJob names one skill the vocabulary knows, so the answer weighs the job's key
// terms; its employer, street, town, state, the employer's history and the pay line are
// words of the ad that are no terms.
const kennelJob = `Kennel Attendant
Happy Tails Pet Resort — 4410 W Fairview Ave, Boise, Idaho

Happy Tails Pet Resort has cared for Treasure Valley dogs since 2009. We're a family-owned boarding kennel.

Duties:
- Feed, walk and bathe boarding dogs; clean kennels and play yards
- Give medications on schedule and note appetite and behavior in the Gingr log
- Greet owners at drop-off and keep the lobby tidy
Requirements:
- Comfortable handling large dogs
- Weekend availability
- Customer service

$15–$17/hr, free boarding for your own pet, paid time off.`

const kennelResume = `Jamie Fox
Nampa, ID · jamie.fox@example.com

Experience
Dog walker, self-employed, 2022 – Present
- Walk and feed up to eight dogs a day; give medications when owners travel
- Customer service for 20 regular clients`

func TestMissingTermsLeaveOutPlacesAndTheEmployer(t *testing.T) {
	answer := analyzeResume(kennelResume, kennelJob)
	gaps := regexp.MustCompile(`(?m)^- Key terms of the job not found on the resume: (.*)$`).FindStringSubmatch(answer)
	if gaps == nil {
		t.Fatalf("no key terms listed as missing:\n%s", answer)
	}
	listed := map[string]bool{}
	for _, w := range strings.FieldsFunc(gaps[1], func(r rune) bool { return r == ',' || r == ' ' || r == '.' }) {
		listed[w] = true
	}
	for _, w := range []string{"happy", "tail", "resort", "fairview", "ave", "boise", "idaho", "treasure", "valley",
		"since", "cared", "family", "owned", "free", "paid", "time", "hr", "gingr"} {
		if listed[w] {
			t.Errorf("%q is listed as a missing key term:\n%s", w, gaps[0])
		}
	}
	for _, w := range []string{"kennel", "bathe"} {
		if !listed[w] {
			t.Errorf("the job's own term %q is not listed as missing:\n%s", w, gaps[0])
		}
	}
}

func TestPlacesAreNoSkills(t *testing.T) {
	job := readJob("Dental Assistant\nBright Dental · 2210 N Oracle Rd, Tucson, AZ\n\nWe are on Oracle Road.\nRequirements:\n- Dentrix\n- A/C unit upkeep")
	for _, id := range append(job.required, job.nice...) {
		if name := skillList()[id].name; name == "Oracle Database" || name == "C" || name == "SQL" {
			t.Errorf("%s read from an address or 'A/C': %v", name, skillNames(job.required))
		}
	}
	if got := strings.Join(skillNames(job.required), ", "); got != "Dentrix" {
		t.Errorf("required %q, want Dentrix", got)
	}
	// "C" and "R" are languages only beside other technical skills.
	for text, want := range map[string]string{
		"Tax associate: 1040 with Schedules C and E; H&R Block; A/C repair": "",
		"Tax associate: Schedules C and E\nC, C++ and Python developer":     "Python, C, C++",
	} {
		if got := strings.Join(skillNames(readStances(text).held.sorted()), ", "); got != want {
			t.Errorf("%q holds %q, want %q", text, got, want)
		}
	}
}

func TestTheTopMissingSkillIsTheJobsOwn(t *testing.T) {
	job := "Certified Pharmacy Technician\n\nRequirements:\n- Accuracy and attention to detail\n- PTCB certification (CPhT)\n- Insurance claims processing"
	resume := "Brianna Foster\nCashier, CVS Pharmacy front store, 2023 to present\nCurrently studying for the PTCB exam\nSkills: customer service, cash handling"
	answer := analyzeResume(resume, job)
	if !strings.Contains(answer, "- Missing required skills: PTCB certification (in progress), Insurance claims and Attention to detail.") {
		t.Errorf("the missing skills, hard ones first, the one under way marked:\n%s", answer)
	}
	if strings.Contains(answer, "Required skills shown: PTCB") {
		t.Errorf("a certificate being studied for is taken as held:\n%s", answer)
	}
}

func TestAnswersWhatItExpected(t *testing.T) {
	for _, tt := range []struct{ resume, job, want string }{
		{"hi, thanks!", goBackendJob, "I expected a resume in the first box: a candidate's work history, skills or education, and this text shows none of them."},
		{strongBackendResume, "asdf qwerty", "I expected a job description in the second box: the role's duties, required skills or experience, and this text names none of them."},
		{goBackendJob, goBackendJob, "This looks like a job ad, not a resume: I expected a resume in the first box, and this text reads like a job description"},
		{strongBackendResume, strongBackendResume, "I expected a job description in the second box, and this text reads like a resume"},
	} {
		answer := analyzeResume(tt.resume, tt.job)
		if !strings.HasPrefix(answer, tt.want) || strings.Contains(answer, "Match Score") || anyScoreRe.MatchString(answer) {
			t.Errorf("answer:\n%s\nwant it to start %q, with no score", answer, tt.want)
		}
	}
	both := analyzeResume("hello", "world")
	if !strings.Contains(both, "I expected a resume") || !strings.Contains(both, "I expected a job description") {
		t.Errorf("both boxes wrong:\n%s", both)
	}
}
