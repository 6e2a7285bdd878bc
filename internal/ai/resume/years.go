package resume

import (
	"sort"
	"strings"

	"lexa/internal/ai/text"
)

// presentMonth is the month "Present" stands for: mid-year, so a current role is counted
// neither short nor long by more than half a year.
const presentMonth = 6

// yearsPhraseRe finds "5+ years", "at least 3 years", "3-5 years", "five or more years",
// "10 yrs". Groups: 1 qualifier (at least, over…), 2 the number, 3 a plus sign, 4 the upper
// end of a range, 5 a plus sign after "years", 6 "or more".
var yearsPhraseRe = text.MustSparse(`(?i)(?:\b(at\s+least|a\s+minimum\s+of|minimum(?:\s+of)?|min\.|over|more\s+than|upwards\s+of)\s+)?\b(\d{1,2}|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty)(\s*\+)?(?:\s*(?:-|–|—|to)\s*(\d{1,2})\s*\+?)?\s*(?:years?|yrs?)\b(\s*\+)?(\s+or\s+more)?`)

// yearsMention is one "N years" phrase in a clause.
type yearsMention struct {
	years     int
	pos       int  // byte offset in the clause
	qualified bool // "at least", "+", a range or "or more": the phrase itself is a requirement
}

// findYearsMentions returns the "N years" phrases of a clause, leaving out ages and durations
// that are not experience ("years old", "years ago", "a 2-year warranty").
func findYearsMentions(clause string) []yearsMention {
	lower := strings.ToLower(clause)
	out := foreignYearsMentions(lower)
	if !strings.Contains(lower, "year") && !strings.Contains(lower, "yr") {
		return out
	}
	for _, m := range yearsPhraseRe.FindAllStringSubmatchIndex(clause, -1) {
		after := lower[m[1]:]
		if strings.HasPrefix(after, " old") || strings.HasPrefix(after, " ago") || strings.HasPrefix(after, " warranty") {
			continue
		}
		n := text.SmallNumber(lower[m[4]:m[5]])
		if n < 1 || n > 40 {
			continue
		}
		out = append(out, yearsMention{
			years:     n,
			pos:       m[0],
			qualified: m[2] >= 0 || m[6] >= 0 || m[8] >= 0 || m[10] >= 0 || m[12] >= 0,
		})
	}
	return out
}

// foreignYearsRe is "N years" as German, French and Spanish ads and CVs write it:
// "mindestens 3 Jahre", "3+ Jahre Berufserfahrung", "au moins 2 ans", "5 años de
// experiencia". Groups: 1 a qualifier, 2 the number, 3 a plus sign.
var foreignYearsRe = text.MustSparse(`(?i)(?:\b(mindestens|mind\.|über|mehr\s+als|au\s+moins|plus\s+de|minimum|al\s+menos|m[áa]s\s+de|m[íi]nimo(?:\s+de)?)\s+)?\b(\d{1,2})\s*(\+)?\s*(?:jahre?n?|ans?|años?|anos)\b`)

// foreignYearsMentions are the "N Jahre", "N ans", "N años" phrases of a lower-case clause;
// a clause without those words is not searched.
func foreignYearsMentions(lower string) []yearsMention {
	if !strings.Contains(lower, "jahr") && !strings.Contains(lower, " ans") && !strings.Contains(lower, "año") && !strings.Contains(lower, "anos") {
		return nil
	}
	var out []yearsMention
	for _, m := range foreignYearsRe.FindAllStringSubmatchIndex(lower, -1) {
		after := lower[m[1]:]
		if strings.HasPrefix(after, " alt") || strings.HasPrefix(after, " old") {
			continue // an age: "25 Jahre alt"
		}
		if n := text.SmallNumber(lower[m[4]:m[5]]); n >= 1 && n <= 40 {
			out = append(out, yearsMention{years: n, pos: m[0], qualified: m[2] >= 0 || m[6] >= 0})
		}
	}
	return out
}

// mentionsExperience reports whether a clause talks about experience, which makes a bare
// "3 years" in it a length of experience: in English, German, French or Spanish.
func mentionsExperience(clause string) bool {
	lower := strings.ToLower(clause)
	return strings.Contains(lower, "experienc") || strings.Contains(lower, " exp ") || strings.Contains(lower, "track record") ||
		strings.Contains(lower, "erfahrung") || strings.Contains(lower, "expérience")
}

// The date ranges of a work history: "2018 – 2022", "Jan 2020 - Present", "03/2019 to
// 06/2021", and as European CVs write them, "03.2019 – 08.2023", "01.03.2019 – 31.08.2023",
// "März 2019 – heute", "2020 à aujourd'hui", "2018 - actualidad". Month names are those of
// text.MonthNumber (English, German, French, Spanish, Italian, Dutch). A day before a
// month ("01.03.2019") is read only with dots, where it can only come first.
var (
	// rangeMonth is any word before a year: text.MonthNumber tells a month's name from
	// another word ("Acme 2019 – 2021"), which then only starts the match. One letter class
	// instead of the hundred names keeps the expression small, and fast on long lines.
	rangeMonth   = `(\p{L}{3,12})\.?`
	rangeNumeric = `(?:\d{1,2}\s*\.\s*)?(\d{1,2})\s*[/.]\s*`
	// rangePresent are the words for "until now", after an optional "bis", "à", "hasta".
	rangePresent = `(?:(?:bis|à|a|hasta)\s+(?:la\s+)?)?(present|current|now|today|date|ongoing|heute|jetzt|aktuell|dato|présent|aujourd'hui|aujourd’hui|actuel|actuellement|actualidad|presente|hoy|fecha)`
)

var (
	dateRangeRe = text.MustSparse(`(?i)(?:\b` + rangeMonth + `,?\s+|\b` + rangeNumeric + `)?\b((?:19|20)\d{2})\s*(?:-|–|—|to|until|through|thru|bis|au|à|a|hasta)\s*(?:(?:` +
		rangeMonth + `,?\s+|` + rangeNumeric + `)?((?:19|20)\d{2})\b|` + rangePresent + `(?:\b|$))`)
	// sinceRe is an open range as German, French and Spanish CVs write one: "seit 2020",
	// "depuis 03.2021", "desde marzo 2019". English "since" is left out: a summary's
	// "serving customers since 2004" is no job of the candidate's.
	sinceRe = text.MustSparse(`(?i)\b(?:seit|depuis|desde)\s+(?:(?:le\s+|el\s+)?` + rangeMonth + `(?:\s+de)?,?\s+|` + rangeNumeric + `)?\b((?:19|20)\d{2})\b`)
	yearRe  = text.MustSparse(`\b(?:19|20)\d{2}\b`)
)

// monthSpan is a stretch of months, counted as year*12 + month-1, end exclusive.
type monthSpan struct{ start, end int }

// latestYear returns the latest plausible year written in s, or 0.
func latestYear(s string) int {
	latest := 0
	for _, y := range yearRe.FindAllString(s, -1) {
		if n := text.SmallNumber(y); n > latest && n <= 2100 {
			latest = n
		}
	}
	return latest
}

// workSpans reads the date ranges of a line. A year alone starts in January and ends at the
// start of the end year ("2018 – 2022" is four years); a range with months counts both end
// months ("Jan 2020 – Mar 2020" is three months).
func workSpans(line string, present int) []monthSpan {
	if !hasYear(line) {
		return nil // most lines of a resume; the regular expression is the slow part
	}
	var out []monthSpan
	for _, m := range dateRangeRe.FindAllStringSubmatch(line, -1) {
		startMonth := rangeMonthNumber(m[1], m[2])
		start := text.SmallNumber(m[3])*12 + max(startMonth, 1) - 1
		var end int
		switch {
		case m[7] != "":
			end = present
		case rangeMonthNumber(m[4], m[5]) > 0:
			end = text.SmallNumber(m[6])*12 + rangeMonthNumber(m[4], m[5]) // the end month counts
		default:
			end = text.SmallNumber(m[6])*12 + max(startMonth, 1) - 1
		}
		if end > start && end <= present+12 && start >= 1950*12 {
			out = append(out, monthSpan{start, end})
		}
	}
	if len(out) == 0 {
		for _, m := range sinceRe.FindAllStringSubmatch(line, -1) {
			start := text.SmallNumber(m[3])*12 + max(rangeMonthNumber(m[1], m[2]), 1) - 1
			if present > start && start >= 1950*12 {
				out = append(out, monthSpan{start, present})
			}
		}
	}
	return out
}

// hasYear reports whether s has four digits starting with 19 or 20.
func hasYear(s string) bool {
	for i := 0; i+3 < len(s); i++ {
		if (s[i] == '1' && s[i+1] == '9' || s[i] == '2' && s[i+1] == '0') && isDigit(s[i+2]) && isDigit(s[i+3]) {
			return true
		}
	}
	return false
}

func isDigit(c byte) bool { return c >= '0' && c <= '9' }

func rangeMonthNumber(name, number string) int {
	if name != "" {
		return text.MonthNumber(name)
	}
	if n := text.SmallNumber(number); n >= 1 && n <= 12 {
		return n
	}
	return 0
}

// totalMonths adds up spans, counting months covered by overlapping jobs once.
func totalMonths(spans []monthSpan) int {
	if len(spans) == 0 {
		return 0
	}
	sorted := append([]monthSpan(nil), spans...)
	sort.Slice(sorted, func(i, j int) bool { return sorted[i].start < sorted[j].start })
	total := 0
	cur := sorted[0]
	for _, s := range sorted[1:] {
		if s.start <= cur.end {
			cur.end = max(cur.end, s.end)
			continue
		}
		total += cur.end - cur.start
		cur = s
	}
	return total + cur.end - cur.start
}
