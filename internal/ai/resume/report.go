package resume

import (
	"fmt"
	"math"
	"slices"
	"strings"

	"lexa/internal/ai/text"
)

// report writes the analysis in the format AnalyzeResume documents.
func report(m match) string {
	var b strings.Builder
	fmt.Fprintf(&b, "Match Score: %d/100\n", m.score)
	b.WriteString(noScoreNumber(m.verdict()) + "\n\nStrengths:\n")
	for _, s := range m.strengths() {
		b.WriteString("- " + noScoreNumber(s) + "\n")
	}
	b.WriteString("Gaps:\n")
	for _, g := range m.gaps() {
		b.WriteString("- " + noScoreNumber(g) + "\n")
	}
	b.WriteString("\nRecommendation: " + noScoreNumber(m.recommendation()) + "\n")
	return b.String()
}

// scoreNumberRe is what the web page reads as the score. Text quoted from the inputs (the
// job title) could contain it, so it is broken up everywhere but on the first line.
var scoreNumberRe = text.Lazy(`(?i)(score)(\s*:?\s*\d)`)

func noScoreNumber(s string) string { return scoreNumberRe.ReplaceAllString(s, "$1 of$2") }

func (m match) verdict() string {
	label := "Not a match"
	switch {
	case m.score >= 80:
		label = "Strong match"
	case m.score >= 65:
		label = "Good match"
	case m.score >= 45:
		label = "Partial match"
	case m.score >= 25:
		label = "Weak match"
	}
	role := m.job.title
	if role == "" || len([]rune(role)) > 60 {
		role = "this role"
	}
	var facts []string
	if n := m.requiredCount; n > 0 {
		facts = append(facts, fmt.Sprintf("%d of %s", len(m.hasRequired), text.CountNoun(n, "required skill", "required skills")))
	} else if n := len(m.job.terms); n > 0 {
		facts = append(facts, fmt.Sprintf("%d of the job's %d key terms", len(m.sharedTerms), n))
	}
	switch asked := m.job.years; {
	case asked > 0 && !m.job.yearsFromTitle && m.years > 0:
		facts = append(facts, fmt.Sprintf("%s against %d asked", yearsText(m.years), asked))
	case asked > 0 && !m.job.yearsFromTitle:
		facts = append(facts, fmt.Sprintf("no dated experience against %d years asked", asked))
	case m.years > 0:
		facts = append(facts, yearsText(m.years)+" of experience")
	}
	if len(facts) == 0 {
		return "Nothing to match for " + role + ": the job description names no skills, experience, education or other terms."
	}
	return fmt.Sprintf("%s for %s: %s.", label, role, text.JoinAnd(facts))
}

func (m match) strengths() []string {
	var out []string
	if len(m.hasRequired) > 0 {
		out = append(out, "Required skills shown: "+namesList(m.hasRequired, 10)+".")
	}
	if len(m.related) > 0 {
		var pairs []string
		for _, r := range m.related {
			pairs = append(pairs, skillList()[r.has].name+" for "+skillList()[r.wanted].name)
		}
		out = append(out, "Related experience where the exact skill is missing: "+text.JoinAnd(pairs)+".")
	}
	if len(m.adjacent) > 0 {
		var items []string
		for _, id := range m.adjacent {
			items = append(items, skillList()[id].name+" ("+skillList()[id].category+")")
		}
		out = append(out, "Adjacent skills in the areas of the missing ones: "+text.JoinAnd(items)+".")
	}
	if len(m.hasNice) > 0 {
		out = append(out, "Nice-to-haves shown: "+namesList(m.hasNice, 8)+".")
	}
	if s := m.yearsStrength(); s != "" {
		out = append(out, s)
	}
	if s := m.educationStrength(); s != "" {
		out = append(out, s)
	}
	if len(m.sharedTerms) > 0 && m.requiredCount < skillsForFullWeight {
		out = append(out, "Shares the job's key terms: "+termsList(m.sharedTerms, 10)+".")
	}
	if extra := m.extraSkills(); len(extra) > 0 {
		out = append(out, "Also brings: "+namesList(extra, 6)+".")
	}
	if len(out) == 0 {
		out = append(out, "Nothing on the resume matches what the job asks for.")
	}
	return out
}

func (m match) yearsStrength() string {
	asked := m.job.years
	if m.years == 0 || asked > 0 && m.years < float64(asked)-0.25 {
		return ""
	}
	s := yearsText(m.years) + " of experience stated"
	switch {
	case m.cv.yearsFromDates() && m.years < 0.75:
		s = fmt.Sprintf("Under a year of experience in the work history, since %d", m.cv.firstYear)
	case m.cv.yearsFromDates():
		s = fmt.Sprintf("About %s of experience in the work history since %d", yearsText(m.years), m.cv.firstYear)
	default:
		s = strings.ToUpper(s[:1]) + s[1:]
	}
	switch {
	case asked > 0 && m.job.yearsFromTitle:
		s += fmt.Sprintf(", the %d or so a senior title calls for", asked)
	case asked > 0:
		s += fmt.Sprintf(", meeting the %d asked", asked)
	}
	if p := m.job.preferredYears; p > 0 && m.years >= float64(p)-0.25 {
		s += fmt.Sprintf(" and the %d preferred", p)
	}
	if m.relevance < 0.25 {
		s += ", though in other work, judging by the skills shown"
	}
	return s + "."
}

func (m match) educationStrength() string {
	have, asked := m.cv.education.level, m.job.education
	switch {
	case m.educationByExperience:
		return fmt.Sprintf("No %s shown, but %s of experience stand in for it, as the job accepts equivalent experience.", eduLevelNames[asked], yearsText(m.years))
	case have == eduNone:
		return ""
	case asked == eduNone && m.job.preferredEducation > eduNone && have >= m.job.preferredEducation:
		return "Education: " + eduLevelNames[have] + ", as preferred."
	case asked == eduNone:
		return "Education: " + eduLevelNames[have] + "."
	case have > asked:
		return fmt.Sprintf("Education: %s, above the %s asked.", eduLevelNames[have], eduLevelNames[asked])
	case have == asked:
		return fmt.Sprintf("Education: %s, as asked.", eduLevelNames[have])
	}
	return ""
}

func (m match) gaps() []string {
	var out, missing []string
	for _, r := range m.missingRequired {
		if m.denies(r) {
			out = append(out, "No "+r.name()+": the resume says it does not have it.")
		} else {
			missing = append(missing, m.missingName(r))
		}
	}
	if len(missing) > 0 {
		out = append(out, "Missing required skills: "+termsList(missing, 12)+".")
	}
	var partial []string
	for _, r := range m.related {
		if !slices.Contains(m.job.nice, r.wanted) {
			partial = append(partial, fmt.Sprintf("%s (shows %s instead)", skillList()[r.wanted].name, skillList()[r.has].name))
		}
	}
	if len(partial) > 0 {
		out = append(out, "Only related experience for: "+strings.Join(partial, ", ")+".")
	}
	if s := m.yearsGap(); s != "" {
		out = append(out, s)
	}
	if s := m.educationGap(); s != "" {
		out = append(out, s)
	}
	if len(m.missingTerms) > 0 && m.requiredCount < skillsForFullWeight && m.termCredit < 1 {
		out = append(out, "Key terms of the job not found on the resume: "+termsList(m.missingTerms, 10)+".")
	}
	if len(out) == 0 {
		out = append(out, "None of the stated requirements are missing.")
	}
	var preferred []string
	if len(m.missingNice) > 0 {
		preferred = append(preferred, namesList(m.missingNice, 8))
	}
	if p := m.job.preferredYears; p > 0 && m.years < float64(p)-0.25 {
		preferred = append(preferred, fmt.Sprintf("%d years of experience", p))
	}
	if p := m.job.preferredEducation; p > eduNone && m.cv.education.level < p {
		preferred = append(preferred, withArticle(p))
	}
	if len(preferred) > 0 {
		out = append(out, "Nice-to-haves not shown: "+strings.Join(preferred, "; ")+".")
	}
	return out
}

func (m match) yearsGap() string {
	asked := m.job.years
	switch {
	case asked == 0 || m.years >= float64(asked)-0.25:
		return ""
	case m.years == 0:
		return fmt.Sprintf("Experience: the resume gives no dates or years of experience to check against the %d asked.", asked)
	case m.job.yearsFromTitle:
		return fmt.Sprintf("Seniority: about %s found, where a senior title usually calls for around %d.", yearsText(m.years), asked)
	}
	return fmt.Sprintf("Experience: about %s found, %d asked.", yearsText(m.years), asked)
}

func (m match) educationGap() string {
	have, asked := m.cv.education.level, m.job.education
	if asked == eduNone || have >= asked || m.educationByExperience {
		return ""
	}
	s := "Education: " + withArticle(asked) + " is asked; the resume shows "
	if have == eduNone {
		s += "none"
	} else {
		s += withArticle(have)
	}
	if p := m.cv.education.inProgress; p >= asked {
		s += " (" + withArticle(p) + " in progress)"
	}
	if m.job.educationOrEquiv {
		s += ", and the job's equivalent experience needs more than the " + yearsText(m.years) + " shown"
	}
	return s + "."
}

func (m match) recommendation() string {
	probe := m.probeTopics()
	if denied := m.deniedCredentials(); len(denied) > 0 {
		return "Not a fit for this role yet: the resume says it does not have " + text.JoinAnd(denied) + ", which the job requires."
	}
	switch {
	case m.score >= 75 && len(probe) > 0:
		return "Interview. The resume covers the core of the role; use the interview to probe " + text.JoinAnd(probe) + "."
	case m.score >= 75 && m.requiredCount >= skillsForFullWeight && len(m.specificSkills(2)) > 0:
		return "Interview. The resume covers what the job asks; use the interview to confirm depth in " + namesList(m.specificSkills(2), 2) + "."
	case m.score >= 75:
		return "Interview. The resume covers what the job asks; use the interview to confirm the experience it describes."
	case m.score >= 55 && len(probe) > 0:
		return "Phone screen first, probing " + text.JoinAnd(probe) + ", before an interview."
	case m.score >= 55:
		return "Phone screen first, to confirm the experience behind the resume's wording."
	case m.score >= 35 && len(probe) > 0:
		return "Phone screen only if the pipeline is thin: " + text.JoinAnd(probe) + " matter to this role and the resume does not show them."
	}
	if len(m.job.terms) == 0 && m.requiredCount == 0 {
		return "Add the job's requirements to the description to compare the resume with them."
	}
	reason := "the resume shares only " + text.CountNoun(len(m.sharedTerms), "of the job's key terms", "of the job's key terms")
	if n := m.requiredCount; n > 0 {
		reason = fmt.Sprintf("the resume shows %d of the %s", len(m.hasRequired), text.CountNoun(n, "required skill", "required skills"))
		if len(m.hasRequired) == 0 {
			reason = "the resume shows none of the required skills"
		}
		if len(m.missingRequired) > 0 {
			var names []string
			for _, r := range m.missingRequired {
				names = append(names, r.name())
			}
			reason += " (missing " + termsList(names, 4) + ")"
		}
	}
	s := "Not a fit for this role: " + reason + "."
	if extra := m.extraSkills(); len(extra) > 0 {
		s += " Its strengths (" + namesList(extra, 3) + ") suit a different kind of role."
	}
	return s
}

// probeTopics are what a screen should ask about: missing required skills first, then
// years and the degree.
func (m match) probeTopics() []string {
	out := m.missingNames()
	for _, r := range m.related {
		if !slices.Contains(m.job.nice, r.wanted) {
			out = append(out, skillList()[r.wanted].name+" beyond "+skillList()[r.has].name)
		}
	}
	if len(out) > 3 {
		out = out[:3]
	}
	if m.yearsGap() != "" {
		out = append(out, "the depth of experience")
	}
	if m.educationGap() != "" {
		out = append(out, "the "+eduLevelNames[m.job.education]+" asked")
	}
	return out
}

// specificSkills are up to n of the required skills shown, leaving out soft skills,
// certificates and licences (held or not, there is no depth to them) and those another
// shown skill implies (Sales, given B2B sales): the ones worth probing.
func (m match) specificSkills(n int) []int {
	var out []int
	for _, id := range m.hasRequired {
		implied := false
		for _, other := range m.hasRequired {
			implied = implied || other != id && slices.Contains(skillList()[other].implies, id)
		}
		if !implied && skillList()[id].category != softSkillCategory && !isCredential(id) &&
			!strings.Contains(skillList()[id].name, " and ") && len(out) < n {
			out = append(out, id)
		}
	}
	return out
}

// credentialWordsRe names a skill that is a certificate, licence, permit or a licence's
// endorsement.
var credentialWordsRe = text.Lazy(`(?i)certif|licen[cs]e|permit|endorsement|\bCPR\b`)

// isCredential reports whether the skill is held rather than practised.
func isCredential(id int) bool {
	return skillList()[id].category == certificationsCategory || credentialWordsRe.MatchString(skillList()[id].name)
}

// missingNames are the missing requirements' names, with why after one the resume names
// as only under way or touched: "PTCB certification (in progress)", "React (only some
// exposure)".
func (m match) missingNames() []string {
	var out []string
	for _, r := range m.missingRequired {
		out = append(out, m.missingName(r))
	}
	return out
}

func (m match) missingName(r requirement) string {
	for _, id := range r {
		if why := m.cv.inProgress[id]; why != "" {
			return r.name() + " (" + why + ")"
		}
	}
	return r.name()
}

// deniedCredentials are the required licences and certificates the resume says it lacks.
func (m match) deniedCredentials() []string {
	var out []string
	for _, r := range m.missingRequired {
		if m.denies(r) && slices.ContainsFunc(r, isCredential) {
			out = append(out, r.name())
		}
	}
	return out
}

// denies reports whether the resume says it lacks each skill of the requirement.
func (m match) denies(r requirement) bool {
	for _, id := range r {
		if !m.cv.denied[id] {
			return false
		}
	}
	return true
}

// extraSkills are the resume's skills the job does not mention, without the soft skills
// and languages every resume lists.
func (m match) extraSkills() []int {
	var out []int
	for _, id := range m.cv.named {
		c := skillList()[id].category
		related := false
		for _, r := range m.related {
			related = related || r.has == id
		}
		if c != softSkillCategory && c != languagesCategory && !related && !slices.Contains(m.job.required, id) &&
			!slices.Contains(m.job.nice, id) && !slices.Contains(m.adjacent, id) {
			out = append(out, id)
		}
	}
	return out
}

// namesList writes skill names as "a, b and c", or "a, b, c and 4 more" past limit.
func namesList(ids []int, limit int) string {
	return termsList(skillNames(ids), limit)
}

func termsList(items []string, limit int) string {
	if len(items) <= limit {
		return text.JoinAnd(items)
	}
	return strings.Join(items[:limit], ", ") + " and " + fmt.Sprint(len(items)-limit) + " more"
}

// yearsText writes a length of experience in whole years, rounding up only from three
// quarters, the same grace the comparison with the asked years allows.
func yearsText(y float64) string {
	if n := int(math.Floor(y + 0.25)); n >= 1 {
		return text.CountNoun(n, "year", "years")
	}
	return "under a year"
}

// withArticle writes an education level with "a" or "an".
func withArticle(level int) string {
	if name := eduLevelNames[level]; strings.HasPrefix(name, "A") {
		return "an " + name
	}
	return "a " + eduLevelNames[level]
}
