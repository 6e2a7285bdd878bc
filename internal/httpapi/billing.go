package httpapi

import (
	"context"
	"net/http"
	"time"

	"lexa/internal/lexa"
)

// Billing is the payment provider: billing.Stripe (with its webhook worker), or
// billing.TestMode when no Stripe key is configured. What only one of them can do is
// found by asking the provider for it: TestBilling (test mode's pages),
// WebhookParser (Stripe's webhooks) and WebhookNotifier (the worker that applies them).
type Billing interface {
	TestMode() bool
	Catalog() lexa.Catalog
	CreateCustomer(ctx context.Context, c lexa.BillingCustomer) (string, error)
	CheckoutURL(ctx context.Context, c lexa.Checkout) (string, error)
	PortalURL(ctx context.Context, customerID string) (string, error)
	// CancelNow ends a subscription at once and returns its new state and owner hint.
	CancelNow(ctx context.Context, sub lexa.Subscription) (lexa.Subscription, string, error)
}

// BillingStore is what the billing endpoints need from the database.
type BillingStore interface {
	BillingCustomer(ctx context.Context, userID string) (string, error)
	SaveBillingCustomer(ctx context.Context, userID, customerID string) (string, error)
	UserSubscriptions(ctx context.Context, userID string) ([]lexa.Subscription, error)
	NextBillingSeq(ctx context.Context) (int64, error)
	ApplySubscription(ctx context.Context, u lexa.SubscriptionUpdate, mailer lexa.SubscriptionMailer) (string, error)
	ReceiveWebhookEvent(ctx context.Context, e lexa.BillingEvent) (bool, error)
}

type priceJSON struct {
	Amount    int    `json:"amount"`
	PriceID   string `json:"price_id"`
	ProductID string `json:"product_id"`
}

type planJSON struct {
	ID       string    `json:"id"`
	Name     string    `json:"name"`
	TierRank int       `json:"tier_rank"`
	Monthly  priceJSON `json:"monthly"`
	Annual   priceJSON `json:"annual"`
	// What the pricing page says about annual billing, worked out by lexa.Plan.Figures.
	AnnualPerMonth   int `json:"annual_per_month"`
	TwelveMonthly    int `json:"twelve_monthly"`
	AnnualSaving     int `json:"annual_saving"`
	AnnualPercentOff int `json:"annual_percent_off"`
	// Allowances are what the plan gives each service type a month (lexa.PlanAllowance).
	Allowances map[lexa.ServiceType]allowanceJSON `json:"allowances"`
}

// allowanceJSON is one service type's monthly allowance: its units a month, null for no
// cap; 0 when the plan does not include the type.
type allowanceJSON struct {
	Included bool   `json:"included"`
	Monthly  *int64 `json:"monthly"`
}

func allowancesOf(planID string) map[lexa.ServiceType]allowanceJSON {
	out := make(map[lexa.ServiceType]allowanceJSON, len(lexa.ServiceTypes))
	for _, t := range lexa.ServiceTypes {
		a := lexa.PlanAllowance(planID, t)
		monthly := &a.Monthly
		if a.Included && a.Monthly == 0 {
			monthly = nil
		}
		out[t] = allowanceJSON{Included: a.Included, Monthly: monthly}
	}
	return out
}

// handlePlans serves the catalogue the pricing page subscribes to: ids to check out
// with, and the amounts and figures every page shows.
func (s *Server) handlePlans(w http.ResponseWriter, r *http.Request) {
	catalog := s.Billing.Catalog()
	plans := []planJSON{}
	for _, p := range catalog.Plans {
		price := func(pp lexa.PlanPrice) priceJSON {
			return priceJSON{Amount: pp.Amount, PriceID: pp.PriceID, ProductID: pp.ProductID}
		}
		f := p.Figures()
		plans = append(plans, planJSON{ID: p.ID, Name: p.Name, TierRank: p.TierRank, Monthly: price(p.Monthly), Annual: price(p.Annual),
			AnnualPerMonth: f.AnnualPerMonth, TwelveMonthly: f.TwelveMonthly, AnnualSaving: f.AnnualSaving, AnnualPercentOff: f.AnnualPercentOff,
			Allowances: allowancesOf(p.ID)})
	}
	figures := catalog.Figures()
	w.Header().Set("Cache-Control", "public, max-age=300")
	writeJSON(w, http.StatusOK, map[string]any{
		"currency": lexa.PlanCurrency, "trial_days": lexa.TrialDays, "test_mode": s.Billing.TestMode(), "plans": plans,
		"from_monthly": figures.FromMonthly, "save_up_to_percent": figures.SaveUpToPercent,
	})
}

type subscriptionJSON struct {
	Subscribed      bool       `json:"subscribed"`
	ProductID       *string    `json:"product_id"`
	SubscriptionEnd *time.Time `json:"subscription_end"`
	Plan            *string    `json:"plan"`
	Interval        *string    `json:"interval"`
	Status          *string    `json:"status"`
	TrialEnd        *time.Time `json:"trial_end"`
	CancelAt        *time.Time `json:"cancel_at"`
}

// handleSubscription is the subscription check (docs/product.md, "Subscription"): is the
// user subscribed, to which product, until when.
func (s *Server) handleSubscription(w http.ResponseWriter, r *http.Request) {
	subs, err := s.subscriptionsOf(r, userFrom(r).ID)
	if err != nil {
		s.writeError(w, r, err)
		return
	}
	var out subscriptionJSON
	if len(subs) > 0 {
		out.Status = &subs[0].Status
	}
	if cur, ok := lexa.CurrentSubscription(subs, s.Clock.Now()); ok {
		interval := string(cur.Interval)
		out = subscriptionJSON{Subscribed: true, ProductID: &cur.ProductID, SubscriptionEnd: &cur.CurrentPeriodEnd,
			Plan: &cur.PlanID, Interval: &interval, Status: &cur.Status, TrialEnd: cur.TrialEnd, CancelAt: cur.CancelAt}
	}
	writeJSON(w, http.StatusOK, out)
}

// subscriptionsOf reads a user's subscriptions, newest first. In test mode nothing
// outside tells us that a period ended, so the subscriptions are settled here first.
func (s *Server) subscriptionsOf(r *http.Request, userID string) ([]lexa.Subscription, error) {
	subs, err := s.Store.UserSubscriptions(r.Context(), userID)
	tb, testMode := s.Billing.(TestBilling)
	if err != nil || !testMode || !anyToSettle(tb, subs) {
		return subs, err
	}
	// Read again behind a ticket, so that settling loses to a change made meanwhile.
	seq, subs, err := s.ticketedSubscriptions(r, userID)
	if err != nil {
		return nil, err
	}
	for _, sub := range subs {
		if settled, changed := tb.Settle(sub); changed {
			if err := s.applyTestSubscription(r, settled, seq, false); err != nil {
				return nil, err
			}
		}
	}
	return s.Store.UserSubscriptions(r.Context(), userID)
}

func anyToSettle(tb TestBilling, subs []lexa.Subscription) bool {
	for _, sub := range subs {
		if _, changed := tb.Settle(sub); changed {
			return true
		}
	}
	return false
}

// ticketedSubscriptions takes a ticket (lexa.SubscriptionUpdate.Seq), then reads the
// user's subscriptions: a change built on this read loses to any change made meanwhile
// (a plan switch in another tab), as it should.
func (s *Server) ticketedSubscriptions(r *http.Request, userID string) (int64, []lexa.Subscription, error) {
	seq, err := s.Store.NextBillingSeq(r.Context())
	if err != nil {
		return 0, nil, err
	}
	subs, err := s.Store.UserSubscriptions(r.Context(), userID)
	return seq, subs, err
}

var errUnknownPrice = &lexa.Error{Code: lexa.EInvalid, Message: "Choose one of the plans on the pricing page.",
	Fields: map[string]string{"priceId": "Unknown price"}}

// handleCheckout starts a subscription: the provider's checkout page for the price, or
// its customer portal for a user who has a subscription that has not ended.
func (s *Server) handleCheckout(w http.ResponseWriter, r *http.Request) {
	var in struct {
		PriceID string `json:"priceId"`
	}
	if err := decodeJSON(r, &in); err != nil {
		s.writeError(w, r, err)
		return
	}
	u := userFrom(r)
	if !s.allow(w, r, "account:"+u.ID, "billing") {
		return
	}
	plan, price, ok := s.Billing.Catalog().Price(in.PriceID)
	if !ok {
		s.writeError(w, r, errUnknownPrice)
		return
	}
	subs, err := s.subscriptionsOf(r, u.ID)
	if err != nil {
		s.writeError(w, r, err)
		return
	}
	if open, ok := lexa.OpenSubscription(subs); ok {
		url, err := s.Billing.PortalURL(r.Context(), open.CustomerID)
		if err != nil {
			s.writeError(w, r, err)
			return
		}
		writeJSON(w, http.StatusOK, map[string]string{"url": url, "kind": "portal"})
		return
	}
	customer, err := s.billingCustomer(r, u)
	if err != nil {
		s.writeError(w, r, err)
		return
	}
	url, err := s.Billing.CheckoutURL(r.Context(), lexa.Checkout{UserID: u.ID, CustomerID: customer, Price: price, Trial: len(subs) == 0})
	if err != nil {
		s.writeError(w, r, err)
		return
	}
	s.Logger.InfoContext(r.Context(), "checkout started", "id", RequestID(r.Context()), "user_id", u.ID, "plan", plan.ID, "interval", price.Interval)
	writeJSON(w, http.StatusOK, map[string]string{"url": url, "kind": "checkout"})
}

// billingCustomer is the user's customer at the provider, created on first need.
func (s *Server) billingCustomer(r *http.Request, u lexa.User) (string, error) {
	id, err := s.Store.BillingCustomer(r.Context(), u.ID)
	if err != nil || id != "" {
		return id, err
	}
	p, err := s.Store.Profile(r.Context(), u.ID)
	if err != nil {
		return "", err
	}
	created, err := s.Billing.CreateCustomer(r.Context(), lexa.BillingCustomer{UserID: u.ID, Email: u.Email, Name: p.FullName})
	if err != nil {
		return "", err
	}
	return s.Store.SaveBillingCustomer(r.Context(), u.ID, created)
}

var errNothingToManage = &lexa.Error{Code: lexa.EConflict, Message: "You have no subscription to manage yet."}

// handlePortal opens the customer portal for a user who has (or had) a subscription.
func (s *Server) handlePortal(w http.ResponseWriter, r *http.Request) {
	u := userFrom(r)
	if !s.allow(w, r, "account:"+u.ID, "billing") {
		return
	}
	customer, err := s.Store.BillingCustomer(r.Context(), u.ID)
	if err != nil {
		s.writeError(w, r, err)
		return
	}
	subs, err := s.Store.UserSubscriptions(r.Context(), u.ID)
	if err != nil {
		s.writeError(w, r, err)
		return
	}
	if len(subs) == 0 {
		s.writeError(w, r, errNothingToManage)
		return
	}
	if customer == "" {
		customer = subs[0].CustomerID
	}
	url, err := s.Billing.PortalURL(r.Context(), customer)
	if err != nil {
		s.writeError(w, r, err)
		return
	}
	writeJSON(w, http.StatusOK, map[string]string{"url": url})
}

var errCancelFailed = &lexa.Error{Code: lexa.EUnavailable,
	Message: "We could not cancel your subscription, so your account was not deleted. Please try again in a few minutes."}

// cancelSubscriptions ends every open subscription of a user whose account is being
// deleted, before anything is deleted: an account must not go while it is still billed.
func (s *Server) cancelSubscriptions(r *http.Request, userID string) error {
	subs, err := s.Store.UserSubscriptions(r.Context(), userID)
	if err != nil {
		return err
	}
	for _, sub := range subs {
		if sub.Ended() {
			continue
		}
		seq, err := s.Store.NextBillingSeq(r.Context())
		if err != nil {
			return err
		}
		canceled, hint, err := s.Billing.CancelNow(r.Context(), sub)
		if err != nil {
			s.Logger.ErrorContext(r.Context(), "cancel subscription of a deleted account", "id", RequestID(r.Context()),
				"subscription_id", sub.ID, "err", err)
			return errCancelFailed
		}
		update := lexa.SubscriptionUpdate{Subscription: canceled, Seq: seq, Source: lexa.SourceAccountDeletion,
			UserHint: hint, IP: ClientIPFrom(r.Context()).String()}
		if _, err := s.Store.ApplySubscription(r.Context(), update, nil); err != nil {
			return err
		}
	}
	return nil
}
