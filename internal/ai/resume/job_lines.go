package resume

import (
	"slices"
	"strings"
	"unicode"

	"lexa/internal/ai/text"
)

// Lines of a job ad that say who hires, where and for how much, rather than what the work
// asks. Their words are no requirement and no key term.

// employmentWords describe the terms of a job rather than the role: what a title may end
// with ("Dental Hygienist — Full Time", "Staff Bookkeeper (full-time, hybrid)").
var employmentWords = map[string]bool{"full": true, "time": true, "part": true, "fulltime": true, "parttime": true,
	"hybrid": true, "remote": true, "onsite": true, "on": true, "site": true, "contract": true, "temporary": true,
	"temp": true, "seasonal": true, "permanent": true, "day": true, "night": true, "shift": true, "shifts": true,
	"weekend": true, "weekends": true, "evening": true, "evenings": true, "per": true, "diem": true, "and": true}

var (
	titleSeparatorRe = text.Lazy(`\s+[—–|·-]\s+`)
	titleParenRe     = text.Lazy(`\s*\(([^()]*)\)\s*$`)
)

// cleanTitle keeps a title's role: the employment terms after it are dropped and a title
// written in capitals is written as a title is ("LINE COOK — MARLOW'S KITCHEN" → "Line
// Cook — Marlow's Kitchen").
func cleanTitle(title string) string {
	for {
		m := titleParenRe.FindStringSubmatchIndex(title)
		if m == nil || !onlyEmploymentWords(title[m[2]:m[3]]) {
			break
		}
		title = title[:m[0]]
	}
	parts := titleSeparatorRe.Split(title, -1)
	for len(parts) > 1 && onlyEmploymentWords(parts[len(parts)-1]) {
		parts = parts[:len(parts)-1]
	}
	title = strings.Join(parts, " — ")
	if !strings.ContainsFunc(title, unicode.IsLower) {
		title = unshout(title)
	}
	return title
}

// titleExtra is what the written title adds to the role kept: the terms or the employer.
func titleExtra(full, role string) string {
	if full == "" || strings.EqualFold(full, role) {
		return ""
	}
	rest := full
	for _, w := range strings.Fields(strings.ToLower(role)) {
		rest = strings.Replace(strings.ToLower(rest), w, " ", 1)
	}
	return rest
}

func onlyEmploymentWords(s string) bool {
	ws := strings.FieldsFunc(strings.ToLower(s), func(r rune) bool { return !unicode.IsLetter(r) })
	for _, w := range ws {
		if !employmentWords[w] {
			return false
		}
	}
	return len(ws) > 0
}

// unshout writes a phrase typed in capitals with a capital letter per word, keeping short
// words without a vowel ("CNA", "HVAC" keeps its A: it is four letters, so it is kept too).
func unshout(s string) string {
	words := strings.Fields(s)
	for i, w := range words {
		letters := strings.Trim(w, "()[],.&'’")
		if len([]rune(letters)) <= 4 && !strings.ContainsAny(strings.ToLower(letters), "eiouy") {
			continue // an initialism: "CNA", "HVAC", "RN"
		}
		r := []rune(strings.ToLower(w))
		for k, c := range r {
			if unicode.IsLetter(c) {
				r[k] = unicode.ToUpper(c)
				break
			}
		}
		words[i] = string(r)
	}
	return strings.Join(words, " ")
}

// employerLineRe marks a line under the title as the employer's: a place ("Tucson, AZ"),
// a street number, a company form or the separators such lines use.
var employerLineRe = text.Lazy(`,\s*\p{Lu}{2}\b|\b\d+\s+\p{Lu}|\b(?:LLC|LLP|PLLC|Inc|Ltd|Co|Corp|Group|Center|Centre)\b|\s[·•|—–]\s`)

// isEmployerLine reports whether a line right under the title names the employer or its
// address: short, no sentence, and placed or formed as such lines are.
func isEmployerLine(line string) bool {
	return len(line) <= 140 && !strings.HasSuffix(line, ".") && employerLineRe.MatchString(line)
}

// benefitLineRe marks a line about pay and benefits: "$21–24/hr plus tips", "Salary
// $52,000–$60,000", "We offer 4-day weeks, paid CE and a 401(k)".
var benefitLineRe = text.MustSparse(`(?i)\$\s?\d[\d,.]*k?\s*(?:[–-]\s*\$?\d[\d,.]*k?)?\s*(?:/\s*(?:hr|hour|h|yr|year|mo|month)\b|an hour|per hour|a year|per year)|\b(?:salary|pay)\s+(?:range\s+)?\$|\$\d[\d,.]*k?\s*[–-]\s*\$?\d[\d,.]*k?\b|\b401\s?\(k\)|\bpaid time off\b|\bPTO\b|\bhealth(?:,| and)? (?:dental|insurance)|\bwe offer\b|\bstipend\b|\bfree tuition\b|\btuition (?:help|reimbursement|assistance)\b`)

// isBenefitLine reports whether a line is about pay and benefits. Most lines have none of
// the words the pattern needs, which a lower-case look finds cheaply.
func isBenefitLine(line string) bool {
	lower := strings.ToLower(line)
	for _, w := range []string{"$", "401", "paid time", "pto", "health", "offer", "stipend", "tuition"} {
		if strings.Contains(lower, w) {
			return benefitLineRe.MatchString(line)
		}
	}
	return false
}

// isCompanyBlurb reports whether a sentence is about the employer rather than the role:
// "Brightsmile is a four-chair family practice on Oracle Road", "We're a six-person
// studio", "We offer 4-day weeks".
func isCompanyBlurb(sentence string) bool {
	s := strings.TrimSpace(sentence)
	lower := strings.ToLower(s)
	for _, p := range []string{"we are a ", "we're a ", "we’re a ", "we are an ", "we're an ", "we offer ", "we have "} {
		if strings.HasPrefix(lower, p) {
			return true
		}
	}
	return subjectName(s) != ""
}

// notNeededPattern is a job's "not required": what it names there is not asked for at all
// ("Hazmat not required", "no degree needed", "Tanker endorsement is not necessary",
// "kein Abschluss erforderlich", "diplôme non requis", "no se requiere experiencia").
const notNeededPattern = `not\s+(?:required|needed|necessary|mandatory)|no\s+(?:[\w.'-]+\s+){0,3}(?:required|needed|necessary)|` +
	`nicht\s+(?:erforderlich|notwendig|n[öo]tig)|kein(?:e|en)?\s+(?:[\w.-]+\s+){0,2}(?:erforderlich|notwendig|n[öo]tig)|` +
	`pas\s+(?:n[ée]cessaire|obligatoire|requis)|non\s+(?:requis|obligatoire|exig[ée])|` +
	`no\s+(?:es\s+)?(?:necesari[oa]|requerid[oa]|imprescindible)|no\s+se\s+(?:requiere|necesita|exige)`

var (
	notNeededRe     = text.Lazy(`(?i)^(?:` + notNeededPattern + `)$`)
	notNeededFindRe = text.MustSparse(`(?i)\b(?:` + notNeededPattern + `)\b`)
)

// notNeededWords are the negations notNeededPattern starts with: a clause without any is
// not searched for it.
var notNeededWords = []string{"no ", "not ", "nicht", "kein", "pas ", "non "}

// jobMarkerSpans are the markers of a clause (jobMarkerRe) in order, a "not required" among
// them as one marker in place of the "required" inside it.
func jobMarkerSpans(clause string) [][]int {
	spans := jobMarkerRe.FindAllStringIndex(clause, -1)
	lower := strings.ToLower(clause)
	if !slices.ContainsFunc(notNeededWords, func(w string) bool { return strings.Contains(lower, w) }) {
		return spans
	}
	negs := notNeededFindRe.FindAllStringIndex(clause, -1)
	if len(negs) == 0 {
		return spans
	}
	var out [][]int
	for _, s := range spans {
		if !slices.ContainsFunc(negs, func(n []int) bool { return s[0] < n[1] && n[0] < s[1] }) {
			out = append(out, s)
		}
	}
	out = append(out, negs...)
	slices.SortFunc(out, func(a, b []int) int { return a[0] - b[0] })
	return out
}

// boilerplateRe marks a sentence every ad has, about applying, the employer's policies or
// its hiring team: "To apply, send your resume to our Recruiting team", "We are an equal
// opportunity employer", "All applicants must pass a background check".
var boilerplateRe = text.MustSparse(`(?i)\b(?:to\s+apply|apply\s+(?:now|today|online|here|at|by|via|through|on)|send\s+(?:us\s+)?(?:your|a)\s+(?:resume|cv|cover\s+letter|application)|` +
	`(?:every|each|all)\s+(?:applications?|applicants?)|equal\s+(?:employment\s+)?opportunit(?:y|ies)|e-?verify|reasonable\s+accommodations?|drug[\s-]free\s+workplace|at-will|` +
	`our\s+(?:[\w&-]+\s+){0,3}team\s+(?:will|reads|reviews|is\s+happy|looks\s+forward)|jetzt\s+bewerben|bewerben\s+sie\s+sich|postulez|env[íi]a(?:nos)?\s+tu\s+cv|chancengleichheit)\b`)

// isBoilerplate reports a sentence of the ad's boilerplate; most sentences have none of
// the words, which a lower-case look finds cheaply.
func isBoilerplate(sentence string) bool {
	lower := strings.ToLower(sentence)
	for _, w := range []string{"apply", "send", "applica", "opportunit", "verify", "accommodation", "drug", "at-will",
		"team", "bewerb", "postul", "cv", "chancen"} {
		if strings.Contains(lower, w) {
			return boilerplateRe.MatchString(sentence)
		}
	}
	return false
}

// asksSomething reports a sentence that asks for something despite opening with a name:
// "Python is required", "QuickBooks is a must".
func asksSomething(sentence string) bool {
	return len(jobMarkerRe.FindStringIndex(sentence)) > 0 || len(findSkills(subjectName(sentence))) > 0
}
