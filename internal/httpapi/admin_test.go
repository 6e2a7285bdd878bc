package httpapi

import (
	"context"
	"log/slog"
	"net/http"
	"net/http/httptest"
	"net/url"
	"strings"
	"testing"
	"time"

	"lexa/internal/lexa"
	"lexa/internal/store/storetest"
)

// Every route under /api/admin, whatever it is and however it was added, answers only a
// signed-in admin: the whole route table is walked, and each such route is called
// signed out and as a signed-in customer.
func TestEveryAdminRouteNeedsTheAdminRole(t *testing.T) {
	db, clock := storetest.New(t, storetest.Backend{Name: "sqlite", NewURL: storetest.SQLiteURL})
	t.Cleanup(func() { db.Close() })
	u, _ := url.Parse("http://lexa.test")
	s := New(Deps{Logger: slog.New(slog.DiscardHandler), Store: db, Clock: clock, BaseURL: u,
		Site: http.NotFoundHandler(), SessionIdle: time.Hour, SessionMaxAge: 24 * time.Hour})
	h := s.Handler()

	ctx := context.Background()
	customer := lexa.User{ID: lexa.NewID(), Email: "customer@example.com", Provider: "email", CreatedAt: clock.Now()}
	if err := db.CreateUser(ctx, customer, lexa.Profile{}, nil, nil, nil); err != nil {
		t.Fatal(err)
	}
	token := "customer-session-token"
	if err := db.CreateSession(ctx, lexa.Session{UserID: customer.ID, Method: "password", CreatedAt: clock.Now(),
		ExpiresAt: clock.Now().Add(time.Hour)}, lexa.HashToken(token)); err != nil {
		t.Fatal(err)
	}

	admin := 0
	for _, rt := range s.routes() {
		method, path, _ := strings.Cut(rt.pattern, " ")
		if !strings.HasPrefix(path, "/api/admin") {
			continue
		}
		admin++
		if method != http.MethodGet || rt.public {
			t.Errorf("%s: the admin API is read-only and private", rt.pattern)
		}
		signedOut := httptest.NewRequest(method, path, nil)
		if res := do(h, signedOut); res.StatusCode != http.StatusUnauthorized {
			t.Errorf("%s signed out: %d", rt.pattern, res.StatusCode)
		}
		asCustomer := httptest.NewRequest(method, path, nil)
		asCustomer.AddCookie(&http.Cookie{Name: "lexa_session", Value: token})
		if res := do(h, asCustomer); res.StatusCode != http.StatusForbidden {
			t.Errorf("%s as a customer: %d", rt.pattern, res.StatusCode)
		}
	}
	if admin != 1+len(lexa.AdminLists) {
		t.Errorf("%d admin routes, want the overview and %d lists", admin, len(lexa.AdminLists))
	}
}
