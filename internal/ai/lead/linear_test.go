package lead

import (
	"strings"
	"testing"

	"lexa/internal/ai/demotest"
)

// Regression tests of the parsers that rescanned a prefix per character, per separator or
// per marker: each gives one a few megabytes of its worst shape and a deadline
// (demotest.Finishes says why it is a minute).

// leadFindLabels looked back to the line's last separator at every colon.
func TestLeadParserIsLinearOnColons(t *testing.T) {
	for name, line := range map[string]string{
		"colons":            strings.Repeat(":", 2*demotest.Megabyte),
		"a word and colons": strings.Repeat("a:", demotest.Megabyte),
		"emoji and colons":  strings.Repeat("😀:", demotest.Megabyte/2),
	} {
		demotest.Finishes(t, name, func() { leadFindLabels(line) })
	}
}

// ... and trimmed the segment's leading dashes or spaces again at every colon.
func TestLeadParserIsLinearOnALongRunBeforeColons(t *testing.T) {
	for name, line := range map[string]string{
		"dashes then colons": strings.Repeat("-", demotest.Megabyte) + strings.Repeat(":", demotest.Megabyte),
		"spaces then colons": "x" + strings.Repeat(" ", demotest.Megabyte) + strings.Repeat(":", demotest.Megabyte),
	} {
		demotest.Finishes(t, name, func() { leadFindLabels(line) })
	}
}

// A number in a run such as "12,12,12 seats" is tried once per run: tried at each of its
// starts, the run would be read again from each.
func TestLeadSizesReadARunOfNumbersOnce(t *testing.T) {
	text := strings.Repeat("12,", demotest.Megabyte/12) + "x seats"
	demotest.Finishes(t, "numbers and commas", func() {
		if m := leadSeatsPattern.FindAllStringSubmatch(text, -1); m != nil {
			t.Errorf("%d matches", len(m))
		}
	})
}
