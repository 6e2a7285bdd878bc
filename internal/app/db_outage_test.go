package app

import (
	"bytes"
	"encoding/json"
	"fmt"
	"io"
	"net/http"
	"strings"
	"sync"
	"testing"
	"time"

	"lexa/internal/lexa"
	"lexa/internal/store/storetest"
	"lexa/internal/waittest"
)

// hangGuard is how long any request may take while the database is cut off before the
// test calls it a hang. It guards against hangs; it is not a speed target.
const hangGuard = 10 * time.Second

// PostgreSQL goes away under a running lexa: requests answer 503 with the house error
// body and Retry-After, within seconds and without a 500; readiness says 503 so a load
// balancer takes the instance out; and when the database is back everything works again
// by itself. A request that got 503 wrote nothing; one that got a 2xx is stored, and its
// mail goes out once the database is back.
func TestOutagePostgresAnswers503AndRecovers(t *testing.T) {
	t.Parallel()
	direct := storetest.PostgresURL(t) // skips without TEST_DATABASE_URL
	proxy := startPGProxy(t, direct)
	proxied := proxy.url(t, direct)
	s := newAccountSite(t, storetest.Backend{Name: "postgres via proxy", NewURL: func(testing.TB) string { return proxied }}, nil)
	check := openStore(t, direct) // around the proxy: still answers while lexa's path is cut
	s.seedUser("olga@example.com", "correct horse", true)
	olga := s.visitor("203.0.113.90")
	olga.signIn("olga@example.com", "correct horse")

	requests := []outageRequest{
		{name: "signed-in read", method: "GET", path: "/api/profile", cookies: olga.cookies, ok: 200},
		{name: "contact form", method: "POST", path: "/api/contact", ok: 201},
		{name: "readiness", method: "GET", path: "/readyz", ok: 200},
	}
	for _, r := range requests {
		if got := s.send(r, "before"); got.status != r.ok {
			t.Fatalf("%s before the cut: %d %s", r.name, got.status, got.body)
		}
	}

	// Contact forms keep coming in from other visitors the whole time.
	load := startContactLoad(s)
	load.waitAccepted(t, 3)
	var outages [][2]time.Time // when lexa could not reach the database

	// PostgreSQL restarts or its host goes: connections drop, new ones are refused.
	proxy.cut()
	from := time.Now()
	s.expectUnavailable(requests)
	load.waitRefused(t, 1) // the load meets the outage too
	proxy.restore()
	outages = append(outages, [2]time.Time{from, time.Now()})
	s.expectRecovered(requests, time.Now())
	load.waitAccepted(t, load.accepted()+3)

	// The path goes silent: connections drop, new ones are taken but never answered. Each
	// request gives up after the connect timeout (5 s) instead of waiting for the kernel.
	proxy.stall()
	from = time.Now()
	s.expectUnavailable(requests)
	// The pool's connections are known dead now: this one dials, and waits out the timeout.
	s.expectUnavailable(requests[:1])
	proxy.restore()
	outages = append(outages, [2]time.Time{from, time.Now()})
	s.expectRecovered(requests, time.Now())
	load.waitAccepted(t, load.accepted()+3)
	sent := load.stop()

	// Nothing accepted is lost, nothing refused was kept.
	accepted := 0
	for _, c := range sent {
		n := storetest.CountRows(t, check, `SELECT COUNT(*) FROM contact_submissions WHERE message = ?`, c.message)
		switch {
		case c.err != nil:
			t.Errorf("contact %q: %v after %s", c.message, c.err, c.took)
		case c.took > hangGuard:
			t.Errorf("contact %q took %s", c.message, c.took)
		case c.status == 201:
			accepted++
			if n != 1 {
				t.Errorf("contact %q got 201 but %d rows are stored", c.message, n)
			}
		case c.status == 503:
			if duringOutage(c.start, c.end, outages) && n != 0 {
				t.Errorf("contact %q got 503 during the outage but was stored", c.message)
			}
		default:
			t.Errorf("contact %q: status %d", c.message, c.status)
		}
	}
	t.Logf("background contact forms: %d sent, %d accepted", len(sent), accepted)
	if accepted == len(sent) {
		t.Errorf("the load met no outage: all %d accepted", len(sent))
	}
	// Every stored contact's notification leaves once the mail worker reaches the database
	// again. A claim of the outbox whose answer was lost in the cut holds its messages for
	// the lease (2 minutes), then they go out: the test's clock moves past it.
	s.clock.Advance(3 * time.Minute)
	waitForMail(t, s.smtp, storetest.CountRows(t, check, `SELECT COUNT(*) FROM contact_submissions`))

	logs := s.logs.String()
	if strings.Contains(logs, `"status":500`) || strings.Contains(logs, `"msg":"request failed"`) {
		t.Errorf("the outage produced 500s or internal errors:\n%s", grepLines(logs, `"status":500`, "request failed"))
	}
	if !strings.Contains(logs, `"msg":"dependency unavailable"`) {
		t.Error("the outage's cause was not logged")
	}
}

// expectUnavailable sends each request once and wants the house 503 for it.
func (s *accountSite) expectUnavailable(requests []outageRequest) {
	s.t.Helper()
	for _, r := range requests {
		got := s.send(r, "during")
		s.t.Logf("%s %s during the outage: %d in %s", r.method, r.path, got.status, got.took.Round(time.Millisecond))
		if got.err != nil {
			s.t.Fatalf("%s during the outage: %v after %s", r.name, got.err, got.took)
		}
		if got.status != 503 || got.code != "unavailable" || got.message != lexa.ErrUnavailable.Message ||
			got.header.Get("Retry-After") != "5" || !strings.HasPrefix(got.header.Get("Content-Type"), "application/json") {
			s.t.Errorf("%s during the outage: %d %s (Retry-After %q), want 503 unavailable with Retry-After 5",
				r.name, got.status, got.body, got.header.Get("Retry-After"))
		}
	}
}

// expectRecovered repeats each request until it succeeds, for up to 30 s after since.
func (s *accountSite) expectRecovered(requests []outageRequest, since time.Time) {
	s.t.Helper()
	for _, r := range requests {
		waittest.Eventually(s.t, 30*time.Second-time.Since(since), func() error {
			if got := s.send(r, "after"); got.status != r.ok {
				return fmt.Errorf("%s still %d %s after the database came back", r.name, got.status, got.body)
			}
			return nil
		})
		s.t.Logf("%s %s answers %d again %s after the database came back", r.method, r.path, r.ok,
			time.Since(since).Round(time.Millisecond))
	}
}

// duringOutage tells whether a request ran wholly inside one of the outages. One in
// flight at the moment of a cut may have committed before its answer was lost.
func duringOutage(start, end time.Time, outages [][2]time.Time) bool {
	for _, o := range outages {
		if start.After(o[0]) && end.Before(o[1]) {
			return true
		}
	}
	return false
}

// outageRequest is one request the test repeats before, during and after the outage.
type outageRequest struct {
	name, method, path string
	cookies            map[string]*http.Cookie
	ok                 int // its status while the database answers
}

type outageAnswer struct {
	status        int
	header        http.Header
	body          string
	code, message string
	took          time.Duration
	start, end    time.Time
	err           error // the request failed or exceeded hangGuard
}

// send makes r with a client that gives up after hangGuard; a contact form gets a fresh
// address (the form's rate limit is per address) and the given label in its message.
func (s *accountSite) send(r outageRequest, label string) outageAnswer {
	var body io.Reader
	ip := "203.0.113.91"
	if r.path == "/api/contact" {
		c := validContact()
		c["message"] = "probe " + label + " " + lexa.NewID()
		raw, _ := json.Marshal(c)
		body = bytes.NewReader(raw)
		ip = nextLoadIP()
	}
	return s.request(r.method, r.path, body, ip, r.cookies)
}

// request is one request from address ip, with a client that gives up after hangGuard.
// Unlike visitor.do it never stops the test, so goroutines of a test may use it.
func (s *accountSite) request(method, path string, body io.Reader, ip string, cookies map[string]*http.Cookie, headers ...string) outageAnswer {
	a := outageAnswer{start: time.Now()}
	req, err := http.NewRequest(method, s.base+path, body)
	if err != nil {
		a.err = err
		return a
	}
	req.Header.Set("X-Forwarded-For", ip)
	if body != nil {
		req.Header.Set("Content-Type", "application/json")
	}
	for i := 0; i+1 < len(headers); i += 2 {
		req.Header.Set(headers[i], headers[i+1])
	}
	for _, c := range cookies {
		req.AddCookie(c)
	}
	res, err := (&http.Client{Timeout: hangGuard}).Do(req)
	a.end = time.Now()
	a.took = a.end.Sub(a.start)
	if err != nil {
		a.err = err
		return a
	}
	defer res.Body.Close()
	raw, _ := io.ReadAll(res.Body)
	a.status, a.header, a.body = res.StatusCode, res.Header, string(raw)
	var env struct {
		Error struct{ Code, Message string }
	}
	if json.Unmarshal(raw, &env) == nil {
		a.code, a.message = env.Error.Code, env.Error.Message
	}
	return a
}

var loadIPs struct {
	sync.Mutex
	n int
}

// nextLoadIP is a client address no earlier request used.
func nextLoadIP() string {
	loadIPs.Lock()
	defer loadIPs.Unlock()
	loadIPs.n++
	return fmt.Sprintf("10.%d.%d.%d", loadIPs.n>>16&255, loadIPs.n>>8&255, loadIPs.n&255)
}

// contactLoad sends contact forms one after another until stopped.
type contactLoad struct {
	done chan struct{}
	out  chan []sentContact
	mu   sync.Mutex
	ok   int // answered 201 so far
	down int // answered 503 so far
}

func (l *contactLoad) refused() int {
	l.mu.Lock()
	defer l.mu.Unlock()
	return l.down
}

// waitRefused waits until n forms of the load were answered 503.
func (l *contactLoad) waitRefused(t *testing.T, n int) {
	t.Helper()
	waittest.Eventually(t, 30*time.Second, func() error {
		if got := l.refused(); got < n {
			return fmt.Errorf("the background load has %d refused forms, want %d", got, n)
		}
		return nil
	})
}

func (l *contactLoad) accepted() int {
	l.mu.Lock()
	defer l.mu.Unlock()
	return l.ok
}

// waitAccepted waits until n forms of the load were accepted.
func (l *contactLoad) waitAccepted(t *testing.T, n int) {
	t.Helper()
	waittest.Eventually(t, 30*time.Second, func() error {
		if got := l.accepted(); got < n {
			return fmt.Errorf("the background load has %d accepted forms, want %d", got, n)
		}
		return nil
	})
}

type sentContact struct {
	message    string
	status     int
	took       time.Duration
	start, end time.Time
	err        error
}

func startContactLoad(s *accountSite) *contactLoad {
	l := &contactLoad{done: make(chan struct{}), out: make(chan []sentContact, 1)}
	go func() {
		var sent []sentContact
		for i := 0; ; i++ {
			select {
			case <-l.done:
				l.out <- sent
				return
			default:
			}
			c := validContact()
			c["message"] = fmt.Sprintf("load %d %s", i, lexa.NewID())
			raw, _ := json.Marshal(c)
			a := s.request("POST", "/api/contact", bytes.NewReader(raw), nextLoadIP(), nil)
			sent = append(sent, sentContact{message: c["message"], status: a.status, took: a.took, start: a.start, end: a.end, err: a.err})
			l.mu.Lock()
			switch a.status {
			case 201:
				l.ok++
			case 503:
				l.down++
			}
			l.mu.Unlock()
			time.Sleep(20 * time.Millisecond)
		}
	}()
	return l
}

func (l *contactLoad) stop() []sentContact {
	close(l.done)
	return <-l.out
}

// grepLines is the lines of text that contain any of words.
func grepLines(text string, words ...string) string {
	var out []string
	for _, line := range strings.Split(text, "\n") {
		for _, w := range words {
			if strings.Contains(line, w) {
				out = append(out, line)
				break
			}
		}
	}
	return strings.Join(out, "\n")
}
