package resume

import (
	"strings"
	"unicode"
	"unicode/utf8"

	"lexa/internal/ai/text"
)

// A job's key terms are what the work is about. The words that name instead of describe —
// the employer, its street and town, the state — are on every ad of that employer, so
// "Key terms not found: cool, breeze, mesa" would mark a candidate down for not working
// there yet. nameWords finds them; readJob leaves them out of the terms.

// usStates are the states' names (lower case) and postal codes.
var usStates = func() map[string]bool {
	const names = `alabama alaska arizona arkansas california colorado connecticut delaware florida georgia hawaii
idaho illinois indiana iowa kansas kentucky louisiana maine maryland massachusetts michigan minnesota mississippi
missouri montana nebraska nevada ohio oklahoma oregon pennsylvania tennessee texas utah vermont virginia washington
wisconsin wyoming hampshire jersey mexico york carolina dakota rhode island columbia`
	const codes = `al ak az ar ca co ct de fl ga hi id il in ia ks ky la me md ma mi mn ms mo mt ne nv nh nj nm ny nc nd oh
ok or pa ri sc sd tn tx ut vt va wa wv wi wy dc`
	m := map[string]bool{}
	for _, w := range strings.Fields(names + " " + codes) {
		m[w] = true
	}
	return m
}()

// usStateCodes are the postal codes, which are words too ("in", "or", "me"): they count
// as a state only in capitals after a town ("Boise, ID").
var usStateCodes = text.Lazy(`^(?:A[KLRZ]|C[AOT]|D[CE]|FL|GA|HI|I[ADLN]|K[SY]|LA|M[ADEINOST]|N[CDEHJMVY]|O[HKR]|PA|RI|S[CD]|T[NX]|UT|V[AT]|W[AIVY])$`)

// addressWords are the words of street addresses and places.
var addressWords = map[string]bool{"road": true, "rd": true, "street": true, "st": true, "avenue": true, "ave": true,
	"suite": true, "ste": true, "blvd": true, "boulevard": true, "drive": true, "dr": true, "lane": true, "ln": true,
	"highway": true, "hwy": true, "parkway": true, "pkwy": true, "expy": true, "floor": true, "county": true,
	"downtown": true, "usa": true, "united": true, "states": true, "north": true, "south": true, "east": true,
	"west": true}

// townsBeforeStates finds the towns written before a state: "Tucson, AZ", "Portland,
// Maine", "Grand Rapids, MI", "Worcester County, MA" (up to three capitalised words before
// the comma). It looks only around commas, a few words each way, so it reads the text once.
func townsBeforeStates(text string) []string {
	var towns []string
	for at := 0; ; {
		k := strings.IndexByte(text[at:], ',')
		if k < 0 {
			return towns
		}
		comma := at + k
		at = comma + 1
		after := strings.Fields(text[comma+1 : min(len(text), comma+40)])
		state := false
		for n := 1; n <= 2 && n <= len(after); n++ {
			name := strings.TrimRight(strings.Join(after[:n], " "), ".,;:·|)")
			if n == len(after) && comma+40 < len(text) {
				break // the window may have cut the last word
			}
			state = state || startsUpper(name) && isState(name)
		}
		if !state {
			continue
		}
		before := strings.Fields(text[max(0, comma-60):comma])
		var town []string
		for i := len(before) - 1; i >= 0 && len(town) < 3 && startsUpper(before[i]); i-- {
			town = append([]string{before[i]}, town...)
		}
		if len(town) > 0 {
			towns = append(towns, strings.Join(town, " "))
		}
	}
}

// companyVerbs follow an employer named at the start of a sentence: "Brightsmile is a
// four-chair practice", "Cool Breeze has kept East Valley homes cool since 2004".
var companyVerbs = map[string]bool{"is": true, "are": true, "has": true, "have": true, "keeps": true, "serves": true,
	"builds": true, "provides": true, "offers": true, "runs": true, "needs": true, "was": true, "helps": true}

// nameWords returns the words (lower case, as significantTerm writes them) that name a
// place or the employer in text: states and street words, the towns before a state, the
// words of the employer lines (the lines right under the title) but the title's own, an
// employer named as a sentence's subject, and proper names — words written capitalised
// everywhere, at least once inside a sentence (an acronym such as "RDH" is a term).
func nameWords(text string, employerLines []string, title string) map[string]bool {
	out := map[string]bool{}
	add := func(w string) {
		if t := significantTerm(strings.ToLower(w)); t != "" {
			out[t] = true
		}
	}
	for w := range placeWords(text) {
		out[w] = true
	}
	// The role's words stay terms; what the title adds after a dash ("Dental Receptionist
	// — Riverside Family Dental, Round Rock") names the employer and its town.
	role, _, _ := strings.Cut(title, " — ")
	keep := map[string]bool{}
	for _, w := range wordsOf(role) {
		keep[w.lower] = true
	}
	for _, l := range employerLines {
		for _, w := range wordsOf(l) {
			if !keep[w.lower] {
				add(w.lower)
			}
		}
	}
	for _, name := range subjectNames(text) {
		for _, w := range wordsOf(name) {
			if !keep[w.lower] {
				add(w.lower)
			}
		}
	}
	for w := range properNames(text) {
		add(w)
	}
	for w := range out {
		if keep[w] {
			delete(out, w)
		}
	}
	return out
}

// placeWords are the words of the towns and states a text names ("Tucson, AZ"): a
// resume's own address is no key term either.
func placeWords(s string) map[string]bool {
	out := map[string]bool{}
	for _, town := range townsBeforeStates(s) {
		for _, w := range text.Words(town) {
			if t := significantTerm(w); t != "" {
				out[t] = true
			}
		}
	}
	return out
}

// isPlaceWord reports whether w (lower case) is a state or a street word.
func isPlaceWord(w string) bool { return usStates[w] || addressWords[w] }

// isState reports whether s is a state's name or, in capitals, its postal code.
func isState(s string) bool {
	if usStateCodes.MatchString(s) {
		return true
	}
	for _, w := range strings.Fields(strings.ToLower(s)) {
		if !usStates[w] || len(w) == 2 {
			return false
		}
	}
	return true
}

// subjectNames are the employers named as a sentence's subject: a run of capitalised
// words (and "&") at a sentence's start, followed by one of companyVerbs.
func subjectNames(text string) []string {
	var out []string
	start := 0
	for i := 0; i <= len(text); i++ {
		// A sentence ends at a line's end, or at ".", "!" or "?" before a space.
		end := i == len(text) || text[i] == '\n' ||
			(text[i] == '.' || text[i] == '!' || text[i] == '?') && i+1 < len(text) && (text[i+1] == ' ' || text[i+1] == '\t')
		if !end {
			continue
		}
		if i > start && startsUpper(text[start:i]) {
			if name := subjectName(text[start:i]); name != "" {
				out = append(out, name)
			}
		}
		start = i + 1
		for start < len(text) && text[start] == ' ' {
			start++
		}
		i = start - 1
	}
	return out
}

// subjectName is the employer a sentence starts with, or "".
func subjectName(sentence string) string {
	ws := strings.Fields(sentence[:min(len(sentence), 120)])
	n := 0
	for n < len(ws) && n < 5 && (startsUpper(ws[n]) || ws[n] == "&") {
		n++
	}
	// Where the employer is may come between its name and the verb: "Riverside Family
	// Dental in Round Rock is a six-chair practice".
	verb := n
	if n > 0 && verb+1 < len(ws) && (ws[verb] == "in" || ws[verb] == "of") && startsUpper(ws[verb+1]) {
		for verb++; verb < len(ws) && verb < n+5 && startsUpper(ws[verb]); verb++ {
		}
	}
	if n > 0 && verb < len(ws) && companyVerbs[ws[verb]] && !strings.EqualFold(ws[0], "we") && !strings.EqualFold(ws[0], "you") {
		return strings.Join(ws[:n], " ")
	}
	return ""
}

func startsUpper(w string) bool {
	r, _ := utf8.DecodeRuneInString(w)
	return unicode.IsUpper(r)
}

// textWord is a word of a text with how it is written.
type textWord struct {
	lower   string
	known   bool // written on a line that tells case (not all in capitals)
	capital bool // starts with a capital letter
	acronym bool // all capitals, two to five letters, on a line not written in capitals
	start   bool // the first word of a line, a sentence or a list item
}

// wordsOf splits a text into words, marking each one's case and whether it starts a
// sentence. A line written all in capitals ("LINE COOK — MARLOW'S KITCHEN") tells
// nothing about case, so its words are not marked capitalised.
func wordsOf(s string) []textWord {
	var out []textWord
	for _, line := range strings.Split(s, "\n") {
		shouting := !strings.ContainsFunc(line, unicode.IsLower)
		start := true
		word := -1
		flush := func(end int) {
			if word < 0 {
				return
			}
			w := strings.Trim(line[word:end], "'’")
			word = -1
			if w == "" {
				return
			}
			tw := textWord{lower: strings.ToLower(w), start: start, known: !shouting}
			if !shouting {
				tw.capital = startsUpper(w)
				n := utf8.RuneCountInString(w)
				tw.acronym = n >= 2 && n <= 5 && !strings.ContainsFunc(w, unicode.IsLower)
			}
			out = append(out, tw)
			start = false
		}
		for i, r := range line {
			switch {
			case unicode.IsLetter(r) || unicode.IsDigit(r) || (r == '\'' || r == '’') && word >= 0:
				if word < 0 {
					word = i
				}
			default:
				flush(i)
				// A dash opens a phrase as a bullet at the line's start; inside a line it
				// only joins ("Receptionist - Riverside Family Dental"), and a name after it
				// is still inside the sentence.
				dash := strings.ContainsRune("—–-", r)
				if strings.ContainsRune(".!?:;•·|(*", r) || dash && strings.TrimSpace(line[:i]) == "" {
					start = true
				}
			}
		}
		flush(len(line))
	}
	return out
}

// properNames are the words written capitalised wherever they appear, at least once
// inside a sentence: "Providence" in "a pharmacy in Providence". Acronyms are terms
// ("RDH", "NEC"), not names.
func properNames(text string) map[string]bool {
	lower, inside := map[string]bool{}, map[string]bool{}
	for _, w := range wordsOf(text) {
		switch {
		case !w.known:
		case w.acronym:
			lower[w.lower] = true // never a name
		case !w.capital && !w.start:
			lower[w.lower] = true
		case w.capital && !w.start:
			inside[w.lower] = true
		}
	}
	out := map[string]bool{}
	for w := range inside {
		if !lower[w] {
			out[w] = true
		}
	}
	return out
}
