package billing

import (
	"context"
	"net/url"
	"time"

	"lexa/internal/lexa"
)

// TestMode is the built-in payment provider used when no Stripe key is configured: the
// checkout and the customer portal are pages of Lexa itself, marked TEST MODE, and no
// money moves. Its subscriptions behave like Stripe's (trial, plan switch, cancel at the
// period's end, renewal) and are stored exactly as Stripe's are.
type TestMode struct {
	catalog lexa.Catalog
	baseURL string
	clock   lexa.Clock
}

// NewTestMode returns the test-mode provider for the site at baseURL, selling the plans
// of catalog (lexa.TestModeCatalog).
func NewTestMode(baseURL string, clock lexa.Clock, catalog lexa.Catalog) *TestMode {
	return &TestMode{catalog: catalog, baseURL: baseURL, clock: clock}
}

// TestMode is true: nothing is charged.
func (t *TestMode) TestMode() bool { return true }

// Catalog is the plans with test-mode ids.
func (t *TestMode) Catalog() lexa.Catalog { return t.catalog }

// CreateCustomer makes up a customer id; test mode keeps no customers of its own.
func (t *TestMode) CreateCustomer(_ context.Context, _ lexa.BillingCustomer) (string, error) {
	return "test_cus_" + lexa.NewID(), nil
}

// CheckoutURL is the test checkout page for the price.
func (t *TestMode) CheckoutURL(_ context.Context, c lexa.Checkout) (string, error) {
	return t.baseURL + "/api/billing/test/checkout?price=" + url.QueryEscape(c.Price.PriceID), nil
}

// PortalURL is the test portal page.
func (t *TestMode) PortalURL(_ context.Context, _ string) (string, error) {
	return t.baseURL + "/api/billing/test/portal", nil
}

// CancelNow ends the subscription at once, as deleting an account does.
func (t *TestMode) CancelNow(_ context.Context, sub lexa.Subscription) (lexa.Subscription, string, error) {
	if sub.Ended() {
		return sub, sub.UserID, nil
	}
	now := t.clock.Now().UTC()
	sub.Status, sub.EndedAt, sub.CancelAt = lexa.StatusCanceled, &now, &now
	return sub, sub.UserID, nil
}

// Start is a new subscription to price, as the test checkout's confirmation creates it:
// trialing for the free trial's 30 days, or active for one interval without a trial.
func (t *TestMode) Start(userID, customerID string, plan lexa.Plan, price lexa.PlanPrice, trial bool) lexa.Subscription {
	now := t.clock.Now().UTC()
	sub := lexa.Subscription{
		ID: "test_sub_" + lexa.NewID(), UserID: userID, CustomerID: customerID, Status: lexa.StatusActive,
		CurrentPeriodStart: now, CurrentPeriodEnd: nextPeriodEnd(now, price.Interval), CreatedAt: now,
	}
	if trial {
		end := now.AddDate(0, 0, lexa.TrialDays)
		sub.Status, sub.TrialEnd, sub.CurrentPeriodEnd = lexa.StatusTrialing, &end, end
	}
	return withPrice(sub, plan, price)
}

// Switch moves the subscription to another price at once; the period and a running
// trial stay as they are, as in Stripe's portal.
func (t *TestMode) Switch(sub lexa.Subscription, plan lexa.Plan, price lexa.PlanPrice) lexa.Subscription {
	return withPrice(sub, plan, price)
}

// Cancel sets the subscription to end with its current period (Stripe portal's default).
func (t *TestMode) Cancel(sub lexa.Subscription) lexa.Subscription {
	end := sub.CurrentPeriodEnd
	sub.CancelAt = &end
	return sub
}

// Resume undoes Cancel while the period lasts.
func (t *TestMode) Resume(sub lexa.Subscription) lexa.Subscription {
	sub.CancelAt = nil
	return sub
}

// EndPeriod ends the current period now, as a Stripe test clock moved to its end would:
// a subscription set to cancel ends; any other renews for a paid interval (the test card
// always pays), its trial over.
func (t *TestMode) EndPeriod(sub lexa.Subscription) lexa.Subscription {
	now := t.clock.Now().UTC()
	if sub.CancelAt != nil {
		sub.Status, sub.EndedAt, sub.CancelAt, sub.CurrentPeriodEnd = lexa.StatusCanceled, &now, &now, now
		return sub
	}
	if sub.TrialEnd != nil && sub.TrialEnd.After(now) {
		sub.TrialEnd = &now
	}
	sub.Status, sub.CurrentPeriodStart, sub.CurrentPeriodEnd = lexa.StatusActive, now, nextPeriodEnd(now, sub.Interval)
	return sub
}

// Settle brings a subscription up to now: periods that ended while nobody looked renew or,
// when it was set to cancel, end it. changed tells whether anything moved.
func (t *TestMode) Settle(sub lexa.Subscription) (settled lexa.Subscription, changed bool) {
	now := t.clock.Now().UTC()
	for !sub.Ended() && !sub.CurrentPeriodEnd.IsZero() && !now.Before(sub.CurrentPeriodEnd) {
		end := sub.CurrentPeriodEnd
		if sub.CancelAt != nil && !end.Before(*sub.CancelAt) {
			sub.Status, sub.EndedAt = lexa.StatusCanceled, &end
			return sub, true
		}
		sub.Status, sub.CurrentPeriodStart, sub.CurrentPeriodEnd = lexa.StatusActive, end, nextPeriodEnd(end, sub.Interval)
		changed = true
	}
	return sub, changed
}

func withPrice(sub lexa.Subscription, plan lexa.Plan, price lexa.PlanPrice) lexa.Subscription {
	sub.PlanID, sub.PlanName, sub.Interval = plan.ID, plan.Name, price.Interval
	sub.PriceID, sub.ProductID = price.PriceID, price.ProductID
	return sub
}

func nextPeriodEnd(from time.Time, interval lexa.BillingInterval) time.Time {
	if interval == lexa.Annual {
		return from.AddDate(1, 0, 0)
	}
	return from.AddDate(0, 1, 0)
}
