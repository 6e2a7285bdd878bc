package resume

import (
	"context"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"testing"
	"unicode/utf8"

	"lexa/internal/ai/adversarial"
	"lexa/internal/ai/demotest"
	"lexa/internal/lexa"
)

var (
	scoreLineRe = regexp.MustCompile(`^Match Score: (\d{1,3})/100$`)
	countsRe    = regexp.MustCompile(`(\d+) of (?:the job's )?(\d+) (?:required skills?|key terms)`)
)

// Whatever the two texts, the answer has one score from 0 to 100 on its first line and
// no other number the page could read as one, all its sections, never more matches than
// the job asks for, and the same answer every time — or, for a text that is no resume or
// no job description, says what it expected, with no score at all.
func FuzzAnalyzeResume(f *testing.F) {
	f.Add(strongBackendResume, goBackendJob)
	f.Add(nurseResume, salesJob)
	f.Add(dataResume, dataJob)
	f.Add("Go", "x")
	f.Add("Go developer", "Go engineer")
	f.Add("Credit Score 700 analyst", "Title: Credit Score 700 Analyst\nSQL")
	f.Add("2019 - present: Go, Go, Go\n1900-2100 Python 99 years of experience", "Required: 9999 years of Go, Python, Python\nNice to have: Rust")
	for _, r := range adversarial.Recruitments() {
		f.Add(demotest.Seed(r.Resume), demotest.Seed(r.JobDescription))
	}
	f.Fuzz(func(t *testing.T, resume, job string) {
		resume, ok1 := demotest.Input(resume)
		job, ok2 := demotest.Input(job)
		if !ok1 || !ok2 {
			return
		}
		answer := analyzeResume(resume, job)
		// The kind is one of its four values, the same every time, and only a resume is scored.
		kind, err := ReadKind(context.Background(), resume)
		if again, _ := ReadKind(context.Background(), resume); err != nil || again != kind || !slices.Contains(
			[]lexa.ResumeKind{lexa.ResumeKindResume, lexa.ResumeKindCoverLetter, lexa.ResumeKindJobAd, lexa.ResumeKindOther}, kind) {
			t.Fatalf("kind %q then %q (%v)", kind, again, err)
		}
		if kind != lexa.ResumeKindResume && anyScoreRe.MatchString(answer) {
			t.Fatalf("a %s was scored:\n%s", kind, answer)
		}
		lines := strings.Split(answer, "\n")
		if strings.HasPrefix(answer, "I expected a ") || strings.HasPrefix(answer, "This looks like a ") {
			if anyScoreRe.MatchString(answer) || strings.Contains(answer, "Strengths:") {
				t.Fatalf("an answer that refuses has a score or findings:\n%s", answer)
			}
			return
		}
		m := scoreLineRe.FindStringSubmatch(lines[0])
		if m == nil || !utf8.ValidString(answer) {
			t.Fatalf("first line %q", lines[0])
		}
		if n, _ := strconv.Atoi(m[1]); n > 100 {
			t.Fatalf("score %d", n)
		}
		for _, l := range lines[1:] {
			if anyScoreRe.MatchString(l) {
				t.Fatalf("line %q reads as a score", l)
			}
		}
		for _, section := range []string{"\n\nStrengths:\n- ", "\nGaps:\n- ", "\n\nRecommendation: "} {
			if !strings.Contains(answer, section) {
				t.Fatalf("no %q in:\n%s", section, answer)
			}
		}
		for _, c := range countsRe.FindAllStringSubmatch(lines[1], -1) {
			has, _ := strconv.Atoi(c[1])
			if asked, _ := strconv.Atoi(c[2]); has > asked {
				t.Fatalf("%q: more matched than asked", c[0])
			}
		}
		if again := analyzeResume(resume, job); again != answer {
			t.Fatalf("two answers:\n%s\n---\n%s", answer, again)
		}
	})
}
