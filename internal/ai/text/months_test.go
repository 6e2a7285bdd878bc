package text

import (
	"regexp"
	"testing"
)

// Month names in the languages invoices and resumes come in, full and abbreviated.
func TestMonthNumber(t *testing.T) {
	for name, want := range map[string]int{
		"January": 1, "Sept.": 9, "Septem": 9, "März": 3, "MÄRZ": 3, "Mrz": 3, "juin": 6, "juillet": 7, "août": 8,
		"déc.": 12, "marzo": 3, "diciembre": 12, "maggio": 5, "settembre": 9, "maart": 3, "mei": 5, "okt": 10,
		"Ju": 0, "Monday": 0, "": 0,
	} {
		if got := MonthNumber(name); got != want {
			t.Errorf("MonthNumber(%q) = %d, want %d", name, got, want)
		}
	}
	// The pattern tries the longer names first: "juni" is June, not "jun" and a stray "i".
	re := regexp.MustCompile(`(?i)^` + MonthNamePattern + `$`)
	for _, name := range []string{"juni", "Juillet", "septiembre", "MÄRZ", "févr"} {
		if m := re.FindStringSubmatch(name); m == nil || MonthNumber(m[1]) == 0 {
			t.Errorf("MonthNamePattern does not read %q", name)
		}
	}
}
