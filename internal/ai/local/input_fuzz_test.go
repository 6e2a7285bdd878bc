package local

import (
	"strings"
	"unicode/utf16"
)

// demoText is fuzz input as the engine gets it from the API: UTF-8 (the decoder refuses
// anything else), trimmed, present and at most 20,000 characters (lexa.Parse*Demo). ok
// is false for input the API never passes on.
func demoText(s string) (text string, ok bool) {
	s = strings.TrimSpace(strings.ToValidUTF8(s, "\uFFFD"))
	return s, s != "" && len(utf16.Encode([]rune(s))) <= 20_000
}

// lineCount is how many lines text has: the most items a line-based parser can find.
func lineCount(text string) int { return strings.Count(text, "\n") + 1 }
