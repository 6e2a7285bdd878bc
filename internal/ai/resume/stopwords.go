package resume

import "strings"

// isStopWord reports whether w (lower case) is an English function word or a word so common
// in resumes and job ads ("experience", "team", "work") that sharing it says nothing.
func isStopWord(w string) bool {
	_, ok := stopWords[w]
	return ok
}

var stopWords = func() map[string]struct{} {
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

// englishCommonWords counts the words of ws that are English stop words (the list above:
// function words and the common words of resumes and job ads).
func englishCommonWords(ws []string) int {
	n := 0
	for _, w := range ws {
		if isStopWord(w) {
			n++
		}
	}
	return n
}
