package quality

import (
	"errors"
	"fmt"
	"regexp"
	"strings"
	"unicode/utf16"
)

// Fact is one check on an answer's text, with the sentence a report shows when it fails.
// Exactly one of the checks is set. They look at the text only, never at a format one
// engine happens to write, so a model and the built-in engine are measured alike.
type Fact struct {
	// Description says what a good answer does, e.g. "names the lead, Dana Lee".
	Description string `json:"description"`
	// Contains: the answer contains this text, ignoring case.
	Contains string `json:"contains,omitempty"`
	// Matches: the answer matches this Go regular expression (RE2; add (?i) to ignore case).
	Matches string `json:"matches,omitempty"`
	// NotContains: the answer does not contain this text, ignoring case.
	NotContains string `json:"not_contains,omitempty"`
	// NotMatches: the answer does not match this Go regular expression.
	NotMatches string `json:"not_matches,omitempty"`
	// MaxChars: the answer, trimmed, is at most this many characters, counted as the browser
	// and the API count them (UTF-16 units: an emoji counts 2, as Twitter counts it).
	MaxChars int `json:"max_chars,omitempty"`

	re *regexp.Regexp // Matches or NotMatches, compiled
}

// prepare checks the fact is well formed and compiles its expression.
func (f *Fact) prepare() error {
	if strings.TrimSpace(f.Description) == "" {
		return errors.New("a fact has no description")
	}
	set := 0
	for _, on := range []bool{f.Contains != "", f.Matches != "", f.NotContains != "", f.NotMatches != "", f.MaxChars != 0} {
		if on {
			set++
		}
	}
	if set != 1 {
		return fmt.Errorf("fact %q: want exactly one of contains, matches, not_contains, not_matches, max_chars; it has %d", f.Description, set)
	}
	if f.MaxChars < 0 {
		return fmt.Errorf("fact %q: max_chars must be positive", f.Description)
	}
	if expr := f.Matches + f.NotMatches; expr != "" {
		re, err := regexp.Compile(expr)
		if err != nil {
			return fmt.Errorf("fact %q: %w", f.Description, err)
		}
		f.re = re
	}
	return nil
}

// Met tells whether the answer meets the fact.
func (f *Fact) Met(answer string) bool {
	switch {
	case f.Contains != "":
		return containsFold(answer, f.Contains)
	case f.NotContains != "":
		return !containsFold(answer, f.NotContains)
	case f.Matches != "":
		return f.re.MatchString(answer)
	case f.NotMatches != "":
		return !f.re.MatchString(answer)
	default:
		return textLength(strings.TrimSpace(answer)) <= f.MaxChars
	}
}

// Kind names the fact's check, as the corpus file spells it.
func (f *Fact) Kind() string {
	switch {
	case f.Contains != "":
		return "contains"
	case f.NotContains != "":
		return "not_contains"
	case f.Matches != "":
		return "matches"
	case f.NotMatches != "":
		return "not_matches"
	}
	return "max_chars"
}

func containsFold(s, sub string) bool {
	return strings.Contains(strings.ToLower(s), strings.ToLower(sub))
}

// textLength counts UTF-16 units, as lexa's input limits and the browser do.
func textLength(s string) int {
	n := 0
	for _, r := range s {
		n += utf16.RuneLen(r)
	}
	return n
}
