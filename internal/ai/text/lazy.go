package text

import (
	"errors"
	"fmt"
	"regexp"
	"strings"
	"sync"
)

// The engine's regular expressions are package-level variables, compiled on first use
// rather than at start-up (see SparseRegexp): an idle server holds none of them, and the
// first answer of a demo pays for its own. An expression that does not compile then fails
// at its first use instead of at start-up, so every one is also recorded here, and a test
// compiles them all (CompileAll).

// LazyRegexp is a regular expression compiled on first use. Its methods answer exactly
// what regexp.Regexp's of the same names do.
type LazyRegexp struct {
	expr  string
	once  sync.Once
	re    *regexp.Regexp // once done: nil when err
	needs needles        // one of which every match holds (regexp_needs.go)
	err   error
}

// Lazy makes a LazyRegexp of expr, for a package-level variable. The expression is
// compiled on first use, which panics if it does not compile; CompileAll finds that first.
func Lazy(expr string) *LazyRegexp {
	re := &LazyRegexp{expr: expr}
	expressions.add(re)
	return re
}

// compile compiles re once; the answer is in re.re and re.err.
func (re *LazyRegexp) compile() error {
	re.once.Do(func() {
		if re.re, re.err = regexp.Compile(re.expr); re.err == nil {
			re.needs = readNeedles(re.expr)
		}
	})
	return re.err
}

// Regexp is the compiled expression, compiled on first use.
func (re *LazyRegexp) Regexp() *regexp.Regexp {
	if err := re.compile(); err != nil {
		panic("LazyRegexp: " + err.Error())
	}
	return re.re
}

// String is the expression's source text.
func (re *LazyRegexp) String() string { return re.expr }

// cannotMatch reports a text that holds none of the expression's needles (see
// SparseRegexp's).
func (re *LazyRegexp) cannotMatch(s string) bool {
	re.Regexp()
	return re.needs.none(s)
}

// MatchString is regexp's.
func (re *LazyRegexp) MatchString(s string) bool {
	return !re.cannotMatch(s) && re.Regexp().MatchString(s)
}

// FindString is regexp's.
func (re *LazyRegexp) FindString(s string) string {
	if re.cannotMatch(s) {
		return ""
	}
	return re.Regexp().FindString(s)
}

// FindStringSubmatch is regexp's.
func (re *LazyRegexp) FindStringSubmatch(s string) []string {
	if re.cannotMatch(s) {
		return nil
	}
	return re.Regexp().FindStringSubmatch(s)
}

// FindStringSubmatchIndex is regexp's.
func (re *LazyRegexp) FindStringSubmatchIndex(s string) []int {
	if re.cannotMatch(s) {
		return nil
	}
	return re.Regexp().FindStringSubmatchIndex(s)
}

// FindAllStringSubmatch is regexp's.
func (re *LazyRegexp) FindAllStringSubmatch(s string, n int) [][]string {
	if re.cannotMatch(s) {
		return nil
	}
	return re.Regexp().FindAllStringSubmatch(s, n)
}

// FindAllStringSubmatchIndex is regexp's.
func (re *LazyRegexp) FindAllStringSubmatchIndex(s string, n int) [][]int {
	if re.cannotMatch(s) {
		return nil
	}
	return re.Regexp().FindAllStringSubmatchIndex(s, n)
}

// ReplaceAllString is regexp's: a text without a match comes back as it is.
func (re *LazyRegexp) ReplaceAllString(src, repl string) string {
	if re.cannotMatch(src) {
		return src
	}
	return re.Regexp().ReplaceAllString(src, repl)
}

// Split is regexp's: a text without a match is one piece (none when n is 0).
func (re *LazyRegexp) Split(s string, n int) []string {
	if n != 0 && re.cannotMatch(s) {
		return []string{s}
	}
	return re.Regexp().Split(s, n)
}

// lazyExpression is an expression compiled on first use: compile compiles it (once) and
// says why it does not compile, if it does not.
type lazyExpression interface{ compile() error }

// registry records the lazy expressions made, for CompileAll.
type registry struct {
	mu  sync.Mutex
	all []lazyExpression
}

// expressions are every lazy expression MustSparse and Lazy have made.
var expressions registry

func (r *registry) add(e lazyExpression) {
	r.mu.Lock()
	r.all = append(r.all, e)
	r.mu.Unlock()
}

// compileAll compiles every expression recorded, in the order made, and returns how many
// there are and the errors of those that fail.
func (r *registry) compileAll() (int, error) {
	r.mu.Lock()
	all := r.all[:len(r.all):len(r.all)]
	r.mu.Unlock()
	var errs []error
	for _, e := range all {
		if err := e.compile(); err != nil {
			errs = append(errs, err)
		}
	}
	return len(all), errors.Join(errs...)
}

// CompileAll compiles every expression that MustSparse and Lazy have made in the packages
// the program imports, and returns how many there are and why those that fail fail (a
// sparse one also fails when it can match the empty string). Without it an invalid
// expression would show only at its first use: a test calls it.
func CompileAll() (int, error) { return expressions.compileAll() }

// needleMisses returns, for each expression recorded and each text, a description of a
// match the expression's needles would hide (none when they hide nothing): the needles
// say a text holds no match, and the regexp package finds one.
func (r *registry) needleMisses(texts []string) []string {
	r.mu.Lock()
	all := r.all[:len(r.all):len(r.all)]
	r.mu.Unlock()
	var misses []string
	for _, e := range all {
		var re *regexp.Regexp
		var n needles
		switch e := e.(type) {
		case *LazyRegexp:
			re, n = e.Regexp(), e.needs
		case *SparseRegexp:
			c := e.get()
			re, n = c.re, c.needs
		default:
			continue
		}
		for _, s := range texts {
			if n.none(s) && re.MatchString(s) {
				misses = append(misses, fmt.Sprintf("%s: needles %q %q miss the match %q in %q",
					re, n.exact, n.fold, re.FindString(s), s))
			}
		}
	}
	return misses
}

// NeedleMisses checks every expression that MustSparse and Lazy have made against texts
// (each also with text before it, past ShortText): it returns each match that the
// expression's needles would hide, which must be none.
func NeedleMisses(texts []string) []string {
	pad := strings.Repeat("~", ShortText)
	var all []string
	for _, s := range texts {
		all = append(all, s, pad+s)
	}
	return expressions.needleMisses(all)
}
