package app

import (
	"bytes"
	"encoding/json"
	"net/http"
	"slices"
	"testing"
	"time"

	"lexa/internal/httpapi/ssetest"
	"lexa/internal/store/storetest"
)

// liveHeartbeat is the app's heartbeat in these tests, so they see one without waiting 25 s.
var liveHeartbeat = WithLiveHeartbeat(50 * time.Millisecond)

// stream opens GET /api/events at base (the visitor's site when empty) with the visitor's
// cookies, as the browser's EventSource does, and checks that it begins.
func (v *visitor) stream(base string) *ssetest.Stream {
	v.s.t.Helper()
	if base == "" {
		base = v.s.base
	}
	req, err := http.NewRequest("GET", base+"/api/events", nil)
	if err != nil {
		v.s.t.Fatal(err)
	}
	req.Header.Set("Accept", "text/event-stream")
	req.Header.Set("X-Forwarded-For", v.ip)
	for _, c := range v.cookies {
		req.AddCookie(c)
	}
	res, err := http.DefaultClient.Do(req) // no timeout: a stream stays open
	if err != nil {
		v.s.t.Fatal(err)
	}
	if res.StatusCode != http.StatusOK {
		res.Body.Close()
		v.s.t.Fatalf("GET /api/events: %d", res.StatusCode)
	}
	st := ssetest.Read(v.s.t, res)
	st.WantOpen()
	return st
}

// activeServiceWithKey adds an active service and returns its id and an API key for it.
func (v *visitor) activeServiceWithKey(name string) (id, key string) {
	v.s.t.Helper()
	id = v.newService("voice-ai", name)
	if status := v.setStatus(id, "active"); status != http.StatusOK {
		v.s.t.Fatalf("activate %s: %d", name, status)
	}
	return id, v.newKey(id)
}

// reportTo sends a usage report with an API key to the instance at base.
func (s *accountSite) reportTo(base, secret, idempotencyKey string) {
	s.t.Helper()
	raw, _ := json.Marshal(map[string]any{"idempotency_key": idempotencyKey, "calls": 4})
	res, body := s.visitor("198.51.100.7").send("POST", base+"/api/v1/usage", bytes.NewReader(raw),
		"Content-Type", "application/json", "Authorization", "Bearer "+secret)
	if res.StatusCode != http.StatusCreated {
		s.t.Fatalf("usage report to %s: %d %s", base, res.StatusCode, body)
	}
}

// The real app, on each database: a signed-out visitor gets 401; a usage report reaches
// its owner's open stream as event: usage with the service's id, and nobody else's; an
// idle stream sends heartbeats; signing out ends the stream. A stream still open when the
// app stops must not hold up the graceful shutdown (the test's cleanup checks that Run
// returns without error, which it would not after its 20 s grace).
func TestLiveUpdates(t *testing.T) {
	t.Parallel()
	storetest.Each(t, func(t *testing.T, b storetest.Backend) {
		s := newAccountSite(t, b, nil, liveHeartbeat)
		s.seedUser("ann@example.com", "correct horse", true)
		s.seedUser("bob@example.com", "correct horse", true)
		ann, bob := s.visitor("203.0.113.70"), s.visitor("203.0.113.71")
		ann.signIn("ann@example.com", "correct horse")
		bob.signIn("bob@example.com", "correct horse")

		res, resp := s.visitor("203.0.113.72").do("GET", "/api/events", nil)
		if code, _ := resp["error"].(map[string]any)["code"].(string); res.StatusCode != http.StatusUnauthorized || code != "unauthenticated" {
			t.Errorf("signed out: %d %v, want 401 unauthenticated", res.StatusCode, resp)
		}

		annService, annKey := ann.activeServiceWithKey("Ann's voice")
		bobService, bobKey := bob.activeServiceWithKey("Bob's voice")
		annTab, bobTab := ann.stream(""), bob.stream("")
		s.reportTo(s.base, annKey, "a1")
		annTab.WantUsage(annService)
		s.reportTo(s.base, bobKey, "b1")
		bobTab.WantUsage(bobService) // the first usage Bob hears of is his own
		annTab.WantHeartbeat()

		if res, _ := ann.do("POST", "/api/auth/signout", nil); res.StatusCode != http.StatusNoContent {
			t.Fatalf("sign-out: %d", res.StatusCode)
		}
		if events := annTab.WantEnd(); !slices.Equal(events, []string{"signed_out"}) {
			t.Errorf("the stream sent %v before it ended at sign-out, want [signed_out]", events)
		}
	})
}

// PostgreSQL: two instances of the app on one database. A report sent to one reaches a
// stream open on the other.
func TestLiveUpdatesAcrossInstances(t *testing.T) {
	t.Parallel()
	url := storetest.PostgresURL(t)
	s := newAccountSite(t, storetest.Backend{Name: "postgres", NewURL: func(testing.TB) string { return url }}, nil, liveHeartbeat)
	other := startAppWith(t, s.env, fastMail, fastBilling, WithClock(s.clock), liveHeartbeat)
	s.seedUser("ann@example.com", "correct horse", true)
	ann := s.visitor("203.0.113.80")
	ann.signIn("ann@example.com", "correct horse")
	service, key := ann.activeServiceWithKey("Ann's voice")

	tab := ann.stream(s.base)
	s.reportTo(other, key, "to-the-other")
	tab.WantUsage(service)
	elsewhere := ann.stream(other)
	s.reportTo(s.base, key, "to-the-first")
	elsewhere.WantUsage(service)
}

// Stopping the app with a stream open ends the stream (with no event: the browser
// reconnects, to another instance behind a load balancer) instead of holding the graceful
// shutdown up until its 20 s grace cuts it off, which would make stop report an error.
func TestLiveStreamsDoNotHoldUpShutdown(t *testing.T) {
	t.Parallel()
	dbURL := storetest.SQLiteURL(t)
	base, _, stop := startStoppable(t, map[string]string{"DATABASE_URL": dbURL, "TRUSTED_PROXIES": "127.0.0.1/32"}, liveHeartbeat)
	s := &accountSite{t: t, base: base, db: openStore(t, dbURL), clock: storetest.NewClockAt(time.Now().UTC())}
	s.seedUser("ann@example.com", "correct horse", true)
	ann := s.visitor("203.0.113.90")
	ann.signIn("ann@example.com", "correct horse")
	tab := ann.stream("")
	stop()
	if events := tab.WantEnd(); len(events) != 0 {
		t.Errorf("the stream sent %v as the app stopped, want nothing", events)
	}
}
