package lead

import (
	"strings"
	"testing"

	"lexa/internal/ai/demotest"
)

// specPlans are the catalogue's default figures (docs/product.md, "Plans"), which most tests
// quote; TestPricesComeFromTheCatalogue uses others.
var specPlans = demotest.Figures(nil)

// Every price the lead advice quotes is the catalogue's.
func TestPricesComeFromTheCatalogue(t *testing.T) {
	plans := demotest.Figures(map[string][2]int{"starter": {123, 1230}, "professional": {456, 4104}, "enterprise": {789, 6950}})
	steps := func(lead string) string { return strings.Join(testSteps(t, analyzeLead(lead, plans)), "\n") }
	if got := steps("Budget: $100 a month"); !strings.Contains(got, "Lead with the 30-day free trial and the Starter plan ($123 a month): the stated $100 is below it.") {
		t.Errorf("a budget below Starter:\n%s", got)
	}
	if got := steps("Name: Jo Park\nPosition: VP Operations\nCompany: Acme\nBudget: $500 a month\nTimeline: next month"); !strings.Contains(got, "Propose the Professional plan ($456 a month, or $4,104 a year)") {
		t.Errorf("a budget that covers Professional at these prices:\n%s", got)
	}
	if got := steps("Name: Jo Park, Office Manager at Acme. Interested in voice AI for missed calls."); !strings.Contains(got, "share the plans (Starter $123, Professional $456, Enterprise $789 a month)") {
		t.Errorf("an unqualified budget:\n%s", got)
	}
	if report := analyzeLead("Budget: $100 a month", plans); !strings.Contains(report, "below the Starter plan ($123 a month)") {
		t.Errorf("risks: %s", report)
	}

	// None of the default prices is left anywhere in these answers.
	all := analyzeLead("Budget: $100 a month", plans) + analyzeLead("Name: Jo Park, Office Manager at Acme. Interested in voice AI for missed calls.", plans)
	for _, stale := range []string{"$299", "$699", "$1,499", "$2,990", "$6,990", "$14,990", "20%", "16%"} {
		if strings.Contains(all, stale) {
			t.Errorf("an answer quotes %s, which is not in the catalogue", stale)
		}
	}
}
