package app

import (
	"bytes"
	"fmt"
	"maps"
	"math/rand/v2"
	"net/http"
	"regexp"
	"strings"
	"sync"
	"testing"
	"time"

	"lexa/internal/billing/stripetest"
	"lexa/internal/lexa"
	"lexa/internal/store/storetest"
	"lexa/internal/waittest"
)

const webhookSecret = "whsec_lexa_test"

var regexpDashboardLink = regexp.MustCompile(`https?://[^\s"<>]+/dashboard`)

// stripeEnv configures Stripe against api: prices price_<plan>_<interval>, products
// prod_<plan>, which api holds at the default amounts (Lexa reads them at start-up).
func stripeEnv(api *stripetest.Server) map[string]string {
	holdSpecPrices(api)
	return stripeEnvAt(api.URL)
}

// stripeEnvAt is stripeEnv for a Stripe API at url that the test does not control.
func stripeEnvAt(url string) map[string]string {
	env := map[string]string{"STRIPE_SECRET_KEY": "sk_test_lexa", "STRIPE_WEBHOOK_SECRET": webhookSecret, "STRIPE_API_URL": url}
	for _, plan := range lexa.PlanIDs() {
		env["STRIPE_PRODUCT_"+strings.ToUpper(plan)] = "prod_" + plan
		for _, i := range lexa.Intervals {
			env["STRIPE_PRICE_"+strings.ToUpper(plan)+"_"+strings.ToUpper(string(i))] = "price_" + plan + "_" + string(i)
		}
	}
	return env
}

// specCents are the default plan prices in cents, monthly and annual (docs/product.md,
// "Plans").
var specCents = map[string][2]int64{"starter": {29900, 299000}, "professional": {69900, 699000}, "enterprise": {149900, 1499000}}

// holdSpecPrices makes api hold price_<plan>_<interval> at the default amounts.
func holdSpecPrices(api *stripetest.Server) {
	for plan, c := range specCents {
		api.SetPrice(stripetest.Price{ID: "price_" + plan + "_monthly", UnitAmount: c[0], Interval: "month", Product: "prod_" + plan})
		api.SetPrice(stripetest.Price{ID: "price_" + plan + "_annual", UnitAmount: c[1], Interval: "year", Product: "prod_" + plan})
	}
}

// stripeSite is a site on backend b billing through a Stripe API simulator.
func stripeSite(t *testing.T, b storetest.Backend) (*accountSite, *stripetest.Server) {
	api := stripetest.Start(t)
	return newAccountSite(t, b, stripeEnv(api)), api
}

// postWebhook delivers a payload to base as Stripe would and returns the status.
func postWebhook(t *testing.T, base string, payload []byte, signature string) int {
	t.Helper()
	req, _ := http.NewRequest("POST", base+"/api/billing/webhook", bytes.NewReader(payload))
	req.Header.Set("Content-Type", "application/json; charset=utf-8")
	if signature != "" {
		req.Header.Set("Stripe-Signature", signature)
	}
	res, err := http.DefaultClient.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	res.Body.Close()
	return res.StatusCode
}

// deliver sends a correctly signed event and expects it acknowledged.
func (s *accountSite) deliver(payload []byte) {
	s.t.Helper()
	if status := postWebhook(s.t, s.base, payload, stripetest.Sign(payload, webhookSecret, time.Now())); status != 200 {
		s.t.Fatalf("webhook answered %d", status)
	}
}

// settle waits until the webhook worker has applied every event received.
func (s *accountSite) settle() {
	s.t.Helper()
	waittest.Eventually(s.t, 30*time.Second, func() error {
		if n := s.count(`SELECT COUNT(*) FROM webhook_events WHERE processed_at IS NULL`); n > 0 {
			return fmt.Errorf("%d webhook events not applied", n)
		}
		return nil
	})
}

// stripeSubscription is how Stripe holds a subscription of userID to price now.
func stripeSubscription(id, userID, customer, status, plan string) stripetest.Subscription {
	now := time.Now().UTC().Truncate(time.Second)
	return stripetest.Subscription{ID: id, Customer: customer, Status: status, UserID: userID,
		PriceID: "price_" + plan + "_monthly", ProductID: "prod_" + plan, Created: now, PeriodStart: now, PeriodEnd: now.AddDate(0, 1, 0)}
}

func subscriptionEvent(eventID, eventType string, sub stripetest.Subscription) []byte {
	return stripetest.Event(eventID, eventType, sub.JSON())
}

func TestStripeCheckoutAndPortal(t *testing.T) {
	t.Parallel()
	s, api := stripeSite(t, storetest.Backends()[0])
	u := s.seedUser("kim@example.com", "correct horse", true)
	v := s.visitor("203.0.113.80")
	v.signIn("kim@example.com", "correct horse")

	for range 2 {
		kind, target := v.checkout("price_professional_annual")
		if kind != "checkout" || !strings.HasPrefix(target, "https://") {
			t.Fatalf("checkout: %s %s", kind, target)
		}
	}
	customers := api.Requests("POST", "/v1/customers")
	if len(customers) != 1 || customers[0].Form.Get("email") != "kim@example.com" || customers[0].Form.Get("metadata[user_id]") != u.ID {
		t.Fatalf("customers created: %+v (want one, on the first checkout)", customers)
	}
	var customerID string
	if err := s.db.QueryRowForTest(t.Context(), `SELECT customer_id FROM billing_customers WHERE user_id = ?`, u.ID).Scan(&customerID); err != nil {
		t.Fatal(err)
	}
	sessions := api.Requests("POST", "/v1/checkout/sessions")
	for _, r := range sessions {
		if r.Form.Get("customer") != customerID || r.Form.Get("client_reference_id") != u.ID ||
			r.Form.Get("line_items[0][price]") != "price_professional_annual" || r.Form.Get("subscription_data[trial_period_days]") != "30" {
			t.Errorf("checkout session sent %v", r.Form)
		}
	}
	if len(sessions) != 2 {
		t.Errorf("%d checkout sessions", len(sessions))
	}

	// Subscribed (Stripe tells by webhook): checkout now opens the portal.
	api.SetSubscription(stripeSubscription("sub_kim", u.ID, customerID, "trialing", "professional"))
	s.deliver(stripetest.Event("evt_kim_1", "checkout.session.completed", stripetest.CheckoutCompleted("cs_kim", "sub_kim", customerID, u.ID)))
	s.settle()
	if sub := v.subscription(); sub["subscribed"] != true || sub["product_id"] != "prod_professional" || sub["plan"] != "professional" {
		t.Fatalf("after the checkout completed: %v", sub)
	}
	if kind, target := v.checkout("price_enterprise_monthly"); kind != "portal" || !strings.HasPrefix(target, "https://") {
		t.Errorf("second checkout: %s %s", kind, target)
	}
	res, resp := v.do("POST", "/api/billing/portal", nil)
	portals := api.Requests("POST", "/v1/billing_portal/sessions")
	if res.StatusCode != 200 || resp["url"] == "" || len(portals) != 2 || portals[1].Form.Get("customer") != customerID ||
		portals[1].Form.Get("return_url") != defaultBaseURL+"/dashboard" {
		t.Errorf("portal: %d %v %+v", res.StatusCode, resp, portals)
	}
	if res, _ := v.page("GET", "/api/billing/test/portal", nil); res.StatusCode != 404 {
		t.Errorf("the test portal with Stripe on: %d", res.StatusCode)
	}
}

func TestStripeUnreachable(t *testing.T) {
	t.Parallel()
	env := stripeEnvAt("http://127.0.0.1:1")
	// Unreachable at start-up too: the amounts PLANS_FILE names are shown meanwhile.
	env["PLANS_FILE"] = plansFile(t, configuredAmounts)
	s := newAccountSite(t, storetest.Backends()[0], env)
	s.seedUser("off@example.com", "correct horse", true)
	v := s.visitor("203.0.113.81")
	v.signIn("off@example.com", "correct horse")
	res, resp := v.do("POST", "/api/billing/checkout", map[string]string{"priceId": "price_starter_monthly"})
	if res.StatusCode != 503 || errorMessage(resp) != "Payments are unavailable right now. Please try again in a few minutes." {
		t.Errorf("checkout with Stripe down: %d %v", res.StatusCode, resp)
	}
}

func TestWebhookSignatureIsRequired(t *testing.T) {
	t.Parallel()
	storetest.Each(t, func(t *testing.T, b storetest.Backend) {
		s, api := stripeSite(t, b)
		u := s.seedUser("sig@example.com", "correct horse", true)
		sub := stripeSubscription("sub_sig", u.ID, "cus_sig", "active", "starter")
		api.SetSubscription(sub)
		payload := subscriptionEvent("evt_sig", "customer.subscription.created", sub)
		for name, header := range map[string]string{
			"missing":   "",
			"forged":    stripetest.Sign(payload, "whsec_someone_else", time.Now()),
			"old":       stripetest.Sign(payload, webhookSecret, time.Now().Add(-301*time.Second)),
			"malformed": "t=1,v1=zz",
		} {
			if status := postWebhook(t, s.base, payload, header); status != 400 {
				t.Errorf("%s signature: %d, want 400", name, status)
			}
		}
		other := stripetest.Event("evt_other", "charge.succeeded", map[string]any{"id": "ch_1", "object": "charge"})
		s.deliver(other)
		// No wait: the handler stores an event before it answers, and the worker acts only on
		// stored events, so with no webhook_events row once the answers are in, nothing follows.
		for _, table := range []string{"webhook_events", "subscriptions", "audit_logs WHERE table_name = 'subscriptions'"} {
			if n := s.count(`SELECT COUNT(*) FROM ` + table); n != 0 {
				t.Errorf("%d rows in %s after refused and ignored events", n, table)
			}
		}
		if got := api.Requests("GET", "/v1/subscriptions/"); len(got) != 0 {
			t.Errorf("Stripe was asked about a refused event: %+v", got)
		}
	})
}

func TestWebhookRedeliveredTenTimesChangesOnce(t *testing.T) {
	t.Parallel()
	storetest.Each(t, func(t *testing.T, b storetest.Backend) {
		s, api := stripeSite(t, b)
		u := s.seedUser("ten@example.com", "correct horse", true)
		sub := stripeSubscription("sub_ten", u.ID, "cus_ten", "trialing", "professional")
		api.SetSubscription(sub)
		payload := subscriptionEvent("evt_ten", "customer.subscription.created", sub)
		var wg sync.WaitGroup
		for range 10 {
			wg.Go(func() { s.deliver(payload) })
		}
		wg.Wait()
		s.settle()
		if n := s.count(`SELECT COUNT(*) FROM subscriptions WHERE id = 'sub_ten' AND user_id = ? AND status = 'trialing'`, u.ID); n != 1 {
			t.Errorf("subscription rows: %d", n)
		}
		if n := s.audits("subscription_created"); n != 1 {
			t.Errorf("%d subscription_created audit rows", n)
		}
		if n := s.count(`SELECT COUNT(*) FROM webhook_events WHERE id = 'evt_ten' AND outcome = 'applied'`); n != 1 {
			t.Errorf("event rows: %d", n)
		}
		if got := api.Requests("GET", "/v1/subscriptions/sub_ten"); len(got) != 1 {
			t.Errorf("Stripe was asked %d times about one event", len(got))
		}
	})
}

// Whatever order created, updated and deleted arrive in, the subscription ends as Stripe
// holds it: the worker reads it again for every event.
func TestWebhooksOutOfOrderEndInStripesState(t *testing.T) {
	t.Parallel()
	storetest.Each(t, func(t *testing.T, b storetest.Backend) {
		s, api := stripeSite(t, b)
		u := s.seedUser("order@example.com", "correct horse", true)
		orders := [][]int{{0, 1, 2}, {0, 2, 1}, {1, 0, 2}, {1, 2, 0}, {2, 0, 1}, {2, 1, 0}}
		for n, order := range orders {
			id := fmt.Sprintf("sub_order_%d", n)
			created := stripeSubscription(id, u.ID, "cus_order", "trialing", "starter")
			updated := stripeSubscription(id, u.ID, "cus_order", "active", "enterprise")
			deleted := updated
			end := time.Now().UTC().Truncate(time.Second)
			deleted.Status, deleted.EndedAt = "canceled", &end
			events := [][]byte{
				subscriptionEvent(id+"_c", "customer.subscription.created", created),
				subscriptionEvent(id+"_u", "customer.subscription.updated", updated),
				subscriptionEvent(id+"_d", "customer.subscription.deleted", deleted),
			}
			api.SetSubscription(deleted) // all three happened before Stripe delivered any
			for _, i := range order {
				s.deliver(events[i])
			}
			s.settle()
			if got := s.count(`SELECT COUNT(*) FROM subscriptions WHERE id = ? AND status = 'canceled' AND plan_id = 'enterprise' AND ended_at IS NOT NULL`, id); got != 1 {
				t.Errorf("order %v: the subscription did not end as Stripe holds it", order)
			}
		}

		// Deliveries that interleave with changes: the last read wins, never an older one.
		id := "sub_live"
		steps := []stripetest.Subscription{
			stripeSubscription(id, u.ID, "cus_order", "trialing", "starter"),
			stripeSubscription(id, u.ID, "cus_order", "active", "starter"),
			stripeSubscription(id, u.ID, "cus_order", "past_due", "professional"),
			stripeSubscription(id, u.ID, "cus_order", "active", "professional"),
		}
		for i, step := range steps {
			api.SetSubscription(step)
			s.deliver(subscriptionEvent(fmt.Sprintf("evt_live_%d", rand.IntN(1e9)), "customer.subscription.updated", step))
			if i%2 == 1 {
				s.settle()
			}
		}
		s.settle()
		if got := s.count(`SELECT COUNT(*) FROM subscriptions WHERE id = ? AND status = 'active' AND plan_id = 'professional'`, id); got != 1 {
			t.Error("interleaved deliveries did not end in Stripe's state")
		}
	})
}

func TestFailedPaymentMailsTheCustomer(t *testing.T) {
	t.Parallel()
	storetest.Each(t, func(t *testing.T, b storetest.Backend) {
		s, api := stripeSite(t, b)
		u := s.seedUser("owes@example.com", "correct horse", true)
		v := s.visitor("203.0.113.82")
		v.signIn("owes@example.com", "correct horse")
		active := stripeSubscription("sub_owes", u.ID, "cus_owes", "active", "starter")
		api.SetSubscription(active)
		s.deliver(subscriptionEvent("evt_owes_1", "customer.subscription.created", active))
		s.settle()

		pastDue := active
		pastDue.Status = "past_due"
		api.SetSubscription(pastDue)
		failed := stripetest.Event("evt_owes_2", "invoice.payment_failed", stripetest.Invoice("in_owes", "sub_owes", "cus_owes"))
		s.deliver(failed)
		s.deliver(failed)
		s.settle()
		link := s.mailLink("owes@example.com", 1, regexpDashboardLink)
		if link[0] != defaultBaseURL+"/dashboard" {
			t.Errorf("payment mail links to %q", link[0])
		}
		if sub := v.subscription(); sub["subscribed"] != false || sub["status"] != "past_due" {
			t.Errorf("after the failed payment: %v", sub)
		}
		// Applying both deliveries queued every mail they would (settle), and a mail marked sent
		// was in the SMTP server before the mark: a duplicate would be counted below.
		s.waitOutboxSent()
		if mails := byRecipient(t, s.smtp.Messages(), "owes@example.com"); len(mails) != 1 || !strings.Contains(mails[0].Subject, "payment did not go through") {
			t.Errorf("%d mails to the customer", len(mails))
		}
		if kind, _ := v.checkout("price_starter_monthly"); kind != "portal" {
			t.Errorf("a customer who owes a payment is sent to %s, not the portal", kind)
		}
	})
}

// Two instances on one database get the same event at the same moment: one change.
func TestTwoInstancesApplyAnEventOnce(t *testing.T) {
	t.Parallel()
	storetest.Each(t, func(t *testing.T, b storetest.Backend) {
		api := stripetest.Start(t)
		dbURL := b.NewURL(t)
		env := maps.Clone(stripeEnv(api))
		env["DATABASE_URL"] = dbURL
		s := newAccountSite(t, b, env)
		second := startAppWith(t, env, fastMail, fastBilling)
		u := s.seedUser("twin@example.com", "correct horse", true)

		for round := range 5 {
			sub := stripeSubscription(fmt.Sprintf("sub_twin_%d", round), u.ID, "cus_twin", "active", "starter")
			api.SetSubscription(sub)
			payload := subscriptionEvent(fmt.Sprintf("evt_twin_%d", round), "customer.subscription.created", sub)
			var wg sync.WaitGroup
			for _, base := range []string{s.base, second, s.base, second} {
				wg.Go(func() {
					if status := postWebhook(t, base, payload, stripetest.Sign(payload, webhookSecret, time.Now())); status != 200 {
						t.Errorf("delivery answered %d", status)
					}
				})
			}
			wg.Wait()
		}
		s.settle()
		if n := s.audits("subscription_created"); n != 5 {
			t.Errorf("%d subscription_created audit rows for 5 events", n)
		}
		if n := s.count(`SELECT COUNT(*) FROM subscriptions`); n != 5 {
			t.Errorf("%d subscriptions for 5 events", n)
		}
	})
}

func TestAccountDeletionCancelsAtStripe(t *testing.T) {
	t.Parallel()
	s, api := stripeSite(t, storetest.Backends()[0])
	u := s.seedUser("leave@example.com", "correct horse", true)
	v := s.visitor("203.0.113.83")
	v.signIn("leave@example.com", "correct horse")
	sub := stripeSubscription("sub_leave", u.ID, "cus_leave", "active", "enterprise")
	api.SetSubscription(sub)
	s.deliver(subscriptionEvent("evt_leave", "customer.subscription.created", sub))
	s.settle()

	if res, resp := v.do("DELETE", "/api/account", map[string]string{"password": "correct horse"}); res.StatusCode != 204 {
		t.Fatalf("delete: %d %v", res.StatusCode, resp)
	}
	if got := api.Requests("DELETE", "/v1/subscriptions/sub_leave"); len(got) != 1 {
		t.Errorf("Stripe was asked to cancel %d times", len(got))
	}
	if n := s.count(`SELECT COUNT(*) FROM subscriptions WHERE id = 'sub_leave' AND status = 'canceled' AND user_id IS NULL`); n != 1 {
		t.Error("the cancelled subscription is not on record")
	}
}
