package text

import (
	"strings"
	"sync"
	"testing"
)

// Each demo package checks its own sparse expressions against the regexp package
// (demotest.SameAsRegexp, in its regexp_test.go); package ai compiles every expression
// of the engine (CompileAll).

// An expression that can match the empty string could match anywhere: refused, at its
// first use and by the registry's check.
func TestSparseRegexpRefusesEmptyMatches(t *testing.T) {
	for _, expr := range []string{`a*`, `(?:x|)`, `\b`} {
		re := &SparseRegexp{expr: expr} // not MustSparse: kept out of the program's registry
		func() {
			defer func() {
				if recover() == nil {
					t.Errorf("%s: accepted", expr)
				}
			}()
			re.MatchString("x")
		}()
		var r registry
		r.add(re)
		if _, err := r.compileAll(); err == nil || !strings.Contains(err.Error(), "empty string") {
			t.Errorf("%s: compileAll says %v", expr, err)
		}
	}
}

// The registry's check finds every expression that does not compile, sparse or not, and
// passes those that do.
func TestCompileAllFindsInvalidExpressions(t *testing.T) {
	var r registry
	r.add(&SparseRegexp{expr: `\bfine\b`})
	r.add(&LazyRegexp{expr: `fine`})
	if n, err := r.compileAll(); n != 2 || err != nil {
		t.Fatalf("valid expressions: %d, %v", n, err)
	}
	r.add(&SparseRegexp{expr: `(unclosed`})
	r.add(&LazyRegexp{expr: `[unclosed`})
	n, err := r.compileAll()
	if n != 4 || err == nil || !strings.Contains(err.Error(), "(unclosed") || !strings.Contains(err.Error(), "[unclosed") {
		t.Fatalf("invalid expressions: %d, %v", n, err)
	}
	for _, re := range []interface{ MatchString(string) bool }{&SparseRegexp{expr: `(unclosed`}, &LazyRegexp{expr: `[unclosed`}} {
		func() {
			defer func() {
				if recover() == nil {
					t.Errorf("%v: used without a panic", re)
				}
			}()
			re.MatchString("x")
		}()
	}
}

// The first use may come from many goroutines at once (go test -race checks it).
func TestLazyExpressionsCompileOnceUnderConcurrentFirstUse(t *testing.T) {
	sparse := &SparseRegexp{expr: `\b(\d+) seats\b`}
	plain := &LazyRegexp{expr: `(\d+) seats`}
	long := strings.Repeat("x ", ShortText) + "12 seats"
	var wg sync.WaitGroup
	for range 8 {
		wg.Go(func() {
			if got := sparse.FindAllStringSubmatch(long, -1); len(got) != 1 || got[0][1] != "12" {
				t.Errorf("sparse: %q", got)
			}
			if got := plain.FindStringSubmatch(long); got == nil || got[1] != "12" {
				t.Errorf("plain: %q", got)
			}
		})
	}
	wg.Wait()
}
