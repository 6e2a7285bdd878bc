package storetest

import (
	"context"
	"log/slog"
	"testing"
	"time"

	"lexa/internal/lexa"
	"lexa/internal/store"
)

// A session that was just looked up is kept for a moment (store/session_cache.go), but it
// ends at once where it was ended: a sign-out and a password change answer only after the
// instance that made them has forgotten it.
func TestKeptSessionEndsAtOnceWhereItWasEnded(t *testing.T) {
	t.Parallel()
	Each(t, func(t *testing.T, b Backend) {
		ctx := context.Background()
		db, clock := New(t, b)
		u, p := newUser("kim@example.com", clock.Now())
		if err := db.CreateUser(ctx, u, p, nil, nil, nil); err != nil {
			t.Fatal(err)
		}
		expires := clock.Now().Add(24 * time.Hour)
		hashes := make([]string, 3)
		for i := range hashes {
			_, hashes[i] = lexa.NewToken()
			if err := db.CreateSession(ctx, session(u.ID, clock.Now(), expires), hashes[i]); err != nil {
				t.Fatal(err)
			}
			if _, _, err := db.SessionUser(ctx, hashes[i], time.Hour); err != nil { // now kept
				t.Fatal(err)
			}
		}
		if err := db.DeleteSession(ctx, hashes[0]); err != nil {
			t.Fatal(err)
		}
		if _, _, err := db.SessionUser(ctx, hashes[0], time.Hour); err != lexa.ErrNoSession {
			t.Errorf("signed-out session, looked up at the same instant: %v, want ErrNoSession", err)
		}
		// A password change keeps the session it was made in and ends the others.
		if err := db.ChangePassword(ctx, u.ID, hashes[1], "$argon2id$new", lexa.OutgoingMail{Kind: "password_changed", Email: lexa.Email{To: []string{u.Email}, Subject: "changed"}}); err != nil {
			t.Fatal(err)
		}
		if _, _, err := db.SessionUser(ctx, hashes[2], time.Hour); err != lexa.ErrNoSession {
			t.Errorf("a session the password change ended: %v, want ErrNoSession", err)
		}
		kept, _, err := db.SessionUser(ctx, hashes[1], time.Hour)
		if err != nil || kept.PasswordHash != "$argon2id$new" {
			t.Errorf("the session the change was made in: %v, password hash %q (want the new one)", err, kept.PasswordHash)
		}
	})
}

// Two instances on one database: a session kept by one ends there when the other signs it
// out, as soon as the news arrives (PostgreSQL's live events), and in any case once it has
// been kept for a second (SQLite runs one instance; the second handle only shows the bound).
func TestKeptSessionEndsOnEveryInstance(t *testing.T) {
	t.Parallel()
	Each(t, func(t *testing.T, b Backend) {
		ctx, cancel := context.WithCancel(context.Background())
		defer cancel()
		url := b.NewURL(t)
		clock := NewClock()
		first, second := Open(t, url, clock), Open(t, url, clock)
		u, p := newUser("ron@example.com", clock.Now())
		if err := first.CreateUser(ctx, u, p, nil, nil, nil); err != nil {
			t.Fatal(err)
		}
		_, hash := lexa.NewToken()
		if err := first.CreateSession(ctx, session(u.ID, clock.Now(), clock.Now().Add(time.Hour)), hash); err != nil {
			t.Fatal(err)
		}
		listen(ctx, t, first) // an instance runs its events: on PostgreSQL they leave from there
		events := listen(ctx, t, second)
		if _, _, err := second.SessionUser(ctx, hash, time.Hour); err != nil { // kept by the second
			t.Fatal(err)
		}
		if err := first.DeleteSession(ctx, hash); err != nil {
			t.Fatal(err)
		}
		if b.Name == "postgres" {
			waitForEvent(t, events, lexa.LiveSessionEnded)
			if _, _, err := second.SessionUser(ctx, hash, time.Hour); err != lexa.ErrNoSession {
				t.Errorf("after the news of the sign-out: %v, want ErrNoSession", err)
			}
		}
		clock.Advance(time.Second)
		if _, _, err := second.SessionUser(ctx, hash, time.Hour); err != lexa.ErrNoSession {
			t.Errorf("a second after the sign-out: %v, want ErrNoSession", err)
		}
	})
}

// listen runs db's live events until ctx ends and returns them as they come, once it hears.
func listen(ctx context.Context, t *testing.T, db *store.DB) <-chan lexa.LiveEvent {
	events := make(chan lexa.LiveEvent, 64)
	done := make(chan struct{})
	go func() {
		defer close(done)
		db.RunLiveEvents(ctx, slog.New(slog.DiscardHandler), func(ev lexa.LiveEvent) {
			select {
			case events <- ev:
			default: // a test that reads none must not block the listener
			}
		})
	}()
	t.Cleanup(func() { <-done })
	waitForEvent(t, events, lexa.LiveResync) // listening
	return events
}

func waitForEvent(t *testing.T, events <-chan lexa.LiveEvent, kind lexa.LiveEventKind) {
	t.Helper()
	timeout := time.After(30 * time.Second)
	for {
		select {
		case ev := <-events:
			if ev.Kind == kind {
				return
			}
		case <-timeout:
			t.Fatalf("no %s event within 30 s", kind)
		}
	}
}

// The name the session's answer shows is kept for a moment too, and a change of profile
// shows at once where it was made.
func TestKeptNameChangesWithTheProfile(t *testing.T) {
	t.Parallel()
	Each(t, func(t *testing.T, b Backend) {
		ctx := context.Background()
		db, clock := New(t, b)
		u, p := newUser("nia@example.com", clock.Now())
		if err := db.CreateUser(ctx, u, p, nil, nil, nil); err != nil {
			t.Fatal(err)
		}
		if name, _, err := db.NameAndAvatar(ctx, u.ID); err != nil || name != p.FullName {
			t.Fatalf("name: %q %v", name, err)
		}
		renamed := "Nia Okafor"
		if _, err := db.UpdateProfile(ctx, u.ID, lexa.ProfileUpdate{FullName: &renamed}); err != nil {
			t.Fatal(err)
		}
		if name, _, err := db.NameAndAvatar(ctx, u.ID); err != nil || name != renamed {
			t.Errorf("right after the change: %q %v, want %q", name, err, renamed)
		}
	})
}
