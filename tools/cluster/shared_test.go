//go:build cluster

package cluster_test

import (
	"fmt"
	"net/http"
	"testing"
	"time"

	"lexa/internal/billing/stripetest"
)

// contactLimit: the contact form allows 5 per address per 15 minutes in total, whichever
// instances the requests reach (docs/product.md, "Rate limits").
func (s *suite) contactLimit(t *testing.T) {
	v := newVisitor(t, s.c, "198.51.100.44")
	reqs := ids("contact", 6)
	for i, id := range reqs {
		r := v.call("POST", "/api/contact", map[string]string{
			"name": fmt.Sprintf("Grace %d", i), "email": fmt.Sprintf("grace%d@example.com", i), "company": "Cluster Inc",
			"phone": "+1 555 0100", "service_interest": "payroll", "company_size": "11-50",
			"preferred_contact": "email", "message": fmt.Sprintf("Cluster contact number %d", i),
		}, id)
		want := http.StatusCreated
		if i == 5 {
			want = http.StatusTooManyRequests
		}
		if r.status != want {
			t.Errorf("contact %d: %d %v, want %d", i+1, r.status, r.body, want)
		}
		if r.status == http.StatusTooManyRequests && (r.errorCode() != "rate_limited" || r.header.Get("Retry-After") == "") {
			t.Errorf("the refused contact: code %q, Retry-After %q", r.errorCode(), r.header.Get("Retry-After"))
		}
	}
	wantEveryInstance(t, s.c, reqs)
	if n := s.count(t, `SELECT COUNT(*) FROM contact_submissions WHERE ip_address = $1`, v.ip); n != 5 {
		t.Errorf("%d contact submissions stored, want 5", n)
	}
	if n := s.count(t, `SELECT COUNT(*) FROM audit_logs WHERE action = 'contact_form_blocked' AND ip_address = $1`, v.ip); n != 1 {
		t.Errorf("%d contact_form_blocked audit rows, want 1", n)
	}
}

// demoSlot: many visitors book the same slot at the same moment, through every instance:
// one booking, every other visitor hears the slot was just taken.
func (s *suite) demoSlot(t *testing.T) {
	v := newVisitor(t, s.c, "203.0.113.9")
	date, slot, startsAt := s.freeSlot(t, v)
	const bookers = 9
	reqs := ids("booking", bookers)
	replies := make([]reply, bookers)
	together(bookers, func(i int) {
		b := newVisitor(t, s.c, fmt.Sprintf("203.0.113.%d", 10+i))
		replies[i] = b.call("POST", "/api/demo/bookings", map[string]string{
			"name": fmt.Sprintf("Booker %d", i), "email": fmt.Sprintf("booker%d@example.com", i), "company": "Cluster Inc",
			"phone": "+1 555 0101", "employees": "11-50", "date": date, "timeSlot": slot, "message": "One slot, many hands",
		}, reqs[i])
	})
	booked := 0
	for i, r := range replies {
		switch {
		case r.status == http.StatusCreated:
			booked++
		case r.status == http.StatusConflict && r.errorCode() == "conflict" &&
			r.errorMessage() == "That time was just booked. Please pick another time.":
		default:
			t.Errorf("booking %d: %d %v, want 201 once and 409 for the rest", i, r.status, r.body)
		}
	}
	if booked != 1 {
		t.Errorf("%d bookings of one slot succeeded, want 1", booked)
	}
	wantEveryInstance(t, s.c, reqs)
	if n := s.count(t, `SELECT COUNT(*) FROM demo_bookings WHERE slot_start = $1`, startsAt); n != 1 {
		t.Errorf("%d bookings stored for the slot, want 1", n)
	}
	if n := s.count(t, `SELECT COUNT(*) FROM contact_submissions WHERE preferred_contact = 'demo'`); n != 1 {
		t.Errorf("%d demo contact rows stored, want 1 (a lost booking stores nothing)", n)
	}
	for i := range 3 {
		if d, sl, _ := s.freeSlot(t, v); d == date && sl == slot {
			t.Errorf("slot list %d still offers the booked slot", i)
		}
	}
}

// freeSlot is the first slot GET /api/demo/slots offers as available.
func (s *suite) freeSlot(t *testing.T, v *visitor) (date, slot string, startsAt time.Time) {
	t.Helper()
	r := v.call("GET", "/api/demo/slots", nil, fmt.Sprintf("cluster-slots-%d", time.Now().UnixNano()))
	days, _ := r.body["days"].([]any)
	for _, d := range days {
		day, _ := d.(map[string]any)
		slots, _ := day["slots"].([]any)
		for _, sl := range slots {
			sm, _ := sl.(map[string]any)
			if sm["available"] == true {
				at, err := time.Parse(time.RFC3339, fmt.Sprint(sm["starts_at"]))
				if err != nil {
					t.Fatalf("slot %v: %v", sm, err)
				}
				return fmt.Sprint(day["date"]), fmt.Sprint(sm["time"]), at
			}
		}
	}
	t.Fatalf("no free demo slot: %d %v", r.status, r.body)
	return "", "", time.Time{}
}

// webhook: Stripe delivers one event to every instance at once, twice over: it is stored
// once, applied once (one subscription row, one audit row, one read from Stripe), and the
// subscriber sees it.
func (s *suite) webhook(t *testing.T) {
	if s.userID == "" {
		t.Skip("needs the account of the session check")
	}
	now := time.Now().UTC().Truncate(time.Second)
	sub := stripetest.Subscription{ID: "sub_cluster", Customer: "cus_cluster", Status: "active", UserID: s.userID,
		PriceID: "price_starter_monthly", ProductID: "prod_starter", Created: now, PeriodStart: now, PeriodEnd: now.AddDate(0, 1, 0)}
	s.stripe.SetSubscription(sub)
	payload := stripetest.Event("evt_cluster", "customer.subscription.created", sub.JSON())
	stripeIP := newVisitor(t, s.c, "198.51.100.90")
	for wave := range 2 {
		reqs := ids(fmt.Sprintf("webhook-%d", wave), 9)
		signature := stripetest.Sign(payload, webhookSecret, time.Now())
		together(len(reqs), func(i int) {
			if r := stripeIP.call("POST", "/api/billing/webhook", payload, reqs[i], "Stripe-Signature", signature); r.status != 200 {
				t.Errorf("delivery %d of wave %d: %d %v", i, wave, r.status, r.body)
			}
		})
		wantEveryInstance(t, s.c, reqs)
		s.waitFor(t, "unapplied webhook events", 0, `SELECT COUNT(*) FROM webhook_events WHERE processed_at IS NULL`)
	}
	if n := s.count(t, `SELECT COUNT(*) FROM webhook_events WHERE id = 'evt_cluster' AND outcome = 'applied'`); n != 1 {
		t.Errorf("%d applied rows of the event, want 1", n)
	}
	if n := s.count(t, `SELECT COUNT(*) FROM webhook_events`); n != 1 {
		t.Errorf("%d webhook_events rows, want 1", n)
	}
	if n := s.count(t, `SELECT COUNT(*) FROM subscriptions WHERE id = 'sub_cluster' AND user_id = $1 AND status = 'active'`, s.userID); n != 1 {
		t.Errorf("%d subscription rows, want 1", n)
	}
	if n := s.count(t, `SELECT COUNT(*) FROM audit_logs WHERE action = 'subscription_created'`); n != 1 {
		t.Errorf("%d subscription_created audit rows, want 1", n)
	}
	if got := s.stripe.Requests("GET", "/v1/subscriptions/sub_cluster"); len(got) != 1 {
		t.Errorf("Stripe was asked %d times about the subscription, want once", len(got))
	}
	r := s.signedIn.call("GET", "/api/subscription", nil, "cluster-subscription")
	if r.status != 200 || r.body["subscribed"] != true || r.body["plan"] != "starter" {
		t.Errorf("the subscriber's subscription: %d %v", r.status, r.body)
	}
}
