// Package billing holds Lexa's payment providers: Stripe (when STRIPE_SECRET_KEY is set)
// and the built-in test mode, both behind the same methods, and the worker that applies
// Stripe's webhook events.
package billing

import (
	"context"
	"errors"
	"fmt"
	"log/slog"
	"net/http"
	"time"

	"github.com/stripe/stripe-go/v85"
	"lexa/internal/lexa"
)

// StripeConfig is what the Stripe provider needs.
type StripeConfig struct {
	SecretKey     string
	WebhookSecret string
	APIURL        string // empty for Stripe's own API; tests point it at stripe-mock
	BaseURL       string // the site's public origin, for the return URLs
	Catalog       lexa.Catalog
	Logger        *slog.Logger // required
}

// Stripe is the real payment provider: one Stripe customer per user, Stripe Checkout for
// new subscriptions, the Stripe customer portal for everything after, and webhooks that
// say what changed.
type Stripe struct {
	client        *stripe.Client
	catalog       lexa.Catalog
	baseURL       string
	webhookSecret string
}

// stripeTimeout bounds one call to Stripe, retries included.
const stripeTimeout = 20 * time.Second

// NewStripe returns the Stripe provider.
func NewStripe(cfg StripeConfig) *Stripe {
	return &Stripe{
		client:        newStripeClient(cfg),
		catalog:       cfg.Catalog,
		baseURL:       cfg.BaseURL,
		webhookSecret: cfg.WebhookSecret,
	}
}

// newStripeClient is a client of the Stripe API cfg names.
func newStripeClient(cfg StripeConfig) *stripe.Client {
	backend := &stripe.BackendConfig{
		HTTPClient:        &http.Client{Timeout: stripeTimeout},
		MaxNetworkRetries: stripe.Int64(2), // with the idempotency keys stripe-go adds, retries are safe
		LeveledLogger:     slogLeveled{cfg.Logger},
	}
	if cfg.APIURL != "" {
		backend.URL = stripe.String(cfg.APIURL)
	}
	return stripe.NewClient(cfg.SecretKey, stripe.WithBackends(stripe.NewBackendsWithConfig(backend)))
}

// TestMode is false: money moves.
func (s *Stripe) TestMode() bool { return false }

// Catalog is the plans with their Stripe price and product ids.
func (s *Stripe) Catalog() lexa.Catalog { return s.catalog }

// CreateCustomer creates the Stripe customer of a user. The idempotency key makes two
// concurrent first checkouts of one user get the same customer back.
func (s *Stripe) CreateCustomer(ctx context.Context, c lexa.BillingCustomer) (string, error) {
	params := &stripe.CustomerCreateParams{
		Email:    stripe.String(c.Email),
		Metadata: map[string]string{"user_id": c.UserID},
	}
	if c.Name != "" {
		params.Name = stripe.String(c.Name)
	}
	params.SetIdempotencyKey("lexa-customer-" + c.UserID)
	cust, err := s.client.V1Customers.Create(ctx, params)
	if err != nil {
		return "", stripeError("create customer", err)
	}
	return cust.ID, nil
}

// CheckoutURL creates a Checkout Session in subscription mode for one price. A first
// subscription gets the free trial without asking for a card (payment details only if
// required; a trial that ends without them cancels the subscription); the user is told
// by client_reference_id and the subscription's metadata.
func (s *Stripe) CheckoutURL(ctx context.Context, c lexa.Checkout) (string, error) {
	params := &stripe.CheckoutSessionCreateParams{
		Mode:              stripe.String(string(stripe.CheckoutSessionModeSubscription)),
		Customer:          stripe.String(c.CustomerID),
		ClientReferenceID: stripe.String(c.UserID),
		LineItems: []*stripe.CheckoutSessionCreateLineItemParams{
			{Price: stripe.String(c.Price.PriceID), Quantity: stripe.Int64(1)},
		},
		SubscriptionData: &stripe.CheckoutSessionCreateSubscriptionDataParams{
			Metadata: map[string]string{"user_id": c.UserID, "plan": c.Price.PlanID},
		},
		SuccessURL: stripe.String(s.baseURL + "/dashboard?checkout=success"),
		CancelURL:  stripe.String(s.baseURL + "/pricing"),
	}
	if c.Trial {
		params.SubscriptionData.TrialPeriodDays = stripe.Int64(lexa.TrialDays)
		params.SubscriptionData.TrialSettings = &stripe.CheckoutSessionCreateSubscriptionDataTrialSettingsParams{
			EndBehavior: &stripe.CheckoutSessionCreateSubscriptionDataTrialSettingsEndBehaviorParams{
				MissingPaymentMethod: stripe.String("cancel"),
			},
		}
		params.PaymentMethodCollection = stripe.String("if_required")
	}
	sess, err := s.client.V1CheckoutSessions.Create(ctx, params)
	if err != nil {
		return "", stripeError("create checkout session", err)
	}
	return sess.URL, nil
}

// PortalURL creates a customer portal session that returns to the dashboard.
func (s *Stripe) PortalURL(ctx context.Context, customerID string) (string, error) {
	sess, err := s.client.V1BillingPortalSessions.Create(ctx, &stripe.BillingPortalSessionCreateParams{
		Customer:  stripe.String(customerID),
		ReturnURL: stripe.String(s.baseURL + "/dashboard"),
	})
	if err != nil {
		return "", stripeError("create portal session", err)
	}
	return sess.URL, nil
}

// Subscription reads a subscription's current state from Stripe, with the user its
// metadata names. A subscription Stripe does not know is ErrUnknownSubscription.
func (s *Stripe) Subscription(ctx context.Context, id string) (lexa.Subscription, string, error) {
	sub, err := s.client.V1Subscriptions.Retrieve(ctx, id, nil)
	if err != nil {
		return lexa.Subscription{}, "", stripeError("read subscription "+id, err)
	}
	return s.fromStripe(sub)
}

// CancelNow ends a subscription at once (its account is being deleted) and returns its
// new state. One that has ended already is left as it is.
func (s *Stripe) CancelNow(ctx context.Context, sub lexa.Subscription) (lexa.Subscription, string, error) {
	canceled, err := s.client.V1Subscriptions.Cancel(ctx, sub.ID, &stripe.SubscriptionCancelParams{})
	if err != nil {
		return lexa.Subscription{}, "", stripeError("cancel subscription "+sub.ID, err)
	}
	return s.fromStripe(canceled)
}

// fromStripe describes a Stripe subscription in Lexa's terms. The period is the first
// item's (Stripe keeps periods on items since API version 2025-03-31).
func (s *Stripe) fromStripe(sub *stripe.Subscription) (lexa.Subscription, string, error) {
	out := lexa.Subscription{ID: sub.ID, Status: string(sub.Status), CreatedAt: unixTime(sub.Created)}
	if sub.Customer != nil {
		out.CustomerID = sub.Customer.ID
	}
	if sub.Items != nil && len(sub.Items.Data) > 0 {
		item := sub.Items.Data[0]
		out.CurrentPeriodStart, out.CurrentPeriodEnd = unixTime(item.CurrentPeriodStart), unixTime(item.CurrentPeriodEnd)
		if item.Price != nil {
			out.PriceID = item.Price.ID
			if item.Price.Product != nil {
				out.ProductID = item.Price.Product.ID
			}
		}
	}
	if plan, price, ok := s.catalog.Price(out.PriceID); ok {
		out.PlanID, out.PlanName, out.Interval = plan.ID, plan.Name, price.Interval
		if out.ProductID == "" {
			out.ProductID = price.ProductID
		}
	}
	out.TrialEnd, out.CancelAt, out.EndedAt = unixPtr(sub.TrialEnd), unixPtr(sub.CancelAt), unixPtr(sub.EndedAt)
	return out, sub.Metadata["user_id"], nil
}

func unixTime(sec int64) time.Time {
	if sec <= 0 {
		return time.Time{}
	}
	return time.Unix(sec, 0).UTC()
}

func unixPtr(sec int64) *time.Time {
	if sec <= 0 {
		return nil
	}
	t := unixTime(sec)
	return &t
}

// ErrUnknownSubscription is a subscription the provider has no record of (deleted in
// Stripe's test data, or an event from another account's webhook).
var ErrUnknownSubscription = errors.New("no such subscription at the payment provider")

// ErrPaymentsUnavailable is what a user sees when Stripe cannot be reached.
var ErrPaymentsUnavailable = &lexa.Error{Code: lexa.EUnavailable,
	Message: "Payments are unavailable right now. Please try again in a few minutes."}

// stripeError sorts a failed call: Stripe down, slow or limiting us is temporary and
// shown as ErrPaymentsUnavailable; a missing subscription is ErrUnknownSubscription;
// anything else (a bad key, a price that does not exist) is our configuration's fault
// and stays an internal error, logged with Stripe's message.
func stripeError(what string, err error) error {
	var se *stripe.Error
	if !errors.As(err, &se) {
		return errors.Join(ErrPaymentsUnavailable, fmt.Errorf("stripe: %s: %w", what, err))
	}
	switch {
	case se.Code == stripe.ErrorCodeResourceMissing && se.Param == "" && se.HTTPStatusCode == http.StatusNotFound:
		return fmt.Errorf("stripe: %s: %w: %s", what, ErrUnknownSubscription, se.Msg)
	case se.HTTPStatusCode >= 500, se.HTTPStatusCode == http.StatusTooManyRequests, se.HTTPStatusCode == 0:
		return errors.Join(ErrPaymentsUnavailable, fmt.Errorf("stripe: %s: %s (request %s)", what, se.Msg, se.RequestID))
	}
	return fmt.Errorf("stripe: %s: %s %s (request %s)", what, se.Type, se.Msg, se.RequestID)
}

// slogLeveled passes stripe-go's own log lines to our logger, quietly: its errors are
// returned to us as well and reported where they matter.
type slogLeveled struct{ logger *slog.Logger }

func (l slogLeveled) log(level slog.Level, format string, v ...any) {
	if l.logger != nil {
		l.logger.Log(context.Background(), level, "stripe-go: "+fmt.Sprintf(format, v...))
	}
}

func (l slogLeveled) Debugf(format string, v ...any) { l.log(slog.LevelDebug, format, v...) }
func (l slogLeveled) Infof(format string, v ...any)  { l.log(slog.LevelDebug, format, v...) }
func (l slogLeveled) Warnf(format string, v ...any)  { l.log(slog.LevelDebug, format, v...) }
func (l slogLeveled) Errorf(format string, v ...any) { l.log(slog.LevelDebug, format, v...) }
