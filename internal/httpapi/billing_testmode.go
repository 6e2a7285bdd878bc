package httpapi

import (
	"net/http"
	"net/url"

	"lexa/internal/lexa"
)

// TestBilling is the built-in test mode's subscription logic (billing.TestMode): what its
// checkout and portal pages do to a subscription, the way Stripe would.
type TestBilling interface {
	Start(userID, customerID string, plan lexa.Plan, price lexa.PlanPrice, trial bool) lexa.Subscription
	Switch(sub lexa.Subscription, plan lexa.Plan, price lexa.PlanPrice) lexa.Subscription
	Cancel(sub lexa.Subscription) lexa.Subscription
	Resume(sub lexa.Subscription) lexa.Subscription
	EndPeriod(sub lexa.Subscription) lexa.Subscription
	Settle(sub lexa.Subscription) (lexa.Subscription, bool)
}

var testCheckoutPage = newPage(`<h1>{{.Title}}</h1>
{{if .Price}}<dl>
<dt>Plan</dt><dd>{{.Plan.Name}}</dd>
<dt>Billing</dt><dd>{{.PriceLabel}}</dd>
<dt>Free trial</dt><dd>{{if .Trial}}{{.TrialDays}} days, then {{.PriceLabel}}{{else}}None: this account has had its free trial{{end}}</dd>
</dl>
<p class="note">This is the built-in test checkout. A real installation shows Stripe Checkout here.</p>
<form method="post"><input type="hidden" name="price" value="{{.Price.PriceID}}"><button type="submit">{{if .Trial}}Start free trial{{else}}Subscribe{{end}}</button></form>
<a href="{{.CancelURL}}">Cancel</a>
{{else}}<p>{{.Text}}</p><p><a href="{{.BackURL}}">{{.BackLabel}}</a></p>{{end}}`)

var testPortalPage = newPage(`<h1>{{.Title}}</h1>
{{if .Text}}<p role="status">{{.Text}}</p>{{end}}
{{with .Sub}}<dl>
<dt>Plan</dt><dd>{{.PlanName}}</dd>
<dt>Billing</dt><dd>{{$.PriceLabel}}</dd>
<dt>Status</dt><dd>{{.Status}}</dd>
<dt>Current period</dt><dd>{{date .CurrentPeriodStart}} – {{date .CurrentPeriodEnd}}</dd>
{{if .TrialEnd}}<dt>Trial ends</dt><dd>{{date .TrialEnd}}</dd>{{end}}
{{if .EndedAt}}<dt>Ended</dt><dd>{{date .EndedAt}}</dd>{{else if .CancelAt}}<dt>Cancels on</dt><dd>{{date .CancelAt}}</dd>{{end}}
</dl>{{end}}
{{if .Open}}<h2>Change plan</h2>
{{range .Switches}}<form method="post"><input type="hidden" name="action" value="switch"><input type="hidden" name="price" value="{{.PriceID}}"><button type="submit" class="quiet">Switch to {{.Label}}</button></form>
{{end}}<h2>Cancel</h2>
{{if .Sub.CancelAt}}<form method="post"><input type="hidden" name="action" value="resume"><button type="submit">Don't cancel</button></form>
{{else}}<form method="post"><input type="hidden" name="action" value="cancel"><button type="submit" class="danger">Cancel subscription</button></form>
<p class="note">It stays active until the end of the current period.</p>{{end}}
<h2>Test clock</h2>
<form method="post"><input type="hidden" name="action" value="advance"><button type="submit" class="quiet">End the current period now</button></form>
<p class="note">As a Stripe test clock would: a subscription set to cancel ends; any other renews, paid by the test card.</p>
{{end}}<p><a href="{{.BackURL}}">{{.BackLabel}}</a></p>`)

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

// testPageUser is the signed-in user of a test-mode page; without one the page says so.
func (s *Server) testPageUser(w http.ResponseWriter, r *http.Request) (lexa.User, bool) {
	if s.TestBilling == nil {
		s.handleAPINotFound(w, r)
		return lexa.User{}, false
	}
	w.Header().Set("Cache-Control", "no-store")
	u, err := s.currentUser(r)
	if err != nil {
		s.renderPage(w, http.StatusUnauthorized, testCheckoutPage, testCheckoutView{
			pageView: s.testPageView("Please sign in"),
			Text:     "Sign in on the site first, then choose your plan again.", BackURL: "/pricing", BackLabel: "Back to pricing",
		})
		return lexa.User{}, false
	}
	return u, true
}

func (s *Server) testPageView(title string) pageView {
	return pageView{Title: title, SiteName: s.SiteName, TestMode: true}
}

// handleTestCheckoutPage is test mode's stand-in for Stripe Checkout: it names the plan,
// its price and the trial, and asks for a confirmation.
func (s *Server) handleTestCheckoutPage(w http.ResponseWriter, r *http.Request) {
	u, ok := s.testPageUser(w, r)
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
// back to the pricing page, as after Stripe Checkout.
func (s *Server) handleTestCheckout(w http.ResponseWriter, r *http.Request) {
	u, ok := s.testPageUser(w, r)
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
	sub := s.TestBilling.Start(u.ID, customer, plan, price, len(subs) == 0)
	err = s.applyTestSubscription(r, sub, seq, true)
	if lexa.ErrorCodeOf(err) == lexa.EConflict {
		s.renderAlreadySubscribed(w)
		return
	}
	if err != nil {
		s.writeError(w, r, err)
		return
	}
	http.Redirect(w, r, s.BaseURL.String()+"/pricing?success=true", http.StatusSeeOther)
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
	u, ok := s.testPageUser(w, r)
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
	u, ok := s.testPageUser(w, r)
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
		sub = s.TestBilling.Switch(sub, plan, price)
	case "cancel":
		sub = s.TestBilling.Cancel(sub)
	case "resume":
		sub = s.TestBilling.Resume(sub)
	case "advance":
		sub = s.TestBilling.EndPeriod(sub)
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
