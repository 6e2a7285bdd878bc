package invoice

import (
	"strings"
	"testing"

	"lexa/internal/ai/demotest"
)

// Regression tests of the parsers that rescanned a prefix per character, per separator or
// per marker: each gives one a few megabytes of its worst shape and a deadline
// (demotest.Finishes says why it is a minute).

// segments looked for the words before each colon back to the cell's start when
// the cell had no spaces.
func TestInvoiceParserIsLinearOnColons(t *testing.T) {
	for name, cell := range map[string]string{
		"a word and colons":   strings.Repeat("a:", demotest.Megabyte/2),
		"letters then colons": strings.Repeat("a", demotest.Megabyte/2) + strings.Repeat(":", demotest.Megabyte/2),
	} {
		demotest.Finishes(t, name, func() { segments(cell) })
	}
}
