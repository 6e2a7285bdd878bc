package content

import (
	"strings"
	"unicode"
	"unicode/utf8"
)

// topic is what the post says about its topic. The topic itself, as the writer
// wrote it, is the post's headline: its words stay where the writer put them, with its
// prices, dates and audience. Other sentences name it only by its subject, in frames that
// read right with any noun phrase ("Questions about our wedding cakes?").
type topic struct {
	headline string   // the topic as a sentence ("Now delivering wedding cakes within 30 miles of Des Moines")
	subject  string   // its main noun phrase, as it reads mid-sentence ("wedding cakes")
	phrases  []string // its runs of content words in order, for hashtags ("wedding cakes", "Des Moines")
	list     string   // what follows a colon ("wills, guardians and beneficiaries"), for a blog's preview
	goal     string   // offer, event, announcement, advice, showcase, reminder or general
	action   string   // what the call to action asks: book, order, subscribe, join, visit, call or quote
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
	runs := runs(words)
	t.subject = subject(runs, words)
	t.phrases = phrases(runs)
	t.list = listAfterColon(t.headline)
	lower := strings.ToLower(t.headline)
	t.goal = goal(lower, words)
	t.action = action(t.goal, lower, words)
	return t, true
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
			cut = cut[:i] + "…"
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
}

func words(s string) []word {
	var out []word
	var cur []rune
	pendingBreak := false
	flush := func() {
		if len(cur) > 0 {
			w := strings.Trim(string(cur), "'’-")
			if w != "" {
				out = append(out, word{w, strings.ToLower(w), pendingBreak})
			}
			cur, pendingBreak = cur[:0], false
		}
	}
	for _, r := range s {
		switch {
		case unicode.IsLetter(r) || unicode.IsDigit(r):
			cur = append(cur, r)
		case (r == '\'' || r == '’' || r == '-') && len(cur) > 0:
			cur = append(cur, r) // "don't", "tune-up", "O'Brien"
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

// subject is the noun phrase the other sentences name the topic by: the first run
// of two words or more (or the first run), less the words that only open a headline
// ("Now", "Our"), at most five words, in sentence case.
func subject(runs []run, words []word) string {
	var pick []word
	for _, r := range runs {
		ws := r.words
		for len(ws) > 1 && leadingWords[ws[0].lower] && ws[0].lower != "free" && ws[0].lower != "new" {
			ws = ws[1:]
		}
		if len(ws) == 1 && leadingWords[ws[0].lower] {
			continue
		}
		if pick == nil || (len(pick) == 1 && len(ws) >= 2) {
			pick = ws
		}
	}
	if pick == nil {
		for _, w := range words {
			if strings.IndexFunc(w.text, unicode.IsLetter) >= 0 {
				pick = []word{w}
				break
			}
		}
	}
	if len(pick) > 5 {
		pick = pick[len(pick)-4:]
	}
	parts := make([]string, len(pick))
	for i, w := range pick {
		parts[i] = acronym(w)
	}
	subject := strings.Join(parts, " ")
	if len(pick) > 0 && len(words) > 0 && pick[0].text == words[0].text {
		subject = sentenceCase(subject)
	}
	return subject
}

// phrases are the runs a hashtag can be made of, in order: no run after "no", no
// run of days and numbers only, without the words that only open a headline ("Free",
// "Now") or only end one ("tips", "basics").
func phrases(runs []run) []string {
	var out []string
	for _, r := range runs {
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
		out = append(out, strings.Join(parts, " "))
	}
	return out
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

// sentenceCase lowercases a phrase's first letter when it is only sentence case
// ("Pumpkin spice latte"), so it reads well mid-sentence; a name ("Cedar Creek") stays.
func sentenceCase(s string) string {
	words := strings.Fields(s)
	if len(words) < 2 || !titleWord(words[0]) || strings.ToLower(words[1]) != words[1] {
		return s
	}
	return lowerFirst(s)
}

// titleWord is a word with only its first letter in capitals ("Summer", not "AI").
func titleWord(w string) bool {
	r, size := utf8.DecodeRuneInString(w)
	return unicode.IsUpper(r) && size < len(w) && strings.ToLower(w[size:]) == w[size:]
}

func isNumber(s string) bool {
	return s != "" && strings.IndexFunc(s, func(r rune) bool { return !unicode.IsDigit(r) }) < 0
}

// acronym writes a word the way it is read: "ai" → "AI", the rest as written.
func acronym(w word) string {
	if acronyms[w.lower] {
		return strings.ToUpper(w.text)
	}
	return w.text
}

// upperFirst capitalises the first letter, for a sentence start.
func upperFirst(s string) string {
	r, size := utf8.DecodeRuneInString(s)
	if r == utf8.RuneError {
		return s
	}
	return string(unicode.ToUpper(r)) + s[size:]
}

func lowerFirst(s string) string {
	r, size := utf8.DecodeRuneInString(s)
	if r == utf8.RuneError || !titleWord(strings.Fields(s)[0]) {
		return s
	}
	return string(unicode.ToLower(r)) + s[size:]
}
