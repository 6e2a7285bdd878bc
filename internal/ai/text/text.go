// Package text is the reading the built-in engine's demos share: words, small numbers
// and month names, lists written out, regular expressions searched only where a match can
// start (SparseRegexp), and the context checks of their loops (Stopped).
package text

import (
	"strconv"
	"strings"
	"unicode"
)

// Words returns the lower-cased runs of letters and digits in s, in order. Everything else
// (punctuation, symbols, spaces) separates words, so "e-mail" is two words.
func Words(s string) []string {
	var out []string
	start := -1
	for i, r := range s {
		if unicode.IsLetter(r) || unicode.IsDigit(r) {
			if start < 0 {
				start = i
			}
			continue
		}
		if start >= 0 {
			out = append(out, strings.ToLower(s[start:i]))
			start = -1
		}
	}
	if start >= 0 {
		out = append(out, strings.ToLower(s[start:]))
	}
	return out
}

// numberWord returns the value of a written number from one to twenty ("five" → 5), or 0.
func numberWord(w string) int {
	switch strings.ToLower(w) {
	case "one":
		return 1
	case "two":
		return 2
	case "three":
		return 3
	case "four":
		return 4
	case "five":
		return 5
	case "six":
		return 6
	case "seven":
		return 7
	case "eight":
		return 8
	case "nine":
		return 9
	case "ten":
		return 10
	case "eleven":
		return 11
	case "twelve":
		return 12
	case "fifteen":
		return 15
	case "twenty":
		return 20
	}
	return 0
}

// SmallNumber parses a short run of ASCII digits (at most 9) or a written number; it returns 0
// for anything else, which every caller treats as "no number".
func SmallNumber(s string) int {
	if n := numberWord(s); n > 0 {
		return n
	}
	if s == "" || len(s) > 9 {
		return 0
	}
	n := 0
	for i := 0; i < len(s); i++ {
		c := s[i]
		if c < '0' || c > '9' {
			return 0
		}
		n = n*10 + int(c-'0')
	}
	return n
}

// JoinAnd writes items as "a, b and c".
func JoinAnd(items []string) string {
	switch len(items) {
	case 0:
		return ""
	case 1:
		return items[0]
	}
	return strings.Join(items[:len(items)-1], ", ") + " and " + items[len(items)-1]
}

// CountNoun returns "1 item" or "3 items".
func CountNoun(n int, one, many string) string {
	if n == 1 {
		return "1 " + one
	}
	return strconv.Itoa(n) + " " + many
}
