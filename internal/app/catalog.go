package app

import (
	"context"
	"fmt"
	"log/slog"

	"lexa/internal/billing"
	"lexa/internal/config"
	"lexa/internal/lexa"
)

// newCatalog is the plan catalogue every page, script and answer quotes. In test mode its
// amounts are PLANS_FILE's, or the defaults; with Stripe they are read from Stripe, which
// charges them (billing.StripeCatalog says what happens when it cannot be read).
func newCatalog(ctx context.Context, cfg config.Config, logger *slog.Logger) (lexa.Catalog, error) {
	terms := func(plan string, interval lexa.BillingInterval) lexa.PriceTerms {
		p := cfg.Stripe.Prices[plan][string(interval)]
		return lexa.PriceTerms{PriceID: p.PriceID, ProductID: p.ProductID, Amount: p.Amount}
	}
	var c lexa.Catalog
	var err error
	if cfg.Stripe.Enabled() {
		c, err = billing.StripeCatalog(ctx, billing.StripeConfig{SecretKey: cfg.Stripe.SecretKey, APIURL: cfg.Stripe.APIURL, Logger: logger}, terms)
	} else {
		c, err = lexa.TestModeCatalog(func(plan string, i lexa.BillingInterval) int { return terms(plan, i).Amount })
	}
	if err != nil {
		return lexa.Catalog{}, fmt.Errorf("plan catalogue: %w", err)
	}
	f := c.Figures()
	attrs := []any{"from_monthly", f.FromMonthly, "save_up_to_percent", f.SaveUpToPercent}
	for _, p := range f.Plans {
		attrs = append(attrs, p.ID, fmt.Sprintf("%d/%d", p.Monthly, p.Annual))
	}
	logger.Info("plan catalogue (USD per month/year)", attrs...)
	return c, nil
}
