package ai

import (
	"context"
	"strings"
	"testing"

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

var defaultPrices = []string{"$299", "$699", "$1,499", "$2,990", "$6,990", "$14,990", "20%"}

func TestBuiltInQuotesTheCatalogue(t *testing.T) {
	b := NewBuiltIn(configuredPlans(t), 2026)
	b.WordPause = 0
	var reply strings.Builder
	if err := b.Chat(context.Background(), []Message{{Role: "user", Content: "How much does it cost?"}}, func(d string) error {
		reply.WriteString(d)
		return nil
	}); err != nil {
		t.Fatal(err)
	}
	lead, err := b.CallCenter(context.Background(), "Plumbing company, owner. Budget: $100 a month.")
	if err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{"start at $123 a month", "Professional $456", "Enterprise $789", "saves up to 26%"} {
		if !strings.Contains(reply.String(), want) {
			t.Errorf("chat reply lacks %q: %s", want, reply.String())
		}
	}
	if !strings.Contains(lead, "the Starter plan ($123 a month)") {
		t.Errorf("lead advice does not quote Starter's configured price:\n%s", lead)
	}
	for _, stale := range defaultPrices {
		if strings.Contains(reply.String()+lead, stale) {
			t.Errorf("an answer quotes %s", stale)
		}
	}
}

// The model's instructions carry the catalogue's prices and saving, and no others.
func TestModelPromptQuotesTheCatalogue(t *testing.T) {
	m := NewModel(ModelConfig{BaseURL: "http://127.0.0.1:1/v1", Model: "test", Plans: configuredPlans(t)})
	for _, want := range []string{"Starter $123/month or $1,230/year", "Professional $456/month or $4,104/year", "Enterprise $789/month or $6,950/year", "annual billing saves up to 26%"} {
		if !strings.Contains(m.chatPrompt, want) {
			t.Errorf("system prompt lacks %q:\n%s", want, m.chatPrompt)
		}
	}
	for _, stale := range defaultPrices {
		if strings.Contains(m.chatPrompt, stale) {
			t.Errorf("system prompt quotes %s", stale)
		}
	}
}
