package content

import (
	"strings"
	"unicode"
	"unicode/utf8"
)

// A business's name in the topic ("Cole Law Group", "Smith & Sons Plumbing", "Zoë's
// Bakery", "O'Neill Funeral Home") is one word to the writer: it is never split into a
// subject and the rest, re-cased, or cut into a hashtag fragment ("#ColeLaw"). A review
// found "Cole Law" in a law firm's post (issue 31). A name is read here, once, and every
// other rule sees it as one word with name set.

// nameJoiners may stand between a name's capitalised words: "Smith & Sons", "Bed Bath and
// Beyond", "House of Flowers", "Café de la Paix", "Haus von Wedel".
var nameJoiners = wordSet(`& and of de del la le du van von der y et und`)

// joinNames merges each name among words into one word whose text is the topic's own,
// from its first letter to its last (the "&" and the spaces as written). A name is two
// capitalised words or more, joined by spaces or a joiner, with no punctuation between
// them; it does not start with a word that only opens a sentence ("How AI…", "Free DUI…",
// "Now Open"), and a day, a month or a number is not part of one ("Open House Saturday").
func joinNames(s string, ws []word) []word {
	out := make([]word, 0, len(ws))
	for i := 0; i < len(ws); {
		end := nameEnd(ws, i)
		if end < 0 {
			out = append(out, ws[i])
			i++
			continue
		}
		first, last := ws[i], ws[end]
		text := s[first.start:last.end]
		out = append(out, word{text: text, lower: strings.ToLower(text), breakBefore: first.breakBefore,
			start: first.start, end: last.end, name: true})
		i = end + 1
	}
	return out
}

// beforeName is n, or less when s[:n] would end inside a name: the name's start, so that
// a cut text leaves the name out rather than cut it ("… with Harbor & Finch Law", never
// "… with Harbor & Finch"). A name at the very start of s is cut as any words are, since
// nothing would be left.
func beforeName(s string, n int) int {
	for _, w := range joinNames(s, words(s)) {
		if w.name && w.start > 0 && w.start < n && w.end > n {
			return w.start
		}
	}
	return n
}

// nameEnd is the index of the last word of the name that starts at ws[i], or -1.
func nameEnd(ws []word, i int) int {
	if !nameWord(ws[i]) || nameOpenerBlocked(ws[i].lower) {
		return -1
	}
	last, capitals := i, 1
	for j := i + 1; j < len(ws); j++ {
		w := ws[j]
		if w.breakBefore {
			break
		}
		if nameJoiners[w.lower] && !nameWord(w) {
			k := j + 1
			for k < len(ws) && !ws[k].breakBefore && nameJoiners[ws[k].lower] && !nameWord(ws[k]) {
				k++ // "de la"
			}
			if k < len(ws) && !ws[k].breakBefore && nameWord(ws[k]) {
				j = k - 1
				continue // joiners count only when a capitalised word follows them
			}
			break
		}
		if !nameWord(w) {
			break
		}
		last, capitals = j, capitals+1
	}
	if capitals < 2 {
		return -1
	}
	return last
}

// nameArticles may start a name when capitalised: "Des Moines", "La Taberna de Sol",
// "El Paso", "Van Dyke Dental".
var nameArticles = wordSet(`de des del la las le les los el van von der den di da du`)

// nameOpenerBlocked: a small word, a verb or a headline's opening word does not start a
// name, though a title-case topic capitalises it.
func nameOpenerBlocked(lower string) bool {
	if nameArticles[lower] {
		return false
	}
	return stopWords[lower] || verbs[lower] || leadingWords[lower] || lower == "how" || lower == "why"
}

// nameWord is a word a name is made of: it starts with a capital ("Cole", "O'Neill",
// "Zoë's", "McKenzie", "ABC") and is no day, month or number.
func nameWord(w word) bool {
	r, _ := utf8.DecodeRuneInString(w.text)
	return unicode.IsUpper(r) && !timeWords[w.lower] && !numberWords[w.lower]
}
