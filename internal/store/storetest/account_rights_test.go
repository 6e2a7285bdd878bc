package storetest

import (
	"context"
	"strings"
	"testing"
	"time"

	"lexa/internal/lexa"
)

func TestRolesGrantRevoke(t *testing.T) {
	t.Parallel()
	Each(t, func(t *testing.T, b Backend) {
		ctx := context.Background()
		db, clock := New(t, b)
		u, p := newUser("role@example.com", clock.Now())
		if err := db.CreateUser(ctx, u, p, nil, nil, nil); err != nil {
			t.Fatal(err)
		}
		for i, want := range []bool{true, false} {
			if granted, err := db.ChangeRole(ctx, lexa.RoleChange{UserID: u.ID, Role: "admin"}); err != nil || granted != want {
				t.Errorf("grant %d: %v %v, want %v", i, granted, err, want)
			}
		}
		if ok, _ := db.HasRole(ctx, u.ID, "admin"); !ok {
			t.Error("granted role not held")
		}
		if ok, _ := db.HasRole(ctx, u.ID, "editor"); ok {
			t.Error("another role held")
		}
		for i, want := range []bool{true, false} {
			if revoked, err := db.ChangeRole(ctx, lexa.RoleChange{UserID: u.ID, Role: "admin", Revoke: true}); err != nil || revoked != want {
				t.Errorf("revoke %d: %v %v, want %v", i, revoked, err, want)
			}
		}
	})
}

func TestDeleteUserTakesItsRowsAndKeepsTheAuditTrail(t *testing.T) {
	t.Parallel()
	Each(t, func(t *testing.T, b Backend) {
		ctx := context.Background()
		db, clock := New(t, b)
		u, p := newUser("gone@example.com", clock.Now())
		_, tokenHash := lexa.NewToken()
		tok := lexa.OneTimeToken{Hash: tokenHash, UserID: u.ID, Purpose: "verify_email", ExpiresAt: clock.Now().Add(time.Hour)}
		if err := db.CreateUser(ctx, u, p, []lexa.RoleChange{{UserID: u.ID, Role: "admin"}}, &tok, nil); err != nil {
			t.Fatal(err)
		}
		_, sessionHash := lexa.NewToken()
		if err := db.CreateSession(ctx, session(u.ID, clock.Now(), clock.Now().Add(time.Hour)), sessionHash); err != nil {
			t.Fatal(err)
		}
		if _, err := db.AppendAudit(ctx, lexa.AuditEntry{Action: "sign_in", UserID: u.ID}); err != nil {
			t.Fatal(err)
		}
		if err := db.DeleteUser(ctx, u.ID); err != nil {
			t.Fatal(err)
		}
		for _, table := range []string{"users WHERE id", "profiles WHERE id", "user_roles WHERE user_id", "sessions WHERE user_id", "one_time_tokens WHERE user_id"} {
			var n int
			if err := db.QueryRowForTest(ctx, "SELECT COUNT(*) FROM "+table+" = ?", u.ID).Scan(&n); err != nil || n != 0 {
				t.Errorf("%s: %d rows left (%v)", table, n, err)
			}
		}
		// Both stay: the admin grant's (written with the account) and the sign-in's.
		var n int
		if err := db.QueryRowForTest(ctx, "SELECT COUNT(*) FROM audit_logs WHERE user_id = ?", u.ID).Scan(&n); err != nil || n != 2 {
			t.Errorf("audit rows of the deleted user: %d (%v), want 2", n, err)
		}
		if err := db.DeleteUser(ctx, u.ID); lexa.ErrorCodeOf(err) != lexa.ENotFound {
			t.Errorf("deleting twice: %v", err)
		}
	})
}

func TestSignInWithGoogle(t *testing.T) {
	t.Parallel()
	Each(t, func(t *testing.T, b Backend) {
		ctx := context.Background()
		db, clock := New(t, b)
		now := clock.Now()
		google := func(sub, email string) (lexa.User, string, error) {
			id := lexa.GoogleIdentity{Subject: sub, Email: email, EmailVerified: true}
			nu := lexa.User{ID: lexa.NewID(), Email: email, EmailVerifiedAt: &now, Provider: "google", GoogleSubject: sub, CreatedAt: now}
			return db.SignInWithGoogle(ctx, id, nu, lexa.Profile{FullName: "G User", AvatarURL: "https://lh3.googleusercontent.com/a"}, nil)
		}
		created, outcome, err := google("sub-1", "new@example.com")
		if err != nil || outcome != lexa.GoogleCreated || created.Provider != "google" || created.PasswordHash != "" {
			t.Fatalf("first sign-in: %+v %s %v", created, outcome, err)
		}
		if again, outcome, err := google("sub-1", "renamed@example.com"); err != nil || outcome != lexa.GoogleSignedIn || again.ID != created.ID {
			t.Errorf("same subject: %+v %s %v", again, outcome, err)
		}

		verified, p := newUser("Owner@Example.com", now)
		verified.EmailVerifiedAt = &now
		squatted, _ := newUser("squat@example.com", now)
		for _, u := range []lexa.User{verified, squatted} {
			if err := db.CreateUser(ctx, u, p, nil, nil, nil); err != nil {
				t.Fatal(err)
			}
		}
		linked, outcome, err := google("sub-2", "owner@example.com")
		if err != nil || outcome != lexa.GoogleLinked || linked.ID != verified.ID || linked.PasswordHash != verified.PasswordHash || linked.Provider != "email" {
			t.Errorf("link to a verified account: %+v %s %v", linked, outcome, err)
		}
		_, sessionHash := lexa.NewToken()
		if err := db.CreateSession(ctx, session(squatted.ID, now, now.Add(time.Hour)), sessionHash); err != nil {
			t.Fatal(err)
		}
		taken, outcome, err := google("sub-3", "squat@example.com")
		if err != nil || outcome != lexa.GoogleLinked || taken.PasswordHash != "" || taken.EmailVerifiedAt == nil {
			t.Errorf("link to an unverified account: %+v %s %v", taken, outcome, err)
		}
		if stored, _ := db.UserByEmail(ctx, "squat@example.com"); stored.PasswordHash != "" || stored.GoogleSubject != "sub-3" {
			t.Errorf("stored after linking an unverified account: %+v", stored)
		}
		if _, _, err := db.SessionUser(ctx, sessionHash, time.Hour); err != lexa.ErrNoSession {
			t.Errorf("the squatter's session survived: %v", err)
		}
		if _, _, err := google("sub-4", "owner@example.com"); lexa.ErrorCodeOf(err) != lexa.EConflict {
			t.Errorf("a second Google account for one address: %v", err)
		}
	})
}

// A role change and its audit row are one write: both are there, or neither.
func TestRoleChangeAndItsAuditRowAreOneWrite(t *testing.T) {
	t.Parallel()
	Each(t, func(t *testing.T, b Backend) {
		ctx := context.Background()
		db, clock := New(t, b)
		u, p := newUser("boss@example.com", clock.Now())
		grant := lexa.RoleChange{UserID: u.ID, Role: "admin", Source: lexa.RoleSourceConfig, IPAddress: "203.0.113.7"}
		if err := db.CreateUser(ctx, u, p, []lexa.RoleChange{grant}, nil, nil); err != nil {
			t.Fatal(err)
		}
		staff, p2 := newUser("staff@example.com", clock.Now())
		if err := db.CreateUser(ctx, staff, p2, nil, nil, nil); err != nil {
			t.Fatal(err)
		}
		if changed, err := db.ChangeRole(ctx, lexa.RoleChange{UserID: staff.ID, Role: "admin", Source: lexa.RoleSourceCLI}); !changed || err != nil {
			t.Fatalf("grant: %v %v", changed, err)
		}
		if changed, err := db.ChangeRole(ctx, lexa.RoleChange{UserID: staff.ID, Role: "admin", Revoke: true, Source: lexa.RoleSourceCLI}); !changed || err != nil {
			t.Fatalf("revoke: %v %v", changed, err)
		}
		// A change that changes nothing leaves no row.
		if changed, err := db.ChangeRole(ctx, lexa.RoleChange{UserID: staff.ID, Role: "admin", Revoke: true, Source: lexa.RoleSourceCLI}); changed || err != nil {
			t.Fatalf("revoking again: %v %v", changed, err)
		}
		rows, err := db.ListAudit(ctx, 10)
		if err != nil {
			t.Fatal(err)
		}
		var got []string
		for _, e := range rows {
			got = append(got, e.Action+" "+e.UserID+" "+e.IPAddress+" "+e.Detail["role"]+" "+e.Detail["source"])
		}
		want := []string{
			"role_revoked " + staff.ID + "  admin cli",
			"role_granted " + staff.ID + "  admin cli",
			"role_granted " + u.ID + " 203.0.113.7 admin ADMIN_EMAILS",
		}
		if strings.Join(got, "\n") != strings.Join(want, "\n") {
			t.Errorf("audit rows:\n%s\nwant:\n%s", strings.Join(got, "\n"), strings.Join(want, "\n"))
		}

		// With the audit trail unwritable, the grant is undone with it.
		if err := db.ExecForTest(ctx, `ALTER TABLE audit_logs RENAME TO audit_logs_away`); err != nil {
			t.Fatal(err)
		}
		changed, err := db.ChangeRole(ctx, lexa.RoleChange{UserID: staff.ID, Role: "admin", Source: lexa.RoleSourceCLI})
		if err := db.ExecForTest(ctx, `ALTER TABLE audit_logs_away RENAME TO audit_logs`); err != nil {
			t.Fatal(err)
		}
		if err == nil || changed {
			t.Errorf("grant without its audit row: %v %v, want an error", changed, err)
		}
		if held, err := db.HasRole(ctx, staff.ID, "admin"); held || err != nil {
			t.Errorf("the role stayed without its audit row: %v %v", held, err)
		}
		third, p3 := newUser("founder@example.com", clock.Now())
		if err := db.ExecForTest(ctx, `ALTER TABLE audit_logs RENAME TO audit_logs_away`); err != nil {
			t.Fatal(err)
		}
		err = db.CreateUser(ctx, third, p3, []lexa.RoleChange{{Role: "admin", Source: lexa.RoleSourceConfig}}, nil, nil)
		if err := db.ExecForTest(ctx, `ALTER TABLE audit_logs_away RENAME TO audit_logs`); err != nil {
			t.Fatal(err)
		}
		if err == nil {
			t.Error("an account was made with a role but without its audit row")
		}
		if _, err := db.UserByEmail(ctx, "founder@example.com"); lexa.ErrorCodeOf(err) != lexa.ENotFound {
			t.Errorf("the account stayed without its role's audit row: %v", err)
		}
	})
}
