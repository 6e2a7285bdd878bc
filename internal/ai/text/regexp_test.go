package text

import "testing"

// Each demo package checks its own sparse expressions against the regexp package
// (demotest.SameAsRegexp, in its regexp_test.go).

// An expression that can match the empty string could match anywhere: refused.
func TestSparseRegexpRefusesEmptyMatches(t *testing.T) {
	for _, expr := range []string{`a*`, `(?:x|)`, `\b`} {
		func() {
			defer func() {
				if recover() == nil {
					t.Errorf("%s: accepted", expr)
				}
			}()
			MustSparse(expr)
		}()
	}
}
