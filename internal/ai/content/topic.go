package content

import (
	"strings"
	"unicode"
	"unicode/utf8"
)

// topic is what the post says about its topic. The topic itself, as the writer
// wrote it, is the post's headline: its words stay where the writer put them, with its
// prices, dates, places and names, and it is the only sentence that says them: the
// sentences around it never name the topic again, so each of its key words is in the post
// once, in a sentence (issue 31), and a name is never re-cased to fit a frame.
type topic struct {
	headline string          // the topic as a sentence ("Now delivering wedding cakes within 30 miles of Des Moines")
	words    []word          // its words, each name's words apart
	dated    bool            // it gives a day, a date or a time ("Saturday", "June 15", "10 AM")
	keys     map[string]bool // its key words, lower case, the parts of "first-time" apart: what no template line may say again
	phrases  []phrase        // its runs of content words in order, for hashtags ("wedding cakes", "Des Moines")
	list     string          // what follows a colon ("wills, guardians and beneficiaries"), for a blog's preview
	goal     string          // offer, event, announcement, advice, showcase, reminder or general
	action   string          // what the call to action asks: book, order, subscribe, join, visit, call or quote
}

const (
	scanRunes     = 2000 // a long topic is read from its beginning
	headlineRunes = 150  // a longer topic is cut at a clause for the headline
	maxWordRunes  = 24   // longer "words" are URLs or noise
)

// readTopic reads a topic; ok is false when it has no letter to read (only emoji,
// digits or punctuation), and then nothing can be written about it.
func readTopic(raw string) (t topic, ok bool) {
	raw = untagged(strings.Join(strings.Fields(raw), " "))
	if utf8.RuneCountInString(raw) > scanRunes {
		raw = string([]rune(raw)[:scanRunes])
	}
	if strings.IndexFunc(raw, unicode.IsLetter) < 0 {
		return t, false
	}
	t.headline = headline(raw)
	words := words(t.headline)
	t.words = words
	t.keys = keyWords(words)
	for _, w := range words {
		t.dated = t.dated || dateWords[w.lower] || isNumber(w.lower)
	}
	t.phrases = phrases(runs(joinNames(t.headline, words)))
	t.list = listAfterColon(t.headline)
	lower := strings.ToLower(t.headline)
	t.goal = goal(lower, words)
	t.action = action(t.goal, lower, words)
	return t, true
}

// keyWords are the topic's words of four letters or more that are no small word and no
// verb ("help" and "team" in a template line do not repeat "How AI helps teams").
func keyWords(ws []word) map[string]bool {
	keys := map[string]bool{}
	for _, w := range ws {
		for _, part := range strings.Split(w.lower, "-") {
			if utf8.RuneCountInString(part) >= 4 && !stopWords[part] && !verbs[part] {
				keys[part] = true
			}
		}
	}
	return keys
}

// headline is the topic's first sentence, cut at a clause when it is long, without
// its closing mark (the writer adds one to suit the tone).
func headline(raw string) string {
	s := raw
	for i, r := range s {
		if (r == '.' || r == '!' || r == '?') && i+1 < len(s) && s[i+1] == ' ' && i > 20 {
			s = s[:i]
			break
		}
	}
	if utf8.RuneCountInString(s) > headlineRunes {
		cut := string([]rune(s)[:headlineRunes])
		if i := strings.LastIndexAny(cut, ",;:—"); i > headlineRunes/3 {
			cut = cut[:i]
		} else if i := strings.LastIndexByte(cut, ' '); i > 0 {
			cut = strings.TrimRight(cut[:beforeName(s, i)], " ,;:-") + "…" // never through a name
		}
		s = cut
	}
	s = strings.TrimRight(strings.TrimSpace(s), ".!?;:, -—")
	return upperFirst(s)
}

// word is one word of the topic, as written; breakBefore marks punctuation before
// it, which ends a run of words.
type word struct {
	text        string
	lower       string
	breakBefore bool
	start, end  int  // byte offsets in the headline, so a name is kept as written
	name        bool // a business's or a place's name, as one word (names.go)
}

func words(s string) []word {
	var out []word
	var cur []rune
	curStart := 0
	pendingBreak := false
	flush := func() {
		if len(cur) > 0 {
			raw := string(cur)
			w := strings.TrimLeft(raw, "'’-")
			start := curStart + len(raw) - len(w)
			w = strings.TrimRight(w, "'’-")
			if w != "" {
				out = append(out, word{text: w, lower: strings.ToLower(w), breakBefore: pendingBreak, start: start, end: start + len(w)})
			}
			cur, pendingBreak = cur[:0], false
		}
	}
	for i, r := range s {
		switch {
		case unicode.IsLetter(r) || unicode.IsDigit(r) || unicode.Is(unicode.Mn, r):
			if len(cur) == 0 {
				curStart = i
			}
			cur = append(cur, r)
		case (r == '\'' || r == '’' || r == '-') && len(cur) > 0:
			cur = append(cur, r) // "don't", "tune-up", "O'Brien"
		case r == '&':
			// "Smith & Sons": an ampersand joins a name, so it is a word (a small one,
			// which ends a run like "and"), not a break.
			flush()
			out = append(out, word{text: "&", lower: "&", breakBefore: pendingBreak, start: i, end: i + 1})
			pendingBreak = false
		case unicode.IsSpace(r):
			flush()
		default:
			flush()
			pendingBreak = true
		}
	}
	flush()
	return out
}

// runs cuts the words into runs of content words: a small word, a verb, a number,
// a time of day, a long "word" or punctuation ends a run. Each run remembers whether a
// "no" came right before it ("no appointment needed" is not about appointments).
type run struct {
	words   []word
	negated bool
	measure bool // one word right after a number: "30 miles", "three days"
	name    bool // one name (names.go), tagged whole or not at all
}

func runs(words []word) []run {
	var runs []run
	var cur run
	end := func() {
		if len(cur.words) > 0 {
			runs = append(runs, cur)
		}
		cur = run{}
	}
	negate, number := false, false // the last word was "no", "not" or "without"; a number
	for _, w := range words {
		if w.breakBefore {
			end()
			negate, number = false, false
		}
		if w.name {
			// A name is a run of its own: its words are never the start or the end of
			// another phrase ("Cole Law Group estate planning" is two things).
			end()
			runs = append(runs, run{words: []word{w}, negated: negate, name: true})
			negate, number = false, false
			continue
		}
		if stopWords[w.lower] || verbs[w.lower] || isNumber(w.lower) || w.lower == "am" || w.lower == "pm" ||
			utf8.RuneCountInString(w.text) > maxWordRunes {
			end()
			negate = w.lower == "no" || w.lower == "not" || w.lower == "without"
			number = isNumber(w.lower) || numberWords[w.lower]
			continue
		}
		if len(cur.words) == 0 {
			cur.negated, cur.measure = negate, number
		}
		negate, number = false, false
		cur.words = append(cur.words, w)
	}
	end()
	return runs
}

// phrases are the runs a hashtag can be made of, in order: no run after "no", no
// run of days and numbers only, without the words that only open a headline ("Free",
// "Now") or only end one ("tips", "basics").
func phrases(runs []run) []phrase {
	var out []phrase
	for _, r := range runs {
		if r.name {
			if !r.negated {
				out = append(out, phrase{text: r.words[0].text, name: true})
			}
			continue
		}
		ws := r.words
		for len(ws) > 0 && tagLeadingWords[ws[0].lower] {
			ws = ws[1:]
		}
		for len(ws) > 1 && genericTails[ws[len(ws)-1].lower] {
			ws = ws[:len(ws)-1]
		}
		if r.negated || (r.measure && len(ws) == 1) || len(ws) == 0 || onlyTime(ws) || (len(ws) == 1 && (genericTails[ws[0].lower] || leadingWords[ws[0].lower])) {
			continue
		}
		parts := make([]string, len(ws))
		for i, w := range ws {
			parts[i] = w.text
		}
		out = append(out, phrase{text: strings.Join(parts, " ")})
	}
	return out
}

// phrase is a hashtag's words; a name's are tagged whole or not at all.
type phrase struct {
	text string
	name bool
}

func onlyTime(ws []word) bool {
	for _, w := range ws {
		if !timeWords[w.lower] && !numberWords[w.lower] {
			return false
		}
	}
	return true
}

// listAfterColon is what follows a topic's colon when it is more than a word:
// "Estate planning basics for young families: wills, guardians and beneficiaries".
func listAfterColon(headline string) string {
	_, after, ok := strings.Cut(headline, ": ")
	if !ok || len(strings.Fields(after)) < 2 {
		return ""
	}
	return lowerFirst(strings.TrimSpace(after))
}

// untagged is text with the # taken off the start of each word: topic words are
// written into the prose, where "#growth" would read as a hashtag.
func untagged(text string) string {
	words := strings.Fields(text)
	kept := words[:0]
	for _, w := range words {
		if w = strings.TrimLeft(w, "#"); w != "" {
			kept = append(kept, w)
		}
	}
	return strings.Join(kept, " ")
}

// titleWord is a word with only its first letter in capitals ("Summer", not "AI").
func titleWord(w string) bool {
	r, size := utf8.DecodeRuneInString(w)
	return unicode.IsUpper(r) && size < len(w) && strings.ToLower(w[size:]) == w[size:]
}

func isNumber(s string) bool {
	return s != "" && strings.IndexFunc(s, func(r rune) bool { return !unicode.IsDigit(r) }) < 0
}

// upperFirst capitalises the first letter, for a sentence start; a word with a capital
// inside ("iPhone", "eBay") is a name and stays as written.
func upperFirst(s string) string {
	r, size := utf8.DecodeRuneInString(s)
	if r == utf8.RuneError {
		return s
	}
	if first, _, _ := strings.Cut(s, " "); strings.ToLower(first) != first {
		return s
	}
	return string(unicode.ToUpper(r)) + s[size:]
}

func lowerFirst(s string) string {
	r, size := utf8.DecodeRuneInString(s)
	// "Cole Law Group's checklist" starts with a name, which keeps its capitals.
	if fields := strings.Fields(s); len(fields) > 1 && nameWord(word{text: fields[1], lower: strings.ToLower(fields[1])}) {
		return s
	}
	if r == utf8.RuneError || !titleWord(strings.Fields(s)[0]) {
		return s
	}
	return string(unicode.ToLower(r)) + s[size:]
}
