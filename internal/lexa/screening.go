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
	// Kind is what the document was read as (ResumeKind): always ResumeKindResume on a
	// screening, since another kind is not screened (the document fails with
	// NotAResumeReason); absent from the screenings made before it was read.
	Kind ResumeKind `json:"kind,omitempty"`
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

// CandidateName is the name a resume gives at its head, when it reads as a person's
// name (two to four capitalised words of letters); otherwise the file name without its
// extension, as the customer named it. The head is its first line that is neither a
// heading ("Resume", "C V") nor contact details only (an address or a number set apart
// in a corner, which a two-column layout puts first), and the name is that line's first
// cell: "Priya Raghunathan  Tel. (646) 555-0199" gives "Priya Raghunathan". A name in
// capitals that a narrow column broke before its last word ("ZOË VAN DER", "BERG"), or
// set one word a line ("PRIYA", "RAGHUNATHAN"), is joined again.
func CandidateName(text, fileName string) string {
	lines := headLines(closeEmailGaps(text), 8)
	for i := 0; i < len(lines); i++ {
		line := closeLetterSpacing(withoutSpecks(lines[i]))
		if line == "" || isResumeHeading(line) || contactsOnly(line) {
			continue
		}
		if i+1 < len(lines) && isResumeHeading(line+" "+lines[i+1]) {
			i++ // "CURRICULUM" / "VITAE" stacked on a sidebar
			continue
		}
		first, _, _ := strings.Cut(line, "  ")
		first = strings.TrimLeftFunc(strings.TrimSpace(first), isOCRMark)
		if i+1 < len(lines) {
			if joined, ok := stackedName(first, lines[i+1]); ok {
				return withIrishFada(joined)
			}
		}
		if !looksLikeName(first) {
			break
		}
		if i+1 < len(lines) {
			if joined, ok := brokenName(first, lines[i+1]); ok {
				return withIrishFada(joined)
			}
		}
		return withIrishFada(first)
	}
	name := fileName
	if i := strings.LastIndex(name, "."); i > 0 {
		name = name[:i]
	}
	return name
}

// closeLetterSpacing closes up a name set letter-spaced in capitals, as a large heading
// is ("P R I Y A   N A I R" is "PRIYA NAIR"): at the start of the line, cells apart by a
// column gap whose words are each one capital letter, two or more such cells (a name's
// words); the cells after them are kept, apart as they were.
func closeLetterSpacing(line string) string {
	if !strings.Contains(line, "  ") {
		return line
	}
	cells := strings.Split(line, "  ")
	var words []string
	n := 0
	for ; n < len(cells); n++ {
		c := strings.TrimSpace(cells[n])
		if c == "" {
			if len(words) > 0 {
				continue // a wider gap between words
			}
			break
		}
		letters := strings.Fields(c)
		if len(letters) < 2 || !allSingleCapitals(letters) {
			break
		}
		words = append(words, strings.Join(letters, ""))
	}
	if len(words) < 2 {
		return line
	}
	rest := strings.TrimSpace(strings.Join(cells[n:], "  "))
	if rest == "" {
		return strings.Join(words, " ")
	}
	return strings.Join(words, " ") + "  " + rest
}

// allSingleCapitals tells words that are each one capital letter: "P", "R", "I".
func allSingleCapitals(words []string) bool {
	for _, w := range words {
		r := []rune(w)
		if len(r) != 1 || !unicode.IsUpper(r[0]) {
			return false
		}
	}
	return true
}

// withIrishFada gives back the accent of an Irish surname's particle in a name set in
// capitals: "Ní" (daughter of) and "Uí" (wife of) always carry it, and the surname after
// them is lenited (its first consonant followed by an "h": "Ní Bhriain", "Uí Dhonaill").
// OCR loses the accent over a capital I, so "AOIFE NI BHRIAIN" is "AOIFE NÍ BHRIAIN". A
// name in small letters, where OCR keeps "í", is left as written.
func withIrishFada(name string) string {
	if !allCapitals(name) {
		return name
	}
	words := strings.Fields(name)
	changed := false
	for i := 1; i+1 < len(words); i++ {
		fada, ok := irishParticles[words[i]]
		if ok && isLenited(words[i+1]) {
			words[i], changed = fada, true
		}
	}
	if !changed {
		return name
	}
	return strings.Join(words, " ")
}

// irishParticles are the particles of Irish surnames that carry a fada, as OCR reads them in capitals.
var irishParticles = map[string]string{"NI": "NÍ", "UI": "UÍ"}

// isLenited tells an Irish surname after "Ní" or "Uí": a consonant that takes lenition,
// then "H" ("BHRIAIN", "DHONAILL", "SHÚILLEABHÁIN").
func isLenited(w string) bool {
	return len(w) > 2 && strings.ContainsRune("BCDFGMPST", rune(w[0])) && (w[1] == 'H' || w[1] == 'h')
}

// withoutSpecks is line without the cells OCR made of dust and rules: a cell (apart by
// a column gap) with no letter or digit ("=", "|", "‘"), as a scan's corner often has.
func withoutSpecks(line string) string {
	if !strings.Contains(line, "  ") && strings.IndexFunc(line, isLetterOrDigit) >= 0 {
		return line
	}
	var kept []string
	for cell := range strings.SplitSeq(line, "  ") {
		if cell = strings.TrimSpace(cell); strings.IndexFunc(cell, isLetterOrDigit) >= 0 {
			kept = append(kept, cell)
		}
	}
	return strings.Join(kept, "  ")
}

func isLetterOrDigit(r rune) bool { return unicode.IsLetter(r) || unicode.IsDigit(r) }

// isOCRMark tells the marks OCR puts before a scanned line's first word: quotes, rules
// and dots that were specks on the paper. A name starts with a letter.
func isOCRMark(r rune) bool { return !unicode.IsLetter(r) }

// stackedName joins a name set in capitals one word a line, as a sidebar's large
// heading puts it ("PRIYA" / "RAGHUNATHAN"): a single word, then a line of one or two
// words, all in capitals and letters, that together read as a name and not a heading.
func stackedName(line, next string) (string, bool) {
	next, _, _ = strings.Cut(strings.TrimSpace(next), "  ")
	if strings.ContainsAny(line, " \t") || len(strings.Fields(next)) > 2 || !allCapitals(line) || !allCapitals(next) {
		return "", false
	}
	joined := line + " " + next
	return joined, looksLikeName(joined) && !isResumeHeading(joined) && !resumeSections[strings.ToLower(line)]
}

// isInitial tells a middle initial: one letter and a dot ("j.").
func isInitial(w string) bool {
	r := []rune(w)
	return len(r) == 2 && unicode.IsLetter(r[0]) && r[1] == '.'
}

// allCapitals tells a word or words with letters, all of them capitals.
func allCapitals(s string) bool {
	return strings.ContainsFunc(s, unicode.IsLetter) && !strings.ContainsFunc(s, unicode.IsLower)
}

// resumeSections are the headings a resume's sections start with, in capitals on a sidebar.
var resumeSections = map[string]bool{"profile": true, "summary": true, "contact": true, "experience": true, "education": true,
	"skills": true, "objective": true, "about": true, "languages": true, "references": true, "certifications": true}

// nameParticles end a line that a name in capitals goes on after ("ZOË VAN DER").
var nameParticles = map[string]bool{"van": true, "der": true, "den": true, "de": true, "del": true, "della": true,
	"la": true, "le": true, "von": true, "zu": true, "al": true, "el": true, "bin": true, "ibn": true, "da": true,
	"di": true, "du": true, "dos": true, "das": true, "ten": true, "ter": true, "mac": true, "st.": true}

// brokenName joins a name in capitals that a narrow column broke before its last word:
// the line ends with a particle, a middle initial ("ROBERT J.") or a hyphen, and the
// next is one word in capitals.
func brokenName(line, next string) (string, bool) {
	if strings.ToUpper(line) != line || strings.ToUpper(next) != next || strings.ContainsAny(next, " \t") {
		return "", false
	}
	words := strings.Fields(line)
	last := strings.ToLower(words[len(words)-1])
	joined := line + " " + next
	switch {
	case strings.HasSuffix(last, "-"):
		joined = line + next
	case !nameParticles[last] && !isInitial(last):
		return "", false
	}
	return joined, looksLikeName(joined)
}

// headLines are the first n lines of text that hold something, trimmed.
func headLines(text string, n int) []string {
	var out []string
	for line := range strings.SplitSeq(text, "\n") {
		if line = strings.TrimSpace(line); line != "" {
			if out = append(out, line); len(out) == n {
				break
			}
		}
	}
	return out
}

// contactsOnly tells a line that holds nothing but contact details: each of its cells
// (apart by a column gap, "|" or "·") an e-mail address, a phone number or a web address.
func contactsOnly(line string) bool {
	cells := strings.FieldsFunc(strings.ReplaceAll(line, "  ", "|"), func(r rune) bool { return r == '|' || r == '·' })
	for _, c := range cells {
		c = strings.TrimSpace(c)
		switch {
		case c == "":
		case resumeEmailRe.FindString(c) == c, isPhoneNumber(c) && resumePhoneRe.FindString(c) == c,
			strings.HasPrefix(c, "http"), strings.HasPrefix(c, "www."), strings.HasPrefix(c, "linkedin.com/"):
		default:
			return false
		}
	}
	return len(cells) > 0
}

// resumeHeadings are the first lines of a resume that are not the name under them.
var resumeHeadings = map[string]bool{"resume": true, "résumé": true, "resumé": true, "résume": true, "cv": true,
	"curriculumvitae": true, "lebenslauf": true}

// isResumeHeading tells a heading line ("Resume", "C V"), read from its first cell: OCR
// may put specks beside it ("RÉSUME | u a").
func isResumeHeading(line string) bool {
	first, _, _ := strings.Cut(strings.ReplaceAll(line, "|", "  "), "  ")
	return resumeHeadings[strings.ToLower(strings.ReplaceAll(strings.Trim(first, ":*# "), " ", ""))]
}

func looksLikeName(line string) bool {
	words := strings.Fields(line)
	if len(words) < 2 || len(words) > 4 || len([]rune(line)) > 60 {
		return false
	}
	for i, w := range words {
		r := []rune(w)
		// A particle may stay in lower case inside a name: "Zoë van der Berg".
		if !unicode.IsUpper(r[0]) && (i == 0 || i == len(words)-1 || !nameParticles[w]) {
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
