package text

import (
	"regexp/syntax"
	"strings"
	"sync/atomic"
	"unicode/utf8"
	"unsafe"
)

// A search that finds nothing costs the most: every place of a long text is tried. Most
// of the engine's expressions cannot match without one of a few words ("seats", "agents",
// … in `(\d+)\s*(seats?|agents?|…)`), so a text that holds none of them has no match, and
// a few substring searches (fast, vectorised) say so before any place is tried. The words
// are read from the expression itself, so they are never out of step with it.

// needles are the strings one of which every match of an expression contains; nil when
// the expression gives none worth looking for (a match may then be anywhere).
type needles struct {
	exact []string // as written
	fold  []string // in small letters, to be found in the text's small letters
	least int      // the length of the shortest
}

// minNeedle is the shortest needle worth a search: a single byte is in most texts.
const minNeedle = 2

// maxNeedles is the most needles searched for: beyond it the searches cost more than
// they save. Each costs a few nanoseconds on a line; a case-blind alternation of many
// words, tried on a line the ordinary way, costs microseconds.
const maxNeedles = 64

// readNeedles reads expr's needles; an expression that does not parse has none (its
// compile reports why).
func readNeedles(expr string) needles {
	parsed, err := syntax.Parse(expr, syntax.Perl)
	if err != nil {
		return needles{}
	}
	simple := parsed.Simplify()
	// An expression anchored at the text's start is tried once, at the start, and
	// reads only as far as its match: looking for needles in the whole text would
	// cost more. Callers try such expressions at many places, s[i:] (a date reader).
	if anchoredAtStart(simple) {
		return needles{}
	}
	set := requiredStrings(simple)
	if len(set) == 0 {
		return needles{}
	}
	n := needles{least: shortest(set)}
	for _, s := range set {
		if s.fold {
			n.fold = append(n.fold, s.text)
		} else {
			n.exact = append(n.exact, s.text)
		}
	}
	return n
}

// none reports that text holds none of the needles, so no match can be in it.
func (n needles) none(text string) bool {
	if n.exact == nil && n.fold == nil {
		return false
	}
	if len(text) < n.least {
		return true // too short to hold one
	}
	for _, s := range n.exact {
		if strings.Contains(text, s) {
			return false
		}
	}
	if n.fold != nil {
		lower := lowered(text)
		for _, s := range n.fold {
			if strings.Contains(lower, s) {
				return false
			}
		}
	}
	return true
}

// anchoredAtStart reports whether every match of re begins at the start of the text.
func anchoredAtStart(re *syntax.Regexp) bool {
	switch re.Op {
	case syntax.OpBeginText:
		return true
	case syntax.OpConcat, syntax.OpCapture:
		return len(re.Sub) > 0 && anchoredAtStart(re.Sub[0])
	case syntax.OpAlternate:
		for _, sub := range re.Sub {
			if !anchoredAtStart(sub) {
				return false
			}
		}
		return true
	}
	return false
}

// lastLowered is the last text lowered and its small letters: the engine tries several
// expressions on one line in turn, and a long line outside ASCII (strings.ToLower's slow
// path) would otherwise be lowered once per expression.
var lastLowered atomic.Pointer[[2]string]

// lowered is strings.ToLower(s), remembered for the next call with the same s. Two
// strings with the same bytes at the same address are the same string: the entry keeps
// its text alive, so the address is not reused while it is remembered.
func lowered(s string) string {
	if e := lastLowered.Load(); e != nil && len(e[0]) == len(s) && unsafe.StringData(e[0]) == unsafe.StringData(s) {
		return e[1]
	}
	lower := strings.ToLower(s)
	if lower != s || len(s) > ShortText { // nothing to remember of a short line already small
		lastLowered.Store(&[2]string{s, lower})
	}
	return lower
}

// needle is one required string, and whether it is matched case-blind.
type needle struct {
	text string
	fold bool
}

// requiredStrings returns strings one of which every match of re contains, or nil when
// it cannot tell. It is conservative: a wrong answer would lose matches, so anything it
// does not understand gives nil.
func requiredStrings(re *syntax.Regexp) []needle {
	switch re.Op {
	case syntax.OpLiteral:
		return literalNeedle(re)
	case syntax.OpCharClass:
		if set := classNeedles(re); usable(set) {
			return set
		}
		return nil
	case syntax.OpCapture:
		return requiredStrings(re.Sub[0])
	case syntax.OpPlus:
		return requiredStrings(re.Sub[0])
	case syntax.OpRepeat:
		if re.Min >= 1 {
			return requiredStrings(re.Sub[0])
		}
		return nil
	case syntax.OpConcat:
		var best []needle
		consider := func(set []needle) {
			if usable(set) && better(set, best) {
				best = set
			}
		}
		// A run of parts that each match one of a few strings makes their products: in
		// `:\s*n(?:one|o|/a)` the "n" alone is too short to look for, "none", "no" and
		// "n/a" are not.
		var run []needle
		for _, sub := range re.Sub {
			consider(requiredStrings(sub))
			set, ok := exactStrings(sub)
			if !ok {
				consider(run)
				run = nil
				continue
			}
			if run == nil {
				run = set
			} else if run = product(run, set); run == nil {
				run, _ = exactStrings(sub) // too many: start again from this part
			}
		}
		consider(run)
		return best
	case syntax.OpAlternate:
		var all []needle
		for _, sub := range re.Sub {
			set := requiredStrings(sub)
			if exact, ok := exactStrings(sub); ok && usable(exact) && better(exact, set) {
				set = exact
			}
			if set == nil {
				return nil // this branch can match without any of them
			}
			all = append(all, set...)
		}
		if len(all) > maxNeedles {
			return nil
		}
		return all
	}
	return nil
}

// usable reports whether set can be looked for: none of its strings too short.
func usable(set []needle) bool {
	return len(set) > 0 && len(set) <= maxNeedles && shortest(set) >= minNeedle
}

// exactStrings returns every string re can match, when they are few and can be looked
// for (see literalNeedle): "n" and (?:one|o|/a) give "none", "no" and "n/a". An empty
// string is one of them when re can match nothing (an optional part, \b).
func exactStrings(re *syntax.Regexp) ([]needle, bool) {
	switch re.Op {
	case syntax.OpEmptyMatch, syntax.OpWordBoundary, syntax.OpBeginLine, syntax.OpEndLine,
		syntax.OpBeginText, syntax.OpEndText:
		return []needle{{}}, true
	case syntax.OpLiteral:
		fold := re.Flags&syntax.FoldCase != 0
		for _, r := range re.Rune {
			if fold && !plainFold(r) {
				return nil, false
			}
		}
		s := string(re.Rune)
		if fold {
			s = strings.ToLower(s)
		}
		return []needle{{text: s, fold: fold}}, true
	case syntax.OpCharClass:
		set := classNeedles(re)
		return set, set != nil
	case syntax.OpCapture:
		return exactStrings(re.Sub[0])
	case syntax.OpQuest:
		set, ok := exactStrings(re.Sub[0])
		if !ok || len(set) >= maxNeedles {
			return nil, false
		}
		return append(set, needle{}), true
	case syntax.OpAlternate:
		var all []needle
		for _, sub := range re.Sub {
			set, ok := exactStrings(sub)
			if !ok || len(all)+len(set) > maxNeedles {
				return nil, false
			}
			all = append(all, set...)
		}
		return all, true
	case syntax.OpConcat:
		all := []needle{{}}
		for _, sub := range re.Sub {
			set, ok := exactStrings(sub)
			if !ok {
				return nil, false
			}
			if all = product(all, set); all == nil {
				return nil, false
			}
		}
		return all, true
	}
	return nil, false
}

// product is every string of a followed by one of b, or nil when there would be more
// than maxNeedles (or lowering an exact part would change its length). A string made of a case-blind part and an exact one is looked for in
// the text's small letters: the small letters of a text hold the small letters of any
// string it holds.
func product(a, b []needle) []needle {
	if len(a)*len(b) > maxNeedles {
		return nil
	}
	out := make([]needle, 0, len(a)*len(b))
	for _, x := range a {
		for _, y := range b {
			n := needle{text: x.text + y.text, fold: x.fold || y.fold}
			if x.fold != y.fold {
				// An exact part is lowered with a case-blind one only when that keeps its
				// length (’ does, the Kelvin sign would not): none's "too short to hold
				// one" counts on a needle being as long as the match it stands for.
				lower := strings.ToLower(n.text)
				if len(lower) != len(n.text) {
					return nil
				}
				n.text = lower
			}
			out = append(out, n)
		}
	}
	return out
}

// better reports whether set is a better filter than best: its shortest needle is
// longer, or as long with fewer needles.
func better(set, best []needle) bool {
	if best == nil {
		return true
	}
	a, b := shortest(set), shortest(best)
	return a > b || (a == b && len(set) < len(best))
}

func shortest(set []needle) int {
	n := -1
	for _, s := range set {
		if n < 0 || len(s.text) < n {
			n = len(s.text)
		}
	}
	return n
}

// literalNeedle is a literal's needle. A case-blind literal is looked for in the text's
// small letters (strings.ToLower), which is exact only for characters whose case-blind
// match is their capital and small letter and nothing else: ASCII, less "k" (the Kelvin
// sign) and "s" (the long s). The literal's longest stretch of such characters is its
// needle; any part of a required string is required too.
func literalNeedle(re *syntax.Regexp) []needle {
	fold := re.Flags&syntax.FoldCase != 0
	var best, run []rune
	for _, r := range re.Rune {
		if !fold || plainFold(r) {
			run = append(run, r)
			if len(run) > len(best) {
				best = run
			}
			continue
		}
		run = nil
	}
	s := string(best)
	if fold {
		s = strings.ToLower(s)
	}
	if len(s) < minNeedle {
		return nil
	}
	return []needle{{text: s, fold: fold}}
}

// classNeedles are the characters of a small class ([·•], ['’]), each a string; nil for
// a larger class.
func classNeedles(re *syntax.Regexp) []needle {
	var out []needle
	for i := 0; i+1 < len(re.Rune); i += 2 {
		lo, hi := re.Rune[i], re.Rune[i+1]
		if hi-lo >= maxNeedles || len(out) > maxNeedles {
			return nil
		}
		for r := lo; r <= hi; r++ {
			out = append(out, needle{text: string(r)})
		}
	}
	if len(out) == 0 || len(out) > maxNeedles {
		return nil
	}
	return out
}

// plainFold reports whether strings.ToLower finds every case-blind match of r.
func plainFold(r rune) bool {
	if r >= utf8.RuneSelf {
		return false
	}
	switch r {
	case 'k', 'K', 's', 'S':
		return false
	}
	return true
}
