package httpapi

import (
	"bytes"
	"context"
	"encoding/json"
	"io"
	"log/slog"
	"net/http"
	"net/http/httptest"
	"net/url"
	"sync"
	"testing"
	"time"

	"lexa/internal/httpapi/ssetest"
	"lexa/internal/lexa"
	"lexa/internal/store"
	"lexa/internal/store/storetest"
)

// liveSite is the real handler on a real listener (streams need one), its database on one
// backend relaying live events to it, as lexa serve wires them.
type liveSite struct {
	t     *testing.T
	s     *Server
	srv   *httptest.Server
	db    *store.DB
	clock *storetest.Clock
	logs  *bytes.Buffer
}

// Heartbeats of the tests: short, so they see heartbeats and the session checks that come
// with them without waiting; or never within a test, so what ends a stream cannot be a
// heartbeat's check.
const (
	shortHeartbeat = 20 * time.Millisecond
	noHeartbeat    = time.Hour
)

// serverTimeout is the tests' ReadTimeout and WriteTimeout: far shorter than lexa's 60 s,
// to show that a stream outlives them, but long enough for an ordinary request on a busy
// machine.
const serverTimeout = time.Second

func newLiveSite(t *testing.T, b storetest.Backend, heartbeat time.Duration, maxStreams int) *liveSite {
	t.Helper()
	db, clock := storetest.New(t, b)
	logs := &bytes.Buffer{}
	var logMu sync.Mutex
	u, _ := url.Parse("http://lexa.test")
	s := New(Deps{
		Logger: slog.New(slog.NewJSONHandler(lockedWriter{&logMu, logs}, nil)), Store: db, Clock: clock, BaseURL: u,
		Site: http.NotFoundHandler(), SessionIdle: time.Hour, SessionMaxAge: 24 * time.Hour,
		UsageReportsPerMinute: 1000, LiveHeartbeat: heartbeat, MaxLiveStreams: maxStreams,
	})
	srv := httptest.NewUnstartedServer(s.Handler())
	srv.Config.ReadTimeout, srv.Config.WriteTimeout = serverTimeout, serverTimeout
	srv.Config.RegisterOnShutdown(s.CloseLiveStreams)
	srv.Start()

	ctx, cancel := context.WithCancel(context.Background())
	relaying, stopped := make(chan struct{}), make(chan struct{})
	var once sync.Once
	go func() {
		defer close(stopped)
		db.RunLiveEvents(ctx, slog.New(slog.DiscardHandler), func(ev lexa.LiveEvent) {
			once.Do(func() { close(relaying) }) // the first is the resync: events flow
			s.PublishLive(ev)
		})
	}()
	t.Cleanup(func() {
		srv.Close()
		cancel()
		<-stopped
		if t.Failed() {
			logMu.Lock()
			t.Logf("server log:\n%s", logs)
			logMu.Unlock()
		}
	})
	select {
	case <-relaying:
	case <-time.After(10 * time.Second):
		t.Fatal("live events did not start within 10 s")
	}
	return &liveSite{t: t, s: s, srv: srv, db: db, clock: clock, logs: logs}
}

type lockedWriter struct {
	mu *sync.Mutex
	w  io.Writer
}

func (l lockedWriter) Write(p []byte) (int, error) {
	l.mu.Lock()
	defer l.mu.Unlock()
	return l.w.Write(p)
}

// customer is a new user with one active service, an API key for it and a session.
type customer struct {
	user    lexa.User
	service lexa.Service
	key     string // the API key's secret
	token   string // the session cookie's value
}

func (ls *liveSite) customer(email string) customer {
	ls.t.Helper()
	ctx := context.Background()
	u := lexa.User{ID: lexa.NewID(), Email: email, Provider: "email", CreatedAt: ls.clock.Now()}
	if err := ls.db.CreateUser(ctx, u, lexa.Profile{}, nil, nil, nil); err != nil {
		ls.t.Fatal(err)
	}
	svc, err := ls.db.CreateService(ctx, u.ID, lexa.ServiceInput{Type: "voice-ai", Name: "Voice"})
	if err != nil {
		ls.t.Fatal(err)
	}
	active := lexa.ServiceActive
	if svc, err = ls.db.UpdateService(ctx, u.ID, svc.ID, lexa.ServiceUpdate{Status: &active}); err != nil {
		ls.t.Fatal(err)
	}
	secret, hash, prefix := lexa.NewAPIKeySecret()
	if _, err := ls.db.CreateAPIKey(ctx, u.ID, svc.ID, hash, prefix); err != nil {
		ls.t.Fatal(err)
	}
	return customer{user: u, service: svc, key: secret, token: ls.session(u.ID)}
}

// session starts another session for userID and returns its cookie's value.
func (ls *liveSite) session(userID string) string {
	ls.t.Helper()
	token, hash := lexa.NewToken()
	now := ls.clock.Now()
	if err := ls.db.CreateSession(context.Background(), lexa.Session{UserID: userID, Method: "password", CreatedAt: now,
		ExpiresAt: now.Add(24 * time.Hour)}, hash); err != nil {
		ls.t.Fatal(err)
	}
	return token
}

// request sends method path with the session cookie token (none when empty).
func (ls *liveSite) request(method, path, token string, body io.Reader, headers ...string) *http.Response {
	ls.t.Helper()
	req, err := http.NewRequest(method, ls.srv.URL+path, body)
	if err != nil {
		ls.t.Fatal(err)
	}
	if token != "" {
		req.AddCookie(&http.Cookie{Name: "lexa_session", Value: token})
	}
	for i := 0; i+1 < len(headers); i += 2 {
		req.Header.Set(headers[i], headers[i+1])
	}
	res, err := ls.srv.Client().Do(req)
	if err != nil {
		ls.t.Fatal(err)
	}
	return res
}

// report sends a usage report with the customer's API key, as their automation would:
// 201, or 200 for one sent before.
func (ls *liveSite) report(c customer, idempotencyKey string) {
	ls.t.Helper()
	body, _ := json.Marshal(map[string]any{"idempotency_key": idempotencyKey, "calls": 2})
	res := ls.request("POST", "/api/v1/usage", "", bytes.NewReader(body),
		"Content-Type", "application/json", "Authorization", "Bearer "+c.key)
	defer res.Body.Close()
	if res.StatusCode != http.StatusCreated && res.StatusCode != http.StatusOK {
		raw, _ := io.ReadAll(res.Body)
		ls.t.Fatalf("usage report: %d %s", res.StatusCode, raw)
	}
}

// stream opens GET /api/events with the session token; it must answer 200 and begin.
func (ls *liveSite) stream(token string) *ssetest.Stream {
	ls.t.Helper()
	res := ls.request("GET", "/api/events", token, nil, "Accept", "text/event-stream")
	if res.StatusCode != http.StatusOK {
		raw, _ := io.ReadAll(res.Body)
		res.Body.Close()
		ls.t.Fatalf("GET /api/events: %d %s", res.StatusCode, raw)
	}
	st := ssetest.Read(ls.t, res)
	st.WantOpen()
	return st
}

// count is how many streams userID has open on the instance.
func (l *liveStreams) count(userID string) int {
	l.mu.Lock()
	defer l.mu.Unlock()
	return len(l.byUser[userID])
}
