package billing_test

import (
	"context"
	"errors"
	"log/slog"
	"strings"
	"testing"
	"time"

	"lexa/internal/billing"
	"lexa/internal/billing/stripetest"
	"lexa/internal/lexa"
)

func TestMain(m *testing.M) { stripetest.Main(m) }

// testCatalog has Stripe-shaped ids: price_<plan>_<interval>, prod_<plan>.
func testCatalog(t *testing.T) lexa.Catalog {
	t.Helper()
	c, err := lexa.NewCatalog(func(plan string, i lexa.BillingInterval) lexa.PriceTerms {
		return lexa.PriceTerms{PriceID: "price_" + plan + "_" + string(i), ProductID: "prod_" + plan}
	})
	if err != nil {
		t.Fatal(err)
	}
	return c
}

func newStripe(t *testing.T) (*billing.Stripe, *stripetest.Server) {
	api := stripetest.Start(t)
	return billing.NewStripe(billing.StripeConfig{
		SecretKey: "sk_test_123", WebhookSecret: "whsec_test", APIURL: api.URL,
		BaseURL: "https://lexa.example", Catalog: testCatalog(t), Logger: slog.New(slog.DiscardHandler),
	}), api
}

func only(t *testing.T, reqs []stripetest.Request) stripetest.Request {
	t.Helper()
	if len(reqs) != 1 {
		t.Fatalf("%d requests, want 1: %+v", len(reqs), reqs)
	}
	return reqs[0]
}

func expectForm(t *testing.T, r stripetest.Request, want map[string]string) {
	t.Helper()
	for k, v := range want {
		if got := r.Form.Get(k); got != v {
			t.Errorf("%s %s: %s = %q, want %q", r.Method, r.Path, k, got, v)
		}
	}
}

func TestCreateCustomerOncePerUser(t *testing.T) {
	s, api := newStripe(t)
	id, err := s.CreateCustomer(context.Background(), lexa.BillingCustomer{UserID: "u-1", Email: "jane@example.com", Name: "Jane Doe"})
	if err != nil {
		t.Fatal(err)
	}
	if !strings.HasPrefix(id, "cus_") {
		t.Errorf("customer id %q", id)
	}
	req := only(t, api.Requests("POST", "/v1/customers"))
	expectForm(t, req, map[string]string{"email": "jane@example.com", "name": "Jane Doe", "metadata[user_id]": "u-1"})
	// The same key for the same user: Stripe answers a second creation with the first customer.
	if req.IdempotencyKey != "lexa-customer-u-1" {
		t.Errorf("idempotency key %q", req.IdempotencyKey)
	}
}

func TestCheckoutSessionWithTrial(t *testing.T) {
	s, api := newStripe(t)
	_, price, _ := testCatalog(t).Price("price_professional_monthly")
	url, err := s.CheckoutURL(context.Background(), lexa.Checkout{UserID: "u-1", CustomerID: "cus_1", Price: price, Trial: true})
	if err != nil {
		t.Fatal(err)
	}
	if !strings.HasPrefix(url, "https://") {
		t.Errorf("checkout url %q", url)
	}
	expectForm(t, only(t, api.Requests("POST", "/v1/checkout/sessions")), map[string]string{
		"mode":                                 "subscription",
		"customer":                             "cus_1",
		"client_reference_id":                  "u-1",
		"line_items[0][price]":                 "price_professional_monthly",
		"line_items[0][quantity]":              "1",
		"success_url":                          "https://lexa.example/dashboard?checkout=success",
		"cancel_url":                           "https://lexa.example/pricing",
		"payment_method_collection":            "if_required",
		"subscription_data[trial_period_days]": "30",
		"subscription_data[trial_settings][end_behavior][missing_payment_method]": "cancel",
		"subscription_data[metadata][user_id]":                                    "u-1",
		"subscription_data[metadata][plan]":                                       "professional",
	})
}

func TestCheckoutSessionWithoutTrial(t *testing.T) {
	s, api := newStripe(t)
	_, price, _ := testCatalog(t).Price("price_enterprise_annual")
	if _, err := s.CheckoutURL(context.Background(), lexa.Checkout{UserID: "u-2", CustomerID: "cus_2", Price: price}); err != nil {
		t.Fatal(err)
	}
	req := only(t, api.Requests("POST", "/v1/checkout/sessions"))
	expectForm(t, req, map[string]string{"line_items[0][price]": "price_enterprise_annual", "client_reference_id": "u-2"})
	for _, absent := range []string{"subscription_data[trial_period_days]", "payment_method_collection"} {
		if req.Form.Has(absent) {
			t.Errorf("a second subscription sends %s=%q: no second trial, and the card is needed", absent, req.Form.Get(absent))
		}
	}
}

func TestPortalSession(t *testing.T) {
	s, api := newStripe(t)
	url, err := s.PortalURL(context.Background(), "cus_9")
	if err != nil {
		t.Fatal(err)
	}
	if !strings.HasPrefix(url, "https://") {
		t.Errorf("portal url %q", url)
	}
	expectForm(t, only(t, api.Requests("POST", "/v1/billing_portal/sessions")),
		map[string]string{"customer": "cus_9", "return_url": "https://lexa.example/dashboard"})
}

func TestSubscriptionIsReadInLexasTerms(t *testing.T) {
	s, api := newStripe(t)
	now := time.Date(2026, 11, 23, 12, 0, 0, 0, time.UTC)
	trialEnd := now.AddDate(0, 0, 30)
	api.SetSubscription(stripetest.Subscription{ID: "sub_1", Customer: "cus_1", Status: "trialing", UserID: "u-1",
		PriceID: "price_starter_annual", ProductID: "prod_starter", Created: now, PeriodStart: now, PeriodEnd: trialEnd, TrialEnd: &trialEnd})
	sub, hint, err := s.Subscription(context.Background(), "sub_1")
	if err != nil {
		t.Fatal(err)
	}
	if hint != "u-1" || sub.PlanID != "starter" || sub.PlanName != "Starter" || sub.Interval != lexa.Annual ||
		sub.ProductID != "prod_starter" || sub.CustomerID != "cus_1" || sub.Status != "trialing" ||
		!sub.CurrentPeriodEnd.Equal(trialEnd) || sub.TrialEnd == nil || sub.CancelAt != nil {
		t.Errorf("read %+v (hint %q)", sub, hint)
	}
}

func TestUnknownSubscriptionAndOutage(t *testing.T) {
	s, api := newStripe(t)
	api.ForgetSubscription("sub_gone")
	if _, _, err := s.Subscription(context.Background(), "sub_gone"); !errors.Is(err, billing.ErrUnknownSubscription) {
		t.Errorf("a subscription Stripe does not know: %v", err)
	}
	down := billing.NewStripe(billing.StripeConfig{SecretKey: "sk_test_1", APIURL: "http://127.0.0.1:1",
		BaseURL: "https://lexa.example", Catalog: testCatalog(t), Logger: slog.New(slog.DiscardHandler)})
	_, err := down.PortalURL(context.Background(), "cus_1")
	if e, ok := lexa.AsError(err); !ok || e.Code != lexa.EUnavailable {
		t.Errorf("Stripe unreachable: %v, want the unavailable error", err)
	}
}

func TestCancelNow(t *testing.T) {
	s, api := newStripe(t)
	now := time.Now().UTC()
	api.SetSubscription(stripetest.Subscription{ID: "sub_2", Customer: "cus_2", Status: "active", UserID: "u-2",
		PriceID: "price_starter_monthly", ProductID: "prod_starter", Created: now, PeriodStart: now, PeriodEnd: now.AddDate(0, 1, 0)})
	sub, _, err := s.CancelNow(context.Background(), lexa.Subscription{ID: "sub_2"})
	if err != nil {
		t.Fatal(err)
	}
	if sub.Status != lexa.StatusCanceled || sub.EndedAt == nil {
		t.Errorf("after cancelling: %+v", sub)
	}
	only(t, api.Requests("DELETE", "/v1/subscriptions/sub_2"))
}
