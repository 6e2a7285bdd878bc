package app

import (
	"context"
	"fmt"
	"strings"
	"sync/atomic"
	"testing"
	"time"

	"lexa/internal/callsummary"
	"lexa/internal/lexa"
	"lexa/internal/store/storetest"
	"lexa/internal/waittest"
)

// The optional daily e-mail of a voice service's calls (issue 30, item 5): off until the
// owner turns it on in the settings; then, the morning after a day with calls in the
// service's time zone, one mail with the day's calls, with two instances making passes at
// once; a day without calls mails nothing, and an owner who left it off gets none.
func TestDailyCallSummarySentOnceAcrossTwoInstances(t *testing.T) {
	t.Parallel()
	storetest.Each(t, func(t *testing.T, b storetest.Backend) {
		var passes [2]atomic.Int64
		fast := func(i int) Option {
			return WithDailyCallSummary(callsummary.WithFirstPassAfter(0), callsummary.WithInterval(10*time.Millisecond),
				callsummary.WithPassHook(func(int) { passes[i].Add(1) }))
		}
		s := newAccountSite(t, b, nil, fast(0))
		startAppWith(t, s.env, fastMail, fastBilling, WithClock(s.clock), fast(1))
		ctx := context.Background()
		// Tuesday 3 March 2026, 15:00 in New York (the sample clinic's zone).
		zone, _ := time.LoadLocation("America/New_York")
		s.clock.Advance(time.Date(2026, time.March, 3, 15, 0, 0, 0, zone).Sub(s.clock.Now()))

		owner := s.seedUser("owner@example.com", "a password", true)
		quiet := s.seedUser("quiet@example.com", "a password", true)
		v := s.visitor("203.0.113.95")
		v.signIn("owner@example.com", "a password")
		if res, body := v.do("GET", "/api/profile", nil); res.StatusCode != 200 || body["profile"].(map[string]any)["email_daily_calls"] != false {
			t.Fatalf("the summary is off until turned on: %d %v", res.StatusCode, body)
		}
		sample, _ := lexa.SampleBusiness(lexa.DefaultBusiness)
		services := map[string]string{}
		for _, u := range []lexa.User{owner, quiet} {
			svc, err := s.db.CreateService(ctx, u.ID, lexa.ServiceInput{Type: "voice-ai", Name: "Front desk"})
			if err != nil {
				t.Fatal(err)
			}
			active := lexa.ServiceActive
			if _, err := s.db.UpdateService(ctx, u.ID, svc.ID, lexa.ServiceUpdate{Status: &active}); err != nil {
				t.Fatal(err)
			}
			if err := s.db.SaveReceptionistProfile(ctx, u.ID, svc.ID, sample); err != nil {
				t.Fatal(err)
			}
			services[u.ID] = svc.ID
			// Tuesday's calls, New York time: two booked, one message; and one at 23:30 on
			// Monday, which is Monday's.
			for i, c := range []struct {
				at      time.Time
				outcome string
			}{
				{time.Date(2026, 3, 3, 9, 14, 0, 0, zone), "booked"},
				{time.Date(2026, 3, 3, 11, 2, 0, 0, zone), "message"},
				{time.Date(2026, 3, 3, 14, 40, 0, 0, zone), "booked"},
				{time.Date(2026, 3, 2, 23, 30, 0, 0, zone), "answered"},
			} {
				call := lexa.Call{ServiceID: svc.ID, IdempotencyKey: fmt.Sprintf("day-%d", i), Caller: "+15557654321",
					StartedAt: c.at, DurationSeconds: 150, Outcome: c.outcome, Transcript: "Caller: hello"}
				if _, _, err := s.db.RecordCall(ctx, call, "", lexa.RateLimit{}); err != nil {
					t.Fatal(err)
				}
			}
		}

		// Wednesday 01:00 in New York: Tuesday is over there. The owner turns the summary on
		// now, so that no pass before could have summed Monday with some of its calls.
		s.clock.Advance(10 * time.Hour)
		if res, body := v.do("PATCH", "/api/profile", map[string]any{"email_daily_calls": true}); res.StatusCode != 200 ||
			body["profile"].(map[string]any)["email_daily_calls"] != true {
			t.Fatalf("turn it on: %d %v", res.StatusCode, body)
		}
		since := [2]int64{passes[0].Load(), passes[1].Load()}
		summary := s.waitForMail("owner@example.com", 1)
		for i := range passes { // each instance makes more passes: none may queue it again
			waittest.Eventually(t, 30*time.Second, func() error {
				if done := passes[i].Load() - since[i]; done < 4 {
					return fmt.Errorf("instance %d made %d daily call summary passes since the clock moved, want 4", i, done)
				}
				return nil
			})
		}
		if n := s.count(`SELECT COUNT(*) FROM mail_outbox WHERE kind = 'daily_calls'`); n != 1 {
			t.Errorf("%d daily call summaries queued, want 1", n)
		}
		if n := s.count(`SELECT COUNT(*) FROM services WHERE id = ? AND call_summary_day = '2026-03-03'`, services[owner.ID]); n != 1 {
			t.Errorf("the owner's service is not marked for Tuesday")
		}
		if summary.Subject != "3 calls to Front desk on Tuesday, March 3" ||
			!strings.Contains(summary.Text, "Calls: 3: 2 booked, 1 message") ||
			!strings.Contains(summary.Text, "9:14 AM: +15557654321 · booked · 3 min") ||
			!strings.Contains(summary.Text, "/dashboard/services/"+services[owner.ID]) || strings.Contains(summary.Text, "answered") {
			t.Errorf("summary: %q\n%s", summary.Subject, summary.Text)
		}
		if got := byRecipient(t, s.smtp.Messages(), "quiet@example.com"); len(got) != 0 {
			t.Errorf("%d summaries to an owner who did not turn them on", len(got))
		}

		// Thursday 01:00: Wednesday had no calls, so no mail; the day is marked all the same.
		s.clock.Advance(24 * time.Hour)
		waittest.Eventually(t, 30*time.Second, func() error {
			if n := s.count(`SELECT COUNT(*) FROM services WHERE id = ? AND call_summary_day = '2026-03-04'`, services[owner.ID]); n != 1 {
				return fmt.Errorf("Wednesday not marked yet")
			}
			return nil
		})
		if n := s.count(`SELECT COUNT(*) FROM mail_outbox WHERE kind = 'daily_calls'`); n != 1 {
			t.Errorf("%d daily call summaries after a day without calls, want 1", n)
		}
	})
}
