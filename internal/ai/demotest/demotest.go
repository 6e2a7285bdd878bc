// Package demotest is what the tests of the built-in engine's demo packages (resume,
// invoice, lead, content, receptionist) share: input as the API passes it on, the plan
// figures the answers quote, deadlines for hostile input, and the check that a sparse
// regular expression finds what the regexp package finds.
package demotest

import (
	"strings"
	"unicode/utf16"
	"unicode/utf8"
)

// Input is fuzz input as the engine gets it from the API: UTF-8 (the decoder refuses
// anything else), trimmed, present and at most 20,000 characters (lexa.Parse*Demo). ok
// is false for input the API never passes on.
func Input(s string) (text string, ok bool) {
	s = strings.TrimSpace(strings.ToValidUTF8(s, "\uFFFD"))
	return s, s != "" && len(utf16.Encode([]rune(s))) <= 20_000
}

// LineCount is how many lines text has: the most items a line-based parser can find.
func LineCount(text string) int { return strings.Count(text, "\n") + 1 }

// Seed is an input of the adversarial corpus cut to seedBytes: the shape that made a
// parser rescan, at a size the fuzzer can run thousands of times a second and grow.
func Seed(text string) string {
	const seedBytes = 512
	if len(text) <= seedBytes {
		return text
	}
	cut := seedBytes
	for cut > 0 && !utf8.RuneStart(text[cut]) {
		cut--
	}
	return text[:cut]
}
