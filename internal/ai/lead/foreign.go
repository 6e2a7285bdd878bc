package lead

import (
	"cmp"
	"slices"
	"strings"

	"lexa/internal/ai/text"
)

// A lead in Spanish, German or French is read for what the built-in engine can read in
// any of them: who they are (a labelled name, "me llamo …", "ich heiße …", "je m'appelle
// …"), their phone and e-mail, their role ("dueña", "Inhaberin", "gérante") and company,
// an amount with its currency and period as a budget, and a start date. What they need is
// left to a person who reads the language, and the answer says so; an owner with a budget
// and a start date is not cold because the text is in Spanish. The wordings are in
// foreign_cues.go.

// foreignReading is what was read of a lead in another language.
type foreignReading struct {
	language    string // "Spanish"
	name        string
	role        string // as written: "dueña"
	roleQuote   string
	roleDecides bool   // a role that decides (an owner, a director)
	notDeciding string // quoted: the contact says someone else decides
	company     string
	phone       string

	budgetShown  string // as written: "2.000 €"
	budgetPeriod string // "month", "year" or ""
	budgetQuote  string
	budgetStance stance // stated, hedged or negated; absent when nothing was said

	when      string // as written: "a partir de marzo"
	whenQuote string
	whenNear  bool
}

var (
	// An amount with its currency on either side, as Europe writes it: "2.000 €", "€2.000",
	// "3 000 € par mois", "1.250,50 EUR", "5000 euros".
	foreignAmountPattern = text.MustSparse(`(?i)(?:€|\$|£|\b(?:eur|usd|chf)\b)\s?\d{1,3}(?:[.\x{00A0}\x{202F} ']\d{3})+(?:,\d{1,2})?` +
		`|(?:€|\$|£|\b(?:eur|usd|chf)\b)\s?\d+(?:,\d{1,2})?` +
		`|\b\d{1,3}(?:[.\x{00A0}\x{202F} ']\d{3})+(?:,\d{1,2})?\s?(?:€|\$|£|\b(?:eur|euros?|usd|chf|dólares|dolares)\b)` +
		`|\b\d+(?:,\d{1,2})?\s?(?:€|\$|£|\b(?:eur|euros?|usd|chf|dólares|dolares)\b)`)
	// "me llamo Ana García", "ich heiße Jonas Weber", "je m'appelle Claire Martin".
	foreignIntroPattern = text.MustSparse(`(?i:\b(?:me llamo|mi nombre es|soy|mein name ist|ich heiße|ich heisse|hier spricht|` +
		`je m'appelle|je m’appelle|je suis|mon nom est))\s+(` + personExpr + `)`)
	// A company after a role and its "of": "Panadería Sol", "Bäckerei Weber GmbH".
	foreignCompanyPattern = text.Lazy(`^(` + companyExpr + `)`)
	// A month after a start word: "marzo", "März", "mars", read with the start word before it.
	foreignMonthPattern = text.MustSparse(`(?i)\b` + text.MonthNamePattern + `\b`)
	// A date written day first: "01.03.2026", "1/3/2026".
	foreignDatePattern = text.MustSparse(`\b\d{1,2}[./]\d{1,2}[./](?:20)?\d{2}\b`)
	// Phones as Europe writes them: international, or a country's own shapes.
	internationalPhonePattern = text.MustSparse(`\+\d{1,3}[ .-]?(?:\(0\)\s?)?\d{1,4}(?:[ .-]?\d{2,4}){2,4}\b`)
	nationalPhonePatterns     = map[string]*text.SparseRegexp{
		"es": text.MustSparse(`\b[6789]\d{2}[ .]?\d{3}[ .]?\d{3}\b`),
		"de": text.MustSparse(`\b0\d{2,4}[ /-]?\d{3,8}(?:[ -]\d{1,5})?\b`),
		"fr": text.MustSparse(`\b0[1-9](?:[ .-]?\d{2}){4}\b`),
	}
)

// readsForeign reports a language whose leads foreign.go reads.
func readsForeign(l text.Language) bool {
	_, ok := foreignLanguages[l.Code]
	return ok
}

// readsLanguage reports a language the reader reads: English, or one of foreignLanguages.
func readsLanguage(l text.Language) bool { return l.English() || readsForeign(l) }

// leadLanguage tells the language of the lead's own words, not of our side of a chat.
func leadLanguage(f facts) text.Language {
	var b strings.Builder
	for _, s := range f.snippets {
		if s.label != "ours" && s.label != "header" && b.Len() < 40_000 {
			b.WriteString(s.text)
			b.WriteByte('\n')
		}
	}
	return text.DetectLanguage(b.String())
}

// maxForeignRead bounds the characters of a lead read in another language.
const maxForeignRead = 6_000

// readForeign reads a lead in the language of code (one of foreignLanguages).
func readForeign(f facts, code string) foreignReading {
	cues := foreignLanguages[code]
	r := foreignReading{language: cues.name}
	read := 0
	for _, s := range f.snippets {
		// A lead's details are in its first lines; a pasted thread past these is left to
		// the person who reads the rest, and a hostile text is read in bounded time.
		if read += len(s.text); read > maxForeignRead {
			break
		}
		switch s.label {
		case "ours", "header", "email":
			continue
		case "phone":
			r.phone = cmp.Or(r.phone, foreignPhone(s.text, code))
			continue
		}
		r.readRole(s, cues)
		if r.name == "" && (s.label == "" || s.label == "notes") {
			if m := foreignIntroPattern.FindStringSubmatch(s.text); m != nil {
				r.name = personName(m[1], true)
			}
		}
		if r.phone == "" && strings.ContainsAny(s.text, "0123456789") {
			r.phone = foreignPhone(s.text, code)
		}
		r.readBudget(s, cues)
		r.readWhen(s, cues)
	}
	return r
}

// foreignPhone is the first phone number of s in an international or the country's shape.
func foreignPhone(s, code string) string {
	if m := internationalPhonePattern.FindString(s); m != "" {
		return m
	}
	if p := nationalPhonePatterns[code]; p != nil {
		return p.FindString(s)
	}
	return ""
}

// readRole reads the contact's role from a "Cargo:" line or a sentence ("soy la dueña de
// Panadería Sol"), with the company after it, and a contact who says they do not decide.
func (r *foreignReading) readRole(s snippet, cues foreignCues) {
	if p, _ := positivePhrase(s, cues.notDeciding); p != "" && r.notDeciding == "" {
		r.notDeciding = quote(s, p)
	}
	if r.role != "" || (s.label != "" && s.label != "notes" && s.label != "position") {
		return
	}
	for _, list := range []struct {
		roles   []string
		decides bool
	}{{cues.strongRoles, true}, {cues.middleRoles, false}} {
		p, _ := positivePhrase(s, list.roles) // "no soy el dueño" is no owner
		if p == "" {
			continue
		}
		at := phraseIndex(s.lower, p)
		r.role, r.roleDecides, r.roleQuote = p, list.decides, quote(s, p)
		if len(s.lower) != len(s.text) {
			return
		}
		r.role = s.text[at : at+len(p)]
		r.company = cmp.Or(r.company, companyAfter(s.text[at+len(p):], cues.of))
		return
	}
}

// companyAfter reads the company that follows a role and its "of": " de Panadería Sol".
func companyAfter(rest string, of []string) string {
	rest = strings.TrimLeft(rest, " ")
	lower := strings.ToLower(rest)
	// The longest "of" first: "de la" before "de".
	ofs := slices.Clone(of)
	slices.SortStableFunc(ofs, func(a, b string) int { return len(b) - len(a) })
	for _, o := range ofs {
		if strings.HasPrefix(lower, o+" ") {
			if m := foreignCompanyPattern.FindStringSubmatch(rest[len(o)+1:]); m != nil {
				return cleanCompany(m[1])
			}
			return ""
		}
	}
	return ""
}

// readBudget reads an amount as a budget: in a "Presupuesto:" line, or beside a budget
// word that is not negated; a negated budget word alone ("no tenemos presupuesto") is
// read as none.
func (r *foreignReading) readBudget(s snippet, cues foreignCues) {
	if r.budgetStance == stanceStated {
		return
	}
	c := cueIn(s, cues.budget)
	cue, hedged, negated := c.phrase, c.hedged, c.phrase == "" && c.negated
	amount := foreignAmountPattern.FindStringIndex(s.text)
	switch {
	case negated && r.budgetStance == stanceAbsent:
		r.budgetStance, r.budgetQuote = stanceNegated, quote(s, "")
	case amount != nil && (s.label == "budget" || cue != ""):
		st := stanceStated
		if hedged || firstPhrase(s.lower, hedgePhrases) != "" {
			st = stanceHedged
		}
		if st <= r.budgetStance {
			return
		}
		r.budgetStance, r.budgetQuote = st, quote(s, "")
		r.budgetShown = strings.TrimSpace(s.text[amount[0]:amount[1]])
		after := strings.ToLower(s.text[amount[1]:min(len(s.text), amount[1]+24)])
		switch {
		case firstPhrase(after, cues.month) != "":
			r.budgetPeriod = "month"
		case firstPhrase(after, cues.year) != "":
			r.budgetPeriod = "year"
		}
	}
}

// readWhen reads when they want to start: a near-term wording, a month after a start word
// ("a partir de marzo"), a date, or a far one. A hedged one ("quizás en marzo") is not
// near.
func (r *foreignReading) readWhen(s snippet, cues foreignCues) {
	if r.whenNear {
		return
	}
	near, when := false, ""
	if p, hedged := positivePhrase(s, cues.soon); p != "" {
		near, when = !hedged, p
	} else if m := foreignMonthPattern.FindStringIndex(s.lower); m != nil && len(s.lower) == len(s.text) {
		start := startWordBefore(s.lower[:m[0]], cues.startBefore)
		if start >= 0 || s.label == "timeline" {
			from := m[0]
			if start >= 0 {
				from = start
			}
			when = s.text[from:m[1]]
			near = !hedgedAt(s.lower, from, m[1]) && !negatedAt(s.lower, from, m[1])
		}
	} else if m := foreignDatePattern.FindStringIndex(s.text); m != nil && (s.label == "timeline" || startWordBefore(s.lower[:m[0]], cues.startBefore) >= 0) {
		when, near = s.text[m[0]:m[1]], !hedgedAt(s.lower, m[0], m[1])
	} else if p, _ := positivePhrase(s, cues.later); p != "" && r.when == "" {
		when = p
	}
	if when == "" || (r.when != "" && !near) {
		return
	}
	r.when, r.whenNear, r.whenQuote = strings.TrimSpace(when), near, quote(s, "")
}

// startWordBefore returns where the start word that ends right before a month begins
// ("a partir de " before "marzo"), or -1.
func startWordBefore(before string, starts []string) int {
	trimmed := strings.TrimRight(before, " ")
	best := -1
	for _, w := range starts {
		if strings.HasSuffix(trimmed, w) && boundaryBefore(trimmed, len(trimmed)-len(w)) {
			if at := len(trimmed) - len(w); best < 0 || at < best {
				best = at // the longest: "bis ende" before "ende"
			}
		}
	}
	return best
}
