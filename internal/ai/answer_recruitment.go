package ai

import (
	"errors"
	"fmt"
	"strings"
)

// recruitmentAnswer is the model's screening of a resume against a job, as recruitmentSchema
// has it.
type recruitmentAnswer struct {
	Kind           string   `json:"kind"`
	JobKind        string   `json:"job_kind"`
	Score          *int     `json:"score"`
	Verdict        string   `json:"verdict"`
	Strengths      []string `json:"strengths"`
	Gaps           []string `json:"gaps"`
	Recommendation string   `json:"recommendation"`
}

// The kinds of the first text are issue 31's; the second text is a job description or not.
var recruitmentAnswerFormat = structured[recruitmentAnswer]{
	name:        "resume_screening",
	description: "A resume screened against a job description.",
	schema: object("",
		field("kind", oneOf("What the first text is.", "resume", "cover_letter", "job_ad", "other")),
		field("job_kind", oneOf("What the second text is: a job description (job_ad) or something else.", "job_ad", "other")),
		field("score", orNull(&schema{typ: "integer", min: 0, max: 100,
			description: "The match from 0 to 100; null unless kind is resume and job_kind is job_ad."})),
		field("verdict", str("One sentence: how well the resume matches, or what the texts seem to be when they are not a resume and a job description.", 400)),
		field("strengths", list("What the resume shows that the job asks for.", 8, str("", 300))),
		field("gaps", list("Skills, licences, experience or education the job asks for that the resume lacks or only hedges.", 8, str("", 300))),
		field("recommendation", str("One or two sentences: interview, phone screen to probe something specific, or not a fit; empty when not scored.", 400)),
	),
	rules: func(a *recruitmentAnswer) error {
		scored := a.Kind == "resume" && a.JobKind == "job_ad"
		switch {
		case scored && a.Score == nil:
			return errors.New("a resume against a job description has no score")
		case !scored && a.Score != nil:
			return errors.New("a score for texts that are not a resume and a job description")
		case scored && strings.TrimSpace(a.Recommendation) == "":
			return errors.New("recommendation is empty")
		}
		if err := nonEmpty("verdict", a.Verdict); err != nil {
			return err
		}
		if err := noBlankItems("strengths", a.Strengths); err != nil {
			return err
		}
		return noBlankItems("gaps", a.Gaps)
	},
	render: renderRecruitment,
}

// renderRecruitment writes the text the recruitment page and lexa.ParseScreening read:
// "Match Score: NN/100" first, the verdict, "Strengths:", "Gaps:", "Recommendation:"; or,
// for texts that are not a resume and a job description, what was expected.
func renderRecruitment(a *recruitmentAnswer) string {
	var b strings.Builder
	if a.Score == nil {
		if a.Kind != "resume" {
			fmt.Fprintf(&b, "I expected a resume: the first text reads as %s.\n", recruitmentKindNames[a.Kind])
		}
		if a.JobKind != "job_ad" {
			b.WriteString("I expected a job description: the second text does not read as one.\n")
		}
		b.WriteString(oneLine(a.Verdict))
		return b.String()
	}
	fmt.Fprintf(&b, "Match Score: %d/100\n%s\n", *a.Score, oneLine(a.Verdict))
	writeList(&b, "\nStrengths:", a.Strengths)
	writeList(&b, "Gaps:", a.Gaps)
	fmt.Fprintf(&b, "\nRecommendation: %s", oneLine(a.Recommendation))
	return b.String()
}

var recruitmentKindNames = map[string]string{
	"cover_letter": "a cover letter", "job_ad": "a job ad", "other": "something else",
}

// writeList writes a heading and its items as "- item" lines; nothing when there are none.
func writeList(b *strings.Builder, heading string, items []string) {
	if len(items) == 0 {
		return
	}
	b.WriteString(heading + "\n")
	for _, it := range items {
		b.WriteString("- " + oneLine(it) + "\n")
	}
}
