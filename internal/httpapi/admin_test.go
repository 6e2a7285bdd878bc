package httpapi

import (
	"context"
	"encoding/json"
	"io"
	"log/slog"
	"net/http"
	"net/http/httptest"
	"net/url"
	"strings"
	"testing"
	"time"

	"lexa/internal/lexa"
	"lexa/internal/store"
	"lexa/internal/store/storetest"
)

// adminServer is a server on a fresh SQLite database with a signed-in customer and a
// signed-in admin, whose session cookies it returns.
func adminServer(t *testing.T) (s *Server, db *store.DB, customer, admin *http.Cookie) {
	t.Helper()
	db, clock := storetest.New(t, storetest.Backend{Name: "sqlite", NewURL: storetest.SQLiteURL})
	u, _ := url.Parse("http://lexa.test")
	s = New(Deps{Logger: slog.New(slog.DiscardHandler), Store: db, Clock: clock, BaseURL: u,
		Site: http.NotFoundHandler(), SessionIdle: time.Hour, SessionMaxAge: 24 * time.Hour})
	ctx := context.Background()
	signedIn := func(email string, roles []string) *http.Cookie {
		user := lexa.User{ID: lexa.NewID(), Email: email, Provider: "email", CreatedAt: clock.Now()}
		var grants []lexa.RoleChange
		for _, role := range roles {
			grants = append(grants, lexa.RoleChange{UserID: user.ID, Role: role})
		}
		if err := db.CreateUser(ctx, user, lexa.Profile{}, grants, nil, nil); err != nil {
			t.Fatal(err)
		}
		token := email + "-session-token"
		if err := db.CreateSession(ctx, lexa.Session{UserID: user.ID, Method: "password", CreatedAt: clock.Now(),
			ExpiresAt: clock.Now().Add(time.Hour)}, lexa.HashToken(token)); err != nil {
			t.Fatal(err)
		}
		return &http.Cookie{Name: "lexa_session", Value: token}
	}
	return s, db, signedIn("customer@example.com", nil), signedIn("admin@example.com", []string{lexa.AdminRole})
}

// Every route under /api/admin, whatever it is and however it was added, answers only a
// signed-in admin: the whole route table is walked, and each such route is called
// signed out and as a signed-in customer. The catch-all entry is called with a path no
// route has.
func TestEveryAdminRouteNeedsTheAdminRole(t *testing.T) {
	s, _, customer, _ := adminServer(t)
	h := s.Handler()
	admin := 0
	for _, rt := range s.routes() {
		method, path, hasMethod := strings.Cut(rt.pattern, " ")
		if !hasMethod {
			method, path = http.MethodGet, rt.pattern+"no-such-list"
		}
		if !strings.HasPrefix(path, "/api/admin") {
			continue
		}
		admin++
		if (hasMethod && method != http.MethodGet) || rt.public {
			t.Errorf("%s: the admin API is read-only and private", rt.pattern)
		}
		signedOut := httptest.NewRequest(method, path, nil)
		if res := do(h, signedOut); res.StatusCode != http.StatusUnauthorized {
			t.Errorf("%s signed out: %d", rt.pattern, res.StatusCode)
		}
		asCustomer := httptest.NewRequest(method, path, nil)
		asCustomer.AddCookie(customer)
		if res := do(h, asCustomer); res.StatusCode != http.StatusForbidden {
			t.Errorf("%s as a customer: %d", rt.pattern, res.StatusCode)
		}
	}
	if admin != 2+len(lexa.AdminLists) {
		t.Errorf("%d admin routes, want the overview, %d lists and the catch-all", admin, len(lexa.AdminLists))
	}
}

// A path under /api/admin/ that no route serves is refused like a known one, so that who
// is not an admin cannot tell which admin paths exist; only an admin is told 404.
func TestUnknownAdminPathsAnswerLikeKnownOnes(t *testing.T) {
	s, db, customer, admin := adminServer(t)
	h := s.Handler()
	for _, c := range []struct {
		method, path string
		cookie       *http.Cookie
		status       int
		code         string
	}{
		{"GET", "/api/admin/no-such-list", nil, 401, "unauthenticated"},
		{"GET", "/api/admin/no-such-list", customer, 403, "forbidden"},
		{"GET", "/api/admin/no-such-list", admin, 404, "not_found"},
		{"GET", "/api/admin/contacts/extra", customer, 403, "forbidden"},
		{"GET", "/api/admin/contacts/extra", admin, 404, "not_found"},
		{"GET", "/api/admin/", nil, 401, "unauthenticated"},
		{"GET", "/api/admin/", customer, 403, "forbidden"},
		{"GET", "/api/admin/", admin, 404, "not_found"},
		{"DELETE", "/api/admin/contacts", nil, 401, "unauthenticated"},
		{"DELETE", "/api/admin/contacts", customer, 403, "forbidden"},
		{"DELETE", "/api/admin/contacts", admin, 404, "not_found"},
		// The known ones, for comparison.
		{"GET", "/api/admin/contacts", nil, 401, "unauthenticated"},
		{"GET", "/api/admin/contacts", customer, 403, "forbidden"},
		{"GET", "/api/admin/contacts", admin, 200, ""},
		// The prefix without its slash is sent to it (the router's rule for a subtree),
		// where the rule above applies.
		{"GET", "/api/admin", nil, 307, ""},
		// Not under the prefix: an ordinary unknown API path.
		{"GET", "/api/administrator", nil, 404, "not_found"},
	} {
		req := httptest.NewRequest(c.method, c.path, nil)
		if c.cookie != nil {
			req.AddCookie(c.cookie)
		}
		res := do(h, req)
		if res.StatusCode != c.status {
			t.Errorf("%s %s (%v): %d, want %d", c.method, c.path, c.cookie != nil, res.StatusCode, c.status)
			continue
		}
		if c.code != "" {
			if got := errorOf(t, res); got.Code != c.code {
				t.Errorf("%s %s: code %q, want %q", c.method, c.path, got.Code, c.code)
			}
		}
	}
	// The customer's refusals are audited with the path they tried, known or not.
	if n := storetest.CountRows(t, db, `SELECT COUNT(*) FROM audit_logs WHERE action = 'admin_access_denied'`); n != 5 {
		t.Errorf("%d refusals audited, want 5", n)
	}
}

// The cursor a page hands out brings the next page; a cursor the server did not hand
// out is a 400 validation error, never a 500, and reads nothing.
func TestAdminListCursor(t *testing.T) {
	s, db, _, admin := adminServer(t)
	h := s.Handler()
	for i := range 51 {
		c := lexa.ContactSubmission{ID: lexa.NewID(), Name: "Lead", Email: "lead@example.com", Message: "Hello",
			SubmittedAt: time.Date(2026, 1, 1, 0, 0, i/10, 0, time.UTC)}
		if err := db.CreateContact(context.Background(), c, nil); err != nil {
			t.Fatal(err)
		}
	}
	get := func(path string) (*http.Response, map[string]any) {
		req := httptest.NewRequest("GET", path, nil)
		req.AddCookie(admin)
		res := do(h, req)
		var body map[string]any
		raw, _ := io.ReadAll(res.Body)
		if strings.HasPrefix(res.Header.Get("Content-Type"), "application/json") {
			if err := json.Unmarshal(raw, &body); err != nil {
				t.Fatalf("%s: %v %s", path, err, raw)
			}
		}
		return res, body
	}
	res, first := get("/api/admin/contacts")
	next, _ := first["next_before"].(string)
	if res.StatusCode != 200 || len(first["rows"].([]any)) != 50 || next == "" {
		t.Fatalf("first page: %d, %d rows, next_before %v", res.StatusCode, len(first["rows"].([]any)), first["next_before"])
	}
	res, second := get("/api/admin/contacts?before=" + next)
	if res.StatusCode != 200 || len(second["rows"].([]any)) != 1 || second["next_before"] != nil {
		t.Fatalf("second page: %d %v", res.StatusCode, second)
	}
	if res, _ := get("/api/admin/contacts?format=csv"); res.Header.Get("Next-Before") != next {
		t.Errorf("the CSV's Next-Before: %q, want %q", res.Header.Get("Next-Before"), next)
	}
	if res, _ := get("/api/admin/contacts?format=csv&before=" + next); res.StatusCode != 200 || res.Header.Get("Next-Before") != "" {
		t.Errorf("the CSV's last page: %d, Next-Before %q", res.StatusCode, res.Header.Get("Next-Before"))
	}
	views := storetest.CountRows(t, db, `SELECT COUNT(*) FROM audit_logs WHERE action = 'admin_view'`)
	for _, bad := range []string{"", "not-base64!", "bm90IGEgY3Vyc29y", // "not a cursor"
		strings.Repeat("A", 600),
		url.QueryEscape("MjAyNi0wMS0wMVQwMDowMDowMFp8"), // a time and an empty id
	} {
		res, body := get("/api/admin/contacts?before=" + bad)
		if res.StatusCode != 400 || body["error"].(map[string]any)["code"] != "validation" {
			t.Errorf("before=%q: %d %v", bad, res.StatusCode, body)
		}
	}
	// A cursor of a list with text ids, on a list with numbered rows.
	if res, _ := get("/api/admin/audit-logs?before=" + next); res.StatusCode != 400 {
		t.Errorf("a contacts cursor on the audit list: %d", res.StatusCode)
	}
	if n := storetest.CountRows(t, db, `SELECT COUNT(*) FROM audit_logs WHERE action = 'admin_view'`); n != views {
		t.Errorf("refused reads were audited as views: %d, had %d", n, views)
	}
}
