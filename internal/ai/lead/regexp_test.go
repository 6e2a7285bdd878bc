package lead

import (
	"testing"

	"lexa/internal/ai/demotest"
	"lexa/internal/ai/text"
)

// sparsePatterns are the qualifier's sparse regular expressions, by name.
func sparsePatterns() map[string]*text.SparseRegexp {
	return map[string]*text.SparseRegexp{
		"amountPattern": amountPattern, "approverPattern": approverPattern,
		"approvalPattern": approvalPattern, "incumbentPattern": incumbentPattern,
		"renewalPattern": renewalPattern, "quarterPattern": quarterPattern,
		"durationPattern": durationPattern, "seatsPattern": seatsPattern, "volumePattern": volumePattern,
		"metPattern": metPattern, "introPattern": introPattern, "lowerIntroPattern": lowerIntroPattern,
		"ownsPattern": ownsPattern, "iOwnPattern": iOwnPattern, "isTitlePattern": isTitlePattern,
		"deciderPattern": deciderPattern, "gatekeeperPattern": gatekeeperPattern,
		"otherDecidesPattern": otherDecidesPattern, "recommendForPattern": recommendForPattern,
		"emailPattern": emailPattern, "phonePattern": phonePattern, "staffPattern": staffPattern,
		"employeesFirstPattern": employeesFirstPattern, "hyphenStaffPattern": hyphenStaffPattern,
		"wordAmountPattern": wordAmountPattern, "bareThousandsPattern": bareThousandsPattern,
		"whenPattern": whenPattern, "eventPattern": eventPattern, "seasonPattern": seasonPattern,
	}
}

// A sparse expression finds exactly what the regexp package finds, on the tests' leads
// and on demotest's texts.
func TestSparseRegexpsFindWhatRegexpFinds(t *testing.T) {
	demotest.SameAsRegexp(t, sparsePatterns(),
		demotest.SparseTexts(append([]string{testHot, testWarm, testCold, testSparse, testContactLine}, testNotes()...)...))
}
