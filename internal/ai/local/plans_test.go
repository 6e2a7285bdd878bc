package local

import (
	"strings"
	"testing"

	"lexa/internal/lexa"
)

// specPlans are the catalogue's default figures (SPEC.md section 9), which most tests
// quote; TestPricesComeFromTheCatalogue uses others.
var specPlans = figuresOf(nil)

// figuresOf is the test-mode catalogue's figures with the given amounts (plan →
// monthly, annual), the defaults for the plans not named.
func figuresOf(amounts map[string][2]int) lexa.CatalogFigures {
	c, err := lexa.TestModeCatalog(func(plan string, i lexa.BillingInterval) int {
		a, ok := amounts[plan]
		switch {
		case !ok:
			return 0
		case i == lexa.Annual:
			return a[1]
		}
		return a[0]
	})
	if err != nil {
		panic(err)
	}
	return c.Figures()
}

// Every price the receptionist and the lead advice quote is the catalogue's.
func TestPricesComeFromTheCatalogue(t *testing.T) {
	plans := figuresOf(map[string][2]int{"starter": {123, 1230}, "professional": {456, 4104}, "enterprise": {789, 6950}})
	ask := func(q string) string { return Reply([]Message{{Role: "user", Content: q}}, plans) }
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

	steps := func(lead string) string { return strings.Join(leadTestSteps(t, AnalyzeLead(lead, plans)), "\n") }
	if got := steps("Budget: $100 a month"); !strings.Contains(got, "Lead with the 30-day free trial and the Starter plan ($123 a month): the stated $100 is below it.") {
		t.Errorf("a budget below Starter:\n%s", got)
	}
	if got := steps("Name: Jo Park\nPosition: VP Operations\nCompany: Acme\nBudget: $500 a month\nTimeline: next month"); !strings.Contains(got, "Propose the Professional plan ($456 a month, or $4,104 a year)") {
		t.Errorf("a budget that covers Professional at these prices:\n%s", got)
	}
	if got := steps("Name: Jo Park, Office Manager at Acme. Interested in voice AI for missed calls."); !strings.Contains(got, "share the plans (Starter $123, Professional $456, Enterprise $789 a month)") {
		t.Errorf("an unqualified budget:\n%s", got)
	}
	if report := AnalyzeLead("Budget: $100 a month", plans); !strings.Contains(report, "below the Starter plan ($123 a month)") {
		t.Errorf("risks: %s", report)
	}

	// None of the default prices is left anywhere in these answers.
	all := ask("How much does it cost?") + ask("annual billing?") + ask("free trial?") + ask("starter plan price") + ask("professional plan price") + ask("enterprise price") +
		AnalyzeLead("Budget: $100 a month", plans) + AnalyzeLead("Name: Jo Park, Office Manager at Acme. Interested in voice AI for missed calls.", plans)
	for _, stale := range []string{"$299", "$699", "$1,499", "$2,990", "$6,990", "$14,990", "20%", "16%"} {
		if strings.Contains(all, stale) {
			t.Errorf("an answer quotes %s, which is not in the catalogue", stale)
		}
	}
}
