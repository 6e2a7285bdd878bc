package storetest

import (
	"context"
	"strings"
	"testing"
	"time"

	"lexa/internal/lexa"
)

func newUser(email string, now time.Time) (lexa.User, lexa.Profile) {
	return lexa.User{ID: lexa.NewID(), Email: email, PasswordHash: "$argon2id$x", Provider: "email", CreatedAt: now},
		lexa.Profile{FullName: "Jane Doe"}
}

// session is a password session for userID that starts now and ends at expires.
func session(userID string, now, expires time.Time) lexa.Session {
	return lexa.Session{UserID: userID, Method: "password", CreatedAt: now, ExpiresAt: expires, IPAddress: "203.0.113.1", UserAgent: "test"}
}

func TestEmailIsUniqueWhateverItsCase(t *testing.T) {
	t.Parallel()
	Each(t, func(t *testing.T, b Backend) {
		ctx := context.Background()
		db, clock := New(t, b)
		u, p := newUser("Jane@Example.com", clock.Now())
		mail := lexa.OutgoingMail{Kind: "verify_email", Email: lexa.Email{To: []string{u.Email}}}
		if err := db.CreateUser(ctx, u, p, []lexa.RoleChange{{UserID: u.ID, Role: "admin"}}, nil, []lexa.OutgoingMail{mail}); err != nil {
			t.Fatal(err)
		}
		dup, p2 := newUser("jane@EXAMPLE.com", clock.Now())
		if err := db.CreateUser(ctx, dup, p2, nil, nil, []lexa.OutgoingMail{mail}); err != lexa.ErrEmailTaken {
			t.Fatalf("second account for the same address: %v, want ErrEmailTaken", err)
		}
		if n, _ := db.OutboxDepth(ctx); n != 1 {
			t.Errorf("outbox depth %d: the refused sign-up queued mail", n)
		}
		got, err := db.UserByEmail(ctx, "JANE@example.COM")
		if err != nil || got.ID != u.ID || got.Email != "Jane@Example.com" || got.PasswordHash != u.PasswordHash || got.EmailVerifiedAt != nil {
			t.Errorf("by e-mail: %+v %v", got, err)
		}
		if _, err := db.UserByEmail(ctx, "nobody@example.com"); lexa.ErrorCodeOf(err) != lexa.ENotFound {
			t.Errorf("unknown e-mail: %v", err)
		}
	})
}

func TestSessionLifetime(t *testing.T) {
	t.Parallel()
	Each(t, func(t *testing.T, b Backend) {
		ctx := context.Background()
		db, clock := New(t, b)
		u, p := newUser("sam@example.com", clock.Now())
		if err := db.CreateUser(ctx, u, p, nil, nil, nil); err != nil {
			t.Fatal(err)
		}
		const idle = 7 * 24 * time.Hour
		absolute := clock.Now().Add(30 * 24 * time.Hour)
		_, active := lexa.NewToken()
		_, forgotten := lexa.NewToken()
		for _, h := range []string{active, forgotten} {
			if err := db.CreateSession(ctx, session(u.ID, clock.Now(), absolute), h); err != nil {
				t.Fatal(err)
			}
		}
		// Used every six days, a session outlives the idle timeout...
		for range 4 {
			clock.Advance(6 * 24 * time.Hour)
			if got, sess, err := db.SessionUser(ctx, active, idle); err != nil || got.ID != u.ID || sess.Method != "password" || !sess.LastSeen.Equal(clock.Now()) {
				t.Fatalf("active session after %v: %v", clock.Now(), err)
			}
		}
		// ...while one left alone for more than seven days has ended.
		if _, _, err := db.SessionUser(ctx, forgotten, idle); err != lexa.ErrNoSession {
			t.Errorf("idle session: %v, want ErrNoSession", err)
		}
		// Nothing outlives the absolute lifetime.
		clock.Advance(6 * 24 * time.Hour)
		if _, _, err := db.SessionUser(ctx, active, idle); err != lexa.ErrNoSession {
			t.Errorf("session past its absolute expiry: %v", err)
		}
	})
}

func TestSignOutEndsSessions(t *testing.T) {
	t.Parallel()
	Each(t, func(t *testing.T, b Backend) {
		ctx := context.Background()
		db, clock := New(t, b)
		u, p := newUser("lee@example.com", clock.Now())
		if err := db.CreateUser(ctx, u, p, nil, nil, nil); err != nil {
			t.Fatal(err)
		}
		expires := clock.Now().Add(24 * time.Hour)
		var hashes []string
		for range 3 {
			_, h := lexa.NewToken()
			hashes = append(hashes, h)
			if err := db.CreateSession(ctx, session(u.ID, clock.Now(), expires), h); err != nil {
				t.Fatal(err)
			}
		}
		if err := db.DeleteSession(ctx, hashes[0]); err != nil {
			t.Fatal(err)
		}
		if _, _, err := db.SessionUser(ctx, hashes[0], time.Hour); err != lexa.ErrNoSession {
			t.Errorf("signed-out session still works: %v", err)
		}
		if _, _, err := db.SessionUser(ctx, hashes[1], time.Hour); err != nil {
			t.Errorf("another session ended with it: %v", err)
		}
	})
}

func TestVerificationLinkWorksOnceAndExpires(t *testing.T) {
	t.Parallel()
	Each(t, func(t *testing.T, b Backend) {
		ctx := context.Background()
		db, clock := New(t, b)
		u, p := newUser("val@example.com", clock.Now())
		_, hash := lexa.NewToken()
		vt := lexa.OneTimeToken{Hash: hash, UserID: u.ID, Purpose: "verify_email", ExpiresAt: clock.Now().Add(lexa.VerificationTTL)}
		if err := db.CreateUser(ctx, u, p, nil, &vt, nil); err != nil {
			t.Fatal(err)
		}
		got, err := db.VerifyEmail(ctx, hash)
		if err != nil || got.ID != u.ID || got.EmailVerifiedAt == nil || !got.EmailVerifiedAt.Equal(clock.Now()) {
			t.Fatalf("verify: %+v %v", got, err)
		}
		if _, err := db.VerifyEmail(ctx, hash); err != lexa.ErrLinkExpired {
			t.Errorf("second use: %v", err)
		}
		_, late := lexa.NewToken()
		if err := db.CreateOneTimeToken(ctx, lexa.OneTimeToken{Hash: late, UserID: u.ID, Purpose: "verify_email",
			ExpiresAt: clock.Now().Add(lexa.VerificationTTL)}, nil); err != nil {
			t.Fatal(err)
		}
		clock.Advance(lexa.VerificationTTL + time.Second)
		if _, err := db.VerifyEmail(ctx, late); err != lexa.ErrLinkExpired {
			t.Errorf("expired link: %v", err)
		}
	})
}

// Issue 18, finding 6: an address that only Unicode case folding makes ASCII ('ſ' for
// 's') was accepted; the start-up check names such rows instead of letting them match
// another account or ADMIN_EMAILS.
func TestCheckEmailAddressesNamesAddressesLexaCannotCompare(t *testing.T) {
	t.Parallel()
	Each(t, func(t *testing.T, b Backend) {
		ctx := context.Background()
		db, clock := New(t, b)
		if err := db.CheckEmailAddresses(ctx); err != nil {
			t.Fatalf("an empty database: %v", err)
		}
		for _, email := range []string{"ops@example.com", "Jane.Doe@Example.com"} {
			u, p := newUser(email, clock.Now())
			if err := db.CreateUser(ctx, u, p, nil, nil, nil); err != nil {
				t.Fatal(err)
			}
		}
		if err := db.CheckEmailAddresses(ctx); err != nil {
			t.Fatalf("ASCII addresses in any case: %v", err)
		}
		var one int
		if err := db.QueryRowForTest(ctx, `INSERT INTO users (id, email, provider, created_at) VALUES ('old-1', ?, 'email', ?) RETURNING 1`,
			"op\u017f@example.com", clock.Now()).Scan(&one); err != nil {
			t.Fatal(err)
		}
		err := db.CheckEmailAddresses(ctx)
		if err == nil || !strings.Contains(err.Error(), "account old-1") || !strings.Contains(err.Error(), "op\u017f@example.com") {
			t.Errorf("a long-s address: %v", err)
		}
		// UserByEmail finds an account by its canonical form, and never by folding.
		if u, err := db.UserByEmail(ctx, " JANE.doe@example.COM "); err != nil || u.Email != "Jane.Doe@Example.com" {
			t.Errorf("by canonical form: %+v %v", u, err)
		}
		if u, err := db.UserByEmail(ctx, "ops@example.com"); err != nil || u.ID == "old-1" {
			t.Errorf("ops@ found %+v %v", u, err)
		}
	})
}
