package httpapi

import (
	"context"
	"encoding/json"
	"fmt"
	"io"
	"log/slog"
	"maps"
	"net/http"
	"net/http/httptest"
	"net/url"
	"slices"
	"strings"
	"testing"
	"time"

	"lexa/internal/lexa"
	"lexa/internal/store/storetest"
)

// hostileEndpoint is a JSON endpoint and a body it would accept, as JSON members; the
// first member is a string the hostile variants tamper with.
type hostileEndpoint struct {
	name, path string
	members    []string
	into       func() any // what the handler decodes into
	limit      int64
	auth       func(*http.Request)
}

// body is the object of the given members; with no arguments, the endpoint's valid body.
func (ep hostileEndpoint) body(members ...string) string {
	if len(members) == 0 {
		members = ep.members
	}
	return "{" + strings.Join(members, ",") + "}"
}

// withFirst is the valid body with text added at the end of the first member's string.
func (ep hostileEndpoint) withFirst(text string) string {
	first := strings.TrimSuffix(ep.members[0], `"`) + text + `"`
	return ep.body(append([]string{first}, ep.members[1:]...)...)
}

// hostileRequest is one way to break a request. contentType "" sends application/json,
// "-" none; streamed hides the length, so the body is sent chunked.
type hostileRequest struct {
	name, contentType, body string
	streamed                bool
	headers                 http.Header
	want                    []int
}

func hostileRequests(ep hostileEndpoint) []hostileRequest {
	valid, padding := ep.body(), strings.Repeat(" ", int(ep.limit))
	name, _, _ := strings.Cut(ep.members[0], ":") // with its quotes
	flood, many := http.Header{}, http.Header{}
	for i := range 5000 {
		flood.Set(fmt.Sprintf("X-Flood-%d", i), "flood flood") // about 100 KiB
		if i < 1000 {
			many.Set(fmt.Sprintf("X-Many-%d", i), "many") // about 18 KiB
		}
	}
	bad, tooLarge := []int{http.StatusBadRequest}, []int{http.StatusRequestEntityTooLarge}
	notJSON := []int{http.StatusBadRequest, http.StatusUnsupportedMediaType}
	headersTooLarge := []int{http.StatusRequestHeaderFieldsTooLarge}
	return []hostileRequest{
		{name: "empty body", want: bad},
		{name: "oversized, declared", body: valid + padding, want: tooLarge},
		{name: "oversized, streamed, padding inside", body: ep.withFirst(padding), streamed: true, want: tooLarge},
		{name: "oversized, streamed, padding after the object", body: valid + padding, streamed: true, want: tooLarge},
		{name: "text/plain", contentType: "text/plain", body: valid, want: notJSON},
		{name: "form encoded", contentType: "application/x-www-form-urlencoded", body: "a=b", want: notJSON},
		{name: "no content type", contentType: "-", body: valid, want: notJSON},
		{name: "invalid UTF-8 in a string", body: ep.withFirst("\xff\xfe"), want: bad},
		{name: "invalid UTF-8 in a name", body: ep.body(append(ep.members, "\"x\xff\":1")...), want: bad},
		{name: "nested 100k deep", body: strings.Repeat("[", 100_000), want: tooLarge},
		{name: "nested up to the limit", body: "{" + name + ":" + strings.Repeat("[", int(ep.limit)-len(name)-2), want: bad},
		{name: "duplicate name", body: ep.body(append(ep.members, ep.members[0])...), want: bad},
		{name: "duplicate name in another case", body: ep.body(append(ep.members, strings.ToUpper(ep.members[0]))...), want: bad},
		{name: "trailing bracket", body: valid + "]", want: bad},
		{name: "two objects", body: valid + valid, want: bad},
		{name: "array", body: "[" + valid + "]", want: bad},
		{name: "huge header", body: valid, headers: http.Header{"X-Huge": {strings.Repeat("h", 256<<10)}}, want: headersTooLarge},
		{name: "header flood", body: valid, headers: flood, want: headersTooLarge},
		{name: "many headers within the limit, empty body", headers: many, want: bad},
	}
}

// Hostile requests get a 4xx answer with a JSON error body, quickly, from the real
// handler behind a real http.Server configured as internal/app configures it. (431 is
// net/http's own plain-text answer, written before any handler runs.) Each variant
// differs from a body the endpoint decodes only in what it breaks, and is refused by the
// decoder, before any rate limit, store or mail is touched.
func TestHostileRequestsAreRefusedQuickly(t *testing.T) {
	base, endpoints := hostileServer(t)
	client := &http.Client{Timeout: 5 * time.Second} // a hang is a failure
	for _, ep := range endpoints {
		r := httptest.NewRequest("POST", ep.path, strings.NewReader(ep.body()))
		r.Header.Set("Content-Type", "application/json")
		if err := decodeJSON(r, ep.into()); err != nil {
			t.Fatalf("%s: the valid body %s is refused: %v", ep.name, ep.body(), err)
		}
		for _, hr := range hostileRequests(ep) {
			t.Run(ep.name+"/"+hr.name, func(t *testing.T) {
				var body io.Reader = strings.NewReader(hr.body)
				if hr.streamed {
					body = io.MultiReader(body) // hides the length
				}
				req, err := http.NewRequestWithContext(context.Background(), "POST", base+ep.path, body)
				if err != nil {
					t.Fatal(err)
				}
				maps.Copy(req.Header, hr.headers)
				switch hr.contentType {
				case "":
					req.Header.Set("Content-Type", "application/json")
				case "-":
				default:
					req.Header.Set("Content-Type", hr.contentType)
				}
				if ep.auth != nil {
					ep.auth(req)
				}
				start := time.Now()
				res, err := client.Do(req)
				if err != nil {
					t.Fatalf("no answer: %v", err)
				}
				defer res.Body.Close()
				raw, err := io.ReadAll(res.Body)
				if err != nil {
					t.Fatalf("reading the answer: %v", err)
				}
				if took := time.Since(start); took > 3*time.Second {
					t.Errorf("took %s", took)
				}
				if !slices.Contains(hr.want, res.StatusCode) {
					t.Fatalf("status %d, want %v: %.300s", res.StatusCode, hr.want, raw)
				}
				if res.StatusCode == http.StatusRequestHeaderFieldsTooLarge {
					return
				}
				var env errorEnvelope
				if err := json.Unmarshal(raw, &env); err != nil || env.Error.Code == "" || env.Error.Message == "" ||
					!strings.HasPrefix(res.Header.Get("Content-Type"), "application/json") {
					t.Errorf("answer is not a JSON error: %s %.300q", res.Header.Get("Content-Type"), raw)
				}
			})
		}
	}
}

// hostileServer starts the real handler behind an http.Server with the MaxHeaderBytes of
// internal/app, with a signed-in user who has a service and an API key, and returns the
// endpoints to attack.
func hostileServer(t *testing.T) (string, []hostileEndpoint) {
	t.Helper()
	db, clock := storetest.New(t, storetest.Backend{Name: "sqlite", NewURL: storetest.SQLiteURL})
	t.Cleanup(func() { db.Close() })
	cal, err := lexa.NewDemoCalendar()
	if err != nil {
		t.Fatal(err)
	}
	u, _ := url.Parse("http://lexa.test")
	s := New(Deps{Logger: slog.New(slog.DiscardHandler), Store: db, Clock: clock, Calendar: cal, BaseURL: u,
		Site: http.NotFoundHandler(), SessionIdle: time.Hour, SessionMaxAge: 24 * time.Hour, UsageReportsPerMinute: 1000})

	ctx := context.Background()
	user := lexa.User{ID: lexa.NewID(), Email: "jo@example.com", Provider: "email", CreatedAt: clock.Now()}
	if err := db.CreateUser(ctx, user, lexa.Profile{}, nil, nil, nil); err != nil {
		t.Fatal(err)
	}
	session := "hostile-session-token"
	if err := db.CreateSession(ctx, lexa.Session{UserID: user.ID, Method: "password", CreatedAt: clock.Now(),
		ExpiresAt: clock.Now().Add(time.Hour)}, lexa.HashToken(session)); err != nil {
		t.Fatal(err)
	}
	svc, err := db.CreateService(ctx, user.ID, lexa.ServiceInput{Type: "voice-ai", Name: "Front desk"})
	if err != nil {
		t.Fatal(err)
	}
	secret, hash, prefix := lexa.NewAPIKeySecret()
	if _, err := db.CreateAPIKey(ctx, user.ID, svc.ID, hash, prefix); err != nil {
		t.Fatal(err)
	}

	srv := httptest.NewUnstartedServer(s.Handler())
	srv.Config.MaxHeaderBytes = 64 << 10 // as internal/app's server
	srv.Config.ReadHeaderTimeout = 10 * time.Second
	srv.Start()
	t.Cleanup(srv.Close)

	day := cal.Days(clock.Now())[0].Date
	signedIn := func(r *http.Request) { r.AddCookie(&http.Cookie{Name: "lexa_session", Value: session}) }
	bearer := func(r *http.Request) { r.Header.Set("Authorization", "Bearer "+secret) }
	return srv.URL, []hostileEndpoint{
		{"contact", "/api/contact", []string{`"name":"Jo Smith"`, `"email":"jo@example.com"`, `"message":"Hello"`},
			func() any { return new(lexa.ContactInput) }, defaultMaxBody, nil},
		{"demo booking", "/api/demo/bookings", []string{`"name":"Jo Smith"`, `"email":"jo@example.com"`, `"company":"Acme"`,
			`"phone":"555 0100"`, `"date":"` + day + `"`, `"timeSlot":"09:00"`},
			func() any { return new(lexa.DemoBookingInput) }, defaultMaxBody, nil},
		{"sign-up", "/api/auth/signup", []string{`"fullName":"Jo Smith"`, `"email":"new@example.com"`, `"password":"secret1"`},
			func() any { return new(lexa.SignupInput) }, defaultMaxBody, nil},
		{"sign-in", "/api/auth/signin", []string{`"email":"jo@example.com"`, `"password":"secret1"`},
			func() any { return new(lexa.SigninInput) }, defaultMaxBody, nil},
		{"add service", "/api/services", []string{`"service_name":"Reception"`, `"service_type":"voice-ai"`},
			func() any { return new(lexa.ServiceInput) }, defaultMaxBody, signedIn},
		{"usage report", "/api/v1/usage", []string{`"idempotency_key":"report-1"`, `"calls":3`, `"revenue":49.99`},
			func() any { return new(lexa.UsageInput) }, usageMaxBody, bearer},
	}
}
