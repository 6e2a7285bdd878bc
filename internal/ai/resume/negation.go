package resume

import (
	"strings"
	"unicode"

	"lexa/internal/ai/text"
)

// A resume names skills it lacks as well as those it holds: "No Hazmat. No tanker.", "I do
// NOT have AWS D1.1 certification", "some exposure to React", "studying for the PTCB exam".
// Each mention is read within its clause (up to ".", ";", a line's end or "but") and is
// held, partial (under way or only touched, with the reason) or denied. A cue before a
// skill reaches it only across the small words of such phrases ("I do not have a current",
// "no experience with"), and a denial only when the skill is not itself describing the next
// word ("no AWS outages" says nothing against AWS), so "No gaps in employment, AWS D1.1
// certified" still holds AWS D1.1. Cues that follow their skill ("(in progress)",
// "expected 2027", ": none") reach the whole clause.

type stance int

const (
	stanceHeld stance = iota
	stancePartial
	stanceDenied
)

// stanceCue is a wording that says a skill is not simply held.
type stanceCue struct {
	expr   string // a regular expression, matched case-blind
	stance stance
	label  string // a partial skill's reason, written after its name in the gaps
	clause bool   // reaches every skill of its clause, before or after it
}

// wordsCue is the expression of a cue made of whole words.
func wordsCue(alternatives string) string { return `\b(?:` + alternatives + `)\b` }

// stanceCues are the wordings, in the order they are tried at one place ("not familiar
// with" is a denial, read before "familiar with"). Add a wording to its list to teach it.
var stanceCues = []stanceCue{
	{wordsCue(`no|not|never|none|without|lacks?|lacking|cannot|(?:do|does|did|have|has|had|is|are|was|were|ca|wo)n['’]t`), stanceDenied, "", false},
	{`:\s*(?:none|no|n/a)\b`, stanceDenied, "", true}, // "Hazmat endorsement: none"
	{wordsCue(`studying for|preparing for|pursuing|working towards?|enrolled in|currently completing|completing|planning to|training for`), stancePartial, "in progress", false},
	{wordsCue(`in progress|planned|expected|will sit|to sit for`), stancePartial, "in progress", true},
	{wordsCue(`(?:some|limited|minimal|little|basic) exposure to|exposure to`), stancePartial, "only some exposure", false},
	{wordsCue(`familiar with|familiarity with|basic familiarity with|acquainted with`), stancePartial, "only familiarity", false},
	{wordsCue(`basic (?:knowledge|understanding|skills) (?:of|in)|some knowledge of`), stancePartial, "only basic knowledge", false},
	// The same in German, French and Spanish CVs' language sections: "Grundkenntnisse in
	// Spanisch", "notions d'anglais", "conocimientos básicos de inglés".
	{`\b(?:grundkenntnisse\s+in|notions\s+(?:de\s+|d['’]\s*|en\s+)|conocimientos\s+b[áa]sicos\s+(?:de|en))`, stancePartial, "only basic knowledge", false},
	{wordsCue(`learning`), stancePartial, "still learning", false},
	{wordsCue(`coursework(?: in)?`), stancePartial, "coursework only", false},
}

// stanceCueRe finds any cue; its group n+1 is stanceCues[n].
var stanceCueRe = text.MustSparse(func() string {
	groups := make([]string, len(stanceCues))
	for i, c := range stanceCues {
		groups[i] = "(" + c.expr + ")"
	}
	return "(?i)" + strings.Join(groups, "|")
}())

// clauseEndRe ends a clause; a period does so only before a space or the line's end, and
// not after an initial ("B.S. in Nursing", "J. Smith"), which isClauseEnd checks.
var clauseEndRe = text.MustSparse(`(?i)[;!?]|\.(?:\s|$)|\b(?:but|however|although|though|whereas)\b`)

// linkWords are the small words a cue reaches across to its skill, and that may follow a
// denied skill: "I do NOT have a valid CDL", "no hands-on experience with React", "no
// Hazmat or tanker endorsements".
var linkWords = func() map[string]bool {
	const list = `a an any the my our i me prior previous formal professional current currently valid active
hands on real direct practical much significant extensive yet ever still been be being got get gotten received earned
obtained completed passed hold holds held holding have has had having possess possesses own do does did am is are was
were experience experienced exposure background knowledge skills skill training trained certified certification
certifications certificate certificates licensed license licence licenses endorsement endorsements endorsed credential
credentials proficient proficiency with in of for using used use worked work working at or and nor either neither
able to know speak read write whatsoever all so far`
	m := map[string]bool{}
	for _, w := range strings.Fields(list) {
		m[w] = true
	}
	return m
}()

// reachBytes bounds how far a cue reaches: the words between it and its skill are few.
const reachBytes = 80

// skillStances are the skills a resume names, by how it states them.
type skillStances struct {
	held, denied skillSet
	partial      map[int]string // the skills only under way or touched, with the reason
	deniedSpans  [][2]int       // from a denial's cue to its skill: words the resume does not claim
}

// readStances reads how a resume states each skill it names. A skill held anywhere is not
// partial; a skill denied anywhere is neither held nor partial, since a resume may well
// work to a standard it is not certified in ("welds to AWS D1.1; I do not have AWS D1.1
// certification").
func readStances(resumeText string) skillStances {
	st := skillStances{held: skillSet{}, denied: skillSet{}, partial: map[int]string{}}
	hits := findSkills(resumeText)
	for i := 0; i < len(hits); {
		start := strings.LastIndexByte(resumeText[:hits[i].start], '\n') + 1
		end := len(resumeText)
		if n := strings.IndexByte(resumeText[hits[i].start:], '\n'); n >= 0 {
			end = hits[i].start + n
		}
		j := i
		for j < len(hits) && hits[j].start < end {
			j++
		}
		st.readLine(resumeText, start, end, hits[i:j])
		i = j
	}
	for id := range st.denied {
		delete(st.held, id)
	}
	for id := range st.partial {
		if st.held[id] || st.denied[id] {
			delete(st.partial, id)
		}
	}
	return st
}

// readLine reads the hits of the line s[start:end], clause by clause.
func (st *skillStances) readLine(s string, start, end int, hits []skillHit) {
	from := start
	for _, b := range clauseEndRe.FindAllStringIndex(s[start:end], -1) {
		at := start + b[0]
		if !isClauseEnd(s, start, at) {
			continue
		}
		n := 0
		for n < len(hits) && hits[n].start < at {
			n++
		}
		st.readClause(s, from, at, hits[:n])
		hits, from = hits[n:], start+b[1]
	}
	st.readClause(s, from, end, hits)
}

// isClauseEnd reports whether the end found at s[at] ends a clause: a period after a single
// letter is an initial or an abbreviation's ("B.S.", "A.A.S."), not a sentence's end.
func isClauseEnd(s string, lineStart, at int) bool {
	if s[at] != '.' {
		return true
	}
	before := s[lineStart:at]
	word := before[strings.LastIndexAny(before, " \t.,;:(/")+1:]
	return len(text.Words(word)) != 1 || len([]rune(word)) > 1
}

// readClause gives each hit of the clause s[start:end] its stance.
func (st *skillStances) readClause(s string, start, end int, hits []skillHit) {
	if len(hits) == 0 {
		return
	}
	clause := s[start:end]
	var cues [][]int // [start, end, cue index], in the clause's offsets
	wide := -1       // the first cue that reaches the whole clause
	next := 0        // the first hit that does not end before the cue
	for _, m := range stanceCueRe.FindAllStringSubmatchIndex(clause, -1) {
		for next < len(hits) && hits[next].end <= start+m[0] {
			next++
		}
		if next < len(hits) && hits[next].start <= start+m[0] {
			continue // "Machine learning" is a skill, not a cue
		}
		c := 0
		for 2*(c+1) < len(m) && m[2*(c+1)] < 0 {
			c++
		}
		if stanceCues[c].clause {
			if wide < 0 {
				wide = c
			}
			continue
		}
		cues = append(cues, []int{m[0], m[1], c})
	}
	active, reachFrom, spanFrom := -1, 0, 0
	for k, h := range hits {
		hs, he := h.start-start, min(h.end, end)-start
		for len(cues) > 0 && cues[0][0] < hs {
			cue := cues[0]
			cues = cues[1:]
			stillDenied := active >= 0 && stanceCues[active].stance == stanceDenied && reaches(clause[reachFrom:cue[0]])
			if !stillDenied {
				active, spanFrom = cue[2], cue[0]
			}
			reachFrom = cue[1]
		}
		got, label := stanceHeld, ""
		if active >= 0 && reaches(clause[reachFrom:hs]) {
			got, label = stanceCues[active].stance, stanceCues[active].label
			if got == stanceDenied && !endsPhrase(s, start+he, end, hits[k+1:]) {
				got, active = stanceHeld, -1
			}
		} else {
			active = -1
		}
		if wide >= 0 {
			got, label = stanceCues[wide].stance, stanceCues[wide].label
			spanFrom = hs
		}
		switch got {
		case stanceDenied:
			st.denied[h.skill] = true
			st.deniedSpans = append(st.deniedSpans, [2]int{start + spanFrom, start + he})
		case stancePartial:
			if _, seen := st.partial[h.skill]; !seen {
				st.partial[h.skill] = label
			}
		default:
			st.held[h.skill] = true
		}
		reachFrom = he
	}
}

// reaches reports whether a cue reaches across gap to the skill after it: a few small
// words and punctuation only.
func reaches(gap string) bool {
	if len(gap) > reachBytes {
		return false
	}
	for _, w := range text.Words(gap) {
		if !linkWords[w] {
			return false
		}
	}
	return true
}

// endsPhrase reports whether a denied skill is what its phrase denies: the clause s[from:to]
// that follows it ends, or goes on with a small word or another skill ("No Hazmat or
// tanker"), rather than with the noun the skill only describes ("No AWS outages").
func endsPhrase(s string, from, to int, next []skillHit) bool {
	rest := s[from:min(to, from+40)]
	at := strings.IndexFunc(rest, func(r rune) bool { return unicode.IsLetter(r) || unicode.IsDigit(r) })
	if at < 0 || len(next) > 0 && next[0].start == from+at {
		return true
	}
	return linkWords[text.Words(rest[at:])[0]]
}

// withoutSpans is s with the bytes of spans blanked, so its words there are not read.
func withoutSpans(s string, spans [][2]int) string {
	if len(spans) == 0 {
		return s
	}
	b := []byte(s)
	for _, sp := range spans {
		for i := sp[0]; i < sp[1]; i++ {
			b[i] = ' '
		}
	}
	return string(b)
}
