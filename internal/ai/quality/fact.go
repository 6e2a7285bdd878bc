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
	// OnlyAmounts: every dollar amount in the answer ("$1,150", "$89.50", "185 dollars")
	// is one of these, written as "1150" or "$1,150.00" alike — the amounts a business
	// profile holds, so a price it does not have (or one of Lexa's plans) fails.
	OnlyAmounts []string `json:"only_amounts,omitempty"`

	re      *regexp.Regexp  // Matches or NotMatches, compiled
	amounts map[string]bool // OnlyAmounts, each as amountKey writes it
}

// prepare checks the fact is well formed and compiles its expression.
func (f *Fact) prepare() error {
	if strings.TrimSpace(f.Description) == "" {
		return errors.New("a fact has no description")
	}
	set := 0
	for _, on := range []bool{f.Contains != "", f.Matches != "", f.NotContains != "", f.NotMatches != "", f.MaxChars != 0, len(f.OnlyAmounts) > 0} {
		if on {
			set++
		}
	}
	if set != 1 {
		return fmt.Errorf("fact %q: want exactly one of contains, matches, not_contains, not_matches, max_chars, only_amounts; it has %d", f.Description, set)
	}
	if f.MaxChars < 0 {
		return fmt.Errorf("fact %q: max_chars must be positive", f.Description)
	}
	if len(f.OnlyAmounts) > 0 {
		f.amounts = map[string]bool{}
		for _, a := range f.OnlyAmounts {
			a = strings.TrimSpace(a)
			if !strings.HasPrefix(a, "$") {
				a = "$" + a
			}
			m := amountPattern.FindStringSubmatch(a)
			if m == nil || m[0] != a {
				return fmt.Errorf("fact %q: %q is not an amount", f.Description, a)
			}
			f.amounts[amountKey(m)] = true
		}
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
	case f.amounts != nil:
		for _, m := range amountPattern.FindAllStringSubmatch(answer, -1) {
			if !f.amounts[amountKey(m)] {
				return false
			}
		}
		return true
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
	case len(f.OnlyAmounts) > 0:
		return "only_amounts"
	}
	return "max_chars"
}

// amountPattern finds a dollar amount: "$1,150", "$ 89.50", "185 dollars". Its groups are
// the whole dollars and the cents.
var amountPattern = regexp.MustCompile(`(?i)\$\s?(\d{1,3}(?:,\d{3})+|\d+)(?:\.(\d\d))?\b|\b(\d{1,3}(?:,\d{3})+|\d+)(?:\.(\d\d))?\s+dollars\b`)

// amountKey is an amount as one string, whichever way it was written: "1150", "89.50".
func amountKey(m []string) string {
	dollars, cents := m[1], m[2]
	if dollars == "" { // "185 dollars"
		dollars, cents = m[3], m[4]
	}
	dollars = strings.ReplaceAll(dollars, ",", "")
	if cents == "" || cents == "00" {
		return dollars
	}
	return dollars + "." + cents
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
