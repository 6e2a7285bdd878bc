package ai

import (
	"encoding/json"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"lexa/internal/ai/demotest"
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

// A long text that holds none of an expression's needles is not searched (see
// text.SparseRegexp): on every text the demos' tests read, no needle hides a match.
func TestNeedlesNeverHideAMatch(t *testing.T) {
	if _, err := text.CompileAll(); err != nil {
		t.Fatal(err)
	}
	texts := demotest.SparseTexts(corpusTexts(t)...)
	for _, miss := range text.NeedleMisses(texts) {
		t.Error(miss)
	}
	t.Logf("%d texts", len(texts))
}

// corpusTexts are the strings of the AI quality corpus: resumes, jobs, invoices, leads,
// topics and calls written as customers write them.
func corpusTexts(t *testing.T) []string {
	t.Helper()
	var texts []string
	var walk func(v any)
	walk = func(v any) {
		switch v := v.(type) {
		case string:
			if len(strings.TrimSpace(v)) > 0 {
				texts = append(texts, v)
			}
		case []any:
			for _, e := range v {
				walk(e)
			}
		case map[string]any:
			for _, e := range v {
				walk(e)
			}
		}
	}
	root := filepath.Join("..", "..", "testdata", "ai-quality")
	err := filepath.WalkDir(root, func(path string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() || filepath.Ext(path) != ".json" {
			return err
		}
		b, err := os.ReadFile(path)
		if err != nil {
			return err
		}
		var v any
		if err := json.Unmarshal(b, &v); err != nil {
			return err
		}
		walk(v)
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	if len(texts) < 100 {
		t.Fatalf("only %d texts in %s", len(texts), root)
	}
	return texts
}
