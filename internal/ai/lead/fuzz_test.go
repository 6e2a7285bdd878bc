package lead

import (
	"context"
	"regexp"
	"strings"
	"testing"
	"unicode/utf8"

	"lexa/internal/ai/adversarial"
	"lexa/internal/ai/demotest"
	"lexa/internal/lexa"
)

var (
	overallRe = regexp.MustCompile(`(?m)^Overall: (Hot|Warm|Cold) lead — `)
	ratingRe  = regexp.MustCompile(`(?m)^(Budget|Authority|Need|Timeline|Engagement): (strong|partial|missing) — `)
)

// Whatever is pasted, the assessment has every section in order, one overall rating, the
// five criteria rated once each and three to five numbered next steps — or, for a text
// with nothing of a lead in it, the answer that says what was expected. The profile's
// fields are single lines of valid UTF-8.
func FuzzAnalyzeLead(f *testing.F) {
	for _, seed := range []string{testHot, testWarm, testCold, testSparse, testContactLine, "x",
		"Budget: $\nBudget: 999999999999999999999 million\nTimeline: Q9 of 99999", "Name: ,,,|||•;\nCompany: @ at from -",
		"Contact: Jo (CTO @ Acme), Phone: +1 (555) 010-0000, Budget: $5k-$4k, Timeline: yesterday"} {
		f.Add(seed)
	}
	for _, in := range adversarial.Leads() {
		f.Add(demotest.Seed(in.Text))
	}
	f.Fuzz(func(t *testing.T, lead string) {
		lead, ok := demotest.Input(lead)
		if !ok {
			return
		}
		report := analyzeLead(lead, specPlans)
		if !utf8.ValidString(report) {
			t.Fatalf("invalid UTF-8 for %q", lead)
		}
		profile, _ := ReadProfile(context.Background(), lead)
		for _, v := range []string{profile.Name, profile.Role, profile.Company, profile.CompanySize, profile.Email, profile.Phone,
			profile.Budget, profile.Authority, profile.Need, profile.Timeline} {
			if !utf8.ValidString(v) || strings.ContainsAny(v, "\n") {
				t.Fatalf("profile field %q for %q", v, lead)
			}
		}
		if report == unreadable {
			// Nothing of a lead in it: the answer says what was expected, and the
			// profile is empty.
			if profile != (lexa.LeadProfile{}) {
				t.Fatalf("an unreadable lead with a profile %+v: %q", profile, lead)
			}
			return
		}
		if n := strings.Count(report, "\nLead: "); n != 1 {
			t.Fatalf("%d lead lines for %q", n, lead)
		}
		if strings.Contains(report, "\nOverall: Not a sales lead — ") || strings.Contains(report, "\nOverall: Not assessed — ") {
			// No lead (kind_report.go), or a language the engine does not read: no ratings, three steps.
			if ratingRe.MatchString(report) || overallRe.MatchString(report) {
				t.Fatalf("a message that is no lead is rated for %q:\n%s", lead, report)
			}
			_, steps, ok := strings.Cut(report, "\n\nNext steps:\n")
			for i, s := range strings.Split(steps, "\n") {
				if !ok || !strings.HasPrefix(s, string(rune('1'+i))+". ") {
					t.Fatalf("step %d is not numbered for %q:\n%s", i+1, lead, report)
				}
			}
			return
		}
		at := 0
		for _, section := range []string{"Lead assessment\nLead: ", "\nOverall: ", "\n\nBudget: ", "\nAuthority: ", "\nNeed: ",
			"\nTimeline: ", "\nEngagement: ", "\n\nRisks:\n- ", "\n\nNext steps:\n1. "} {
			i := strings.Index(report[at:], section)
			if i < 0 {
				t.Fatalf("section %q missing or out of order for %q:\n%s", section, lead, report)
			}
			at += i + len(section)
		}
		if n := len(overallRe.FindAllString(report, -1)); n != 1 {
			t.Fatalf("%d overall ratings for %q:\n%s", n, lead, report)
		}
		if n := len(ratingRe.FindAllString(report, -1)); n != 5 {
			t.Fatalf("%d criteria rated for %q:\n%s", n, lead, report)
		}
		_, steps, _ := strings.Cut(report, "\n\nNext steps:\n")
		lines := strings.Split(steps, "\n")
		for i, s := range lines {
			if !strings.HasPrefix(s, string(rune('1'+i))+". ") {
				t.Fatalf("step %d is not numbered: %q", i+1, s)
			}
		}
		if len(lines) < 3 || len(lines) > 5 {
			t.Fatalf("%d next steps for %q:\n%s", len(lines), lead, report)
		}
	})
}
