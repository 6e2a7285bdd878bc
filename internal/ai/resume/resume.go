// Package resume is the recruitment demo of Lexa's built-in AI engine: it compares a
// resume with a job description without any model, deterministically and in a few
// milliseconds, with plain text processing. Every answer is what a person can
// check against the input; nothing is canned. Analyze takes the demo's input, already trimmed
// and size-checked by the caller (each text at most 20,000 characters).
package resume

import (
	"context"
	"sort"
	"strings"
	"sync"
	"unicode"

	"lexa/internal/ai/text"
)

// Analyze compares a resume with a job description and answers plain text:
//
//	Match Score: NN/100
//	<verdict: how good a match, for which role, required skills and years>
//
//	Strengths:
//	- …
//	Gaps:
//	- … (or "- None of the stated requirements are missing.")
//
//	Recommendation: <interview, a phone screen probing something named, or not a fit>
//
// The score weighs the job's required skills most, then years of experience, nice-to-have
// skills, education and the words the two texts share; a job that names no skill the
// vocabulary knows is matched on those words instead. Only the first line has a number after
// the word "score", since the web page takes the first one it finds. It stops with
// ctx.Err() when ctx ends first.
//
// presentYear is the year that "Present" or "Current" in the resume's date ranges stands
// for, unless the resume itself names a later year. The caller passes a fixed year rather
// than the time of each request, so that one resume always gets one answer (a server: the
// year it started; tests: a constant, so they stay true next year).
func Analyze(ctx context.Context, resume, jobDescription string, presentYear int) (string, error) {
	job, err := readJobContext(ctx, jobDescription)
	if err != nil {
		return "", err
	}
	cv, err := readResume(ctx, resume, presentYear)
	if err != nil {
		return "", err
	}
	if answer := notReadable(cv, resume, job, jobDescription); answer != "" {
		return answer, nil
	}
	return report(matchResume(job, cv)), nil
}

// facts is what a resume shows, before any comparison.
type facts struct {
	skills      skillSet        // named on the resume, with what they prove (Django → Python)
	named       []int           // named directly as held, vocabulary order
	inProgress  map[int]string  // named only as under way or touched, with why ("in progress")
	denied      skillSet        // named as not held ("No Hazmat", "I do not have a CDL")
	headings    int             // resume section headings seen (Experience, Education, …)
	places      map[string]bool // the towns and states it names: no key terms
	statedYears int             // the largest "N years of experience" the resume claims
	workMonths  int             // months covered by the work history's date ranges
	firstYear   int             // the year the work history starts (0: no dates)
	education   education
	terms       map[string]bool // significant words, as significantTerm writes them
}

// years is the candidate's experience: the dated work history, or the resume's own claim
// when that is longer, since resumes often list only the recent jobs.
func (cv facts) years() float64 {
	return max(float64(cv.statedYears), float64(cv.workMonths)/12)
}

// yearsFromDates reports whether years() comes from the dated work history.
func (cv facts) yearsFromDates() bool {
	return cv.workMonths > 0 && float64(cv.workMonths)/12 >= float64(cv.statedYears)
}

// englishSkill is the vocabulary's English; a resume written in English proves it even
// when it never names the language.
var englishSkill = sync.OnceValue(func() int {
	for i, s := range skillList() {
		if s.name == "English" {
			return i
		}
	}
	return -1
})

// writtenLanguageSkills are the vocabulary's languages that a resume written in them
// proves, by their ISO 639-1 codes as text.DetectLanguage tells them.
var writtenLanguageSkills = sync.OnceValue(func() map[string]int {
	names := map[string]string{"German": "de", "French": "fr", "Spanish": "es"}
	out := map[string]int{}
	for i, s := range skillList() {
		if code, ok := names[s.name]; ok {
			out[code] = i
		}
	}
	return out
})

// readResume reads a resume's skills, experience, education and words. Date ranges count
// as work history only outside the education, projects, volunteering and similar
// sections, and never on a line that names a degree; "Present" in them is presentYear.
func readResume(ctx context.Context, resumeText string, presentYear int) (facts, error) {
	var cv facts
	readSkills(resumeText, &cv)
	return cv, readHistory(ctx, resumeText, presentYear, &cv)
}

// readSkills reads what a resume names: its skills held, under way, touched or denied, the
// languages it is written in, its towns and its significant words.
func readSkills(resumeText string, cv *facts) {
	cv.terms, cv.places = map[string]bool{}, placeWords(resumeText)
	stances := readStances(resumeText)
	cv.named, cv.inProgress, cv.denied = stances.held.sorted(), stances.partial, stances.denied
	cv.skills = stances.held.withImplied()
	for id := range cv.denied {
		delete(cv.skills, id) // what a resume denies, nothing it names proves
	}
	ws := text.Words(resumeText)
	// A resume written in English proves it. A resume is mostly lists, with few of the
	// language's function words, so its common words of work count too ("skills", "years").
	if englishSkill() >= 0 && englishFunctionWords(ws) >= 20 || englishCommonWords(ws) >= 8 {
		cv.skills[englishSkill()] = true
	}
	// So does a CV written in German, French or Spanish its language.
	if id, ok := writtenLanguageSkills()[text.DetectLanguage(textHead(resumeText)).Code]; ok {
		cv.skills[id] = true
	}
	for _, w := range text.Words(withoutSpans(resumeText, stances.deniedSpans)) {
		if t := significantTerm(w); t != "" {
			cv.terms[t] = true
		}
	}
}

// readHistory reads a resume's structure line by line: its section headings, the years of
// experience it claims, the months of its dated work history and its education. It is the
// cheap part of reading a resume, all that ReadKind needs of most texts.
func readHistory(ctx context.Context, resumeText string, presentYear int, cv *facts) error {
	lines := strings.Split(resumeText, "\n")
	section := workSection // before any heading, dates are taken as work
	var workLines []string
	var eduLines []eduLine
	for n, raw := range lines {
		if err := text.Stopped(ctx, n); err != nil {
			return err
		}
		line := strings.TrimSpace(raw)
		if line == "" {
			continue
		}
		if s, ok := heading(line); ok {
			section = s
			cv.headings++
			continue
		}
		// Read once: a line's degrees both place it and are its education.
		if mentions := educationMentions(line); section == educationSection || len(mentions) > 0 {
			eduLines = append(eduLines, eduLine{line, mentions})
			continue
		}
		if mentionsExperience(line) {
			for _, clause := range jobClauseRe.Split(line, -1) {
				if mentionsExperience(clause) {
					for _, y := range findYearsMentions(clause) {
						cv.statedYears = max(cv.statedYears, y.years)
					}
				}
			}
		}
		if section == workSection && hasYear(line) {
			workLines = append(workLines, line)
		}
	}
	// "Present" is presentYear unless the work history names a later year; an expected
	// graduation date or a "Vision 2030" elsewhere must not stretch every current job.
	latest := presentYear
	for _, line := range workLines {
		if y := latestYear(line); y > latest && y <= presentYear+5 {
			latest = y
		}
	}
	var spans []monthSpan
	for _, line := range workLines {
		spans = append(spans, workSpans(line, latest*12+presentMonth)...)
	}
	cv.workMonths = totalMonths(spans)
	for _, s := range spans {
		if y := s.start / 12; cv.firstYear == 0 || y < cv.firstYear {
			cv.firstYear = y
		}
	}
	cv.education = readResumeEducation(eduLines)
	return nil
}

// significantTerm returns the form of a word used to compare a job's wording with a
// resume's, or "" for words that carry no meaning of their own (stop words, numbers, short
// words, job-advert boilerplate). Plurals are folded so "patients" matches "patient".
func significantTerm(w string) string {
	if len(w) < 3 || isStopWord(w) || termNoise[w] || w[0] >= '0' && w[0] <= '9' {
		return ""
	}
	switch {
	case notPlural[w] || strings.HasSuffix(w, "ics"):
	case len(w) > 4 && strings.HasSuffix(w, "ies"):
		w = w[:len(w)-3] + "y"
	case len(w) > 3 && strings.HasSuffix(w, "s") && !strings.HasSuffix(w, "ss") && !strings.HasSuffix(w, "us") && !strings.HasSuffix(w, "is"):
		w = w[:len(w)-1]
	}
	if isStopWord(w) || termNoise[w] {
		return ""
	}
	return w
}

// termNoise are words of job adverts and resumes that say nothing about the work itself.
var termNoise = func() map[string]bool {
	const list = `seeking hiring hire apply applicant salary benefit remote hybrid onsite office location
equal employer competitive hour week month annual date start successful qualified qualification
responsibility duty duties want love passionate passion eager motivated self driven fast paced exciting
joining requirement various multiple others every get take will key high level fit best
january february march april june july august september october november december present current
inc llc ltd corp company companies title give keep note drop comfortable availability available since kept`
	m := map[string]bool{}
	for _, w := range strings.Fields(list) {
		m[w] = true
	}
	return m
}()

// notPlural are words that end in "s" without being plurals, so folding would misspell them.
var notPlural = map[string]bool{"kubernetes": true, "saas": true, "paas": true, "iaas": true, "devops": true,
	"sales": true, "news": true, "series": true, "species": true, "windows": true, "diabetes": true, "express": true}

// topTerms returns the n terms used most, ties in order of first use.
func topTerms(order []string, count map[string]int, n int) []string {
	out := append([]string(nil), order...)
	sort.SliceStable(out, func(i, j int) bool { return count[out[i]] > count[out[j]] })
	if len(out) > n {
		out = out[:n]
	}
	return out
}

// section is the kind of resume section a line is in, which decides whether its
// date ranges are employment.
type section int

const (
	workSection section = iota
	educationSection
	otherSection // skills, projects, volunteering: their dates are not employment
)

// The headings of a resume's sections, in English and as German, French and Spanish CVs
// write them (Berufserfahrung, Expérience professionnelle, Experiencia laboral; Ausbildung,
// Formation, Educación; Kenntnisse, Compétences, Idiomas …). To teach a heading, add it to
// its section's line.
var (
	workHeadingRe = text.Lazy(`^(?:(?:professional|work|relevant|employment|career|industry|clinical|teaching)\s+)?(?:experience|history)$|^employment(?:\s+history)?$|^positions?\s+held$` +
		`|^(?:berufserfahrung|berufliche\s+erfahrung|beruflicher\s+werdegang|werdegang|berufspraxis|praxiserfahrung|t[äa]tigkeiten)$` +
		`|^(?:exp[ée]riences?(?:\s+professionnelles?)?|parcours\s+professionnel)$` +
		`|^(?:experiencia(?:\s+(?:laboral|profesional))?|trayectoria\s+profesional|historial\s+laboral)$`)
	educationHeadingRe = text.Lazy(`^(?:education|academics?|academic\s+background|education\s+(?:and|&)\s+(?:training|certifications?))$` +
		`|^(?:ausbildung|schulbildung|bildungsweg|bildung|studium|schul-\s+und\s+berufsausbildung|aus-\s+und\s+weiterbildung)$` +
		`|^(?:formations?|[ée]ducation|[ée]tudes|parcours\s+acad[ée]mique|dipl[ôo]mes(?:\s+et\s+formations?)?)$` +
		`|^(?:formaci[óo]n(?:\s+acad[ée]mica)?|educaci[óo]n|estudios)$`)
	otherHeadingRe = text.Lazy(`^(?:(?:technical\s+|core\s+|key\s+)?(?:skills|competencies)|skills\s+(?:and|&)\s+\w+|(?:personal\s+|side\s+|selected\s+)?projects|certifications?|licenses?(?:\s+(?:and|&)\s+certifications?)?|volunteer(?:ing|\s+experience|\s+work)?|interests|hobbies|awards|honors|publications|references|languages|(?:professional\s+)?summary|profile|objective|about\s+me|contact(?:\s+information)?)$` +
		`|^(?:kenntnisse|f[äa]higkeiten|kompetenzen|(?:edv|it|sprach)-?kenntnisse|sprachen|zertifikate|weiterbildungen?|hobbys|interessen|pers[öo]nliche\s+daten|kontakt|profil|kurzprofil)$` +
		`|^(?:comp[ée]tences(?:\s+\w+)?|langues|certifications|centres\s+d'int[ée]r[êe]t|loisirs|informations\s+personnelles|profil|coordonn[ée]es)$` +
		`|^(?:habilidades|competencias|conocimientos|idiomas|certificaciones|datos\s+personales|intereses|perfil(?:\s+profesional)?|resumen)$`)
)

// heading recognises a section heading: a short line that is only a known heading,
// in any case, with or without a colon or Markdown marks.
func heading(line string) (section, bool) {
	if len(line) > 40 {
		return 0, false
	}
	h := headingText(line)
	if strings.ContainsFunc(h, notInHeading) {
		return 0, false // most lines: a digit, a comma, a colon inside
	}
	switch {
	case workHeadingRe.MatchString(h):
		return workSection, true
	case educationHeadingRe.MatchString(h):
		return educationSection, true
	case otherHeadingRe.MatchString(h):
		return otherSection, true
	}
	return 0, false
}

// notInHeading tells a character no resume heading has: a heading is words, with at most
// "&", "'", "-" or "/" between them.
func notInHeading(r rune) bool {
	return !unicode.IsLetter(r) && r != ' ' && r != '&' && r != '\'' && r != '-' && r != '/'
}

// headingText normalises a heading for matching: lower case, no Markdown marks, no final
// colon, straight apostrophes, single spaces.
func headingText(s string) string {
	s = strings.Trim(s, " \t#*_=")
	s = strings.TrimSuffix(s, ":")
	s = strings.ReplaceAll(strings.ToLower(s), "’", "'")
	return strings.Join(strings.Fields(strings.Trim(s, " *_")), " ")
}

// jobHeadingPatterns classify a job description's headings, first match winning. Each must
// match the whole heading, so "Strong communication skills" stays a line to read rather than
// becoming a "Skills" heading, and "Preferred qualifications" is nice-to-have before
// "qualifications" makes it required.
var jobHeadingPatterns = []struct {
	ctx jobContext
	re  *text.LazyRegexp
}{
	{ctxNice, text.Lazy(`^(?:nice[\s-]to[\s-]haves?|bonus(?:\s+points)?|(?:preferred|desired|desirable|additional|bonus)(?:\s+(?:qualifications|skills|experience|requirements))?|pluses|plus|(?:good|great)\s+to\s+have|extra\s+credit|even\s+better(?:\s+if)?|it\s+would\s+be\s+(?:great|nice)\s+if(?:\s+you\s+(?:have|had))?)$`)},
	{ctxNice, text.Lazy(`^(?:w[üu]nschenswert|von\s+vorteil|idealerweise|(?:ein|das\s+ist\s+ein)\s+plus|(?:un\s+)?plus|(?:serait\s+un\s+)?atouts?|(?:comp[ée]tences\s+)?(?:souhait[ée]es?|appr[ée]ci[ée]es?)|se\s+valorar[áa]|valorable|deseable|ser[áa]\s+un\s+plus)$`)},
	{ctxRequired, text.Lazy(`^(?:(?:basic|minimum|required|key|essential|core)\s+)?(?:qualifications|requirements|skills(?:\s+(?:and|&)\s+(?:experience|qualifications))?|experience)$|^(?:required|must[\s-]haves?|essentials?|what\s+you(?:'ll|\s+will)?\s+(?:need|bring)(?:\s+to\s+succeed)?|what\s+we(?:'re|\s+are)\s+looking\s+for|who\s+you\s+are|you\s+(?:have|bring|are)|about\s+you|your\s+(?:profile|background|experience|skills)|(?:the\s+)?ideal\s+candidate|candidate\s+profile)$`)},
	{ctxRequired, text.Lazy(`^(?:anforderungen|anforderungsprofil|(?:ihr|dein)\s+profil|voraussetzungen|qualifikationen|das\s+(?:bringen\s+sie|bringst\s+du)\s+mit|was\s+(?:sie|du)\s+mitbring(?:en|st)|profil(?:\s+recherch[ée])?|votre\s+profil|exigences|pr[ée]requis|comp[ée]tences\s+requises|requisitos(?:\s+m[íi]nimos)?|requerimientos|perfil(?:\s+(?:buscado|requerido|del\s+candidato))?|tu\s+perfil|imprescindible)$`)},
	{ctxNeutral, text.Lazy(`^(?:(?:key\s+|main\s+|core\s+)?responsibilities|duties|what\s+you(?:'ll|\s+will)\s+do|(?:about\s+)?the\s+(?:role|job|position|team|opportunity)|(?:role|job|position)\s+(?:overview|summary|description)|overview|description|summary|(?:our\s+|the\s+)?tech(?:nology)?\s+stack|day[\s-]to[\s-]day|in\s+this\s+role(?:\s+you\s+will)?|your\s+(?:role|responsibilities|mission|impact))$`)},
	{ctxNeutral, text.Lazy(`^(?:(?:ihre|deine)\s+aufgaben|aufgaben(?:gebiet)?|t[äa]tigkeiten|(?:vos\s+)?missions|description\s+du\s+poste|le\s+poste|(?:tus\s+)?(?:responsabilidades|funciones)|descripci[óo]n\s+del\s+puesto)$`)},
	{ctxIgnore, text.Lazy(`^(?:about(?:\s+[\w&.' -]{1,30})?|who\s+we\s+are|our\s+(?:company|story|mission|values|culture|team)|(?:perks|benefits)(?:\s+(?:and|&)\s+(?:perks|benefits))?|what\s+we\s+offer|we\s+offer|compensation(?:\s+(?:and|&)\s+benefits)?|salary(?:\s+range)?|pay(?:\s+range)?|why\s+(?:join\s+us|us|work\s+(?:with|for|at)\s+us)|equal\s+(?:employment\s+)?opportunity(?:\s+employer)?|eeo(?:\s+statement)?|how\s+to\s+apply|to\s+apply|application\s+process|location|what's\s+in\s+it\s+for\s+you)$`)},
	{ctxIgnore, text.Lazy(`^(?:(?:wir\s+)?[üu]ber\s+uns|wer\s+wir\s+sind|(?:was\s+)?wir\s+bieten|unser\s+angebot|bewerbung|so\s+bewerben\s+sie\s+sich|kontakt|qui\s+sommes[\s-]nous\s*\??|[àa]\s+propos(?:\s+de\s+nous)?|(?:ce\s+que\s+)?nous\s+(?:offrons|proposons)|avantages|pourquoi\s+nous\s+rejoindre\s*\??|candidature|comment\s+postuler\s*\??|sobre\s+nosotros|qui[ée]nes\s+somos|(?:qu[ée]\s+)?ofrecemos|beneficios|[¿]?c[óo]mo\s+(?:postular|aplicar)\s*\??)$`)},
}

// jobHeading reads a heading of a job description: a known heading alone on its line
// ("Requirements", "## Nice to have:"), one that labels the rest of its line ("Nice to have:
// Kafka"), or an unknown short line ending in a colon, taken as a neutral section ("What
// you'll work on:") so an earlier "Benefits" section does not swallow it. A bulleted line
// is a heading only with a colon, since "- Experience" is an item of a list.
func jobHeading(line, content string) (ctx jobContext, rest string, isHeading bool) {
	if i := strings.IndexByte(content, ':'); i > 0 && i < len(content)-1 {
		label := headingText(content[:i])
		if len(strings.Fields(label)) <= 6 {
			if c, ok := classifyJobHeading(label); ok {
				return c, strings.Trim(content[i+1:], " \t*_"), true
			}
		}
		return ctxNeutral, "", false
	}
	h := headingText(content)
	if len(strings.Fields(h)) > 7 {
		return ctxNeutral, "", false
	}
	colon := strings.HasSuffix(strings.TrimRight(content, " *_"), ":")
	if bulleted := line != content && !strings.HasPrefix(line, "**"); bulleted && !colon { // "**Perks**" is bold, not a bullet
		return ctxNeutral, "", false
	}
	if c, ok := classifyJobHeading(h); ok {
		return c, "", true
	}
	if colon && len(strings.Fields(h)) <= 6 {
		return ctxNeutral, "", true
	}
	return ctxNeutral, "", false
}

func classifyJobHeading(h string) (jobContext, bool) {
	for _, p := range jobHeadingPatterns {
		if p.re.MatchString(h) {
			return p.ctx, true
		}
	}
	return ctxNeutral, false
}
