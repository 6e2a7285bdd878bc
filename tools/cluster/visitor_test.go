//go:build cluster

package cluster_test

import (
	"bytes"
	"database/sql"
	"encoding/json"
	"fmt"
	"io"
	"net/http"
	"net/http/cookiejar"
	"slices"
	"strings"
	"sync"
	"testing"
	"time"

	_ "github.com/jackc/pgx/v5/stdlib" // the "pgx" driver
	"lexa/internal/billing/stripetest"
	"lexa/internal/mail/mailtest"
	"lexa/internal/twilio/twiliotest"
	"lexa/tools/cluster"
)

// suite is what the checks share: the cluster, its schema, the SMTP server every instance
// sends to, the Stripe API they read, and the account the session check makes.
type suite struct {
	c      *cluster.Cluster
	db     *sql.DB
	smtp   *mailtest.Server
	stripe *stripetest.Server
	twilio *twiliotest.Server // Twilio's REST API, for the phone check

	userID   string   // the account of the session check
	signedIn *visitor // signed in to it
}

// visitor is one browser behind nginx: its own cookies, and an address of its own sent
// as X-Forwarded-For (nginx appends 127.0.0.1, which lexa trusts and skips), so each
// check's rate limits are its own.
type visitor struct {
	t      *testing.T
	base   string
	ip     string
	client *http.Client
}

func newVisitor(t *testing.T, c *cluster.Cluster, ip string) *visitor {
	jar, _ := cookiejar.New(nil) // New never fails without options
	return &visitor{t: t, base: c.URL, ip: ip, client: &http.Client{
		Jar: jar, Timeout: 30 * time.Second,
		// A redirect is an answer to check (the verification link), not to follow.
		CheckRedirect: func(*http.Request, []*http.Request) error { return http.ErrUseLastResponse },
	}}
}

// reply is an answer: its status, headers and JSON body (nil when not JSON).
type reply struct {
	status int
	header http.Header
	body   map[string]any
}

// errorCode is the error.code of an error answer.
func (r reply) errorCode() string {
	e, _ := r.body["error"].(map[string]any)
	code, _ := e["code"].(string)
	return code
}

func (r reply) errorMessage() string {
	e, _ := r.body["error"].(map[string]any)
	msg, _ := e["message"].(string)
	return msg
}

// call sends a request through nginx, tagged with the X-Request-Id id (the instance logs
// it, which is how the checks see who served what). body is sent as JSON, or as it is
// when it is already bytes. It is safe from several goroutines: a failed round trip is
// reported with Errorf and answers status 0.
func (v *visitor) call(method, path string, body any, id string, header ...string) reply {
	var r io.Reader
	switch b := body.(type) {
	case nil:
	case []byte:
		r = bytes.NewReader(b)
	default:
		data, err := json.Marshal(b)
		if err != nil {
			v.t.Errorf("encode %s %s: %v", method, path, err)
			return reply{}
		}
		r = bytes.NewReader(data)
	}
	req, err := http.NewRequest(method, v.base+path, r)
	if err != nil {
		v.t.Errorf("%s %s: %v", method, path, err)
		return reply{}
	}
	if body != nil {
		req.Header.Set("Content-Type", "application/json")
	}
	req.Header.Set("X-Forwarded-For", v.ip)
	req.Header.Set("X-Request-Id", id)
	for i := 0; i+1 < len(header); i += 2 {
		req.Header.Set(header[i], header[i+1])
	}
	res, err := v.client.Do(req)
	if err != nil {
		v.t.Errorf("%s %s: %v", method, path, err)
		return reply{}
	}
	defer res.Body.Close()
	data, err := io.ReadAll(res.Body)
	if err != nil {
		v.t.Errorf("%s %s: read the answer: %v", method, path, err)
	}
	out := reply{status: res.StatusCode, header: res.Header}
	_ = json.Unmarshal(data, &out.body) // not JSON: body stays nil, and the check says what it wanted
	return out
}

// ids are n request ids for one check: cluster-<name>-00, -01, …
func ids(name string, n int) []string {
	out := make([]string, n)
	for i := range out {
		out[i] = fmt.Sprintf("cluster-%s-%02d", name, i)
	}
	return out
}

// together runs f(0) … f(n-1) in goroutines that start at the same moment.
func together(n int, f func(i int)) {
	gate := make(chan struct{})
	var wg sync.WaitGroup
	for i := range n {
		wg.Go(func() {
			<-gate
			f(i)
		})
	}
	close(gate)
	wg.Wait()
}

// servedBy waits until the instances have logged every request id (each logs a request
// just after answering it) and returns which instance served each.
func servedBy(t *testing.T, c *cluster.Cluster, requestIDs []string) []int {
	t.Helper()
	out := make([]int, len(requestIDs))
	for deadline := time.Now().Add(10 * time.Second); ; time.Sleep(50 * time.Millisecond) {
		missing := ""
		for i, id := range requestIDs {
			n, err := c.ServedBy(id)
			if err != nil {
				t.Fatal(err)
			}
			out[i] = n
			if n < 0 && missing == "" {
				missing = id
			}
		}
		if missing == "" {
			return out
		}
		if time.Now().After(deadline) {
			t.Fatalf("no instance logged request %s within 10 s", missing)
		}
	}
}

// wantEveryInstance fails unless the requests were served by every instance of c: a check
// of shared state proves nothing if one instance did all the work.
func wantEveryInstance(t *testing.T, c *cluster.Cluster, requestIDs []string) {
	t.Helper()
	served := servedBy(t, c, requestIDs)
	for _, in := range c.Instances() {
		if !slices.Contains(served, in.Index) {
			t.Errorf("instance %d served none of %d requests (served by %v): nginx is not spreading them",
				in.Index, len(requestIDs), served)
		}
	}
}

func openDB(t *testing.T, url string) *sql.DB {
	db, err := sql.Open("pgx", url)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { db.Close() })
	return db
}

// count runs a COUNT query ($1 placeholders: PostgreSQL).
func (s *suite) count(t *testing.T, query string, args ...any) int {
	t.Helper()
	var n int
	if err := s.db.QueryRowContext(t.Context(), query, args...).Scan(&n); err != nil {
		t.Fatalf("%s: %v", query, err)
	}
	return n
}

// waitFor polls the COUNT query until it answers want.
func (s *suite) waitFor(t *testing.T, what string, want int, query string, args ...any) {
	t.Helper()
	got := -1
	for deadline := time.Now().Add(30 * time.Second); time.Now().Before(deadline); time.Sleep(50 * time.Millisecond) {
		if got = s.count(t, query, args...); got == want {
			return
		}
	}
	t.Fatalf("%s: still %d after 30 s, want %d", what, got, want)
}

// logSpread reports how many requests each instance answered over the whole test.
func (s *suite) logSpread(t *testing.T) {
	var counts []string
	for _, in := range s.c.Instances() {
		lines, err := in.Requests()
		if err != nil {
			t.Errorf("instance %d: %v", in.Index, err)
		}
		counts = append(counts, fmt.Sprintf("instance %d: %d", in.Index, len(lines)))
	}
	t.Logf("requests served over the whole test: %s", strings.Join(counts, ", "))
}
