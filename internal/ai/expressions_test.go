package ai

import (
	"testing"

	"lexa/internal/ai/text"
)

// The demos' regular expressions are compiled on first use, not at start-up (see
// text.SparseRegexp): one that does not compile, or a sparse one that can match the empty
// string, would fail only when a demo first needs it. This package imports every demo, so
// here every expression they made is compiled.
func TestEveryExpressionCompiles(t *testing.T) {
	n, err := text.CompileAll()
	if err != nil {
		t.Fatal(err)
	}
	t.Logf("%d expressions compile", n)
}
