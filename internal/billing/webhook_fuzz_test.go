package billing_test

import (
	"errors"
	"log/slog"
	"testing"
	"time"

	"lexa/internal/billing"
	"lexa/internal/billing/stripetest"
	"lexa/internal/lexa"
)

// Whatever body and Stripe-Signature arrive, ParseWebhook answers with one of its two
// validation errors (a 400) or with an event: nothing unsigned is ever read, and a signed
// body is an event with an id, handled only when it is a handled type about a
// subscription.
func FuzzParseWebhook(f *testing.F) {
	// ParseWebhook calls no API, so no stripe-mock: only the webhook secret matters.
	s := billing.NewStripe(billing.StripeConfig{SecretKey: "sk_test_123", WebhookSecret: "whsec_test",
		Logger: slog.New(slog.DiscardHandler)})
	event := stripetest.Event("evt_1", "customer.subscription.updated", map[string]any{"id": "sub_1", "object": "subscription"})
	for _, seed := range []struct {
		payload, header string
		sign            bool
	}{
		{string(event), "", true},
		{string(event), stripetest.Sign(event, "whsec_test", time.Unix(1_700_000_000, 0)), false}, // long expired
		{string(stripetest.Event("evt_2", "invoice.paid", stripetest.Invoice("in_1", "sub_2", "cus_2"))), "", true},
		{string(stripetest.Event("evt_3", "checkout.session.completed", map[string]any{"object": "checkout.session", "mode": "payment"})), "", true},
		{`{"id":"evt_4","object":"event","type":"invoice.paid","data":{"object":{"customer":{"id":7}}}}`, "", true},
		{`{"id":"","data":null}`, "", true},
		{"not json", "t=1,v1=00", false},
		{"{}", "t=9999999999,v1=,v0=zz,t=", false},
	} {
		f.Add([]byte(seed.payload), seed.header, seed.sign)
	}
	f.Fuzz(func(t *testing.T, payload []byte, header string, sign bool) {
		if sign {
			header = stripetest.Sign(payload, "whsec_test", time.Now())
		}
		e, handled, err := s.ParseWebhook(payload, header)
		if err != nil {
			if !errors.Is(err, billing.ErrInvalidSignature) && !errors.Is(err, billing.ErrInvalidEvent) {
				t.Fatalf("error %v is not one of the webhook's validation errors", err)
			}
			if !sign && !errors.Is(err, billing.ErrInvalidSignature) {
				t.Fatalf("a forged signature %q was not refused first: %v", header, err)
			}
			return
		}
		if !sign {
			t.Fatalf("accepted %q with a forged signature %q", payload, header)
		}
		if e.ID == "" || (handled && (e.SubscriptionID == "" || !lexa.HandledEvent(e.Type))) {
			t.Fatalf("%q read as %+v, handled %v", payload, e, handled)
		}
	})
}
