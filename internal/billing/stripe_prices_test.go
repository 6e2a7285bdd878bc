package billing_test

import (
	"bytes"
	"context"
	"log/slog"
	"net"
	"strings"
	"testing"

	"lexa/internal/billing"
	"lexa/internal/billing/stripetest"
	"lexa/internal/lexa"
)

// The amounts the tests hold in Stripe, in whole dollars: monthly, annual per plan.
var heldAmounts = map[string][2]int64{"starter": {123, 1230}, "professional": {456, 4104}, "enterprise": {789, 6950}}

// holdPrices makes Stripe hold price_<plan>_<interval> at heldAmounts.
func holdPrices(api *stripetest.Server) {
	for plan, a := range heldAmounts {
		api.SetPrice(stripetest.Price{ID: "price_" + plan + "_monthly", UnitAmount: a[0] * 100, Interval: "month", Product: "prod_" + plan})
		api.SetPrice(stripetest.Price{ID: "price_" + plan + "_annual", UnitAmount: a[1] * 100, Interval: "year", Product: "prod_" + plan})
	}
}

// stripeCatalog reads the catalogue from the Stripe API at apiURL, with amount(plan,
// interval) as what PLANS_FILE names; it returns what the log said too.
func stripeCatalog(t *testing.T, apiURL string, amount func(plan string, i lexa.BillingInterval) int) (lexa.Catalog, string, error) {
	t.Helper()
	var logs bytes.Buffer
	c, err := billing.StripeCatalog(context.Background(), billing.StripeConfig{
		SecretKey: "sk_test_123", APIURL: apiURL, Logger: slog.New(slog.NewJSONHandler(&logs, nil)),
	}, func(plan string, i lexa.BillingInterval) lexa.PriceTerms {
		return lexa.PriceTerms{PriceID: "price_" + plan + "_" + string(i), ProductID: "prod_" + plan, Amount: amount(plan, i)}
	})
	return c, logs.String(), err
}

func none(string, lexa.BillingInterval) int { return 0 }

func amountsOf(c lexa.Catalog) map[string][2]int64 {
	out := map[string][2]int64{}
	for _, p := range c.Plans {
		out[p.ID] = [2]int64{int64(p.Monthly.Amount), int64(p.Annual.Amount)}
	}
	return out
}

func TestStripeCatalogReadsTheAmountsFromStripe(t *testing.T) {
	api := stripetest.Start(t)
	holdPrices(api)
	c, logs, err := stripeCatalog(t, api.URL, none)
	if err != nil {
		t.Fatal(err)
	}
	if got := amountsOf(c); len(got) != 3 || got["starter"] != heldAmounts["starter"] || got["professional"] != heldAmounts["professional"] || got["enterprise"] != heldAmounts["enterprise"] {
		t.Errorf("amounts %v, want Stripe's %v", got, heldAmounts)
	}
	if reads := api.Requests("GET", "/v1/prices/"); len(reads) != 6 {
		t.Errorf("%d price reads, want one per price", len(reads))
	}
	if strings.Contains(logs, `"level":"WARN"`) {
		t.Errorf("warnings with nothing to warn about: %s", logs)
	}
}

// stripe-mock's own answer for any price is a USD price of 2000 cents a month: the
// monthly slots read $20, the annual ones are refused by name, as billed per month.
func TestStripeCatalogChecksEachPriceFitsItsSlot(t *testing.T) {
	api := stripetest.Start(t)
	_, _, err := stripeCatalog(t, api.URL, none)
	if err == nil {
		t.Fatal("monthly prices were accepted for the annual slots")
	}
	for _, plan := range lexa.PlanIDs() {
		want := plan + " annual: Stripe price price_" + plan + "_annual: is billed every 1 month, want every year"
		if !strings.Contains(err.Error(), want) {
			t.Errorf("error %q\nlacks %q", err, want)
		}
		if strings.Contains(err.Error(), plan+" monthly") {
			t.Errorf("the fitting monthly price is blamed: %v", err)
		}
	}

	for _, tc := range []struct {
		name  string
		price stripetest.Price
		want  string
	}{
		{"cents", stripetest.Price{UnitAmount: 29950, Interval: "month"}, "starter monthly: Stripe price price_starter_monthly: costs $299.50, want a whole number of dollars"},
		{"currency", stripetest.Price{UnitAmount: 29900, Interval: "month", Currency: "eur"}, `starter monthly: Stripe price price_starter_monthly: is in "eur", want a USD price`},
		{"interval", stripetest.Price{UnitAmount: 29900, Interval: "year"}, "starter monthly: Stripe price price_starter_monthly: is billed every 1 year, want every month"},
		{"no amount", stripetest.Price{UnitAmount: 0, Interval: "month"}, "starter monthly: Stripe price price_starter_monthly: has no fixed amount"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			api := stripetest.Start(t)
			holdPrices(api)
			tc.price.ID = "price_starter_monthly"
			api.SetPrice(tc.price)
			if _, _, err := stripeCatalog(t, api.URL, none); err == nil || !strings.Contains(err.Error(), tc.want) {
				t.Errorf("error %v\nwant one saying %q", err, tc.want)
			}
		})
	}
}

// Stripe is the one source of truth: a different amount in PLANS_FILE is overruled,
// with a warning that names both.
func TestStripeCatalogPrefersStripeOverPlansFile(t *testing.T) {
	api := stripetest.Start(t)
	holdPrices(api)
	c, logs, err := stripeCatalog(t, api.URL, func(plan string, i lexa.BillingInterval) int {
		if plan == "professional" && i == lexa.Monthly {
			return 499
		}
		return 0
	})
	if err != nil {
		t.Fatal(err)
	}
	if pro, _ := c.Plan("professional"); pro.Monthly.Amount != 456 {
		t.Errorf("professional monthly %d, want Stripe's 456", pro.Monthly.Amount)
	}
	for _, want := range []string{`"level":"WARN"`, `"price":"professional monthly"`, `"stripe_amount":456`, `"plans_file_amount":499`} {
		if !strings.Contains(logs, want) {
			t.Errorf("log lacks %s: %s", want, logs)
		}
	}
}

// closedURL is an address where nothing listens: Stripe unreachable.
func closedURL(t *testing.T) string {
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	addr := ln.Addr().String()
	ln.Close()
	return "http://" + addr
}

func TestStripeCatalogWhenStripeCannotBeRead(t *testing.T) {
	url := closedURL(t)

	// Nothing configured: no price can be shown, and each is named.
	_, _, err := stripeCatalog(t, url, none)
	if err == nil {
		t.Fatal("started without any amount Stripe or the configuration confirms")
	}
	for _, want := range []string{
		"starter monthly: Stripe price price_starter_monthly could not be read and PLANS_FILE names no amount for it",
		"enterprise annual: Stripe price price_enterprise_annual could not be read",
		"Stripe could not be reached",
	} {
		if !strings.Contains(err.Error(), want) {
			t.Errorf("error %q\nlacks %q", err, want)
		}
	}

	// Every amount configured: those are shown until the next start, with a warning each.
	configured := func(plan string, i lexa.BillingInterval) int {
		a := heldAmounts[plan]
		if i == lexa.Annual {
			return int(a[1])
		}
		return int(a[0])
	}
	c, logs, err := stripeCatalog(t, url, configured)
	if err != nil {
		t.Fatal(err)
	}
	if got := amountsOf(c); got["enterprise"] != heldAmounts["enterprise"] || got["starter"] != heldAmounts["starter"] {
		t.Errorf("amounts %v, want the configured %v", got, heldAmounts)
	}
	if n := strings.Count(logs, `"level":"WARN"`); n != 6 || !strings.Contains(logs, "Stripe could not be read at start-up") {
		t.Errorf("%d warnings, want one per price: %s", n, logs)
	}

	// Some configured: only the others stop the start.
	_, _, err = stripeCatalog(t, url, func(plan string, i lexa.BillingInterval) int {
		if plan == "starter" {
			return 0
		}
		return configured(plan, i)
	})
	if err == nil || !strings.Contains(err.Error(), "starter annual:") || strings.Contains(err.Error(), "professional") {
		t.Errorf("error %v, want one naming the starter prices only", err)
	}
}
