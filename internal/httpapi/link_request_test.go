package httpapi

import (
	"bytes"
	"context"
	"log/slog"
	"net/http"
	"net/http/httptest"
	"net/url"
	"slices"
	"testing"
	"time"

	"lexa/internal/lexa"
	"lexa/internal/mail"
	"lexa/internal/store"
	"lexa/internal/store/storetest"
)

// recordingStore is the real database with the calls a link request may make written
// down, in order.
type recordingStore struct {
	*store.DB
	calls []string
}

func (r *recordingStore) HitRateLimit(ctx context.Context, ip, action string, limit int, window time.Duration) (bool, time.Duration, error) {
	r.calls = append(r.calls, "HitRateLimit")
	return r.DB.HitRateLimit(ctx, ip, action, limit, window)
}

func (r *recordingStore) UserByEmail(ctx context.Context, email string) (lexa.User, error) {
	r.calls = append(r.calls, "UserByEmail")
	return r.DB.UserByEmail(ctx, email)
}

func (r *recordingStore) Profile(ctx context.Context, userID string) (lexa.Profile, error) {
	r.calls = append(r.calls, "Profile")
	return r.DB.Profile(ctx, userID)
}

func (r *recordingStore) RequestLink(ctx context.Context, t lexa.OneTimeToken, m lexa.OutgoingMail, e lexa.AuditEntry) error {
	r.calls = append(r.calls, "RequestLink")
	return r.DB.RequestLink(ctx, t, m, e)
}

func (r *recordingStore) AppendAudit(ctx context.Context, e lexa.AuditEntry) (lexa.AuditEntry, error) {
	r.calls = append(r.calls, "AppendAudit")
	return r.DB.AppendAudit(ctx, e)
}

// Issue 18, finding 7: a known address answered forgot-password about 2.5 ms later than
// an unknown one (it also stored a token, queued a mail and wrote an audit row), which
// told whether an account exists. Both now make the same store calls, in the same order,
// and each writes one transaction; only the known one stores a link.
func TestLinkRequestsDoTheSameWorkForEveryAddress(t *testing.T) {
	storetest.Each(t, func(t *testing.T, b storetest.Backend) {
		db, clock := storetest.New(t, b)
		rec := &recordingStore{DB: db}
		base, _ := url.Parse("http://lexa.test")
		composer, err := mail.NewComposer(mail.Brand{SiteName: "Lexa", BaseURL: base.String(), ContactEmail: "hello@lexa.test", SalesEmail: "sales@lexa.test"})
		if err != nil {
			t.Fatal(err)
		}
		h := New(Deps{Logger: slog.New(slog.DiscardHandler), Store: rec, Clock: clock, BaseURL: base, AccountMail: composer,
			Site: http.NotFoundHandler(), SessionIdle: time.Hour, SessionMaxAge: 24 * time.Hour}).Handler()
		known := lexa.User{ID: lexa.NewID(), Email: "omar@example.com", Provider: "email", CreatedAt: clock.Now()}
		if err := db.CreateUser(context.Background(), known, lexa.Profile{FullName: "Omar"}, nil, nil, nil); err != nil {
			t.Fatal(err)
		}

		for _, path := range []string{"/api/auth/password/forgot", "/api/auth/verify/resend"} {
			work := map[string][]string{}
			for _, email := range []string{"omar@example.com", "ghost@example.com"} {
				rec.calls = nil
				req := httptest.NewRequest("POST", path, bytes.NewReader([]byte(`{"email":"`+email+`"}`)))
				req.Header.Set("Content-Type", "application/json")
				req.RemoteAddr = "203.0.113.9:4000"
				res := httptest.NewRecorder()
				h.ServeHTTP(res, req)
				if res.Code != http.StatusAccepted {
					t.Fatalf("%s %s: %d %s", path, email, res.Code, res.Body)
				}
				work[email] = rec.calls
			}
			if !slices.Equal(work["omar@example.com"], work["ghost@example.com"]) || !slices.Contains(work["ghost@example.com"], "RequestLink") {
				t.Errorf("%s: a known address does %v, an unknown one %v", path, work["omar@example.com"], work["ghost@example.com"])
			}
		}
		// The account (not yet confirmed) got a reset link and a new confirmation link, each
		// with its mail; the unknown address nothing but its audit rows.
		if n := storetest.CountRows(t, db, `SELECT COUNT(*) FROM one_time_tokens WHERE user_id = ?`, known.ID); n != 2 {
			t.Errorf("%d tokens for the account, want a reset and a confirmation link", n)
		}
		if n := storetest.CountRows(t, db, `SELECT COUNT(*) FROM mail_outbox`); n != 2 {
			t.Errorf("%d mails queued, want the account's two", n)
		}
		if n := storetest.CountRows(t, db, `SELECT COUNT(*) FROM audit_logs WHERE action = 'link_request_no_account'`); n != 2 {
			t.Errorf("%d audit rows for the unknown address, want 2", n)
		}
	})
}
