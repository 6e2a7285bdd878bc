package local

import (
	"strconv"
	"strings"
	"unicode"
)

// Small text helpers shared by the demos: words, stop words and written numbers. Dates are
// in text_date.go and money in text_money.go.

// words returns the lower-cased runs of letters and digits in s, in order. Everything else
// (punctuation, symbols, spaces) separates words, so "e-mail" is two words.
func words(s string) []string {
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

// isStopWord reports whether w (lower case) is an English function word or a word so common
// in resumes and job ads ("experience", "team", "work") that sharing it says nothing.
func isStopWord(w string) bool {
	_, ok := textStopWords[w]
	return ok
}

var textStopWords = func() map[string]struct{} {
	const list = `a about above after again against all also am an and any are as at be because been
before being below between both but by can could did do does doing down during each etc few for
from further had has have having he her here hers him his how i if in into is it its itself just
like may me more most my no nor not now of off on once only or other our ours out over own per
same she should so some such than that the their them then there these they this those through
to too under until up upon us very via was we were what when where which while who whom why will
with within without would you your yours yourself able ability across using use used well etc
including include includes new good great strong excellent plus must need needs needed required
requirements preferred nice bonus role position job candidate candidates company team teams work
working works year years experience experienced responsible responsibilities skills skill
knowledge understanding looking join help make ensure across day days per full time part based
own ideal ideally opportunity opportunities environment related field relevant minimum least
proven demonstrated solid hands strong excellent understanding familiarity familiar`
	m := make(map[string]struct{}, 300)
	for _, w := range strings.Fields(list) {
		m[w] = struct{}{}
	}
	return m
}()

// englishFunctionWords counts how many of the words are common English function words; a
// text with many of them is written in English.
func englishFunctionWords(ws []string) int {
	n := 0
	for _, w := range ws {
		switch w {
		case "the", "and", "of", "to", "in", "for", "with", "a", "on", "as", "at", "by", "from":
			n++
		}
	}
	return n
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

// atoiSmall parses a short run of ASCII digits (at most 9) or a written number; it returns 0
// for anything else, which every caller treats as "no number".
func atoiSmall(s string) int {
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

// listWithAnd writes items as "a, b and c".
func listWithAnd(items []string) string {
	switch len(items) {
	case 0:
		return ""
	case 1:
		return items[0]
	}
	return strings.Join(items[:len(items)-1], ", ") + " and " + items[len(items)-1]
}

// countNoun returns "1 item" or "3 items".
func countNoun(n int, one, many string) string {
	if n == 1 {
		return "1 " + one
	}
	return strconv.Itoa(n) + " " + many
}
