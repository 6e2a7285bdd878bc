package receptionist

import (
	"testing"

	"lexa/internal/ai/demotest"
	"lexa/internal/ai/text"
)

// sparsePatterns are the receptionist's sparse regular expressions, by name.
func sparsePatterns() map[string]*text.SparseRegexp {
	return map[string]*text.SparseRegexp{
		"chatMeridiemPattern": chatMeridiemPattern, "chatColonPattern": chatColonPattern, "chatCuePattern": chatCuePattern,
		"chatDatePattern": chatDatePattern, "chatNamePattern": chatNamePattern, "chatPhonePattern": chatPhonePattern,
		"chatAddressPattern": chatAddressPattern,
	}
}

// A sparse expression finds exactly what the regexp package finds, on demotest's texts.
func TestSparseRegexpsFindWhatRegexpFinds(t *testing.T) {
	demotest.SameAsRegexp(t, sparsePatterns(), demotest.SparseTexts())
}
