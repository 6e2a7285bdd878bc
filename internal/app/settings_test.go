package app

import (
	"context"
	"fmt"
	"strings"
	"sync/atomic"
	"testing"
	"time"

	"lexa/internal/lexa"
	"lexa/internal/store/storetest"
	"lexa/internal/waittest"
	"lexa/internal/weeklysummary"
)

// Changing the password on the settings page: the current password must be right and
// the new one follow the sign-up rules; it ends the other sessions (this one stays), is
// audited and mails a notice.
func TestChangePassword(t *testing.T) {
	t.Parallel()
	storetest.Each(t, func(t *testing.T, b storetest.Backend) {
		s := newAccountSite(t, b, nil)
		s.seedUser("petra@example.com", "old password", true)
		laptop, phone := s.visitor("203.0.113.80"), s.visitor("203.0.113.81")
		laptop.signIn("petra@example.com", "old password")
		phone.signIn("petra@example.com", "old password")
		change := func(current, next string) (int, map[string]any) {
			res, resp := laptop.do("POST", "/api/auth/password/change", map[string]string{"current_password": current, "new_password": next})
			return res.StatusCode, resp
		}

		if status, resp := change("wrong password", "new password"); status != 400 || fieldsOf(resp)["current_password"] != "Incorrect password" {
			t.Errorf("wrong current password: %d %v", status, resp)
		}
		if status, resp := change("old password", "123"); status != 400 || fieldsOf(resp)["new_password"] != "Password must be at least 6 characters" {
			t.Errorf("weak new password: %d %v", status, resp)
		}
		if status, resp := change("", "new password"); status != 400 || fieldsOf(resp)["current_password"] != "Password is required" {
			t.Errorf("no current password: %d %v", status, resp)
		}
		if res, _ := phone.do("GET", "/api/auth/session", nil); res.StatusCode != 200 {
			t.Fatalf("a failed change ended the other session: %d", res.StatusCode)
		}
		if status, resp := change("old password", "new password"); status != 204 {
			t.Fatalf("change: %d %v", status, resp)
		}
		if res, _ := laptop.do("GET", "/api/auth/session", nil); res.StatusCode != 200 {
			t.Errorf("this session ended: %d", res.StatusCode)
		}
		if res, _ := phone.do("GET", "/api/auth/session", nil); res.StatusCode != 401 {
			t.Errorf("the other session: %d, want 401", res.StatusCode)
		}
		phone.signIn("petra@example.com", "new password")
		if res, _ := phone.do("POST", "/api/auth/signin", map[string]string{"email": "petra@example.com", "password": "old password"}); res.StatusCode != 400 {
			t.Errorf("old password still signs in: %d", res.StatusCode)
		}
		if s.audits("password_changed") != 1 || s.audits("password_change_failed") != 1 {
			t.Errorf("audit: %d changed, %d failed", s.audits("password_changed"), s.audits("password_change_failed"))
		}
		notice := s.waitForMail("petra@example.com", 1)
		if notice.Subject != "Your Acme Automation password was changed" || !strings.Contains(notice.Text, "Every other device was signed out") ||
			!strings.Contains(notice.Text, "203.0.113.80") {
			t.Errorf("notice: %q\n%s", notice.Subject, notice.Text)
		}
	})
}

// An account that signs in only with Google has no password to change; the answer says so.
func TestChangePasswordOfAGoogleAccount(t *testing.T) {
	t.Parallel()
	storetest.Each(t, func(t *testing.T, b storetest.Backend) {
		s := newAccountSite(t, b, nil)
		u := s.seedUser("gina@example.com", "a password", true)
		v := s.visitor("203.0.113.82")
		v.signIn("gina@example.com", "a password")
		if err := s.db.ExecForTest(context.Background(), `UPDATE users SET password_hash = NULL, provider = 'google' WHERE id = ?`, u.ID); err != nil {
			t.Fatal(err)
		}
		res, resp := v.do("POST", "/api/auth/password/change", map[string]string{"current_password": "a password", "new_password": "new password"})
		if res.StatusCode != 400 || !strings.Contains(errorMessage(resp), "signs in with Google") {
			t.Errorf("google account: %d %v", res.StatusCode, resp)
		}
	})
}

// The weekly usage summary goes out once per user and week, with two instances on one
// database making passes at once; a user who turned it off gets none.
func TestWeeklySummarySentOnceAcrossTwoInstances(t *testing.T) {
	t.Parallel()
	storetest.Each(t, func(t *testing.T, b storetest.Backend) {
		var passes [2]atomic.Int64
		fast := func(i int) Option {
			return WithWeeklySummary(weeklysummary.WithFirstPassAfter(0), weeklysummary.WithInterval(10*time.Millisecond),
				weeklysummary.WithPassHook(func(int) { passes[i].Add(1) }))
		}
		s := newAccountSite(t, b, nil, fast(0))
		startAppWith(t, s.env, fastMail, fastBilling, WithClock(s.clock), fast(1))

		ctx := context.Background()
		wanted, quiet := s.seedUser("weekly@example.com", "a password", true), s.seedUser("quiet@example.com", "a password", true)
		off := false
		if _, err := s.db.UpdateProfile(ctx, quiet.ID, lexa.ProfileUpdate{EmailWeeklySummary: &off}); err != nil {
			t.Fatal(err)
		}
		for _, u := range []lexa.User{wanted, quiet} {
			svc, err := s.db.CreateService(ctx, u.ID, lexa.ServiceInput{Type: "call-center", Name: "Front desk"})
			if err != nil {
				t.Fatal(err)
			}
			active := lexa.ServiceActive
			if _, err := s.db.UpdateService(ctx, u.ID, svc.ID, lexa.ServiceUpdate{Status: &active}); err != nil {
				t.Fatal(err)
			}
			r := lexa.UsageRecord{ServiceID: svc.ID, IdempotencyKey: "week-1", Units: 12, UnitsGiven: true, MinutesSaved: 200,
				RevenueCents: 123450, OccurredAt: s.clock.Now(), TimeGiven: true}.ForService("call-center")
			if _, _, _, err := s.db.RecordUsage(ctx, r, lexa.RateLimit{}); err != nil {
				t.Fatal(err)
			}
		}
		// A week on, the week of the usage is the last complete one.
		week := lexa.LastCompleteWeek(s.clock.Now().AddDate(0, 0, 7))
		s.clock.Advance(7 * 24 * time.Hour)
		since := [2]int64{passes[0].Load(), passes[1].Load()}
		summary := s.waitForMail("weekly@example.com", 1)
		for i := range passes { // each instance makes three more passes: none may queue it again
			waittest.Eventually(t, 30*time.Second, func() error {
				if done := passes[i].Load() - since[i]; done < 4 {
					return fmt.Errorf("instance %d made %d weekly summary passes since the clock moved, want 4", i, done)
				}
				return nil
			})
		}
		if n := s.count(`SELECT COUNT(*) FROM mail_outbox WHERE kind = 'weekly_summary'`); n != 1 {
			t.Errorf("%d weekly summaries queued, want 1", n)
		}
		if n := s.count(`SELECT COUNT(*) FROM profiles WHERE weekly_summary_week = ?`, week.Key()); n != 1 {
			t.Errorf("%d profiles marked for %s, want 1", n, week.Key())
		}
		if summary.Subject != "Your Acme Automation week: 12 units, 3 h 20 min saved" ||
			!strings.Contains(summary.Text, "Front desk: 12 units · 3 h 20 min saved · $1234.5 revenue") {
			t.Errorf("summary: %q\n%s", summary.Subject, summary.Text)
		}
		if got := byRecipient(t, s.smtp.Messages(), "quiet@example.com"); len(got) != 0 {
			t.Errorf("%d summaries to a user who turned them off", len(got))
		}
	})
}

// Each change that reaches the password check counts against the account's limit, from
// whichever address: the eleventh in 15 minutes is refused before the password is checked.
func TestChangePasswordIsRateLimitedPerAccount(t *testing.T) {
	t.Parallel()
	storetest.Each(t, func(t *testing.T, b storetest.Backend) {
		s := newAccountSite(t, b, nil)
		s.seedUser("lim@example.com", "old password", true)
		v := s.visitor("203.0.113.83")
		v.signIn("lim@example.com", "old password")
		for i := range 10 {
			res, _ := v.do("POST", "/api/auth/password/change", map[string]string{"current_password": "guess", "new_password": "new password"})
			if res.StatusCode != 400 {
				t.Fatalf("guess %d: %d", i+1, res.StatusCode)
			}
		}
		res, resp := v.do("POST", "/api/auth/password/change", map[string]string{"current_password": "old password", "new_password": "new password"})
		if res.StatusCode != 429 || errorMessage(resp) != lexa.RateLimitedText {
			t.Errorf("eleventh: %d %v", res.StatusCode, resp)
		}
		if s.audits("password_change_blocked") != 1 {
			t.Errorf("%d blocked audit rows", s.audits("password_change_blocked"))
		}
	})
}
