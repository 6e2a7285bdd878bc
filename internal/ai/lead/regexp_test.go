package lead

import (
	"testing"

	"lexa/internal/ai/demotest"
	"lexa/internal/ai/text"
)

// sparsePatterns are the qualifier's sparse regular expressions, by name.
func sparsePatterns() map[string]*text.SparseRegexp {
	return map[string]*text.SparseRegexp{
		"leadAmountPattern": leadAmountPattern, "leadApproverPattern": leadApproverPattern,
		"leadApprovalPattern": leadApprovalPattern, "leadIncumbentPattern": leadIncumbentPattern,
		"leadRenewalPattern": leadRenewalPattern, "leadQuarterPattern": leadQuarterPattern,
		"leadDurationPattern": leadDurationPattern, "leadSeatsPattern": leadSeatsPattern, "leadVolumePattern": leadVolumePattern,
		"leadMetPattern": leadMetPattern, "leadIntroPattern": leadIntroPattern, "leadLowerIntroPattern": leadLowerIntroPattern,
		"leadOwnsPattern": leadOwnsPattern, "leadIOwnPattern": leadIOwnPattern, "leadIsTitlePattern": leadIsTitlePattern,
		"leadDeciderPattern": leadDeciderPattern, "leadGatekeeperPattern": leadGatekeeperPattern,
		"leadOtherDecidesPattern": leadOtherDecidesPattern, "leadRecommendForPattern": leadRecommendForPattern,
		"leadEmailPattern": leadEmailPattern, "leadPhonePattern": leadPhonePattern, "leadStaffPattern": leadStaffPattern,
		"leadEmployeesFirstPattern": leadEmployeesFirstPattern, "leadHyphenStaffPattern": leadHyphenStaffPattern,
		"leadWordAmountPattern": leadWordAmountPattern, "leadBareThousandsPattern": leadBareThousandsPattern,
		"leadWhenPattern": leadWhenPattern, "leadEventPattern": leadEventPattern, "leadSeasonPattern": leadSeasonPattern,
	}
}

// A sparse expression finds exactly what the regexp package finds, on the tests' leads
// and on demotest's texts.
func TestSparseRegexpsFindWhatRegexpFinds(t *testing.T) {
	demotest.SameAsRegexp(t, sparsePatterns(),
		demotest.SparseTexts(append([]string{leadTestHot, leadTestWarm, leadTestCold, leadTestSparse, leadTestContactLine}, leadTestNotes()...)...))
}
