package resume

import (
	"testing"

	"lexa/internal/ai/demotest"
	"lexa/internal/ai/text"
)

// sparsePatterns are the analysis's sparse regular expressions, by name.
func sparsePatterns() map[string]*text.SparseRegexp {
	m := map[string]*text.SparseRegexp{
		"eduGenericRe": eduGenericRe, "eduInProgressRe": eduInProgressRe, "eduEquivalentRe": eduEquivalentRe,
		"jobMarkerRe": jobMarkerRe, "yearsPhraseRe": yearsPhraseRe, "dateRangeRe": dateRangeRe, "yearRe": yearRe,
		"benefitLineRe": benefitLineRe, "jobWordingRe": jobWordingRe, "jobVoiceRe": jobVoiceRe, "wordingRe": wordingRe,
		"stanceCueRe": stanceCueRe, "clauseEndRe": clauseEndRe,
	}
	for i, p := range eduPatterns {
		m["eduPatterns["+string(rune('0'+i))+"]"] = p.re
	}
	return m
}

// A sparse expression finds exactly what the regexp package finds, on the tests' resumes
// and jobs and on demotest's texts.
func TestSparseRegexpsFindWhatRegexpFinds(t *testing.T) {
	demotest.SameAsRegexp(t, sparsePatterns(),
		demotest.SparseTexts(strongBackendResume, goBackendJob, nurseResume, salesJob, dataResume, dataJob))
}
