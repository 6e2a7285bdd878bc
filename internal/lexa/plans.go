package lexa

import (
	"errors"
	"fmt"
	"strings"
)

// BillingInterval is how often a plan is paid for.
type BillingInterval string

// The two billing intervals the pricing page offers.
const (
	Monthly BillingInterval = "monthly"
	Annual  BillingInterval = "annual"
)

// Intervals lists the billing intervals in the order the pricing page shows them.
var Intervals = []BillingInterval{Monthly, Annual}

// PlanCurrency is the currency of every plan price (whole units).
const PlanCurrency = "USD"

// TrialDays is the free trial every first subscription starts with (docs/product.md, "Plans").
const TrialDays = 30

// PlanPrice is one way to pay for a plan: its amount and the payment provider's ids.
type PlanPrice struct {
	PlanID    string
	Interval  BillingInterval
	Amount    int // whole USD per interval
	PriceID   string
	ProductID string
}

// Plan is one of the three subscription plans.
type Plan struct {
	ID       string // "starter", "professional", "enterprise"
	Name     string
	TierRank int // starter 1, professional 2, enterprise 3
	Monthly  PlanPrice
	Annual   PlanPrice
	// StorageBytes is what an account's documents may take, all its services together
	// (CheckDocumentStorage).
	StorageBytes int64
}

// Price returns the plan's price for an interval.
func (p Plan) Price(i BillingInterval) PlanPrice {
	if i == Annual {
		return p.Annual
	}
	return p.Monthly
}

// planTerms are the three plans (docs/product.md, "Plans"): names and ranks are fixed.
// The amounts are the defaults, used when configuration names none; with Stripe every
// amount is Stripe's.
var planTerms = []struct {
	id, name        string
	rank            int
	monthly, annual int
	storageBytes    int64
}{
	{"starter", "Starter", 1, 299, 2990, 1 << 30},
	{"professional", "Professional", 2, 699, 6990, 10 << 30},
	{"enterprise", "Enterprise", 3, 1499, 14990, 50 << 30},
}

// PlanIDs lists the plan ids, lowest tier first.
func PlanIDs() []string {
	ids := make([]string, len(planTerms))
	for i, t := range planTerms {
		ids[i] = t.id
	}
	return ids
}

// Catalog is the plans with the payment provider's ids and the amount of each price.
type Catalog struct {
	Plans []Plan
}

// PriceTerms is what the configuration (or the payment provider) says about one price:
// the provider's ids and the amount in whole USD, 0 when it names none.
type PriceTerms struct {
	PriceID   string
	ProductID string
	Amount    int
}

// NewCatalog builds the catalogue from each price's terms, found by terms(plan, interval).
// Every price needs both ids, and no id may serve two prices. An amount of 0 takes the
// default; annual billing must cost less than 12 monthly payments, because every page
// that shows it promises a saving.
func NewCatalog(terms func(planID string, interval BillingInterval) PriceTerms) (Catalog, error) {
	var c Catalog
	var errs []error
	seen := map[string]string{}
	for _, t := range planTerms {
		p := Plan{ID: t.id, Name: t.name, TierRank: t.rank, StorageBytes: t.storageBytes}
		for _, interval := range Intervals {
			got := terms(t.id, interval)
			price := PlanPrice{PlanID: t.id, Interval: interval, PriceID: strings.TrimSpace(got.PriceID), ProductID: strings.TrimSpace(got.ProductID), Amount: got.Amount}
			name := t.id + " " + string(interval)
			switch {
			case price.Amount < 0:
				errs = append(errs, fmt.Errorf("%s: the amount must be a positive number of US dollars, not %d", name, price.Amount))
			case price.Amount == 0 && interval == Annual:
				price.Amount = t.annual
			case price.Amount == 0:
				price.Amount = t.monthly
			}
			if price.PriceID == "" || price.ProductID == "" {
				errs = append(errs, fmt.Errorf("%s: a price id and a product id are required", name))
			}
			if other, dup := seen[price.PriceID]; dup && price.PriceID != "" {
				errs = append(errs, fmt.Errorf("%s: price id %q is also the %s price", name, price.PriceID, other))
			}
			seen[price.PriceID] = name
			if interval == Annual {
				p.Annual = price
			} else {
				p.Monthly = price
			}
		}
		if p.Monthly.Amount > 0 && p.Annual.Amount >= 12*p.Monthly.Amount {
			errs = append(errs, fmt.Errorf("%s: the annual price (%s) must be less than 12 monthly payments (%s): the pricing page promises a saving for paying yearly",
				t.id, FormatUSD(p.Annual.Amount), FormatUSD(12*p.Monthly.Amount)))
		}
		c.Plans = append(c.Plans, p)
	}
	return c, errors.Join(errs...)
}

// TestModeCatalog is the catalogue of the built-in test mode, with ids of our own and
// the amounts amount(plan, interval) gives (0 for the default).
func TestModeCatalog(amount func(planID string, interval BillingInterval) int) (Catalog, error) {
	return NewCatalog(func(plan string, i BillingInterval) PriceTerms {
		return PriceTerms{PriceID: "test_price_" + plan + "_" + string(i), ProductID: "test_prod_" + plan, Amount: amount(plan, i)}
	})
}

// Price finds a price by the provider's price id.
func (c Catalog) Price(priceID string) (Plan, PlanPrice, bool) {
	for _, p := range c.Plans {
		for _, i := range Intervals {
			if price := p.Price(i); priceID != "" && price.PriceID == priceID {
				return p, price, true
			}
		}
	}
	return Plan{}, PlanPrice{}, false
}

// Plan finds a plan by its id.
func (c Catalog) Plan(id string) (Plan, bool) {
	for _, p := range c.Plans {
		if p.ID == id {
			return p, true
		}
	}
	return Plan{}, false
}

// planByID is the name of the plan with id ("Professional"); ok is false for "" or an
// unknown id.
func planByID(id string) (name string, ok bool) {
	for _, t := range planTerms {
		if t.id == id {
			return t.name, true
		}
	}
	return "", false
}

// PlanStorageBytes is the storage allowance of plan planID (Plan.StorageBytes); 0 for
// "" or an unknown id, which includes no documents either (CheckDocumentAllowance
// refuses first).
func PlanStorageBytes(planID string) int64 {
	for _, t := range planTerms {
		if t.id == planID {
			return t.storageBytes
		}
	}
	return 0
}
