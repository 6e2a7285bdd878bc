package lead

import (
	"strings"
	"unicode"
	"unicode/utf8"
)

// Finding phrases as whole words, and quoting the snippet they are in.

// hasPhrase reports whether phrase (lower case) occurs in lower as whole words.
// The length test is inlined where it is called: a lead of thousands of short lines is
// read against hundreds of phrases, most of them longer than the line.
func hasPhrase(lower, phrase string) bool {
	return len(phrase) <= len(lower) && phraseIndex(lower, phrase) >= 0
}

// phraseIndex is the byte offset of phrase in lower as whole words, or -1.
func phraseIndex(lower, phrase string) int {
	for from := 0; from <= len(lower)-len(phrase); {
		i := strings.Index(lower[from:], phrase)
		if i < 0 {
			return -1
		}
		i += from
		end := i + len(phrase)
		// Only a phrase that starts (ends) with a letter or digit needs a word boundary
		// there: "/mo" matches in "$500/mo".
		first, _ := utf8.DecodeRuneInString(phrase)
		last, _ := utf8.DecodeLastRuneInString(phrase)
		if (!isWordRune(first) || boundaryBefore(lower, i)) && (!isWordRune(last) || boundaryAfter(lower, end)) {
			return i
		}
		from = i + 1
	}
	return -1
}

func isWordRune(r rune) bool { return unicode.IsLetter(r) || unicode.IsDigit(r) }

func boundaryBefore(s string, i int) bool {
	if i == 0 {
		return true
	}
	r, _ := utf8.DecodeLastRuneInString(s[:i])
	return !isWordRune(r)
}

func boundaryAfter(s string, i int) bool {
	if i >= len(s) {
		return true
	}
	r, _ := utf8.DecodeRuneInString(s[i:])
	return !isWordRune(r)
}

// joinLower is the snippets' small letters, one a line: what inText reads.
func joinLower(snippets []snippet) string {
	var b strings.Builder
	for _, s := range snippets {
		b.WriteString(s.lower)
		b.WriteByte('\n')
	}
	return b.String()
}

// inText keeps the phrases of list that occur in all (joinLower), in their order: a
// snippet can hold no other, so they are all a rule need look for in each.
func inText(all string, list []string) []string {
	var out []string
	for _, p := range list {
		if strings.Contains(all, p) {
			out = append(out, p)
		}
	}
	return out
}

// firstPhrase returns the first of phrases found in lower, or "".
func firstPhrase(lower string, phrases []string) string {
	for _, p := range phrases {
		if hasPhrase(lower, p) {
			return p
		}
	}
	return ""
}

// quote quotes a snippet, cut to about 100 characters around phrase when it is long.
func quote(s snippet, phrase string) string {
	const limit = 100
	text := s.text
	if utf8.RuneCountInString(text) <= limit {
		return `"` + text + `"`
	}
	at := 0
	if len(s.lower) == len(s.text) && phrase != "" {
		if i := phraseIndex(s.lower, phrase); i > 0 {
			at = i
		}
	}
	start := max(0, at-30)
	for start > 0 && !utf8.RuneStart(text[start]) {
		start--
	}
	if start > 0 {
		if sp := strings.IndexByte(text[start:], ' '); sp >= 0 && sp < 15 {
			start += sp + 1
		}
	}
	runes := []rune(text[start:])
	cut := string(runes[:min(limit, len(runes))])
	prefix, suffix := "", ""
	if start > 0 {
		prefix = "…"
	}
	if len(runes) > limit {
		if sp := strings.LastIndexByte(cut, ' '); sp > limit/2 {
			cut = cut[:sp]
		}
		suffix = "…"
	}
	return `"` + prefix + strings.TrimSpace(cut) + suffix + `"`
}

// anyIn reports whether lower contains any of subs: a cheap test before a regexp.
func anyIn(lower string, subs ...string) bool {
	for _, sub := range subs {
		if strings.Contains(lower, sub) {
			return true
		}
	}
	return false
}
