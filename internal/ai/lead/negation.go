package lead

import (
	"strings"

	"lexa/internal/ai/text"
)

// A lead says what it does not have as often as what it has: "no budget until 2027", "not
// interested in voice AI", "I'm not the decision maker", "we never miss calls", "maybe next
// year". A cue found in a sentence is therefore read within its clause, as the resume
// reader reads a skill (internal/ai/resume/negation.go, decision 0059): a negation before
// it that reaches it across small words only makes it count for nothing, and a hedge
// anywhere in its clause makes it count for less. Negations and hedges in Spanish, German
// and French are listed too: the kind of a message is read in those languages.

// negationWords negate the cue they reach.
var negationWords = wordSet(`no not never without none zero nor neither lack lacks lacking cannot don't doesn't didn't
	isn't aren't wasn't weren't won't can't couldn't wouldn't shouldn't haven't hasn't hadn't dont doesnt didnt isnt cant
	wont havent hasnt hardly sin nunca ningún ninguna ninguno ni kein keine keinen keinem keiner keines nicht nie niemals
	ohne pas sans jamais aucun aucune`)

// linkWords are the small words a negation reaches its cue across: "we don't have an
// approved budget", "not really interested in a new phone system", "no one here misses
// calls". Any other word stops it: "we don't have a CRM, calls go to voicemail".
var linkWords = wordSet(`a an any the my our we i us they it this that these those his her their one anyone anybody
	here yet currently really actually even very much more enough single real formal firm fixed set specific clear big
	have has had having got do does did be been being is are was were am need needs needed want wants wanted looking
	interested planning going plan to for of in on at with about right now still ever so far moment time ready able
	who that's it's there's we're i'm i've we've they're
	de d du des la le les l un une el los las lo una unos unas al del tenemos tengo tiene hay estamos estoy somos soy
	todavía aún más muy der die das den dem des ein eine einen einem einer zu für noch mehr haben habe hat gibt es wir
	ich sind bin ist sehr avons ai avez a sommes suis est encore plus très nous je`)

// hedgeWords make any cue of their clause count for less: "maybe next year", "we might have
// $500", "hopefully this quarter". "May" is a month, so it is not one.
var hedgePhrases = []string{
	"maybe", "perhaps", "possibly", "might", "hopefully", "probably", "not sure", "unsure", "someday", "some day",
	"eventually", "thinking about", "considering", "if budget allows", "depending on", "down the road",
	"quizás", "quizá", "tal vez", "a lo mejor", "posiblemente", "vielleicht", "eventuell", "möglicherweise",
	"peut-être", "peut être", "éventuellement",
}

// clauseTurns end a clause as punctuation does: words that turn the sentence ("No budget
// yet, but the VP approved a pilot").
var clauseTurns = wordSet(`but however although though except pero aber sondern mais sauf`)

// negationReach bounds how far back a negation is looked for.
const negationReach = 60

// clauseBreak reports a clause break that starts at lower[i] and where it ends: one of
// ",;:!?()", a full stop before a space or the end, a dash between spaces, or a turning
// word. It is read byte by byte, so finding a clause costs a few hundred steps at most.
func clauseBreak(lower string, i int) (end int, ok bool) {
	switch c := lower[i]; {
	case strings.IndexByte(",;:!?()", c) >= 0:
		return i + 1, true
	case c == '.':
		return i + 1, i+1 == len(lower) || lower[i+1] == ' ' || lower[i+1] == '\n' || lower[i+1] == '\t'
	case c == ' ':
		for _, dash := range []string{" - ", " — ", " – "} {
			if strings.HasPrefix(lower[i:], dash) {
				return i + len(dash), true
			}
		}
	case c >= 'a' && c <= 'z' && (i == 0 || !isASCIIWordByte(lower[i-1])):
		j := i
		for j < len(lower) && isASCIIWordByte(lower[j]) {
			j++
		}
		if j-i <= 8 && (j == len(lower) || lower[j] < 0x80) && clauseTurns[lower[i:j]] {
			return j, true
		}
	}
	return 0, false
}

func isASCIIWordByte(c byte) bool { return c >= 'a' && c <= 'z' || c >= '0' && c <= '9' || c == '\'' }

// clauseAround returns the bounds of the clause of lower that holds lower[at:end], looking
// at most 2×negationReach bytes either way.
func clauseAround(lower string, at, end int) (int, int) {
	start := max(0, at-negationReach*2)
	for i := start; i < at; i++ {
		if e, ok := clauseBreak(lower, i); ok && e <= at {
			start = e
		}
	}
	stop := min(len(lower), end+negationReach*2)
	for i := end; i < stop; i++ {
		if _, ok := clauseBreak(lower, i); ok {
			return start, i
		}
	}
	return start, stop
}

// negatedAt reports whether the cue at lower[at:end] is negated: a negation word before it
// in its clause, with only link words between the two.
func negatedAt(lower string, at, end int) bool {
	start, _ := clauseAround(lower, at, end)
	before := text.Words(lower[max(start, at-negationReach):at])
	for i := len(before) - 1; i >= 0; i-- {
		w := before[i]
		if contractionEnds[w] && i > 0 {
			// text.Words splits "don't" into "don" and "t": read it whole.
			w = before[i-1] + "'" + w
			i--
		}
		if negationWords[w] {
			return true
		}
		if !linkWords[w] {
			return false
		}
	}
	return false
}

// contractionEnds are what follows the apostrophe of an English contraction.
var contractionEnds = wordSet("t s re m ve ll d")

// hedgedAt reports whether the clause of the cue at lower[at:end] holds a hedge, or is
// followed by a hedge alone ("next year, maybe").
func hedgedAt(lower string, at, end int) bool {
	start, stop := clauseAround(lower, at, end)
	if firstPhrase(lower[start:stop], hedgePhrases) != "" {
		return true
	}
	if stop >= len(lower) || lower[stop] != ',' {
		return false
	}
	if e, ok := clauseBreak(lower, stop); ok {
		_, tail := clauseAround(lower, e, e)
		return tail-e <= 16 && firstPhrase(lower[e:tail], hedgePhrases) != ""
	}
	return false
}

// maxMentions bounds the mentions of one phrase read in a snippet: a text that repeats a
// negated cue thousands of times is read in a bounded time.
const maxMentions = 8

// stanceOf says how a snippet states phrase: not found, stated, hedged or negated. The
// strongest of its first mentions counts, so "no budget this year, a budget of $5k next
// year" states a budget.
func stanceOf(s snippet, phrase string) stance {
	found := stanceAbsent
	for from, n := 0, 0; from < len(s.lower) && n < maxMentions; n++ {
		i := phraseIndex(s.lower[from:], phrase)
		if i < 0 {
			break
		}
		at, end := from+i, from+i+len(phrase)
		switch {
		case negatedAt(s.lower, at, end):
			found = max(found, stanceNegated)
		case hedgedAt(s.lower, at, end):
			found = stanceHedged
		default:
			return stanceStated
		}
		from = end
	}
	return found
}

// stance is how a cue is stated, from the weakest to the strongest.
type stance int

const (
	stanceAbsent stance = iota
	stanceNegated
	stanceHedged
	stanceStated
)

// cueRead is how a snippet states the phrases of a list: the first it states or hedges
// (not one it negates), whether that one is hedged, and whether it negates one.
type cueRead struct {
	phrase          string
	hedged, negated bool
}

// cueIn reads phrases in s in one pass over the list: a stated phrase ends it, a hedged
// one is kept unless a stated one follows.
func cueIn(s snippet, phrases []string) cueRead {
	var r cueRead
	for _, p := range phrases {
		if !hasPhrase(s.lower, p) {
			continue
		}
		switch stanceOf(s, p) {
		case stanceStated:
			r.phrase, r.hedged = p, false
			return r
		case stanceHedged:
			if r.phrase == "" {
				r.phrase, r.hedged = p, true
			}
		case stanceNegated:
			r.negated = true
		}
	}
	return r
}

// positivePhrase is cueIn's phrase and whether it is hedged.
func positivePhrase(s snippet, phrases []string) (phrase string, hedged bool) {
	r := cueIn(s, phrases)
	return r.phrase, r.hedged
}

// firstNegated reports a snippet that names one of phrases only to negate it.
func firstNegated(s snippet, phrases []string) bool {
	r := cueIn(s, phrases)
	return r.phrase == "" && r.negated
}

// wordSet is the set of the words of a space-separated list, each also without its
// accents (text.Fold), as the kind's cues are read.
func wordSet(list string) map[string]bool {
	m := map[string]bool{}
	for _, w := range strings.Fields(list) {
		m[w], m[text.Fold(w)] = true, true
	}
	return m
}
