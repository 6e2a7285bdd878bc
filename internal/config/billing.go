package config

import (
	"encoding/json"
	"errors"
	"fmt"
	"maps"
	"net/url"
	"os"
	"slices"
	"strconv"
	"strings"
)

// Stripe is the payment configuration. With no SecretKey Lexa runs its built-in test mode.
type Stripe struct {
	SecretKey     string
	WebhookSecret string
	APIURL        string // empty: Stripe's own API
	PlansFile     string
	// Prices holds each plan's price per interval, keyed "starter", "professional",
	// "enterprise" and then "monthly" or "annual".
	Prices map[string]map[string]Price
}

// Price is one plan price: the Stripe price, the product it belongs to, and the amount
// PLANS_FILE names for it in whole USD (0 when it names none).
type Price struct {
	PriceID   string
	ProductID string
	Amount    int
}

// maxPlanAmount is the largest amount PLANS_FILE accepts: Stripe's largest USD price is
// $999,999.99, so a larger one is a typo, not a plan.
const maxPlanAmount = 999_999

// Enabled tells whether real payments are configured.
func (s Stripe) Enabled() bool { return s.SecretKey != "" }

var (
	billingPlans     = []string{"starter", "professional", "enterprise"}
	billingIntervals = []string{"monthly", "annual"}
)

// billingVars are the payment variables: the keys, then one price variable per plan and
// interval and one product variable per plan.
func billingVars() []Var {
	vs := []Var{
		{Name: "STRIPE_SECRET_KEY", Help: "Stripe secret key (sk_live_…, sk_test_… or a restricted rk_… key); empty runs the built-in test mode where no money moves", Secret: true, set: setStripeKey},
		{Name: "STRIPE_WEBHOOK_SECRET", Help: "signing secret (whsec_…) of the Stripe webhook endpoint BASE_URL/api/billing/webhook; required with STRIPE_SECRET_KEY", Secret: true, set: setWebhookSecret},
		{Name: "STRIPE_API_URL", Help: "Stripe API base URL; empty for Stripe's own (tests point it at stripe-mock)", set: setStripeAPIURL},
		{Name: "PLANS_FILE", Help: "JSON file with each plan's prices: the amount in whole USD (the defaults are 299/2990, 699/6990, 1499/14990; with Stripe the amounts are read from Stripe) and the Stripe price and product ids (instead of the STRIPE_PRICE_* and STRIPE_PRODUCT_* variables, which win where both are set)", set: func(c *Config, v string) error { c.Stripe.PlansFile = v; return nil }},
	}
	for _, plan := range billingPlans {
		for _, interval := range billingIntervals {
			vs = append(vs, Var{
				Name: "STRIPE_PRICE_" + strings.ToUpper(plan) + "_" + strings.ToUpper(interval),
				Help: "Stripe price id (price_…) of the " + plan + " plan billed " + interval,
				set:  setPlanID(plan, interval, func(p *Price, v string) { p.PriceID = v }),
			})
		}
		vs = append(vs, Var{
			Name: "STRIPE_PRODUCT_" + strings.ToUpper(plan),
			Help: "Stripe product id (prod_…) the " + plan + " prices belong to",
			set:  setPlanID(plan, "", func(p *Price, v string) { p.ProductID = v }),
		})
	}
	return vs
}

func setStripeKey(c *Config, v string) error {
	if v != "" && !strings.HasPrefix(v, "sk_") && !strings.HasPrefix(v, "rk_") {
		return errors.New("want a secret key starting with sk_ or rk_ (never the publishable pk_ key)")
	}
	c.Stripe.SecretKey = v
	return nil
}

func setWebhookSecret(c *Config, v string) error {
	if v != "" && !strings.HasPrefix(v, "whsec_") {
		return errors.New("want the endpoint's signing secret, starting with whsec_")
	}
	c.Stripe.WebhookSecret = v
	return nil
}

func setStripeAPIURL(c *Config, v string) error {
	c.Stripe.APIURL = ""
	if v == "" {
		return nil
	}
	u, err := url.Parse(v)
	if err != nil || (u.Scheme != "http" && u.Scheme != "https") || u.Host == "" {
		return fmt.Errorf("want an http or https URL, got %q", v)
	}
	c.Stripe.APIURL = strings.TrimSuffix(v, "/")
	return nil
}

// setPlanID records one id; an empty interval means the product of every interval.
func setPlanID(plan, interval string, set func(*Price, string)) func(*Config, string) error {
	return func(c *Config, v string) error {
		if v == "" {
			return nil
		}
		if strings.ContainsAny(v, " \t\r\n") {
			return errors.New("must not contain spaces")
		}
		for _, i := range billingIntervals {
			if interval == "" || i == interval {
				ids := c.Stripe.plan(plan)[i]
				set(&ids, v)
				c.Stripe.plan(plan)[i] = ids
			}
		}
		return nil
	}
}

func (s *Stripe) plan(plan string) map[string]Price {
	if s.Prices == nil {
		s.Prices = map[string]map[string]Price{}
	}
	if s.Prices[plan] == nil {
		s.Prices[plan] = map[string]Price{}
	}
	return s.Prices[plan]
}

// plansFile is PLANS_FILE's shape: per plan a product, and per interval a price (with
// its own product when the prices of one plan live in different products) and its amount
// in whole USD. Every part is optional: test mode needs no ids, and an amount left out
// keeps the default (test mode) or is read from Stripe.
//
//	{"starter": {"product_id": "prod_…", "monthly": {"price_id": "price_…", "amount": 299}, "annual": {…}}, …}
type plansFile map[string]struct {
	ProductID string         `json:"product_id"`
	Monthly   plansFilePrice `json:"monthly"`
	Annual    plansFilePrice `json:"annual"`
}

type plansFilePrice struct {
	PriceID   string `json:"price_id"`
	ProductID string `json:"product_id"`
	// Amount is kept raw so that a string, a fraction or a huge number gets a message
	// naming the plan and interval rather than the JSON decoder's.
	Amount json.RawMessage `json:"amount"`
}

// loadPlansFile fills in the ids and amounts PLANS_FILE names and the variables left empty.
func (s *Stripe) loadPlansFile() error {
	if s.PlansFile == "" {
		return nil
	}
	data, err := os.ReadFile(s.PlansFile)
	if err != nil {
		return fmt.Errorf("PLANS_FILE: %w", err)
	}
	var f plansFile
	dec := json.NewDecoder(strings.NewReader(string(data)))
	dec.DisallowUnknownFields()
	if err := dec.Decode(&f); err != nil {
		return fmt.Errorf("PLANS_FILE: %s is not valid: %w", s.PlansFile, err)
	}
	var errs []error
	for _, plan := range slices.Sorted(maps.Keys(f)) {
		if !slices.Contains(billingPlans, plan) {
			errs = append(errs, fmt.Errorf("PLANS_FILE: unknown plan %q (want %s)", plan, strings.Join(billingPlans, ", ")))
			continue
		}
		p := f[plan]
		for _, interval := range billingIntervals {
			in := p.Monthly
			if interval == "annual" {
				in = p.Annual
			}
			if in.ProductID == "" {
				in.ProductID = p.ProductID
			}
			amount, err := parsePlanAmount(in.Amount)
			if err != nil {
				errs = append(errs, fmt.Errorf("PLANS_FILE: %s %s amount: %w", plan, interval, err))
			}
			have := s.plan(plan)[interval]
			if have.PriceID == "" {
				have.PriceID = in.PriceID
			}
			if have.ProductID == "" {
				have.ProductID = in.ProductID
			}
			have.Amount = amount
			s.plan(plan)[interval] = have
		}
	}
	return errors.Join(errs...)
}

// parsePlanAmount reads an amount of PLANS_FILE: a JSON number of whole US dollars from 1
// to maxPlanAmount. Absent (or null) is 0: not configured.
func parsePlanAmount(raw json.RawMessage) (int, error) {
	text := strings.TrimSpace(string(raw))
	if text == "" || text == "null" {
		return 0, nil
	}
	const want = "want a whole number of US dollars from 1 to 999999, like 299"
	if !isJSONNumber(text) {
		return 0, fmt.Errorf("%s, got %s", want, text)
	}
	n, err := strconv.ParseInt(text, 10, 64)
	if err != nil || n < 1 || n > maxPlanAmount {
		return 0, fmt.Errorf("%s, got %s", want, text)
	}
	return int(n), nil
}

// isJSONNumber tells a number from a string, true, an object or an array.
func isJSONNumber(text string) bool {
	var v any
	if err := json.Unmarshal([]byte(text), &v); err != nil {
		return false
	}
	_, ok := v.(float64)
	return ok
}

// check reports what Stripe mode lacks: the webhook secret and every price's ids.
func (s *Stripe) check() error {
	if err := s.loadPlansFile(); err != nil {
		return err
	}
	if !s.Enabled() {
		return nil
	}
	var errs []error
	if s.WebhookSecret == "" {
		errs = append(errs, errors.New("STRIPE_WEBHOOK_SECRET: required when STRIPE_SECRET_KEY is set"))
	}
	for _, plan := range billingPlans {
		noProduct := false
		for _, interval := range billingIntervals {
			ids := s.plan(plan)[interval]
			if ids.PriceID == "" {
				errs = append(errs, fmt.Errorf("STRIPE_PRICE_%s_%s: required when STRIPE_SECRET_KEY is set (or set it in PLANS_FILE)",
					strings.ToUpper(plan), strings.ToUpper(interval)))
			}
			noProduct = noProduct || ids.ProductID == ""
		}
		if noProduct {
			errs = append(errs, fmt.Errorf("STRIPE_PRODUCT_%s: required when STRIPE_SECRET_KEY is set (or set it in PLANS_FILE)", strings.ToUpper(plan)))
		}
	}
	return errors.Join(errs...)
}
