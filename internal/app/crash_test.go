package app

import (
	"bufio"
	"bytes"
	"context"
	"database/sql"
	"encoding/json"
	"fmt"
	"io"
	"io/fs"
	"math/rand/v2"
	"net/http"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"sync"
	"sync/atomic"
	"syscall"
	"testing"
	"time"

	"lexa/internal/lexa"
	"lexa/internal/store"
	"lexa/internal/waittest"
	"lexa/internal/webui"
)

// crashRounds is how often the server is killed in the middle of writing, by
// crashWriters at once; each round goes on until a random number of writes (at least
// crashMinWrites, up to three times that) were acknowledged, so the kills land at
// different points of the commit cycle, with writes in flight.
const (
	crashRounds    = 3
	crashWriters   = 16
	crashMinWrites = 30
)

// SIGKILL in the middle of concurrent writes, three times over, on one SQLite file: after
// each kill the file passes PRAGMA integrity_check, lexa starts again on it, and every
// write that was answered 2xx (usage reports by idempotency key, contact forms by e-mail)
// is there. Writes in flight at the kill may or may not be: nobody was told either way.
func TestCrashKill9DuringWritesKeepsEveryAcknowledgedWrite(t *testing.T) {
	t.Parallel()
	if testing.Short() {
		t.Skip("kills and restarts lexa three times")
	}
	if _, err := fs.Stat(webui.Embedded(), "site-map.json"); err != nil {
		t.Skip("web app not built (run make build)")
	}
	dir := t.TempDir()
	dbPath := filepath.Join(dir, "lexa.db")
	secret := seedCrashAccount(t, "sqlite:"+dbPath)

	acked := &crashAcks{usage: map[string]bool{}, contacts: map[string]bool{}}
	var seq atomic.Int64 // numbers every write across rounds, so none repeats
	for round := 1; round <= crashRounds; round++ {
		child := startCrashChild(t, dir, dbPath)
		before := acked.counts()
		ctx, stop := context.WithCancel(context.Background())
		var wg sync.WaitGroup
		for w := range crashWriters {
			wg.Go(func() { crashWriter(ctx, child.base, secret, w, &seq, acked) })
		}
		want := crashMinWrites + rand.N(2*crashMinWrites)
		waittest.Eventually(t, time.Minute, func() error {
			now := acked.counts()
			if got := now.usage + now.contacts - before.usage - before.contacts; got < want || now.contacts == before.contacts {
				return fmt.Errorf("round %d: %d writes acknowledged (%d contact forms), want %d and a form; server log:\n%s",
					round, got, now.contacts-before.contacts, want, child.logTail())
			}
			return nil
		})
		child.kill(t) // mid-load: the writers are still sending
		stop()
		wg.Wait()
		after := acked.counts()
		if after.usage == before.usage || after.contacts == before.contacts {
			t.Fatalf("round %d: no writes acknowledged before the kill (%+v → %+v); server log:\n%s",
				round, before, after, child.logTail())
		}

		crashIntegrity(t, dbPath)
		found := acked.find(t, dbPath)
		t.Logf("round %d: acknowledged %d usage reports and %d contact forms in total (%d and %d this round); found %d and %d after the kill; %d reports and %d forms stored unacknowledged (in flight at the kill)",
			round, after.usage, after.contacts, after.usage-before.usage, after.contacts-before.contacts,
			found.usage, found.contacts, found.extraUsage, found.extraContacts)
		if found.usage != after.usage || found.contacts != after.contacts {
			t.Fatalf("round %d: acknowledged writes lost: %d of %d usage reports, %d of %d contact forms found; missing %v",
				round, found.usage, after.usage, found.contacts, after.contacts, found.missing[:min(len(found.missing), 10)])
		}
		if found.usageCount != found.usageRows || found.outbox != found.contactRows {
			t.Errorf("round %d: half-written transactions: the service counts %d calls for %d stored reports; %d contact notifications queued for %d contacts",
				round, found.usageCount, found.usageRows, found.outbox, found.contactRows)
		}
	}

	// The last restart: lexa starts on the file, is ready, and answers an acknowledged
	// report sent again as the one it stored (a replay, 200), not as a new one.
	child := startCrashChild(t, dir, dbPath)
	res, err := http.Get(child.base + "/readyz")
	if err != nil {
		t.Fatalf("readyz after %d kills: %v", crashRounds, err)
	}
	res.Body.Close()
	if res.StatusCode != 200 {
		t.Fatalf("readyz after %d kills: %d", crashRounds, res.StatusCode)
	}
	key := acked.anyUsage()
	status, err := crashUsage(context.Background(), http.DefaultClient, child.base, secret, key)
	if err != nil || status != http.StatusOK {
		t.Errorf("report %s sent again after the restart: %d %v, want 200 (replayed)", key, status, err)
	}
	child.stop(t)
}

// seedCrashAccount stores a user with an active service and its API key in a new
// database and returns the key's secret.
func seedCrashAccount(t *testing.T, dbURL string) string {
	t.Helper()
	ctx := context.Background()
	db, err := store.Open(ctx, dbURL, lexa.SystemClock{})
	if err != nil {
		t.Fatal(err)
	}
	defer db.Close()
	if _, err := db.Migrate(ctx); err != nil {
		t.Fatal(err)
	}
	now := time.Now().UTC()
	u := lexa.User{ID: lexa.NewID(), Email: "crash@example.com", PasswordHash: "unused", Provider: "email", EmailVerifiedAt: &now, CreatedAt: now}
	if err := db.CreateUser(ctx, u, lexa.Profile{FullName: "Crash Test"}, nil, nil, nil); err != nil {
		t.Fatal(err)
	}
	svc, err := db.CreateService(ctx, u.ID, lexa.ServiceInput{Type: "voice-ai", Name: "Front desk"})
	if err != nil {
		t.Fatal(err)
	}
	active := lexa.ServiceActive
	if _, err := db.UpdateService(ctx, u.ID, svc.ID, lexa.ServiceUpdate{Status: &active}); err != nil {
		t.Fatal(err)
	}
	secret, hash, prefix := lexa.NewAPIKeySecret()
	if _, err := db.CreateAPIKey(ctx, u.ID, svc.ID, hash, prefix); err != nil {
		t.Fatal(err)
	}
	return secret
}

// crashWriter sends writes until ctx ends: three usage reports to one contact form. Every
// 2xx is recorded as acknowledged; an error (the kill) is simply the end.
func crashWriter(ctx context.Context, base, secret string, w int, seq *atomic.Int64, acked *crashAcks) {
	client := &http.Client{Transport: &http.Transport{}, Timeout: 10 * time.Second}
	defer client.CloseIdleConnections()
	for i := 0; ctx.Err() == nil; i++ {
		n := seq.Add(1)
		if i%4 == 3 {
			email := fmt.Sprintf("crash-%d@example.com", n)
			// Each form from an address of its own (TRUSTED_PROXIES is the loopback), so
			// the five-per-address limit never refuses one.
			ip := fmt.Sprintf("10.%d.%d.%d", n>>16&255, n>>8&255, n&255)
			if status, err := crashContact(ctx, client, base, ip, email); err == nil && status/100 == 2 {
				acked.add(acked.contacts, email)
			}
			continue
		}
		key := fmt.Sprintf("crash-%d-%d", w, n)
		if status, err := crashUsage(ctx, client, base, secret, key); err == nil && status/100 == 2 {
			acked.add(acked.usage, key)
		}
	}
}

func crashUsage(ctx context.Context, client *http.Client, base, secret, key string) (int, error) {
	body := fmt.Sprintf(`{"idempotency_key":%q,"calls":1,"leads":0,"revenue":1}`, key)
	return crashPost(ctx, client, base+"/api/v1/usage", body, "Authorization", "Bearer "+secret)
}

func crashContact(ctx context.Context, client *http.Client, base, ip, email string) (int, error) {
	raw, _ := json.Marshal(map[string]string{"name": "Crash Test", "email": email, "message": "Written while the server dies."})
	return crashPost(ctx, client, base+"/api/contact", string(raw), "X-Forwarded-For", ip)
}

func crashPost(ctx context.Context, client *http.Client, url, body string, headers ...string) (int, error) {
	req, err := http.NewRequestWithContext(ctx, "POST", url, strings.NewReader(body))
	if err != nil {
		return 0, err
	}
	req.Header.Set("Content-Type", "application/json")
	for i := 0; i+1 < len(headers); i += 2 {
		req.Header.Set(headers[i], headers[i+1])
	}
	res, err := client.Do(req)
	if err != nil {
		return 0, err
	}
	defer res.Body.Close()
	// The status alone is no acknowledgement: the whole answer must have arrived.
	if _, err := io.Copy(io.Discard, res.Body); err != nil {
		return 0, err
	}
	return res.StatusCode, nil
}

// crashAcks are the writes the server acknowledged, across rounds.
type crashAcks struct {
	mu       sync.Mutex
	usage    map[string]bool // idempotency keys
	contacts map[string]bool // e-mail addresses, one per form
}

type crashCounts struct{ usage, contacts int }

func (a *crashAcks) add(set map[string]bool, key string) {
	a.mu.Lock()
	defer a.mu.Unlock()
	set[key] = true
}

func (a *crashAcks) counts() crashCounts {
	a.mu.Lock()
	defer a.mu.Unlock()
	return crashCounts{len(a.usage), len(a.contacts)}
}

func (a *crashAcks) anyUsage() string {
	a.mu.Lock()
	defer a.mu.Unlock()
	for k := range a.usage {
		return k
	}
	return ""
}

// crashFound is what the database holds after a kill.
type crashFound struct {
	usage, contacts           int // acknowledged writes found
	extraUsage, extraContacts int // stored but never acknowledged (in flight at the kill)
	usageRows, usageCount     int // reports stored; calls the service counts (one each)
	contactRows, outbox       int // contact forms stored; their queued notifications
	missing                   []string
}

// find opens the file as the next lexa would and looks for every acknowledged write.
func (a *crashAcks) find(t *testing.T, dbPath string) crashFound {
	t.Helper()
	db := crashOpenFile(t, dbPath)
	defer db.Close()
	var f crashFound
	stored := func(query string) map[string]bool {
		rows, err := db.Query(query)
		if err != nil {
			t.Fatal(err)
		}
		defer rows.Close()
		out := map[string]bool{}
		for rows.Next() {
			var s string
			if err := rows.Scan(&s); err != nil {
				t.Fatal(err)
			}
			out[s] = true
		}
		if err := rows.Err(); err != nil {
			t.Fatal(err)
		}
		return out
	}
	keys := stored(`SELECT idempotency_key FROM usage_events`)
	emails := stored(`SELECT email FROM contact_submissions`)
	a.mu.Lock()
	defer a.mu.Unlock()
	for k := range a.usage {
		if keys[k] {
			f.usage++
		} else {
			f.missing = append(f.missing, k)
		}
	}
	for e := range a.contacts {
		if emails[e] {
			f.contacts++
		} else {
			f.missing = append(f.missing, e)
		}
	}
	f.extraUsage, f.extraContacts = len(keys)-f.usage, len(emails)-f.contacts
	f.usageRows, f.contactRows = len(keys), len(emails)
	if err := db.QueryRow(`SELECT COALESCE(SUM(usage_current), 0) FROM services`).Scan(&f.usageCount); err != nil {
		t.Fatal(err)
	}
	if err := db.QueryRow(`SELECT COUNT(*) FROM mail_outbox WHERE kind = 'contact_notification'`).Scan(&f.outbox); err != nil {
		t.Fatal(err)
	}
	return f
}

// crashIntegrity runs PRAGMA integrity_check and foreign_key_check on the file the killed
// server left (opening it replays the WAL, as the next start would).
func crashIntegrity(t *testing.T, dbPath string) {
	t.Helper()
	db := crashOpenFile(t, dbPath)
	defer db.Close()
	var results []string
	rows, err := db.Query(`PRAGMA integrity_check`)
	if err != nil {
		t.Fatal(err)
	}
	for rows.Next() {
		var line string
		if err := rows.Scan(&line); err != nil {
			t.Fatal(err)
		}
		results = append(results, line)
	}
	rows.Close()
	if len(results) != 1 || results[0] != "ok" {
		t.Fatalf("integrity_check after the kill: %q", results)
	}
	var orphans int
	if err := db.QueryRow(`SELECT COUNT(*) FROM pragma_foreign_key_check`).Scan(&orphans); err != nil {
		t.Fatal(err)
	}
	if orphans != 0 {
		t.Errorf("foreign_key_check after the kill: %d rows point nowhere", orphans)
	}
}

// crashOpenFile opens the database with the driver lexa uses (modernc.org/sqlite, which
// the store package registers), on one connection.
func crashOpenFile(t *testing.T, path string) *sql.DB {
	t.Helper()
	db, err := sql.Open("sqlite", "file:"+path+"?_pragma=busy_timeout(10000)")
	if err != nil {
		t.Fatal(err)
	}
	db.SetMaxOpenConns(1)
	return db
}

// crashChild is `lexa serve` in a process of its own. Without LEXA_BIN it is this test
// binary, which runs Run as cmd/lexa's main does under LEXA_TEST_SLOW_SERVER=1 (see TestMain; the
// one route it adds is never called here); with LEXA_BIN, the built binary.
type crashChild struct {
	cmd  *exec.Cmd
	base string
	done chan struct{}
	mu   sync.Mutex
	tail []string // the last log lines, for a failure report
}

func startCrashChild(t *testing.T, dir, dbPath string) *crashChild {
	t.Helper()
	bin, args := os.Args[0], []string{"serve"}
	if b := os.Getenv("LEXA_BIN"); b != "" {
		bin = b
	}
	c := &crashChild{cmd: exec.Command(bin, args...), done: make(chan struct{})}
	c.cmd.Dir = dir
	c.cmd.Env = append(os.Environ(),
		"LEXA_TEST_SLOW_SERVER=1",
		"LISTEN_ADDR=127.0.0.1:0",
		"DATABASE_URL=sqlite:"+dbPath,
		"LOG_FORMAT=json",
		"TRUSTED_PROXIES=127.0.0.1/32",
		"USAGE_REPORTS_PER_MINUTE=1000000",
		"SMTP_URL=", // mail goes to the log
	)
	stderr, err := c.cmd.StderrPipe()
	if err != nil {
		t.Fatal(err)
	}
	if err := c.cmd.Start(); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() {
		_ = c.cmd.Process.Kill()
		<-c.done
	})
	addr := make(chan string, 1)
	go func() {
		defer close(c.done)
		sc := bufio.NewScanner(stderr)
		sc.Buffer(make([]byte, 64<<10), 1<<20)
		for sc.Scan() {
			line := sc.Bytes()
			c.keep(string(line))
			var rec struct{ Msg, Addr string }
			if bytes.Contains(line, []byte(`"listening"`)) && json.Unmarshal(line, &rec) == nil && rec.Msg == "listening" && rec.Addr != "" {
				addr <- rec.Addr
			}
		}
		_ = c.cmd.Wait()
	}()
	select {
	case a := <-addr:
		c.base = "http://" + a
		return c
	case <-c.done:
		t.Fatalf("lexa exited before listening: %v\n%s", c.cmd.ProcessState, c.logTail())
	case <-time.After(30 * time.Second):
		t.Fatalf("lexa did not start within 30 s:\n%s", c.logTail())
	}
	return nil
}

func (c *crashChild) keep(line string) {
	c.mu.Lock()
	defer c.mu.Unlock()
	c.tail = append(c.tail, line)
	if len(c.tail) > 40 {
		c.tail = c.tail[len(c.tail)-40:]
	}
}

func (c *crashChild) logTail() string {
	c.mu.Lock()
	defer c.mu.Unlock()
	return strings.Join(c.tail, "\n")
}

// kill is SIGKILL, as a power cut or the OOM killer would do it, and waits until the
// process is gone.
func (c *crashChild) kill(t *testing.T) {
	t.Helper()
	if err := c.cmd.Process.Kill(); err != nil {
		t.Fatal(err)
	}
	select {
	case <-c.done:
	case <-time.After(10 * time.Second):
		t.Fatal("lexa still running 10 s after SIGKILL")
	}
}

// stop is a graceful SIGTERM; lexa must exit 0.
func (c *crashChild) stop(t *testing.T) {
	t.Helper()
	if err := c.cmd.Process.Signal(syscall.SIGTERM); err != nil {
		t.Fatal(err)
	}
	select {
	case <-c.done:
		if !c.cmd.ProcessState.Success() {
			t.Errorf("lexa exited with %v after the signal:\n%s", c.cmd.ProcessState, c.logTail())
		}
	case <-time.After(25 * time.Second):
		t.Errorf("lexa did not stop within 25 s")
	}
}
