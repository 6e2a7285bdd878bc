package lead

import (
	"strings"
	"testing"

	"lexa/internal/ai/demotest"
)

// Regression tests of the parsers that rescanned a prefix per character, per separator or
// per marker: each gives one a few megabytes of its worst shape and a deadline
// (demotest.Finishes says why it is a minute).

// findLabels looked back to the line's last separator at every colon.
func TestLeadParserIsLinearOnColons(t *testing.T) {
	for name, line := range map[string]string{
		"colons":            strings.Repeat(":", 2*demotest.Megabyte),
		"a word and colons": strings.Repeat("a:", demotest.Megabyte),
		"emoji and colons":  strings.Repeat("😀:", demotest.Megabyte/2),
	} {
		demotest.Finishes(t, name, func() { findLabels(line) })
	}
}

// ... and trimmed the segment's leading dashes or spaces again at every colon.
func TestLeadParserIsLinearOnALongRunBeforeColons(t *testing.T) {
	for name, line := range map[string]string{
		"dashes then colons": strings.Repeat("-", demotest.Megabyte) + strings.Repeat(":", demotest.Megabyte),
		"spaces then colons": "x" + strings.Repeat(" ", demotest.Megabyte) + strings.Repeat(":", demotest.Megabyte),
	} {
		demotest.Finishes(t, name, func() { findLabels(line) })
	}
}

// A number in a run such as "12,12,12 seats" is tried once per run: tried at each of its
// starts, the run would be read again from each.
func TestLeadSizesReadARunOfNumbersOnce(t *testing.T) {
	text := strings.Repeat("12,", demotest.Megabyte/12) + "x seats"
	demotest.Finishes(t, "numbers and commas", func() {
		if m := seatsPattern.FindAllStringSubmatch(text, -1); m != nil {
			t.Errorf("%d matches", len(m))
		}
	})
}

// The profile's readers on megabytes of the shapes their patterns start at: capitals
// (names, companies), their cue words, rows of "|" cells, lines that could each be a
// signature, amounts and head counts. Each pattern runs only where its cue is, and each
// try reads a bounded stretch.
func TestLeadProfileIsLinear(t *testing.T) {
	for name, unit := range map[string]string{
		"capitals":            "Aa ",
		"capital words":       "Dana Lee Ridgeway Dental ",
		"spoke with":          "spoke with Dana ",
		"this is":             "this is tom reyes ",
		"owns":                "Kevin O'Brien owns O'Brien Plumbing ",
		"who decides":         "Partner who decides is ",
		"i'm the":             "i'm the owner of ",
		"pipes":               "Jo Lee | GM | ",
		"signature lines":     "Jo Lee\nOffice Manager\n",
		"csv rows":            "name,company,title\nJo,Acme,CEO,",
		"amounts":             "$1 two thousand 10k ",
		"head counts":         "40 staff six-attorney Employees 1-2 ",
		"phone-like digits":   "555 555 5555 ",
		"dates":               "before the fall by Sept 1 renews on July 1 ",
		"approvers":           "owner (her father) decides options for our medical director ",
		"abbreviations":       "Dr. J. Co. ",
		"e-mail-like":         "a@b.c ",
		"a name then a title": "Jenna Park, founder — Park & Co. ",
		// The kind's cues, negations and hedges, and leads in other languages.
		"negated cues":     "we don't have an approved budget, not the decision maker, maybe next year ",
		"kind cues":        "do not call stop unsubscribe my resume page 1 of google i want a refund your technician ",
		"spanish":          "Hola, soy la dueña de Panadería Sol, presupuesto de 2.000 € al mes a partir de marzo ",
		"german":           "ich heiße Jonas Weber, Inhaber der Bäckerei Weber, Budget 1.500 € pro Monat ab März ",
		"french":           "je m'appelle Claire Martin, gérante de la Boulangerie Martin, 3 000 € par mois dès que possible ",
		"phones of europe": "+34 612 345 678 030 1234567 06 12 34 56 78 ",
	} {
		// An eighth of a megabyte, six times the API's limit: read again per character it
		// would take hours, read once a fraction of a second.
		text := strings.Repeat(unit, demotest.Megabyte/8/len(unit))
		demotest.Finishes(t, name, func() { readAll(t.Context(), text) })
	}
}
