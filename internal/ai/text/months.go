package text

import (
	"regexp"
	"slices"
	"strings"
)

// monthNames are the month names and usual abbreviations of the languages the engine
// reads dates in: English, German, French, Spanish, Italian and Dutch. Each row is one
// month; a name shared by two languages ("april", "juni") is simply listed twice.
var monthNames = [12]string{
	"january jan januar jänner janvier janv enero ene gennaio gen januari",
	"february feb februar février févr fevrier febrero febbraio februari",
	"march mar märz mär mrz maerz mars marzo maart mrt",
	"april apr avril avr abril abr aprile",
	"may mai mayo maggio mag mei",
	"june jun juni juin junio giugno giu",
	"july jul juli juillet juil julio luglio lug",
	"august aug août aout agosto ago augustus",
	"september sept sep septembre septiembre setiembre settembre set",
	"october oct oktober okt octobre octubre ottobre ott",
	"november nov novembre noviembre",
	"december dec dezember dez décembre déc decembre diciembre dic dicembre",
}

// monthByName maps every name of monthNames to its month, 1–12.
var monthByName = func() map[string]int {
	m := map[string]int{}
	for i, row := range monthNames {
		for _, name := range strings.Fields(row) {
			m[name] = i + 1
		}
	}
	return m
}()

// MonthNumber returns 1–12 for a month's name or its usual abbreviation in English,
// German, French, Spanish, Italian or Dutch ("Sept", "Mar.", "März", "juin", "marzo"),
// or 0. An English name may also be cut short anywhere after three letters ("Septem").
func MonthNumber(name string) int {
	name = strings.TrimSuffix(strings.ToLower(name), ".")
	if n, ok := monthByName[name]; ok {
		return n
	}
	if len(name) < 3 {
		return 0
	}
	for i, full := range [...]string{"january", "february", "march", "april", "may", "june",
		"july", "august", "september", "october", "november", "december"} {
		if strings.HasPrefix(full, name) {
			return i + 1
		}
	}
	return 0
}

// MonthNamePattern is a regular-expression group matching any name MonthNumber knows,
// the longer names first so "juni" is not read as "jun" and a trailing "i"; use it with
// (?i), and read the captured name with MonthNumber.
var MonthNamePattern = func() string {
	names := make([]string, 0, len(monthByName))
	for name := range monthByName {
		names = append(names, regexp.QuoteMeta(name))
	}
	slices.SortFunc(names, func(a, b string) int {
		if len(a) != len(b) {
			return len(b) - len(a)
		}
		return strings.Compare(a, b)
	})
	return "(" + strings.Join(names, "|") + ")"
}()
