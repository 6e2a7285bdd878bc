package billing_test

import (
	"errors"
	"testing"
	"time"

	"lexa/internal/billing"
	"lexa/internal/billing/stripetest"
	"lexa/internal/lexa"
)

func TestWebhookSignatureIsCheckedFirst(t *testing.T) {
	s, _ := newStripe(t)
	payload := stripetest.Event("evt_1", "customer.subscription.updated", map[string]any{"id": "sub_1", "object": "subscription"})
	for _, tc := range []struct{ name, header string }{
		{"missing", ""},
		{"garbage", "nonsense"},
		{"wrong secret", stripetest.Sign(payload, "whsec_other", time.Now())},
		{"older than 300 s", stripetest.Sign(payload, "whsec_test", time.Now().Add(-301*time.Second))},
		{"for another body", stripetest.Sign([]byte(`{"id":"evt_2"}`), "whsec_test", time.Now())},
	} {
		t.Run(tc.name, func(t *testing.T) {
			if _, _, err := s.ParseWebhook(payload, tc.header); !errors.Is(err, billing.ErrInvalidSignature) {
				t.Errorf("got %v, want the invalid signature error", err)
			}
		})
	}
	if _, handled, err := s.ParseWebhook(payload, stripetest.Sign(payload, "whsec_test", time.Now().Add(-299*time.Second))); err != nil || !handled {
		t.Errorf("a signature 299 s old: handled %v, %v", handled, err)
	}
}

func TestWebhookEventsAreReducedToTheirSubscription(t *testing.T) {
	s, _ := newStripe(t)
	for _, tc := range []struct {
		name, eventType string
		object          map[string]any
		handled         bool
		want            lexa.BillingEvent
	}{
		{"subscription", "customer.subscription.deleted", map[string]any{"id": "sub_1", "object": "subscription", "customer": "cus_1"},
			true, lexa.BillingEvent{SubscriptionID: "sub_1", CustomerID: "cus_1"}},
		{"checkout", "checkout.session.completed", stripetest.CheckoutCompleted("cs_1", "sub_2", "cus_2", "u-2"),
			true, lexa.BillingEvent{SubscriptionID: "sub_2", CustomerID: "cus_2", UserHint: "u-2"}},
		{"payment checkout", "checkout.session.completed", map[string]any{"id": "cs_3", "object": "checkout.session", "mode": "payment"},
			false, lexa.BillingEvent{}},
		{"invoice, current API", "invoice.payment_failed", stripetest.Invoice("in_1", "sub_4", "cus_4"),
			true, lexa.BillingEvent{SubscriptionID: "sub_4", CustomerID: "cus_4"}},
		{"invoice, older API", "invoice.paid", map[string]any{"id": "in_2", "object": "invoice", "subscription": "sub_5", "customer": map[string]any{"id": "cus_5"}},
			true, lexa.BillingEvent{SubscriptionID: "sub_5", CustomerID: "cus_5"}},
		{"one-off invoice", "invoice.paid", map[string]any{"id": "in_3", "object": "invoice", "customer": "cus_6"},
			false, lexa.BillingEvent{CustomerID: "cus_6"}},
		{"unhandled type", "charge.succeeded", map[string]any{"id": "ch_1", "object": "charge"}, false, lexa.BillingEvent{}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			payload := stripetest.Event("evt_"+tc.name, tc.eventType, tc.object)
			e, handled, err := s.ParseWebhook(payload, stripetest.Sign(payload, "whsec_test", time.Now()))
			if err != nil {
				t.Fatal(err)
			}
			if handled != tc.handled || e.ID != "evt_"+tc.name || e.Type != tc.eventType ||
				e.SubscriptionID != tc.want.SubscriptionID || e.CustomerID != tc.want.CustomerID || e.UserHint != tc.want.UserHint {
				t.Errorf("got %+v handled=%v, want %+v handled=%v", e, handled, tc.want, tc.handled)
			}
		})
	}
}

func TestWebhookThatIsNotAnEvent(t *testing.T) {
	s, _ := newStripe(t)
	for _, payload := range []string{`not json`, `{"object":"list"}`, `{"id":"evt_1","object":"event","type":"invoice.paid","data":{"object":"nope"}}`} {
		_, _, err := s.ParseWebhook([]byte(payload), stripetest.Sign([]byte(payload), "whsec_test", time.Now()))
		if !errors.Is(err, billing.ErrInvalidEvent) {
			t.Errorf("%s: %v, want the invalid event error", payload, err)
		}
	}
}
