package app

import (
	"net"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"lexa/internal/billing/stripetest"
	"lexa/internal/store/storetest"
)

// configuredAmounts differ from the defaults and from each other's percentages: Starter
// 16.7% off (16), Professional 25%, Enterprise 26.59% (26, never 27), so "Save up to" is 26%.
const configuredAmounts = `{"starter": {"monthly": {"amount": 123}, "annual": {"amount": 1230}},
 "professional": {"monthly": {"amount": 456}, "annual": {"amount": 4104}},
 "enterprise": {"monthly": {"amount": 789}, "annual": {"amount": 6950}}}`

// plansFile writes a PLANS_FILE and returns its path.
func plansFile(t *testing.T, content string) string {
	t.Helper()
	file := filepath.Join(t.TempDir(), "plans.json")
	if err := os.WriteFile(file, []byte(content), 0o600); err != nil {
		t.Fatal(err)
	}
	return file
}

// planAmounts is GET /api/plans as plan → [monthly, annual] amounts, with the
// catalogue-wide figures.
func planAmounts(t *testing.T, resp map[string]any) (map[string][2]float64, float64, float64) {
	t.Helper()
	out := map[string][2]float64{}
	plans, _ := resp["plans"].([]any)
	for _, p := range plans {
		plan := p.(map[string]any)
		m, a := plan["monthly"].(map[string]any), plan["annual"].(map[string]any)
		out[plan["id"].(string)] = [2]float64{m["amount"].(float64), a["amount"].(float64)}
	}
	from, _ := resp["from_monthly"].(float64)
	upTo, _ := resp["save_up_to_percent"].(float64)
	return out, from, upTo
}

func TestTestModeSellsTheConfiguredAmounts(t *testing.T) {
	t.Parallel()
	s := newAccountSite(t, storetest.Backends()[0], map[string]string{"PLANS_FILE": plansFile(t, configuredAmounts)})
	v := s.visitor("203.0.113.90")
	res, resp := v.do("GET", "/api/plans", nil)
	amounts, from, upTo := planAmounts(t, resp)
	if res.StatusCode != 200 || amounts["starter"] != [2]float64{123, 1230} || amounts["enterprise"] != [2]float64{789, 6950} || from != 123 || upTo != 26 {
		t.Fatalf("plans: %d %v", res.StatusCode, resp)
	}
	starter := resp["plans"].([]any)[0].(map[string]any)
	if starter["annual_per_month"] != 103. || starter["twelve_monthly"] != 1476. || starter["annual_saving"] != 246. || starter["annual_percent_off"] != 16. {
		t.Errorf("starter's figures: %v", starter)
	}

	s.seedUser("amy@example.com", "correct horse", true)
	v.signIn("amy@example.com", "correct horse")
	_, target := v.checkout("test_price_professional_annual")
	if res, body := v.page("GET", target, nil); res.StatusCode != 200 || !strings.Contains(body, "$4,104 per year") || strings.Contains(body, "6,990") {
		t.Errorf("test checkout of Professional annual: %d, want $4,104 per year\n%s", res.StatusCode, body)
	}
}

// With Stripe, the amounts are Stripe's: stripe-mock holds prices other than the defaults.
func TestStripeAmountsAreReadFromStripe(t *testing.T) {
	t.Parallel()
	api := stripetest.Start(t)
	env := stripeEnv(api)
	for plan, a := range map[string][2]int64{"starter": {123, 1230}, "professional": {456, 4104}, "enterprise": {789, 6950}} {
		api.SetPrice(stripetest.Price{ID: "price_" + plan + "_monthly", UnitAmount: a[0] * 100, Interval: "month"})
		api.SetPrice(stripetest.Price{ID: "price_" + plan + "_annual", UnitAmount: a[1] * 100, Interval: "year"})
	}
	base := startAppWith(t, env)
	res, body := fetch(t, "GET", base+"/api/plans")
	for _, want := range []string{`"amount":123,`, `"amount":1230,`, `"amount":6950,`, `"save_up_to_percent":26`, `"price_id":"price_professional_annual"`} {
		if res.StatusCode != 200 || !strings.Contains(body, want) {
			t.Errorf("GET /api/plans lacks %s: %d %s", want, res.StatusCode, body)
		}
	}
	if _, page := fetch(t, "GET", base+"/pricing"); !strings.Contains(page, "$456") || strings.Contains(page, "$699") {
		t.Errorf("/pricing does not show Stripe's Professional price $456")
	}
	if n := len(api.Requests("GET", "/v1/prices/")); n != 6 {
		t.Errorf("%d price reads at start-up, want 6", n)
	}
}

// closedStripe is a Stripe API address where nothing listens.
func closedStripe(t *testing.T) string {
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	defer ln.Close()
	return "http://" + ln.Addr().String()
}

func TestStripeUnreachableAtStartUp(t *testing.T) {
	t.Parallel()
	env := map[string]string{"STRIPE_SECRET_KEY": "sk_test_lexa", "STRIPE_WEBHOOK_SECRET": webhookSecret, "STRIPE_API_URL": closedStripe(t),
		"DATABASE_URL": "sqlite:" + filepath.Join(t.TempDir(), "lexa.db"), "LISTEN_ADDR": "127.0.0.1:0"}
	for _, plan := range []string{"STARTER", "PROFESSIONAL", "ENTERPRISE"} {
		env["STRIPE_PRODUCT_"+plan] = "prod_" + plan
		env["STRIPE_PRICE_"+plan+"_MONTHLY"] = "price_" + plan + "_m"
		env["STRIPE_PRICE_"+plan+"_ANNUAL"] = "price_" + plan + "_a"
	}
	code, _, errOut := runLexa(t, env, "serve")
	if code != 1 || !strings.Contains(errOut, "plan catalogue: starter monthly: Stripe price price_STARTER_m could not be read and PLANS_FILE names no amount for it") ||
		!strings.Contains(errOut, "Stripe could not be reached") {
		t.Errorf("serve with Stripe unreachable and no amounts: exit %d\n%s", code, errOut)
	}

	// With every amount configured it starts, shows them, and warns.
	env["PLANS_FILE"] = plansFile(t, configuredAmounts)
	base, logs := startAppLogged(t, env)
	if _, body := fetch(t, "GET", base+"/api/plans"); !strings.Contains(body, `"amount":456,`) {
		t.Errorf("GET /api/plans: %s", body)
	}
	if !strings.Contains(logs.String(), "Stripe could not be read at start-up") {
		t.Errorf("no warning that the amounts are PLANS_FILE's: %s", logs.String())
	}
}
