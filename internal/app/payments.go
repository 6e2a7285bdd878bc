package app

import (
	"log/slog"

	"lexa/internal/billing"
	"lexa/internal/config"
	"lexa/internal/httpapi"
	"lexa/internal/lexa"
	"lexa/internal/mail"
	"lexa/internal/store"
)

// payments is the wiring of billing: Stripe with its webhook worker, or test mode, both
// selling the plans of the catalogue newCatalog built.
type payments struct {
	provider httpapi.Billing // test mode, or Stripe with its worker
	worker   *billing.Worker // set with Stripe
}

func newPayments(cfg config.Config, logger *slog.Logger, clock lexa.Clock, db *store.DB, composer *mail.Composer, catalog lexa.Catalog, opts []billing.WorkerOption) payments {
	if !cfg.Stripe.Enabled() {
		if cfg.BaseURL.Scheme == "https" {
			logger.Warn("!!! BILLING IS IN TEST MODE ON A PUBLIC SITE: STRIPE_SECRET_KEY is not set, so subscriptions " +
				"are started without payment on TEST MODE pages. Set STRIPE_SECRET_KEY and the STRIPE_PRICE_* variables to take payments. !!!")
		} else {
			logger.Info("STRIPE_SECRET_KEY is not set: billing runs in test mode (no money moves)")
		}
		tm := billing.NewTestMode(cfg.BaseURL.String(), clock, catalog)
		return payments{provider: tm}
	}
	stripe := billing.NewStripe(billing.StripeConfig{
		SecretKey: cfg.Stripe.SecretKey, WebhookSecret: cfg.Stripe.WebhookSecret, APIURL: cfg.Stripe.APIURL,
		BaseURL: cfg.BaseURL.String(), Catalog: catalog, Logger: logger,
	})
	worker := billing.NewWorker(db, stripe, composer, logger, clock, opts...)
	logger.Info("billing through Stripe", "webhook", cfg.BaseURL.String()+"/api/billing/webhook")
	return payments{provider: billing.StripeWithWorker{Stripe: stripe, Worker: worker}, worker: worker}
}
