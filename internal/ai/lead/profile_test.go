package lead

import (
	"strings"
	"testing"
	"unicode/utf8"
)

const testContactLine = `Contact: Jennifer Walsh, Director of Customer Experience @ Harbor Health (11 clinics)
Inbound via webinar on AI scheduling; replied to follow-up email within an hour.
Pain: front desk overwhelmed, patients on hold 8+ minutes, no-shows around 15%.
Budget around $3k/month, needs CFO approval. Evaluating Smith.ai and one other vendor.
Wants to go live before March.`

func TestAnalyzeLeadReadsAContactLine(t *testing.T) {
	report := analyzeLead(testContactLine, specPlans)
	for _, want := range []string{
		"Lead: Jennifer Walsh, Director of Customer Experience at Harbor Health\n",
		"Budget: partial — ",                    // a figure that still needs approval
		"but not approved yet",                  // …says so
		"Authority: partial — ",                 // the CFO signs
		"bring the CFO to the demo",             // …so the CFO is invited
		"an 11-location company",                // size from "(11 clinics)"
		"long hold times and overwhelmed staff", // pains named for people
		"They are comparing vendors",            // "Evaluating Smith.ai"
		"Overall: Warm lead",                    // engaged, but budget and authority are open
	} {
		if !strings.Contains(report, want) {
			t.Errorf("report lacks %q:\n%s", want, report)
		}
	}
}

func TestAnalyzeLeadOneLineOfLabels(t *testing.T) {
	report := analyzeLead("Name: Priya Patel, Company: Nova Logistics, Title: Head of Customer Service, Budget: approved, Timeline: within 30 days", specPlans)
	for _, want := range []string{
		"Lead: Priya Patel, Head of Customer Service at Nova Logistics\n",
		"Budget: strong — \"Budget: approved\"",
		"Authority: strong — \"Title: Head of Customer Service\"",
		"Timeline: strong — \"Timeline: within 30 days\"",
		"Find the pain before any demo",
	} {
		if !strings.Contains(report, want) {
			t.Errorf("report lacks %q:\n%s", want, report)
		}
	}
}

func TestAnalyzeLeadWithoutAName(t *testing.T) {
	report := analyzeLead("Plumbing company called about missed calls when the team is on jobs. Owner. Budget: $500/mo. Asap.", specPlans)
	for _, want := range []string{"Overall: Hot lead", "with the owner, focused on missed calls", "Starter plan", "Missing details: name"} {
		if !strings.Contains(report, want) {
			t.Errorf("report lacks %q:\n%s", want, report)
		}
	}
}

// A name is capitalised by its first letter, not its first byte.
func TestAnalyzeLeadCapitalisesNonASCIINames(t *testing.T) {
	report := analyzeLead("Name: élodie martin\nPosition: Office Manager\nCompany: Acme", specPlans)
	if !utf8.ValidString(report) || !strings.Contains(report, "- Élodie martin (Office Manager) may not be able to sign alone") {
		t.Errorf("report:\n%s", report)
	}
}
