package httpapi

import (
	"testing"

	"lexa/internal/billing"
)

// The handlers find a provider's extra abilities by asking it; these are the answers the
// two providers the program wires must give.
func TestBillingProvidersHaveTheirAbilities(t *testing.T) {
	var testMode, stripe Billing = &billing.TestMode{}, billing.StripeWithWorker{}
	if _, ok := testMode.(TestBilling); !ok {
		t.Error("test mode has no test pages")
	}
	if _, ok := testMode.(WebhookParser); ok {
		t.Error("test mode takes webhooks")
	}
	if _, ok := stripe.(TestBilling); ok {
		t.Error("Stripe serves the test pages")
	}
	if _, ok := stripe.(WebhookParser); !ok {
		t.Error("Stripe takes no webhooks")
	}
	if _, ok := stripe.(WebhookNotifier); !ok {
		t.Error("Stripe's worker is not told of new webhooks")
	}
}
