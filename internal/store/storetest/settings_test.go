package storetest

import (
	"context"
	"testing"
	"time"

	"lexa/internal/lexa"
)

func TestNotificationPreferencesAreStoredOnTheProfile(t *testing.T) {
	t.Parallel()
	Each(t, func(t *testing.T, b Backend) {
		ctx := context.Background()
		db, clock := New(t, b)
		u := subscribedUser(t, db, clock, "prefs@example.com")
		p, err := db.Profile(ctx, u.ID)
		want := lexa.NotificationPrefs{HotLeads: true, WeeklySummary: true, ProductNews: false, Receptionist: true}
		if err != nil || p.Notifications != want {
			t.Fatalf("defaults: %+v %v, want %+v", p.Notifications, err, want)
		}
		off, on := false, true
		p, err = db.UpdateProfile(ctx, u.ID, lexa.ProfileUpdate{EmailHotLeads: &off, EmailProductNews: &on, EmailReceptionist: &off})
		want = lexa.NotificationPrefs{HotLeads: false, WeeklySummary: true, ProductNews: true, Receptionist: false}
		if err != nil || p.Notifications != want || p.FullName != "Jane Doe" {
			t.Fatalf("updated: %+v %v, want %+v", p, err, want)
		}
	})
}

// A hot lead of an owner who turned hot-lead mail off is scored without a mail.
func TestHotLeadMailHonoursTheOwnersPreference(t *testing.T) {
	t.Parallel()
	Each(t, func(t *testing.T, b Backend) {
		ctx := context.Background()
		db, clock := New(t, b)
		u, s := inboxOwner(t, db, clock, "quiet@example.com")
		off := false
		if _, err := db.UpdateProfile(ctx, u.ID, lexa.ProfileUpdate{EmailHotLeads: &off}); err != nil {
			t.Fatal(err)
		}
		l, _, err := db.AddInboxLead(ctx, u.ID, s.ID, "", parsedLead(t, lexa.InboxLeadInput{Name: "Hal"}))
		if err != nil {
			t.Fatal(err)
		}
		out := lexa.LeadScoreOutcome{Scoring: lexa.LeadScoringScored, Score: 95, Temperature: "hot", Reasons: []string{"why"}}
		calls := 0
		mailed, err := db.FinishLeadScoring(ctx, l.ID, out, func() (lexa.Email, error) {
			calls++
			return lexa.Email{To: []string{u.Email}, Subject: "Hot lead: Hal"}, nil
		})
		if err != nil || mailed || calls != 0 {
			t.Fatalf("mailed %v (%d composed), %v", mailed, calls, err)
		}
		if n := CountRows(t, db, `SELECT COUNT(*) FROM mail_outbox WHERE kind = 'hot_lead'`); n != 0 {
			t.Errorf("%d hot-lead mails queued for an owner who turned them off", n)
		}
		if got, _ := db.InboxLead(ctx, u.ID, s.ID, l.ID); got.Score == nil || *got.Score != 95 || got.HotNotifiedAt != nil {
			t.Errorf("scored: %+v", got)
		}
	})
}

func TestChangePasswordEndsTheOtherSessionsAndQueuesTheNotice(t *testing.T) {
	t.Parallel()
	Each(t, func(t *testing.T, b Backend) {
		ctx := context.Background()
		db, clock := New(t, b)
		u := subscribedUser(t, db, clock, "change@example.com")
		other := subscribedUser(t, db, clock, "bystander@example.com")
		now := clock.Now()
		for _, s := range []struct{ user, token string }{{u.ID, "this"}, {u.ID, "laptop"}, {u.ID, "phone"}, {other.ID, "theirs"}} {
			if err := db.CreateSession(ctx, session(s.user, now, now.Add(time.Hour)), s.token); err != nil {
				t.Fatal(err)
			}
		}
		notice := lexa.OutgoingMail{Kind: "password_changed", Email: lexa.Email{To: []string{u.Email}, Subject: "changed"}}
		if err := db.ChangePassword(ctx, u.ID, "this", "$argon2id$new", notice); err != nil {
			t.Fatal(err)
		}
		if n := CountRows(t, db, `SELECT COUNT(*) FROM sessions WHERE user_id = ?`, u.ID); n != 1 {
			t.Errorf("%d sessions left, want this one", n)
		}
		if _, _, err := db.SessionUser(ctx, "this", time.Hour); err != nil {
			t.Errorf("this session ended: %v", err)
		}
		if n := CountRows(t, db, `SELECT COUNT(*) FROM sessions WHERE user_id = ?`, other.ID); n != 1 {
			t.Errorf("another user's session ended")
		}
		if n := CountRows(t, db, `SELECT COUNT(*) FROM users WHERE id = ? AND password_hash = '$argon2id$new'`, u.ID); n != 1 {
			t.Error("hash not replaced")
		}
		if n := CountRows(t, db, `SELECT COUNT(*) FROM mail_outbox WHERE kind = 'password_changed'`); n != 1 {
			t.Errorf("%d notices queued", n)
		}
		if err := db.ChangePassword(ctx, lexa.NewID(), "x", "h", notice); lexa.ErrorCodeOf(err) != lexa.ENotFound {
			t.Errorf("unknown user: %v", err)
		}
	})
}
