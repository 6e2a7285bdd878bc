package receptionist

import (
	"strings"
	"testing"

	"lexa/internal/ai/demotest"
)

// specPlans are the catalogue's default figures (SPEC.md section 9), which most tests
// quote; TestPricesComeFromTheCatalogue uses others.
var specPlans = demotest.Figures(nil)

// Every price the receptionist quotes is the catalogue's.
func TestPricesComeFromTheCatalogue(t *testing.T) {
	plans := demotest.Figures(map[string][2]int{"starter": {123, 1230}, "professional": {456, 4104}, "enterprise": {789, 6950}})
	ask := func(q string) string { return reply([]Message{{Role: "user", Content: q}}, plans) }
	for _, tc := range []struct{ question, want string }{
		{"How much does it cost?", "Our plans start at $123 a month: Starter is $123, Professional $456 and Enterprise $789 per month. Every plan comes with a 30-day free trial, no credit card needed, and annual billing saves up to 26%."},
		{"Is there a discount for annual billing?", "With annual billing you save up to 26%: Starter is $1,230, Professional $4,104 and Enterprise $6,950 a year."},
		{"Is there a free trial?", "After the trial, plans start at $123 a month."},
		{"What does the Professional plan cost?", "Professional is our most popular plan: $456 a month, or $4,104 a year, with unlimited calls, AI recruitment for up to 1,000 candidates and lead management for up to 5,000 leads a month, and up to 3 locations."},
		{"How much is Enterprise?", "Enterprise is our complete suite: $789 a month, or $6,950 a year, with all five services, no monthly caps and unlimited locations."},
	} {
		if got := ask(tc.question); !strings.Contains(got, tc.want) {
			t.Errorf("%q:\n got %q\nwant it to say %q", tc.question, got, tc.want)
		}
	}

	// None of the default prices is left anywhere in these answers.
	all := ask("How much does it cost?") + ask("annual billing?") + ask("free trial?") + ask("starter plan price") + ask("professional plan price") + ask("enterprise price")
	for _, stale := range []string{"$299", "$699", "$1,499", "$2,990", "$6,990", "$14,990", "20%", "16%"} {
		if strings.Contains(all, stale) {
			t.Errorf("an answer quotes %s, which is not in the catalogue", stale)
		}
	}
}
