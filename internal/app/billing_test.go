package app

import (
	"encoding/json"
	"fmt"
	"log/slog"
	"net/http"
	"net/url"
	"strings"
	"testing"
	"time"

	"lexa/internal/config"
	"lexa/internal/httpapi"
	"lexa/internal/store/storetest"
)

// page fetches an HTML page (a GET, or a form POST when form is not nil) with the
// visitor's cookies, as a browser tab opened from the site would.
func (v *visitor) page(method, path string, form url.Values) (*http.Response, string) {
	v.s.t.Helper()
	if form == nil {
		res, body := v.send(method, path, nil)
		return res, string(body)
	}
	// A browser posting a form of the same site says so.
	res, body := v.send(method, path, strings.NewReader(form.Encode()),
		"Content-Type", "application/x-www-form-urlencoded", "Sec-Fetch-Site", "same-origin")
	return res, string(body)
}

// subscription is the visitor's GET /api/subscription answer.
func (v *visitor) subscription() map[string]any {
	v.s.t.Helper()
	res, resp := v.do("GET", "/api/subscription", nil)
	if res.StatusCode != 200 {
		v.s.t.Fatalf("subscription: %d %v", res.StatusCode, resp)
	}
	return resp
}

// checkout asks for a checkout of priceID and returns the answer's kind and URL, made
// relative to the site, so the test can follow it.
func (v *visitor) checkout(priceID string) (kind, target string) {
	v.s.t.Helper()
	res, resp := v.do("POST", "/api/billing/checkout", map[string]string{"priceId": priceID})
	if res.StatusCode != 200 {
		v.s.t.Fatalf("checkout %s: %d %v", priceID, res.StatusCode, resp)
	}
	kind, _ = resp["kind"].(string)
	target, _ = resp["url"].(string)
	return kind, strings.TrimPrefix(target, defaultBaseURL)
}

// portal posts one test-portal action and expects to be sent back to the portal.
func (v *visitor) portal(form url.Values) {
	v.s.t.Helper()
	res, body := v.page("POST", "/api/billing/test/portal", form)
	if res.StatusCode != http.StatusSeeOther || !strings.HasPrefix(res.Header.Get("Location"), "/api/billing/test/portal?done=") {
		v.s.t.Fatalf("portal %v: %d %s %s", form, res.StatusCode, res.Header.Get("Location"), body)
	}
}

func TestPlansCatalogue(t *testing.T) {
	t.Parallel()
	s := newAccountSite(t, storetest.Backends()[0], nil)
	res, resp := s.visitor("203.0.113.70").do("GET", "/api/plans", nil)
	plans, _ := resp["plans"].([]any)
	if res.StatusCode != 200 || resp["test_mode"] != true || resp["currency"] != "USD" || resp["trial_days"] != 30. || len(plans) != 3 {
		t.Fatalf("plans: %d %v", res.StatusCode, resp)
	}
	pro := plans[1].(map[string]any)
	monthly, annual := pro["monthly"].(map[string]any), pro["annual"].(map[string]any)
	if pro["id"] != "professional" || pro["name"] != "Professional" || pro["tier_rank"] != 2. ||
		monthly["amount"] != 699. || annual["amount"] != 6990. || monthly["price_id"] != "test_price_professional_monthly" ||
		annual["product_id"] != "test_prod_professional" {
		t.Errorf("professional: %v", pro)
	}
	// What each plan gives each service type a month: a number, null for no cap, 0 when
	// the plan leaves the type out.
	allowances := fmt.Sprint(pro["allowances"])
	if want := "map[call-center:map[included:true monthly:5000] content-marketing:map[included:false monthly:0] " +
		"payroll:map[included:false monthly:0] recruitment:map[included:true monthly:1000] voice-ai:map[included:true monthly:<nil>]]"; allowances != want {
		t.Errorf("professional's allowances %s", allowances)
	}
	if starter := fmt.Sprint(plans[0].(map[string]any)["allowances"].(map[string]any)["voice-ai"]); starter != "map[included:true monthly:500]" {
		t.Errorf("starter's calls: %s", starter)
	}
}

// The whole test-mode journey over HTTP: checkout page, trial, a second checkout sent to
// the portal, plan switch, cancellation at the period's end, the period ending.
func TestTestModeSubscriptionJourney(t *testing.T) {
	t.Parallel()
	storetest.Each(t, func(t *testing.T, b storetest.Backend) {
		s := newAccountSite(t, b, nil)
		u := s.seedUser("tess@example.com", "correct horse", true)
		v := s.visitor("203.0.113.71")
		v.signIn("tess@example.com", "correct horse")

		if sub := v.subscription(); sub["subscribed"] != false || sub["product_id"] != nil || sub["subscription_end"] != nil || sub["status"] != nil {
			t.Fatalf("before subscribing: %v", sub)
		}
		if res, resp := v.do("POST", "/api/billing/checkout", map[string]string{"priceId": "price_gold"}); res.StatusCode != 400 || fieldsOf(resp)["priceId"] != "Unknown price" {
			t.Errorf("unknown price: %d %v", res.StatusCode, resp)
		}
		if res, resp := v.do("POST", "/api/billing/portal", nil); res.StatusCode != 409 || errorMessage(resp) != "You have no subscription to manage yet." {
			t.Errorf("portal before subscribing: %d %v", res.StatusCode, resp)
		}

		kind, target := v.checkout("test_price_professional_monthly")
		if kind != "checkout" || target != "/api/billing/test/checkout?price=test_price_professional_monthly" {
			t.Fatalf("checkout: %s %s", kind, target)
		}
		res, body := v.page("GET", target, nil)
		for _, want := range []string{"TEST MODE", "no real payment", "Professional", "$699 per month", "30 days", "Start free trial"} {
			if res.StatusCode != 200 || !strings.Contains(body, want) {
				t.Errorf("checkout page lacks %q (%d)", want, res.StatusCode)
			}
		}
		if csp := res.Header.Get("Content-Security-Policy"); !strings.Contains(csp, "form-action 'self'") || strings.Contains(csp, "script-src") {
			t.Errorf("checkout page CSP %q", csp)
		}
		res, _ = v.page("POST", target, url.Values{"price": {"test_price_professional_monthly"}})
		if res.StatusCode != http.StatusSeeOther || res.Header.Get("Location") != defaultBaseURL+"/dashboard?checkout=success" {
			t.Fatalf("confirm: %d %s", res.StatusCode, res.Header.Get("Location"))
		}
		sub := v.subscription()
		trialEnd := s.clock.Now().AddDate(0, 0, 30).UTC().Truncate(time.Second)
		if sub["subscribed"] != true || sub["product_id"] != "test_prod_professional" || sub["plan"] != "professional" ||
			sub["status"] != "trialing" || sub["interval"] != "monthly" || !sameInstant(sub["subscription_end"], trialEnd) || sub["cancel_at"] != nil {
			t.Fatalf("after confirming: %v", sub)
		}

		// A second confirmation (another tab) and a second checkout start nothing new.
		if res, _ := v.page("POST", target, url.Values{"price": {"test_price_starter_monthly"}}); res.StatusCode != http.StatusConflict {
			t.Errorf("second confirmation: %d", res.StatusCode)
		}
		if kind, target := v.checkout("test_price_enterprise_monthly"); kind != "portal" || target != "/api/billing/test/portal" {
			t.Errorf("checkout while subscribed: %s %s", kind, target)
		}

		res, body = v.page("GET", "/api/billing/test/portal", nil)
		for _, want := range []string{"TEST MODE", "Professional", "trialing", "Switch to Enterprise, $14,990 per year", "Cancel subscription", "End the current period now", "Return to dashboard"} {
			if res.StatusCode != 200 || !strings.Contains(body, want) {
				t.Errorf("portal page lacks %q (%d)", want, res.StatusCode)
			}
		}
		v.portal(url.Values{"action": {"switch"}, "price": {"test_price_enterprise_monthly"}})
		if sub := v.subscription(); sub["plan"] != "enterprise" || sub["product_id"] != "test_prod_enterprise" || sub["status"] != "trialing" {
			t.Fatalf("after switching: %v", sub)
		}
		v.portal(url.Values{"action": {"cancel"}})
		if sub := v.subscription(); sub["subscribed"] != true || !sameInstant(sub["cancel_at"], trialEnd) {
			t.Fatalf("after cancelling: %v (it lasts until the period ends)", sub)
		}
		v.portal(url.Values{"action": {"advance"}})
		if sub := v.subscription(); sub["subscribed"] != false || sub["status"] != "canceled" || sub["plan"] != nil {
			t.Fatalf("after the period ended: %v", sub)
		}

		for action, want := range map[string]int{"subscription_created": 1, "subscription_updated": 2, "subscription_canceled": 1} {
			if n := s.count(`SELECT COUNT(*) FROM audit_logs WHERE action = ? AND user_id = ? AND ip_address = '203.0.113.71'`, action, u.ID); n != want {
				t.Errorf("%d %s audit rows, want %d", n, action, want)
			}
		}
		if n := s.count(`SELECT COUNT(*) FROM profiles WHERE id = ? AND subscription_tier IS NULL AND subscription_status = 'canceled'`, u.ID); n != 1 {
			t.Error("the profile does not show the ended subscription")
		}

		// One trial per account: the next subscription starts paid, on the same customer.
		kind, target = v.checkout("test_price_starter_annual")
		if _, body := v.page("GET", target, nil); kind != "checkout" || !strings.Contains(body, "has had its free trial") || !strings.Contains(body, ">Subscribe<") {
			t.Errorf("second checkout page: %s", body)
		}
		v.page("POST", target, url.Values{"price": {"test_price_starter_annual"}})
		if sub := v.subscription(); sub["status"] != "active" || sub["trial_end"] != nil || sub["plan"] != "starter" {
			t.Errorf("second subscription: %v", sub)
		}
		if n := s.count(`SELECT COUNT(DISTINCT stripe_customer_id) FROM subscriptions WHERE user_id = ?`, u.ID); n != 1 {
			t.Errorf("%d customers for one user", n)
		}

		// Both subscriptions are in the user's data export.
		_, raw := exportBody(t, v)
		var export struct {
			Subscriptions []map[string]any `json:"subscriptions"`
		}
		if err := json.Unmarshal(raw, &export); err != nil || len(export.Subscriptions) != 2 {
			t.Fatalf("subscriptions in the export: %s", raw)
		}
		statuses := map[any]any{}
		for _, sub := range export.Subscriptions {
			statuses[sub["plan_name"]] = sub["status"]
		}
		if statuses["Enterprise"] != "canceled" || statuses["Starter"] != "active" {
			t.Errorf("subscriptions in the export: %v", statuses)
		}
	})
}

// A test-mode period that ends while nobody looks: the next check settles it.
func TestTestModePeriodEndsWithTheClock(t *testing.T) {
	t.Parallel()
	s := newAccountSite(t, storetest.Backends()[0], nil)
	s.seedUser("ivo@example.com", "correct horse", true)
	v := s.visitor("203.0.113.72")
	v.signIn("ivo@example.com", "correct horse")
	_, target := v.checkout("test_price_starter_monthly")
	v.page("POST", target, url.Values{"price": {"test_price_starter_monthly"}})
	v.portal(url.Values{"action": {"cancel"}})

	// A month is longer than a session's idle window: the user signs in again to look.
	s.clock.Advance(29 * 24 * time.Hour)
	v.signIn("ivo@example.com", "correct horse")
	if sub := v.subscription(); sub["subscribed"] != true {
		t.Fatalf("a day before the end: %v", sub)
	}
	s.clock.Advance(2 * 24 * time.Hour)
	if sub := v.subscription(); sub["subscribed"] != false || sub["status"] != "canceled" {
		t.Fatalf("a day after the end: %v", sub)
	}
}

func TestTestModePagesNeedASession(t *testing.T) {
	t.Parallel()
	s := newAccountSite(t, storetest.Backends()[0], nil)
	v := s.visitor("203.0.113.73")
	res, body := v.page("GET", "/api/billing/test/checkout?price=test_price_starter_monthly", nil)
	if res.StatusCode != 401 || !strings.Contains(body, "Please sign in") || !strings.Contains(res.Header.Get("Content-Type"), "text/html") {
		t.Errorf("checkout page signed out: %d %s", res.StatusCode, body)
	}
	if res, _ := v.page("POST", "/api/billing/test/portal", url.Values{"action": {"advance"}}); res.StatusCode != 401 {
		t.Errorf("portal action signed out: %d", res.StatusCode)
	}
	if res, resp := v.do("POST", "/api/billing/webhook", map[string]string{}); res.StatusCode != 404 {
		t.Errorf("webhook in test mode: %d %v", res.StatusCode, resp)
	}
}

// Deleting an account cancels its subscription first; the subscription stays on record.
func TestAccountDeletionCancelsTheSubscription(t *testing.T) {
	t.Parallel()
	storetest.Each(t, func(t *testing.T, b storetest.Backend) {
		s := newAccountSite(t, b, nil)
		u := s.seedUser("del@example.com", "correct horse", true)
		v := s.visitor("203.0.113.74")
		v.signIn("del@example.com", "correct horse")
		_, target := v.checkout("test_price_enterprise_monthly")
		v.page("POST", target, url.Values{"price": {"test_price_enterprise_monthly"}})

		if res, resp := v.do("DELETE", "/api/account", map[string]string{"password": "correct horse"}); res.StatusCode != 204 {
			t.Fatalf("delete: %d %v", res.StatusCode, resp)
		}
		if n := s.count(`SELECT COUNT(*) FROM subscriptions WHERE user_id IS NULL AND status = 'canceled' AND ended_at IS NOT NULL`); n != 1 {
			t.Error("the subscription was not cancelled and kept")
		}
		if n := s.count(`SELECT COUNT(*) FROM audit_logs WHERE action = 'subscription_canceled' AND user_id = ? AND CAST(detail AS TEXT) LIKE '%account_deletion%'`, u.ID); n != 1 {
			t.Error("the cancellation is not in the audit trail")
		}
	})
}

func TestBillingIsRateLimitedPerAccount(t *testing.T) {
	t.Parallel()
	s := newAccountSite(t, storetest.Backends()[0], nil)
	s.seedUser("rl@example.com", "correct horse", true)
	v := s.visitor("203.0.113.75")
	v.signIn("rl@example.com", "correct horse")
	for i := range 20 {
		if res, _ := v.do("POST", "/api/billing/checkout", map[string]string{"priceId": "test_price_starter_monthly"}); res.StatusCode != 200 {
			t.Fatalf("checkout %d: %d", i+1, res.StatusCode)
		}
	}
	res, _ := v.do("POST", "/api/billing/portal", nil)
	if res.StatusCode != 429 || res.Header.Get("Retry-After") == "" {
		t.Errorf("21st billing request: %d", res.StatusCode)
	}
	if s.audits("billing_blocked") != 1 {
		t.Error("the block is not audited")
	}
}

// sameInstant compares a JSON time with want to the second.
func sameInstant(v any, want time.Time) bool {
	s, _ := v.(string)
	got, err := time.Parse(time.RFC3339Nano, s)
	return err == nil && got.Truncate(time.Second).Equal(want.Truncate(time.Second))
}

func TestStripeWithoutPricesRefusesToStart(t *testing.T) {
	t.Parallel()
	code, _, errOut := runLexa(t, map[string]string{"STRIPE_SECRET_KEY": "sk_live_x", "STRIPE_WEBHOOK_SECRET": "whsec_x"}, "serve")
	if code != 1 || !strings.Contains(errOut, "STRIPE_PRICE_PROFESSIONAL_ANNUAL: required") || !strings.Contains(errOut, "STRIPE_PRODUCT_ENTERPRISE: required") {
		t.Errorf("serve with a key and no prices: exit %d\n%s", code, errOut)
	}
}

func TestTestModeOnAPublicSiteWarnsLoudly(t *testing.T) {
	t.Parallel()
	for _, tc := range []struct {
		baseURL string
		level   string
	}{{"https://lexa.example", "WARN"}, {"http://127.0.0.1:8080", "INFO"}} {
		cfg, err := config.Load(func(k string) string { return map[string]string{"BASE_URL": tc.baseURL}[k] }, false)
		if err != nil {
			t.Fatal(err)
		}
		var logs syncBuffer
		logger := slog.New(slog.NewJSONHandler(&logs, nil))
		catalog, err := newCatalog(t.Context(), cfg, logger)
		if err != nil {
			t.Fatal(err)
		}
		p := newPayments(cfg, logger, storetest.NewClock(), nil, nil, catalog, nil)
		_, testMode := p.provider.(httpapi.TestBilling)
		_, webhooks := p.provider.(httpapi.WebhookParser)
		if !testMode || webhooks || p.worker != nil {
			t.Fatalf("test mode wiring: %+v", p)
		}
		if !strings.Contains(logs.String(), `"level":"`+tc.level+`"`) || !strings.Contains(strings.ToLower(logs.String()), "test mode") {
			t.Errorf("BASE_URL %s: start-up log %s", tc.baseURL, logs.String())
		}
	}
}
