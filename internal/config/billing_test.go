package config

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// stripeEnv is a complete Stripe configuration; tests take parts away.
func stripeEnv() map[string]string {
	m := map[string]string{"STRIPE_SECRET_KEY": "sk_test_abc", "STRIPE_WEBHOOK_SECRET": "whsec_abc"}
	for _, plan := range billingPlans {
		m["STRIPE_PRODUCT_"+strings.ToUpper(plan)] = "prod_" + plan
		for _, interval := range billingIntervals {
			m["STRIPE_PRICE_"+strings.ToUpper(plan)+"_"+strings.ToUpper(interval)] = "price_" + plan + "_" + interval
		}
	}
	return m
}

func TestTestModeByDefault(t *testing.T) {
	c, err := Load(env(nil), false)
	if err != nil {
		t.Fatal(err)
	}
	if c.Stripe.Enabled() {
		t.Error("Stripe is on without a key")
	}
}

func TestStripeConfiguration(t *testing.T) {
	c, err := Load(env(stripeEnv()), false)
	if err != nil {
		t.Fatal(err)
	}
	if !c.Stripe.Enabled() {
		t.Fatal("Stripe is off with a key")
	}
	got := c.Stripe.Prices["professional"]["annual"]
	if got != (Price{PriceID: "price_professional_annual", ProductID: "prod_professional"}) {
		t.Errorf("professional annual = %+v", got)
	}
}

func TestStripeRefusesToStartWithAMissingPrice(t *testing.T) {
	m := stripeEnv()
	delete(m, "STRIPE_PRICE_ENTERPRISE_ANNUAL")
	delete(m, "STRIPE_PRODUCT_STARTER")
	delete(m, "STRIPE_WEBHOOK_SECRET")
	_, err := Load(env(m), false)
	if err == nil {
		t.Fatal("started with a missing price")
	}
	for _, want := range []string{"STRIPE_PRICE_ENTERPRISE_ANNUAL: required", "STRIPE_PRODUCT_STARTER: required", "STRIPE_WEBHOOK_SECRET: required"} {
		if !strings.Contains(err.Error(), want) {
			t.Errorf("error %q does not say %q", err, want)
		}
	}
	if n := strings.Count(err.Error(), "STRIPE_PRODUCT_STARTER"); n != 1 {
		t.Errorf("the missing product is reported %d times", n)
	}
}

func TestStripeKeyShapes(t *testing.T) {
	for _, tc := range []struct{ name, key, value, want string }{
		{"publishable key", "STRIPE_SECRET_KEY", "pk_live_abc", "never the publishable"},
		{"webhook secret", "STRIPE_WEBHOOK_SECRET", "sk_test_abc", "whsec_"},
		{"api url", "STRIPE_API_URL", "localhost:12111", "http or https URL"},
		{"price with a space", "STRIPE_PRICE_STARTER_MONTHLY", "price 1", "spaces"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			m := stripeEnv()
			m[tc.key] = tc.value
			_, err := Load(env(m), false)
			if err == nil || !strings.Contains(err.Error(), tc.want) {
				t.Errorf("%s=%q: error %v, want one saying %q", tc.key, tc.value, err, tc.want)
			}
		})
	}
}

func TestPlansFile(t *testing.T) {
	file := filepath.Join(t.TempDir(), "plans.json")
	plans := `{"starter": {"product_id": "prod_s", "monthly": {"price_id": "price_sm", "amount": 123}, "annual": {"price_id": "price_sa", "product_id": "prod_s_year", "amount": 1230}},
	 "professional": {"product_id": "prod_p", "monthly": {"price_id": "price_pm"}, "annual": {"price_id": "price_pa"}},
	 "enterprise": {"product_id": "prod_e", "monthly": {"price_id": "price_em"}, "annual": {"price_id": "price_ea"}}}`
	if err := os.WriteFile(file, []byte(plans), 0o600); err != nil {
		t.Fatal(err)
	}
	c, err := Load(env(map[string]string{"STRIPE_SECRET_KEY": "sk_test_x", "STRIPE_WEBHOOK_SECRET": "whsec_x",
		"PLANS_FILE": file, "STRIPE_PRICE_ENTERPRISE_ANNUAL": "price_from_env"}), false)
	if err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct {
		plan, interval string
		want           Price
	}{
		{"starter", "monthly", Price{"price_sm", "prod_s", 123}},
		{"starter", "annual", Price{"price_sa", "prod_s_year", 1230}},
		{"enterprise", "annual", Price{"price_from_env", "prod_e", 0}},
	} {
		if got := c.Stripe.Prices[tc.plan][tc.interval]; got != tc.want {
			t.Errorf("%s %s = %+v, want %+v", tc.plan, tc.interval, got, tc.want)
		}
	}

	if err := os.WriteFile(file, []byte(`{"gold": {"product_id": "prod_g"}}`), 0o600); err != nil {
		t.Fatal(err)
	}
	if _, err := Load(env(map[string]string{"PLANS_FILE": file}), false); err == nil || !strings.Contains(err.Error(), `unknown plan "gold"`) {
		t.Errorf("an unknown plan in PLANS_FILE: %v", err)
	}
}

// In test mode PLANS_FILE may name amounts alone: there are no Stripe ids to give.
func TestPlansFileWithAmountsOnly(t *testing.T) {
	file := filepath.Join(t.TempDir(), "plans.json")
	plans := `{"starter": {"monthly": {"amount": 123}, "annual": {"amount": 1230}}, "enterprise": {"annual": {"amount": 6950}}}`
	if err := os.WriteFile(file, []byte(plans), 0o600); err != nil {
		t.Fatal(err)
	}
	c, err := Load(env(map[string]string{"PLANS_FILE": file}), false)
	if err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct {
		plan, interval string
		want           int
	}{{"starter", "monthly", 123}, {"starter", "annual", 1230}, {"enterprise", "monthly", 0}, {"enterprise", "annual", 6950}, {"professional", "annual", 0}} {
		if got := c.Stripe.Prices[tc.plan][tc.interval].Amount; got != tc.want {
			t.Errorf("%s %s amount = %d, want %d", tc.plan, tc.interval, got, tc.want)
		}
	}
}

// A bad amount stops start-up with a message that names the plan and the interval.
func TestPlansFileRefusesABadAmount(t *testing.T) {
	for _, tc := range []struct{ name, amount string }{
		{"zero", `0`},
		{"negative", `-299`},
		{"fractional", `299.5`},
		{"whole but written with a fraction", `299.0`},
		{"a string", `"299"`},
		{"a word", `"cheap"`},
		{"absurdly large", `1000000`},
		{"far too large for an int", `1e30`},
		{"true", `true`},
		{"an object", `{"usd": 299}`},
	} {
		t.Run(tc.name, func(t *testing.T) {
			file := filepath.Join(t.TempDir(), "plans.json")
			plans := `{"professional": {"monthly": {"amount": 699}, "annual": {"amount": ` + tc.amount + `}}}`
			if err := os.WriteFile(file, []byte(plans), 0o600); err != nil {
				t.Fatal(err)
			}
			_, err := Load(env(map[string]string{"PLANS_FILE": file}), false)
			want := "PLANS_FILE: professional annual amount: want a whole number of US dollars from 1 to 999999, like 299, got " + tc.amount
			if err == nil || !strings.Contains(err.Error(), want) {
				t.Errorf("amount %s: error %v\nwant one saying %q", tc.amount, err, want)
			}
			if err != nil && strings.Contains(err.Error(), "monthly") {
				t.Errorf("amount %s: the good monthly amount is blamed too: %v", tc.amount, err)
			}
		})
	}
}

func TestStripeSecretsAreMasked(t *testing.T) {
	c, err := Load(env(stripeEnv()), false)
	if err != nil {
		t.Fatal(err)
	}
	logged := c.LogValue().String()
	if strings.Contains(logged, "sk_test_abc") || strings.Contains(logged, "whsec_abc") {
		t.Errorf("a Stripe secret is in the log: %s", logged)
	}
	if !strings.Contains(logged, "sk_test_xxxxx") {
		t.Errorf("the key's mode is not in the log: %s", logged)
	}
}
