package billing

import (
	"context"
	"errors"
	"fmt"
	"net/http"
	"time"

	"github.com/stripe/stripe-go/v85"
	"lexa/internal/lexa"
)

// readPricesTimeout bounds reading the six prices at start-up, retries included, so a
// Stripe that does not answer delays the start by this much at most.
const readPricesTimeout = 30 * time.Second

// StripeCatalog builds the catalogue with Stripe as the source of every amount: each
// price is read from Stripe at start-up, so the pages show what Stripe will charge.
// terms gives each price's configured ids and the amount PLANS_FILE names (0 for none).
//
//   - A price Stripe returns must be a recurring USD price of one month or one year (as its
//     slot), of a whole-dollar amount; anything else stops start-up with an error naming it.
//   - When the configured amount differs from Stripe's, Stripe's wins and a warning says
//     so: the customer is charged Stripe's amount, and the file is only a fallback.
//   - When Stripe cannot be read (down, slow, limiting us), a configured amount is used
//     with a warning; a price without one stops start-up, as Lexa will not show a price
//     that nobody confirmed.
func StripeCatalog(ctx context.Context, cfg StripeConfig, terms func(planID string, interval lexa.BillingInterval) lexa.PriceTerms) (lexa.Catalog, error) {
	client := newStripeClient(cfg)
	ctx, cancel := context.WithTimeout(ctx, readPricesTimeout)
	defer cancel()
	var errs []error
	var unreachable error // set by the first read that could not reach Stripe; later reads are skipped
	resolved := map[string]lexa.PriceTerms{}
	for _, plan := range lexa.PlanIDs() {
		for _, interval := range lexa.Intervals {
			t := terms(plan, interval)
			slot := plan + " " + string(interval)
			if t.PriceID == "" {
				resolved[slot] = t // lexa.NewCatalog reports the missing id
				continue
			}
			var amount int
			var err error
			if unreachable == nil {
				amount, err = readStripeAmount(ctx, client, t.PriceID, interval)
				if errors.Is(err, errStripeUnreachable) {
					unreachable = err
				}
			}
			switch {
			case unreachable != nil && t.Amount > 0:
				cfg.Logger.Warn("Stripe could not be read at start-up: showing the amount PLANS_FILE names for this price until the next start",
					"price", slot, "price_id", t.PriceID, "amount", t.Amount, "err", unreachable.Error())
			case unreachable != nil:
				errs = append(errs, fmt.Errorf("%s: Stripe price %s could not be read and PLANS_FILE names no amount for it (Lexa shows no price that neither Stripe nor the configuration confirms): start again when Stripe answers, or set its \"amount\" in PLANS_FILE: %v",
					slot, t.PriceID, unreachable))
			case err != nil:
				errs = append(errs, fmt.Errorf("%s: Stripe price %s: %w", slot, t.PriceID, err))
			default:
				if t.Amount > 0 && t.Amount != amount {
					cfg.Logger.Warn("PLANS_FILE names an amount that differs from Stripe's price: showing Stripe's, which is what customers are charged; correct PLANS_FILE, the fallback for when Stripe cannot be read",
						"price", slot, "price_id", t.PriceID, "stripe_amount", amount, "plans_file_amount", t.Amount)
				}
				t.Amount = amount
			}
			resolved[slot] = t
		}
	}
	if err := errors.Join(errs...); err != nil {
		return lexa.Catalog{}, err
	}
	return lexa.NewCatalog(func(plan string, interval lexa.BillingInterval) lexa.PriceTerms {
		return resolved[plan+" "+string(interval)]
	})
}

// errStripeUnreachable is a read that failed for want of Stripe (down, slow, limiting
// us), not because of what was asked.
var errStripeUnreachable = errors.New("Stripe could not be reached")

// readStripeAmount reads one price and checks it fits its slot; the amount is whole USD.
func readStripeAmount(ctx context.Context, client *stripe.Client, priceID string, interval lexa.BillingInterval) (int, error) {
	p, err := client.V1Prices.Retrieve(ctx, priceID, nil)
	if err != nil {
		var se *stripe.Error
		if errors.As(err, &se) && se.HTTPStatusCode >= 400 && se.HTTPStatusCode < 500 && se.HTTPStatusCode != http.StatusTooManyRequests {
			// No such price, a bad key, a restricted key that may not read prices: ours to fix.
			return 0, fmt.Errorf("Stripe answered %d: %s (request %s)", se.HTTPStatusCode, se.Msg, se.RequestID)
		}
		return 0, fmt.Errorf("%w: %v", errStripeUnreachable, err)
	}
	want := stripe.PriceRecurringIntervalMonth
	if interval == lexa.Annual {
		want = stripe.PriceRecurringIntervalYear
	}
	switch {
	case p.Currency != stripe.CurrencyUSD:
		return 0, fmt.Errorf("is in %q, want a USD price (the pages show US dollars)", p.Currency)
	case p.Recurring == nil:
		return 0, fmt.Errorf("is a one-time price, want a recurring price billed every %s", want)
	case p.Recurring.Interval != want || p.Recurring.IntervalCount != 1:
		return 0, fmt.Errorf("is billed every %d %s, want every %s", p.Recurring.IntervalCount, p.Recurring.Interval, want)
	case p.UnitAmount <= 0:
		return 0, errors.New("has no fixed amount (tiered, metered or pay-what-you-want), want a fixed price")
	case p.UnitAmount%100 != 0:
		return 0, fmt.Errorf("costs $%d.%02d, want a whole number of dollars (the pages show whole dollars)", p.UnitAmount/100, p.UnitAmount%100)
	}
	return int(p.UnitAmount / 100), nil
}
