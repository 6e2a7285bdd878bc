package receptionist

import (
	"strings"
	"unicode"
)

// chatWords splits a message into lowercase words: letters and digits, with inner
// apostrophes kept ("that's"). Everything else separates words, so matching whole words
// is comparing slices, and "demographic" never equals "demo".
func chatWords(s string) []string {
	var words []string
	var cur []rune
	flush := func() {
		if w := strings.Trim(string(cur), "'’"); w != "" {
			words = append(words, strings.ReplaceAll(w, "’", "'"))
		}
		cur = cur[:0]
	}
	for _, r := range strings.ToLower(s) {
		switch {
		case unicode.IsLetter(r) || unicode.IsDigit(r):
			cur = append(cur, r)
		case (r == '\'' || r == '’') && len(cur) > 0:
			cur = append(cur, r)
		default:
			flush()
		}
	}
	flush()
	return words
}

// chatHasAny reports whether any term (one or more words) occurs in words as whole words,
// exactly: the engine's own word lists name every form they mean.
func chatHasAny(words []string, terms []string) bool {
	for _, term := range terms {
		if chatFind(words, strings.Fields(term)) >= 0 {
			return true
		}
	}
	return false
}

// chatFind is where phrase starts in words, exactly, or -1.
func chatFind(words, phrase []string) int {
	if len(phrase) == 0 {
		return -1
	}
outer:
	for i := 0; i+len(phrase) <= len(words); i++ {
		for j, p := range phrase {
			if words[i+j] != p {
				continue outer
			}
		}
		return i
	}
	return -1
}

// chatTerm is a profile's word or phrase, ready to look for: its words, and which of them
// end in "*" (nil when none does).
type chatTerm struct {
	words  []string
	prefix []bool
}

func newChatTerm(s string) chatTerm {
	if plainTerm(s) { // most keywords: lower-case words and spaces, read without copying
		return chatTerm{words: strings.Fields(s)}
	}
	fields := strings.Fields(strings.ToLower(s))
	var t chatTerm
	for _, f := range fields {
		star := strings.HasSuffix(f, "*")
		for _, w := range chatWords(strings.TrimSuffix(f, "*")) {
			t.words = append(t.words, w)
			t.prefix = append(t.prefix, false)
		}
		if star && len(t.prefix) > 0 {
			t.prefix[len(t.prefix)-1] = true
		}
	}
	return t
}

// plainTerm reports whether s is only lower-case ASCII letters, digits and spaces: its
// words are then its fields.
func plainTerm(s string) bool {
	for i := 0; i < len(s); i++ {
		if c := s[i]; !(c >= 'a' && c <= 'z' || c >= '0' && c <= '9' || c == ' ') {
			return false
		}
	}
	return true
}

// find is where the term starts in words, or -1. Two allowances make a profile's
// keywords read as a person means them: the last word also matches its plural ("filling"
// finds "fillings"), and a word written with a final "*" matches any word it begins
// ("bleed*": bleeding, bleeds).
func (t chatTerm) find(words []string) int {
	if len(t.words) == 0 {
		return -1
	}
outer:
	for i := 0; i+len(t.words) <= len(words); i++ {
		for j, p := range t.words {
			w := words[i+j]
			switch {
			case w == p:
			case t.prefix != nil && t.prefix[j] && strings.HasPrefix(w, p):
			case j == len(t.words)-1 && isPlural(w, p):
			default:
				continue outer
			}
		}
		return i
	}
	return -1
}

// isPlural reports whether w is p with "s" or "es" added, without building either.
func isPlural(w, p string) bool {
	if !strings.HasPrefix(w, p) {
		return false
	}
	rest := w[len(p):]
	return rest == "s" || rest == "es"
}

// chatLongest is the most words any of terms has where it is found in words; 0 for none.
func chatLongest(words []string, terms []string) int {
	best := 0
	for _, s := range terms {
		if t := newChatTerm(s); len(t.words) > best && t.find(words) >= 0 {
			best = len(t.words)
		}
	}
	return best
}

// chatUpperFirst is s with its first letter in upper case.
func chatUpperFirst(s string) string {
	if s == "" {
		return s
	}
	return strings.ToUpper(s[:1]) + s[1:]
}

// chatLowerFirst is a name as it reads inside a sentence: "Filling" → "filling", but "AC
// tune-up" stays, since a word in capitals is an abbreviation.
func chatLowerFirst(s string) string {
	if len(s) < 2 || !unicode.IsUpper(rune(s[0])) || unicode.IsUpper(rune(s[1])) {
		return s
	}
	return strings.ToLower(s[:1]) + s[1:]
}
