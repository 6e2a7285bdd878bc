package ai

import (
	"context"
	"strings"
	"testing"
	"time"

	"lexa/internal/lexa"
)

// configuredPlans are figures other than the defaults: 123/1230, 456/4104, 789/6950.
func configuredPlans(t *testing.T) lexa.CatalogFigures {
	t.Helper()
	amounts := map[string][2]int{"starter": {123, 1230}, "professional": {456, 4104}, "enterprise": {789, 6950}}
	c, err := lexa.TestModeCatalog(func(plan string, i lexa.BillingInterval) int {
		if i == lexa.Annual {
			return amounts[plan][1]
		}
		return amounts[plan][0]
	})
	if err != nil {
		t.Fatal(err)
	}
	return c.Figures()
}

// dentalCall is one question to the dental clinic on a Tuesday morning, while it is open.
func dentalCall(question string) ChatCall {
	p, _ := lexa.SampleBusiness("dental-clinic")
	return ChatCall{Business: p, At: time.Date(2026, time.March, 10, 15, 0, 0, 0, time.UTC), Messages: []Message{{Role: "user", Content: question}}}
}

// lexaPrices are every figure of the configured catalogue, and the plans' names.
var lexaPrices = []string{"$123", "$456", "$789", "$1,230", "$4,104", "$6,950", "Starter", "Professional", "Enterprise"}

// The lead advice quotes the catalogue; the receptionist plays its business and quotes
// none of it, even asked about Lexa's plans by name.
func TestBuiltInQuotesTheCatalogueOnlyForLeads(t *testing.T) {
	b := NewBuiltIn(configuredPlans(t), 2026)
	b.WordPause = 0
	lead, err := b.CallCenter(context.Background(), "Plumbing company, owner. Budget: $100 a month.")
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(lead, "the Starter plan ($123 a month)") {
		t.Errorf("lead advice does not quote Starter's configured price:\n%s", lead)
	}
	for _, q := range []string{"How much does it cost?", "How much is the Professional plan?", "What are your prices?", "Do you have a free trial?"} {
		var reply strings.Builder
		if err := b.Chat(context.Background(), dentalCall(q), func(d string) error {
			reply.WriteString(d)
			return nil
		}); err != nil {
			t.Fatal(err)
		}
		for _, lexaWord := range append(lexaPrices, "Lexa", "plan") {
			if strings.Contains(reply.String(), lexaWord) {
				t.Errorf("%q: the receptionist says %q:\n%s", q, lexaWord, reply.String())
			}
		}
	}
}

// The model's instructions are the call's business: its name, prices, hours, emergency
// line and the moment of the call, and a ban on any other price. No plan of Lexa's.
func TestModelPromptPlaysTheBusiness(t *testing.T) {
	for _, id := range []string{"dental-clinic", "hvac-contractor", "law-office"} {
		p, _ := lexa.SampleBusiness(id)
		prompt := chatPrompt(ChatCall{Business: p, At: time.Date(2026, time.March, 10, 15, 0, 0, 0, time.UTC)})
		want := []string{p.Name, p.Address, p.Emergency.Phone, "quote no price, discount or plan but the prices listed below",
			"Emergencies come first", "Answer in the caller's language", p.Services[0].Name, p.Emergency.Triggers[0].Any[0], "Now: Tuesday, March 10, 2026"}
		for _, w := range want {
			if !strings.Contains(prompt, w) {
				t.Errorf("%s: the prompt lacks %q:\n%s", id, w, prompt)
			}
		}
		for _, lexaWord := range lexaPrices {
			if strings.Contains(prompt, lexaWord) {
				t.Errorf("%s: the prompt says %q", id, lexaWord)
			}
		}
	}
	dental, _ := lexa.SampleBusiness("dental-clinic")
	prompt := chatPrompt(ChatCall{Business: dental, At: time.Date(2026, time.March, 10, 15, 0, 0, 0, time.UTC)})
	for _, w := range []string{"- Filling: $185, about 45 minutes.", "- Root canal: from $950", "Thursday, 8 AM to 7 PM", "open now, until 5 PM", "at least 2 hours from now"} {
		if !strings.Contains(prompt, w) {
			t.Errorf("the dental prompt lacks %q:\n%s", w, prompt)
		}
	}
}
