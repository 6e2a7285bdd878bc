package text

import (
	"regexp"
	"strings"
	"sync"
	"unicode/utf8"
)

// Go's regular expressions run in time linear in the text, but a search that finds nothing
// steps every character of the text through every branch of the expression: about a
// microsecond a character for the long, case-blind alternations the engine reads degrees,
// markers and dates with. Run over a 20,000-character line a few times per answer, that
// alone is tens of milliseconds. A SparseRegexp finds the same matches by trying the
// expression only where a match can start — at a character the expression can begin with,
// and at a word boundary when every branch begins with \b — which in ordinary text and in
// hostile text alike is a small share of the places, each tried in a few steps.

// SparseRegexp is a regular expression searched for only where a match can start. Its
// methods answer exactly what regexp.Regexp's of the same names do.
//
// It is compiled on first use, not when made: the engine's expressions, compiled three
// times each (and read once more for their starts), took most of an idle server's heap,
// and a server that answers no demo never needs them. CompileAll checks them all in tests.
type SparseRegexp struct {
	expr  string
	runOf string // see WholeRuns

	once     sync.Once
	compiled *sparseCompiled // once done: nil when err
	err      error           // once done: why expr does not compile or is refused
}

// sparseCompiled is a SparseRegexp's compiled form.
type sparseCompiled struct {
	re       *regexp.Regexp // the expression
	atStart  *regexp.Regexp // ^(?:expr): a match at the start of the text
	afterOne *regexp.Regexp // ^(?s:.)(?:expr): a match right after the text's first character
	starts   sparseStarts   // what the first two characters of a match can be
	needs    needles        // one of which every match holds (regexp_needs.go)
}

// MustSparse makes a SparseRegexp of expr, for a package-level variable. The expression
// is compiled on first use, which panics if it does not compile or can match the empty
// string (a match could then start anywhere); CompileAll finds either before then.
func MustSparse(expr string) *SparseRegexp {
	re := &SparseRegexp{expr: expr}
	expressions.add(re)
	return re
}

// compile compiles re once; the answer is in re.compiled and re.err.
func (re *SparseRegexp) compile() error {
	re.once.Do(func() {
		c := &sparseCompiled{}
		if c.re, re.err = regexp.Compile(re.expr); re.err != nil {
			return
		}
		if c.atStart, re.err = regexp.Compile(`^(?:` + re.expr + `)`); re.err != nil {
			return
		}
		if c.afterOne, re.err = regexp.Compile(`^(?s:.)(?:` + re.expr + `)`); re.err != nil {
			return
		}
		if c.starts, re.err = newSparseStarts(re.expr); re.err != nil {
			return
		}
		c.needs = readNeedles(re.expr)
		re.compiled = c
	})
	return re.err
}

// get returns the compiled form, compiling it on first use, and panics as MustSparse says.
func (re *SparseRegexp) get() *sparseCompiled {
	if err := re.compile(); err != nil {
		panic("SparseRegexp: " + err.Error())
	}
	return re.compiled
}

// String is the expression's source text.
func (re *SparseRegexp) String() string { return re.expr }

// Regexp is the expression as the regexp package compiles it, which searches the whole
// text the ordinary way (the tests compare the two searches).
func (re *SparseRegexp) Regexp() *regexp.Regexp { return re.get().re }

// FindString is regexp's, and searches the ordinary way (as its callers always have).
func (re *SparseRegexp) FindString(s string) string {
	c := re.get()
	if c.cannotMatch(s) {
		return ""
	}
	return c.re.FindString(s)
}

// FindStringSubmatchIndex is regexp's, and searches the ordinary way (as its callers
// always have).
func (re *SparseRegexp) FindStringSubmatchIndex(s string) []int {
	c := re.get()
	if c.cannotMatch(s) {
		return nil
	}
	return c.re.FindStringSubmatchIndex(s)
}

// cannotMatch reports a text that holds none of the expression's needles.
func (c *sparseCompiled) cannotMatch(s string) bool { return c.needs.none(s) }

// WholeRuns declares that a match starting in a run of the bytes of set always takes the
// rest of the run, so that whether a match starts at one place in a run is whether it
// starts at any: `\b(\d[\d,]*) seats` in "1,2,3 seats" can only end its number at the
// run's end. Only the first place in each run is then tried; trying each would read the
// run again from each, the square of its length.
func (re *SparseRegexp) WholeRuns(set string) *SparseRegexp {
	re.runOf = set
	return re
}

// ShortText is the length up to which a text is searched the ordinary way: the expression
// then costs little (the regexp package rejects a text shorter than any match at once,
// and uses its backtracker on short ones), and a search at each start would cost more.
const ShortText = 128

// matchAt returns the indexes of a match starting at byte i of s (with its submatches
// when caps), or nil. The previous rune starts at byte prev, and is given to the
// expression so that \b at i sees what is before it. A long rest of the text is read
// through a RuneReader: the expression then reads only as far as the attempt needs,
// where given a string it would first clear a table as long as the rest (its
// backtracker's), which at many places would cost the square of the text's length.
func (c *sparseCompiled) matchAt(s string, prev, i int, caps bool) []int {
	expr, from := c.afterOne, prev
	if i == 0 {
		expr = c.atStart
	}
	var loc []int
	switch rest := s[from:]; {
	case len(rest) <= ShortText && caps:
		loc = expr.FindStringSubmatchIndex(rest)
	case len(rest) <= ShortText:
		loc = expr.FindStringIndex(rest)
	case caps:
		loc = expr.FindReaderSubmatchIndex(strings.NewReader(rest))
	default:
		loc = expr.FindReaderIndex(strings.NewReader(rest))
	}
	if loc == nil {
		return nil
	}
	loc[0] = i - from // after the one character, when there is one
	for k := range loc {
		if loc[k] >= 0 {
			loc[k] += from
		}
	}
	return loc
}

// findAll returns up to n (all when n < 0) successive matches' indexes, with their
// submatches when caps, as regexp's FindAllStringSubmatchIndex does. No match is empty
// (MustSparse sees to it), so the next starts where the last ended.
func (re *SparseRegexp) findAll(s string, n int, caps bool) [][]int {
	c := re.get()
	if c.needs.none(s) {
		return nil
	}
	if len(s) <= ShortText {
		if caps {
			return c.re.FindAllStringSubmatchIndex(s, n)
		}
		return c.re.FindAllStringIndex(s, n)
	}
	var out [][]int
	prev, from := 0, 0
	prevRune := utf8.RuneError
	triedRun := false // a start was tried in the current run of runOf
	for i := 0; i < len(s) && (n < 0 || len(out) < n); {
		r, size := rune(s[i]), 1
		if r >= utf8.RuneSelf {
			r, size = utf8.DecodeRuneInString(s[i:])
		}
		inRun := re.runOf != "" && strings.ContainsRune(re.runOf, r)
		if i >= from && !(inRun && triedRun) && c.starts.mayStartAt(s, i, prevRune, r, size) {
			triedRun = inRun
			if loc := c.matchAt(s, prev, i, caps); loc != nil {
				out = append(out, loc)
				from = loc[1]
			}
		}
		triedRun = triedRun && inRun
		prev, prevRune = i, r
		i += size
	}
	return out
}

// FindStringIndex is regexp's.
func (re *SparseRegexp) FindStringIndex(s string) []int {
	if all := re.findAll(s, 1, false); all != nil {
		return all[0]
	}
	return nil
}

// MatchString is regexp's.
func (re *SparseRegexp) MatchString(s string) bool { return re.findAll(s, 1, false) != nil }

// FindStringSubmatch is regexp's.
func (re *SparseRegexp) FindStringSubmatch(s string) []string {
	if all := re.FindAllStringSubmatch(s, 1); all != nil {
		return all[0]
	}
	return nil
}

// FindAllStringIndex is regexp's.
func (re *SparseRegexp) FindAllStringIndex(s string, n int) [][]int { return re.findAll(s, n, false) }

// FindAllStringSubmatchIndex is regexp's.
func (re *SparseRegexp) FindAllStringSubmatchIndex(s string, n int) [][]int {
	return re.findAll(s, n, true)
}

// FindAllStringSubmatch is regexp's.
func (re *SparseRegexp) FindAllStringSubmatch(s string, n int) [][]string {
	var out [][]string
	for _, loc := range re.findAll(s, n, true) {
		m := make([]string, len(loc)/2)
		for k := range m {
			if loc[2*k] >= 0 {
				m[k] = s[loc[2*k]:loc[2*k+1]]
			}
		}
		out = append(out, m)
	}
	return out
}

// FindAllString is regexp's.
func (re *SparseRegexp) FindAllString(s string, n int) []string {
	var out []string
	for _, loc := range re.findAll(s, n, false) {
		out = append(out, s[loc[0]:loc[1]])
	}
	return out
}
