package lexa

import (
	"regexp"
	"strconv"
	"strings"
	"unicode"
)

// Screening is a resume's analysis against a job, split into the parts the engines
// write (the format of POST /api/ai/recruitment: "Match Score: N/100", the verdict,
// "Strengths:", "Gaps:", "Recommendation:").
type Screening struct {
	Score          int      `json:"score"`
	Verdict        string   `json:"verdict"`
	Strengths      []string `json:"strengths"`
	Gaps           []string `json:"gaps"`
	Recommendation string   `json:"recommendation"`
	// Email and Phone are the candidate's, as CandidateContacts finds them in the resume; ""
	// when it gives none (and in the analyses made before they were read).
	Email string `json:"email"`
	Phone string `json:"phone"`
}

var (
	screeningScoreRe   = regexp.MustCompile(`(?i)score\s*:?\s*(\d{1,3})\s*(?:/\s*100)?`)
	screeningHeadingRe = regexp.MustCompile(`(?i)^\**\s*(strengths|gaps|recommendation)\s*\**\s*:\s*\**\s*(.*)$`)
)

// ParseScreening splits an engine's analysis of a resume into its parts; ok is false when
// it gives no score (the text was not a resume, or the job named nothing to match).
func ParseScreening(analysis string) (s Screening, ok bool) {
	m := screeningScoreRe.FindStringSubmatch(analysis)
	if m == nil {
		return s, false
	}
	score, _ := strconv.Atoi(m[1])
	s.Score = min(score, 100)
	s.Strengths, s.Gaps = []string{}, []string{}
	section := "verdict"
	for i, line := range strings.Split(analysis, "\n") {
		line = strings.TrimSpace(line)
		if line == "" || (i == 0 && screeningScoreRe.MatchString(line)) {
			continue
		}
		if h := screeningHeadingRe.FindStringSubmatch(line); h != nil {
			section = strings.ToLower(h[1])
			line = strings.TrimSpace(h[2])
			if line == "" {
				continue
			}
		}
		item := strings.TrimSpace(strings.TrimLeft(line, "-*•· "))
		switch section {
		case "verdict":
			s.Verdict = strings.TrimSpace(s.Verdict + " " + line)
		case "strengths":
			s.Strengths = append(s.Strengths, item)
		case "gaps":
			s.Gaps = append(s.Gaps, item)
		case "recommendation":
			s.Recommendation = strings.TrimSpace(s.Recommendation + " " + line)
		}
	}
	return s, true
}

// CandidateName is the name a resume gives on its first line (after a "Resume" heading),
// when that line reads as a person's name (two to four capitalised words of letters); otherwise the file name
// without its extension, as the customer named it.
func CandidateName(text, fileName string) string {
	for _, line := range strings.Split(text, "\n") {
		line = strings.TrimSpace(line)
		if line == "" || resumeHeadings[strings.ToLower(strings.Trim(line, ":*# "))] {
			continue
		}
		if looksLikeName(line) {
			return line
		}
		break
	}
	name := fileName
	if i := strings.LastIndex(name, "."); i > 0 {
		name = name[:i]
	}
	return name
}

// resumeHeadings are the first lines of a resume that are not the name under them.
var resumeHeadings = map[string]bool{"resume": true, "résumé": true, "cv": true, "curriculum vitae": true}

func looksLikeName(line string) bool {
	words := strings.Fields(line)
	if len(words) < 2 || len(words) > 4 || len([]rune(line)) > 60 {
		return false
	}
	for _, w := range words {
		r := []rune(w)
		if !unicode.IsUpper(r[0]) {
			return false
		}
		for _, c := range r {
			if !unicode.IsLetter(c) && c != '-' && c != '\'' && c != '.' && c != '’' {
				return false
			}
		}
	}
	return true
}
