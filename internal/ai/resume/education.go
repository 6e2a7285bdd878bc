package resume

import (
	"strings"
	"unicode"

	"lexa/internal/ai/text"
)

// Education levels, in order, so "at least" is a comparison.
const (
	eduNone = iota
	eduHighSchool
	eduAssociate
	eduBachelor
	eduMaster
	eduDoctorate
)

var eduLevelNames = [...]string{"", "High school diploma", "Associate degree", "Bachelor's degree", "Master's degree", "Doctorate"}

// eduPatterns recognise the degrees by name and by their abbreviations. Bare two-letter
// abbreviations ("BS", "MA") only count in capitals and before "in", "of", "degree" or a
// parenthesis that is not a year's ("MA (Economics)", not "Shrewsbury MA (2021–2023)"),
// since "MA" is also Massachusetts and "MS" Microsoft.
var eduPatterns = []struct {
	level    int
	re       *text.SparseRegexp
	european bool // read only in a clause with a word of euroEduWords
}{
	{eduDoctorate, text.MustSparse(`(?i)\bph\.?\s?d\b|\bdoctorate\b|\bdoctoral\b|\bd\.?phil\b|\bed\.d\b`), false},
	{eduMaster, text.MustSparse(`(?i)\bmaster(?:'s|’s|s)?\s+(?:degree|of|in)\b|\bmaster(?:'s|’s)|\bmasters\b|\bm\.\s?s\.|\bm\.\s?sc\b|\bmsc\b|\bm\.\s?a\.|\bmba\b|\bm\.b\.a\b|\bm\.?\s?eng\b|\bmpa\b|\bmph\b|\bmfa\b|\bmsn\b|\bgraduate degree\b`), false},
	{eduMaster, text.MustSparse(`\bM[SA]\s+(?:in|of|degree)\b|\bM[SA]\s*\([^\d)]`), false},
	{eduBachelor, text.MustSparse(`(?i)\bbachelor(?:'s|’s|s)?\b|\bb\.\s?s\.|\bb\.\s?sc\b|\bbsc\b|\bb\.\s?a\.|\bb\.?\s?eng\b|\bbba\b|\bb\.b\.a\b|\bbsn\b|\bb\.?\s?tech\b|\bundergraduate degree\b|\b(?:four|4)[\s-]year degree\b`), false},
	{eduBachelor, text.MustSparse(`\bB[SA]\s+(?:in|of|degree)\b|\bB[SA]\s*\([^\d)]`), false},
	{eduAssociate, text.MustSparse(`(?i)\bassociate(?:'s|’s|s)?\s+degree\b|\bassociate of (?:arts|science|applied)\b|\bassociate(?:'s|’s)\b|\ba\.a\.s?\b|\ba\.s\.|\baas\b`), false},
	{eduHighSchool, text.MustSparse(`(?i)\bhigh\s+school\b|\bged\b|\bsecondary school\b|\bhs diploma\b`), false},
	// The degrees of German, French and Spanish CVs: a Diplom ("Dipl.-Ing.", "Diplom-Kauffrau")
	// and a Magister stand level with a master's, a Licenciatura or a Grado with a bachelor's,
	// the Abitur, the baccalauréat and the Bachillerato with a high school diploma.
	{eduDoctorate, text.MustSparse(`(?i)\bdr\.\s?(?:rer|phil|med|ing)\b|\bpromotion\b|\bdoktor(?:at|grad)\b|\bdoctorat\b|\bdoctorado\b`), true},
	{eduMaster, text.MustSparse(`(?i)\bdipl\.?\s?-\s?(?:ing|kfm|kffr|kff|inf|math|phys|chem|oec|psych|biol|geogr)\b\.?|\bdiplom-?\s?(?:ingenieur(?:in)?|kauffrau|kaufmann|informatiker(?:in)?|[öo]konom(?:in)?|psycholog(?:e|in))\b|\bmagister\b|\bm[áa]ster\s+(?:en|de|in|of|2)\b|\bing[ée]nieur\s+dipl[ôo]m[ée]`), true},
	{eduBachelor, text.MustSparse(`(?i)\blicenciad[oa]\b|\blicenciatura\b|\bgrado\s+en\b|\bgraduad[oa]\s+en\b|\blicence\s+(?:en|de|professionnelle)\b`), true},
	{eduHighSchool, text.MustSparse(`(?i)\babitur\b|\bfachhochschulreife\b|\bbaccalaur[ée]at\b|\bbachillerato\b`), true},
}

// eduGenericRe is a degree named without its level ("degree in Accounting", "college
// degree"); it counts as a bachelor's when nothing more specific is said.
var eduGenericRe = text.MustSparse(`(?i)\bdegree\s+in\b|\b(?:college|university)\s+degree\b|\bdegree\b`)

// eduInProgressRe marks a degree not finished yet.
var eduInProgressRe = text.MustSparse(`(?i)\bexpected\b|\bin progress\b|\bpursuing\b|\bcandidate\b|\bongoing\b|\bcurrently enrolled\b`)

// eduEquivalentRe is a job's "or equivalent experience", which lets experience stand in for
// the degree.
var eduEquivalentRe = text.MustSparse(`(?i)\bor\s+equivalent\b|\bequivalent\s+(?:work\s+|practical\s+|professional\s+)?experience\b|\bor\s+(?:related|relevant)\s+experience\b`)

// eduQuickCheck tells which of the degree expressions a clause needs: english, for one with
// a word an English degree is written with, european for one with a German, French or
// Spanish degree's word; most lines of a resume have neither. Kept apart, a clause of
// "Dipl.-Ing." does not send every English expression over it.
func eduQuickCheck(clause string) (english, european bool) {
	start := -1
	for i, r := range clause + " " {
		if unicode.IsLetter(r) || unicode.IsDigit(r) {
			if start < 0 {
				start = i
			}
			continue
		}
		if start >= 0 {
			w := clause[start:i]
			english = english || eduWord(w)
			if !european {
				_, european = euroEduWords[strings.ToLower(w)]
			}
			start = -1
		}
	}
	if !english {
		lower := strings.ToLower(clause)
		english = strings.Contains(lower, "a.a") || strings.Contains(lower, "a.s.")
	}
	return english, european
}

var eduWords = map[string]struct{}{
	"degree": {}, "degrees": {}, "bachelor": {}, "bachelors": {}, "master": {}, "masters": {}, "phd": {},
	"ph": {}, "doctorate": {}, "doctoral": {}, "dphil": {}, "d": {}, "edd": {}, "bs": {}, "ba": {}, "ms": {},
	"ma": {}, "mba": {}, "msc": {}, "bsc": {}, "b": {}, "m": {}, "school": {}, "ged": {}, "associate": {},
	"associates": {}, "beng": {}, "meng": {}, "btech": {}, "mpa": {}, "mph": {}, "mfa": {}, "aas": {},
	"undergraduate": {}, "graduate": {}, "eng": {}, "tech": {}, "bsn": {}, "msn": {},
}

// euroEduWords are the words the German, French and Spanish degrees are written with.
var euroEduWords = map[string]struct{}{
	"dipl": {}, "diplom": {}, "magister": {}, "dr": {}, "promotion": {}, "doktorat": {}, "doktorgrad": {},
	"doctorat": {}, "doctorado": {}, "master": {}, "máster": {}, "ingénieur": {}, "ingenieur": {}, "licenciado": {},
	"licenciada": {}, "licenciatura": {}, "grado": {}, "graduado": {}, "graduada": {}, "licence": {}, "abitur": {},
	"fachhochschulreife": {}, "baccalauréat": {}, "baccalaureat": {}, "bachillerato": {},
}

// eduWord reports whether a word of a clause is one a degree is written with. The short
// abbreviations ("MS", "B.A.", "M.Sc") count only capitalised, as the patterns want them:
// lower case they are mostly "900 ms", "I'm" and "I'd", and would send every such line
// through all the patterns.
func eduWord(w string) bool {
	lower := strings.ToLower(w)
	if _, ok := eduWords[lower]; !ok {
		return false
	}
	return len(lower) > 2 || lower == "ph" || w[0] >= 'A' && w[0] <= 'Z'
}

// eduMention is a degree named in a clause, at a byte offset.
type eduMention struct{ level, pos int }

// educationMentions returns the levels a clause names — the specific ones, or a bachelor's
// for a degree named only as "degree" — with where each is named, so a job's "Bachelor's
// required, Master's preferred" can tell the two apart.
func educationMentions(clause string) []eduMention {
	english, european := eduQuickCheck(clause)
	if !english && !european {
		return nil
	}
	var out []eduMention
	for _, p := range eduPatterns {
		if p.european && !european || !p.european && !english {
			continue
		}
		if loc := p.re.FindStringIndex(clause); loc != nil {
			out = append(out, eduMention{p.level, loc[0]})
		}
	}
	if len(out) == 0 {
		if loc := eduGenericRe.FindStringIndex(clause); loc != nil {
			out = append(out, eduMention{eduBachelor, loc[0]})
		}
	}
	return out
}

// education is the highest degree a resume shows as finished, and a higher one in
// progress if any.
type education struct {
	level, inProgress int
}

// eduLine is a line of a resume's education, with the degrees it names.
type eduLine struct {
	text     string
	mentions []eduMention
}

func readResumeEducation(lines []eduLine) education {
	var e education
	for _, line := range lines {
		inProgress := len(line.mentions) > 0 && eduInProgressRe.MatchString(line.text)
		for _, m := range line.mentions {
			if inProgress && m.level >= eduBachelor {
				e.inProgress = max(e.inProgress, m.level)
				continue
			}
			e.level = max(e.level, m.level)
		}
	}
	if e.inProgress <= e.level {
		e.inProgress = 0
	}
	return e
}
