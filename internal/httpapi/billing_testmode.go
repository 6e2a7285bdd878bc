package httpapi

import (
	"net/http"
	"net/url"

	"lexa/internal/lexa"
)

// TestBilling is the built-in test mode's subscription logic (billing.TestMode): what its
// checkout and portal pages do to a subscription, the way Stripe would. A Billing that
// has it is in test mode, and its pages are served.
type TestBilling interface {
	Start(userID, customerID string, plan lexa.Plan, price lexa.PlanPrice, trial bool) lexa.Subscription
	Switch(sub lexa.Subscription, plan lexa.Plan, price lexa.PlanPrice) lexa.Subscription
	Cancel(sub lexa.Subscription) lexa.Subscription
	Resume(sub lexa.Subscription) lexa.Subscription
	EndPeriod(sub lexa.Subscription) lexa.Subscription
	Settle(sub lexa.Subscription) (lexa.Subscription, bool)
}

var testCheckoutPage = newPage("test_checkout.html")

var testPortalPage = newPage("test_portal.html")

type testCheckoutView struct {
	pageView
	Plan               lexa.Plan
	Price              *lexa.PlanPrice
	PriceLabel         string
	Trial              bool
	TrialDays          int
	Text, CancelURL    string
	BackURL, BackLabel string
}

type priceChoice struct{ PriceID, Label string }

type testPortalView struct {
	pageView
	Sub                *lexa.Subscription
	PriceLabel, Text   string
	Open               bool
	Switches           []priceChoice
	BackURL, BackLabel string
}

// testPageUser is the signed-in user of a test-mode page, and the test mode that serves
// it; without one the page says so, and without test mode there is no such page.
func (s *Server) testPageUser(w http.ResponseWriter, r *http.Request) (lexa.User, TestBilling, bool) {
	tb, ok := s.Billing.(TestBilling)
	if !ok {
		s.handleAPINotFound(w, r)
		return lexa.User{}, nil, false
	}
	w.Header().Set("Cache-Control", "no-store")
	u, err := s.currentUser(r)
	if err != nil {
		s.renderPage(w, http.StatusUnauthorized, testCheckoutPage, testCheckoutView{
			pageView: s.testPageView("Please sign in"),
			Text:     "Sign in on the site first, then choose your plan again.", BackURL: "/pricing", BackLabel: "Back to pricing",
		})
		return lexa.User{}, nil, false
	}
	return u, tb, true
}

func (s *Server) testPageView(title string) pageView {
	return pageView{Title: title, SiteName: s.SiteName, TestMode: true, Branded: true}
}

// handleTestCheckoutPage is test mode's stand-in for Stripe Checkout: it names the plan,
// its price and the trial, and asks for a confirmation.
func (s *Server) handleTestCheckoutPage(w http.ResponseWriter, r *http.Request) {
	u, _, ok := s.testPageUser(w, r)
	if !ok {
		return
	}
	plan, price, found := s.Billing.Catalog().Price(r.URL.Query().Get("price"))
	if !found {
		s.renderUnknownPlan(w)
		return
	}
	subs, err := s.subscriptionsOf(r, u.ID)
	if err != nil {
		s.writeError(w, r, err)
		return
	}
	if _, open := lexa.OpenSubscription(subs); open {
		s.renderAlreadySubscribed(w)
		return
	}
	s.renderPage(w, http.StatusOK, testCheckoutPage, testCheckoutView{
		pageView: s.testPageView("Confirm your subscription"), Plan: plan, Price: &price, PriceLabel: priceLabel(price),
		Trial: len(subs) == 0, TrialDays: lexa.TrialDays, CancelURL: s.BaseURL.String() + "/pricing",
	})
}

// handleTestCheckout confirms a test checkout: the subscription starts and the user goes
// to the dashboard, which shows the plan active, as after Stripe Checkout (decision 0065).
func (s *Server) handleTestCheckout(w http.ResponseWriter, r *http.Request) {
	u, tb, ok := s.testPageUser(w, r)
	if !ok {
		return
	}
	plan, price, found := s.Billing.Catalog().Price(r.FormValue("price"))
	if !found {
		s.renderUnknownPlan(w)
		return
	}
	seq, subs, err := s.ticketedSubscriptions(r, u.ID)
	if err != nil {
		s.writeError(w, r, err)
		return
	}
	customer, err := s.billingCustomer(r, u)
	if err != nil {
		s.writeError(w, r, err)
		return
	}
	sub := tb.Start(u.ID, customer, plan, price, len(subs) == 0)
	err = s.applyTestSubscription(r, sub, seq, true)
	if lexa.ErrorCodeOf(err) == lexa.EConflict {
		s.renderAlreadySubscribed(w)
		return
	}
	if err != nil {
		s.writeError(w, r, err)
		return
	}
	http.Redirect(w, r, s.BaseURL.String()+"/dashboard?checkout=success", http.StatusSeeOther)
}

func (s *Server) renderUnknownPlan(w http.ResponseWriter) {
	s.renderPage(w, http.StatusBadRequest, testCheckoutPage, testCheckoutView{pageView: s.testPageView("Unknown plan"),
		Text: "This plan is not offered. Choose one on the pricing page.", BackURL: "/pricing", BackLabel: "Back to pricing"})
}

func (s *Server) renderAlreadySubscribed(w http.ResponseWriter) {
	s.renderPage(w, http.StatusConflict, testCheckoutPage, testCheckoutView{pageView: s.testPageView("You already have a subscription"),
		Text: lexa.ErrAlreadySubscribed.Message, BackURL: "/api/billing/test/portal", BackLabel: "Manage your subscription"})
}

// applyTestSubscription stores a test-mode change the way a Stripe event's would be.
func (s *Server) applyTestSubscription(r *http.Request, sub lexa.Subscription, seq int64, onlyIfNoneOpen bool) error {
	_, err := s.Store.ApplySubscription(r.Context(), lexa.SubscriptionUpdate{
		Subscription: sub, Seq: seq, Source: lexa.SourceTestMode, UserHint: sub.UserID,
		OnlyIfNoneOpen: onlyIfNoneOpen, IP: ClientIPFrom(r.Context()).String(),
	}, nil)
	return err
}

// testPortalDone are the confirmations the portal shows after a change (?done=…).
var testPortalDone = map[string]string{
	"switch":  "Your plan has been changed.",
	"cancel":  "Your subscription will end with the current period.",
	"resume":  "Your subscription will continue.",
	"advance": "The current period has ended.",
}

// handleTestPortalPage is test mode's stand-in for the Stripe customer portal.
func (s *Server) handleTestPortalPage(w http.ResponseWriter, r *http.Request) {
	u, _, ok := s.testPageUser(w, r)
	if !ok {
		return
	}
	subs, err := s.subscriptionsOf(r, u.ID)
	if err != nil {
		s.writeError(w, r, err)
		return
	}
	v := testPortalView{pageView: s.testPageView("Manage your subscription"), Text: testPortalDone[r.URL.Query().Get("done")],
		BackURL: s.BaseURL.String() + "/dashboard", BackLabel: "Return to dashboard"}
	sub, open := lexa.OpenSubscription(subs)
	if !open && len(subs) > 0 {
		sub = subs[0]
	}
	if len(subs) == 0 {
		v.Text = errNothingToManage.Message
	} else {
		v.Sub, v.Open = &sub, open
		if _, price, found := s.Billing.Catalog().Price(sub.PriceID); found {
			v.PriceLabel = priceLabel(price)
		}
		v.Switches = s.priceChoices(sub.PriceID)
	}
	s.renderPage(w, http.StatusOK, testPortalPage, v)
}

// priceChoices are the prices a subscription can switch to: every one but its own.
func (s *Server) priceChoices(current string) []priceChoice {
	var out []priceChoice
	for _, p := range s.Billing.Catalog().Plans {
		for _, interval := range lexa.Intervals {
			if price := p.Price(interval); price.PriceID != current {
				out = append(out, priceChoice{PriceID: price.PriceID, Label: p.Name + ", " + priceLabel(price)})
			}
		}
	}
	return out
}

// handleTestPortal applies one portal action to the open subscription and shows the
// portal again (303, so a reload does not repeat it).
func (s *Server) handleTestPortal(w http.ResponseWriter, r *http.Request) {
	u, tb, ok := s.testPageUser(w, r)
	if !ok {
		return
	}
	action := r.FormValue("action")
	seq, subs, err := s.ticketedSubscriptions(r, u.ID)
	if err != nil {
		s.writeError(w, r, err)
		return
	}
	sub, open := lexa.OpenSubscription(subs)
	if !open {
		http.Redirect(w, r, "/api/billing/test/portal", http.StatusSeeOther)
		return
	}
	switch action {
	case "switch":
		plan, price, found := s.Billing.Catalog().Price(r.FormValue("price"))
		if !found {
			s.writeError(w, r, errUnknownPrice)
			return
		}
		sub = tb.Switch(sub, plan, price)
	case "cancel":
		sub = tb.Cancel(sub)
	case "resume":
		sub = tb.Resume(sub)
	case "advance":
		sub = tb.EndPeriod(sub)
	default:
		s.writeError(w, r, lexa.Errorf(lexa.EInvalid, "Unknown action."))
		return
	}
	if err := s.applyTestSubscription(r, sub, seq, false); err != nil {
		s.writeError(w, r, err)
		return
	}
	http.Redirect(w, r, "/api/billing/test/portal?done="+url.QueryEscape(action), http.StatusSeeOther)
}

// priceLabel reads "$699 per month" or "$6,990 per year".
func priceLabel(p lexa.PlanPrice) string {
	per := "month"
	if p.Interval == lexa.Annual {
		per = "year"
	}
	return lexa.FormatUSD(p.Amount) + " per " + per
}
