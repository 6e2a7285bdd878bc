package app

import (
	"bytes"
	"context"
	"database/sql"
	"encoding/json"
	"fmt"
	"io"
	"io/fs"
	"log/slog"
	"maps"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"testing"
	"time"

	"lexa/internal/config"
	"lexa/internal/mail/mailtest"
	"lexa/internal/waittest"
	"lexa/internal/webui"
)

// The operator's backup and restore on SQLite, as docs/deploy.md describes them: `lexa
// backup FILE` beside the running server while it takes writes, then the file becomes the
// database of a new, empty data directory. The restored site has the account (its
// password still signs in), the contact form and the service with its usage; the copy
// passes PRAGMA integrity_check and holds whole transactions only.
func TestBackupWhileServingAndRestoreIntoANewDataDirectory(t *testing.T) {
	t.Parallel()
	smtp := mailtest.Start(t, mailtest.Options{})
	oldData := filepath.Join(t.TempDir(), "data")
	env := map[string]string{
		"DATABASE_URL":    "sqlite:" + filepath.Join(oldData, "lexa.db"),
		"TRUSTED_PROXIES": "127.0.0.1/32",
		"SMTP_URL":        "smtp://" + smtp.Addr,
	}
	base, logs, stop := startStoppable(t, env, fastMail)
	s := &accountSite{t: t, base: base, env: env, smtp: smtp, logs: logs}

	// A customer signs up, verifies the address, signs in with the password, sends the
	// contact form and reports usage for a service.
	const email, password = "rita@example.com", "backup horse"
	v := s.visitor("203.0.113.70")
	if res, resp := v.do("POST", "/api/auth/signup", map[string]string{"email": email, "password": password, "fullName": "Rita Restore"}); res.StatusCode != 201 {
		t.Fatalf("sign-up: %d %v", res.StatusCode, resp)
	}
	if res := v.openMailLink(s.mailLink(email, 1, verifyLink)[1]); res.StatusCode != 303 || v.session() == nil {
		t.Fatalf("verify: %d", res.StatusCode)
	}
	s.visitor("203.0.113.71").signIn(email, password)
	contact := validContact()
	contact["company"] = "Restored Robotics"
	if res, resp := v.do("POST", "/api/contact", contact); res.StatusCode != 201 {
		t.Fatalf("contact: %d %v", res.StatusCode, resp)
	}
	service := v.newService("voice-ai", "Front desk")
	if v.setStatus(service, "active") != 200 {
		t.Fatal("activate the service")
	}
	key := v.newKey(service)
	if status, resp := s.report(key, map[string]any{"idempotency_key": "before", "calls": 3}); status != 201 {
		t.Fatalf("usage: %d %v", status, resp)
	}

	// Contact forms and usage reports keep coming while the backup runs.
	load := startWriteLoad(s, key)
	load.wait(t, 5)
	backup := filepath.Join(t.TempDir(), "lexa-backup.db")
	backupStart := time.Now()
	code, out, errOut := runLexa(t, env, "backup", backup)
	backupEnd := time.Now()
	if code != 0 || !strings.Contains(out, backup) {
		t.Fatalf("lexa backup: exit %d\n%s%s", code, out, errOut)
	}
	load.wait(t, load.done()+5)
	writes := load.stop()
	stop()
	overlapping := 0
	for _, w := range writes {
		if w.start.Before(backupEnd) && w.end.After(backupStart) {
			overlapping++
		}
	}
	t.Logf("lexa backup took %s; %d writes around it, %d of them while it ran",
		backupEnd.Sub(backupStart).Round(time.Millisecond), len(writes), overlapping)

	// Restore: the copy becomes the database file of a new, empty data directory.
	newData := filepath.Join(t.TempDir(), "data")
	if err := os.MkdirAll(newData, 0o750); err != nil {
		t.Fatal(err)
	}
	restored := filepath.Join(newData, "lexa.db")
	copyFile(t, backup, restored)
	copyDB := openReadOnly(t, restored)
	if got := queryString(t, copyDB, "PRAGMA integrity_check"); got != "ok" {
		t.Fatalf("integrity_check of the restored file: %q", got)
	}
	// One snapshot: whatever was acknowledged before the backup began is in it, nothing
	// begun after it ended is, and every transaction is there whole.
	for _, w := range writes {
		n := queryInt(t, copyDB, w.query, w.arg)
		if w.end.Before(backupStart) && n != 1 {
			t.Errorf("%s %q was acknowledged before the backup but is not in it", w.kind, w.arg)
		}
		if w.start.After(backupEnd) && n != 0 {
			t.Errorf("%s %q was sent after the backup but is in it", w.kind, w.arg)
		}
	}
	contacts := queryInt(t, copyDB, "SELECT COUNT(*) FROM contact_submissions")
	if mails := queryInt(t, copyDB, "SELECT COUNT(*) FROM mail_outbox WHERE kind = 'contact_notification'"); mails != contacts {
		t.Errorf("the copy has %d contact forms but %d notifications queued with them", contacts, mails)
	}
	usage := queryInt(t, copyDB, "SELECT usage_current FROM services WHERE id = ?", service)
	if sum := queryInt(t, copyDB, "SELECT SUM(calls) FROM usage_events WHERE service_id = ?", service); sum != usage {
		t.Errorf("the copy counts %d calls for the service but holds reports of %d", usage, sum)
	}
	copyDB.Close()

	// The restored site: the password signs in, and the data is all there.
	restoredEnv := maps.Clone(env)
	restoredEnv["DATABASE_URL"] = "sqlite:" + restored
	restoredEnv["ADMIN_EMAILS"] = email // to read the contact forms through the admin API
	r := &accountSite{t: t, base: startAppWith(t, restoredEnv), env: restoredEnv, smtp: smtp}
	rita := r.visitor("203.0.113.72")
	rita.signIn(email, password)
	if res, resp := rita.do("GET", "/api/profile", nil); res.StatusCode != 200 || !strings.Contains(fmt.Sprint(resp), "Rita Restore") {
		t.Errorf("profile after the restore: %d %v", res.StatusCode, resp)
	}
	if list := rita.services(); len(list) != 1 || list[0]["id"] != service || list[0]["usage_current"] != float64(usage) {
		t.Errorf("services after the restore: %v, want %s with %d calls", list, service, usage)
	}
	if status, resp := r.report(key, map[string]any{"idempotency_key": "after-restore", "calls": 1}); status != 201 {
		t.Errorf("the service's key after the restore: %d %v", status, resp)
	}
	res, raw := rita.send("GET", "/api/admin/contacts", nil)
	var listed struct{ Rows []map[string]any }
	if err := json.Unmarshal(raw, &listed); res.StatusCode != 200 || err != nil {
		t.Fatalf("contacts after the restore: %d %s", res.StatusCode, raw)
	}
	if len(listed.Rows) != min(contacts, 50) || !bytes.Contains(raw, []byte("Restored Robotics")) {
		t.Errorf("contacts after the restore: %d rows (want %d), the first form there: %v",
			len(listed.Rows), min(contacts, 50), bytes.Contains(raw, []byte("Restored Robotics")))
	}
}

// startStoppable runs the real App like startAppLogged, but returns stop for a test that
// needs it stopped before the test ends. stop may be called more than once.
func startStoppable(t *testing.T, env map[string]string, opts ...Option) (base string, logs *syncBuffer, stop func()) {
	t.Helper()
	if _, err := fs.Stat(webui.Embedded(), "site-map.json"); err != nil {
		t.Skip("web app not built (run make build)")
	}
	vars := map[string]string{"LISTEN_ADDR": "127.0.0.1:0", "SITE_NAME": "Acme Automation"}
	maps.Copy(vars, env)
	cfg, err := config.Load(func(k string) string { return vars[k] }, false)
	if err != nil {
		t.Fatal(err)
	}
	logs = &syncBuffer{}
	ctx, cancel := context.WithCancel(context.Background())
	app, err := NewApp(ctx, cfg, slog.New(slog.NewJSONHandler(logs, nil)), webui.Embedded(), opts...)
	if err != nil {
		cancel()
		t.Fatal(err)
	}
	if err := app.Listen(); err != nil {
		cancel()
		app.Close()
		t.Fatal(err)
	}
	done := make(chan error, 1)
	go func() { done <- app.Run(ctx) }()
	var once sync.Once
	stop = func() {
		once.Do(func() {
			cancel()
			if err := <-done; err != nil {
				t.Errorf("run: %v", err)
			}
			if err := app.Close(); err != nil {
				t.Errorf("close: %v", err)
			}
			if t.Failed() {
				t.Logf("server log:\n%s", logs)
			}
		})
	}
	t.Cleanup(stop)
	return "http://" + app.Addr(), logs, stop
}

// writeLoad makes writes through the API one after another until stopped: a contact
// form from a new address, then a usage report, and so on.
type writeLoad struct {
	mu     sync.Mutex
	writes []loadWrite
	quit   chan struct{}
	over   chan struct{}
}

// loadWrite is one acknowledged write and the query that finds it (COUNT(*) of one arg).
type loadWrite struct {
	kind, query, arg string
	start, end       time.Time
}

func startWriteLoad(s *accountSite, key string) *writeLoad {
	l := &writeLoad{quit: make(chan struct{}), over: make(chan struct{})}
	go func() {
		defer close(l.over)
		for i := 0; ; i++ {
			select {
			case <-l.quit:
				return
			default:
			}
			var w loadWrite
			var a outageAnswer
			if i%2 == 0 {
				c := validContact()
				c["message"] = fmt.Sprintf("written during the backup %d", i)
				raw, _ := json.Marshal(c)
				a = s.request("POST", "/api/contact", bytes.NewReader(raw), nextLoadIP(), nil)
				w.kind, w.query, w.arg = "contact form", "SELECT COUNT(*) FROM contact_submissions WHERE message = ?", c["message"]
			} else {
				idem := fmt.Sprintf("during-%d", i)
				raw, _ := json.Marshal(map[string]any{"idempotency_key": idem, "calls": 1})
				a = s.request("POST", "/api/v1/usage", bytes.NewReader(raw), "198.51.100.7", nil, "Authorization", "Bearer "+key)
				w.kind, w.query, w.arg = "usage report", "SELECT COUNT(*) FROM usage_events WHERE idempotency_key = ?", idem
			}
			if a.err != nil || a.status != 201 {
				s.t.Errorf("%s %d: %d %s %v", w.kind, i, a.status, a.body, a.err)
				return
			}
			w.start, w.end = a.start, a.end
			l.mu.Lock()
			l.writes = append(l.writes, w)
			l.mu.Unlock()
		}
	}()
	return l
}

func (l *writeLoad) done() int {
	l.mu.Lock()
	defer l.mu.Unlock()
	return len(l.writes)
}

// wait waits until n writes were acknowledged.
func (l *writeLoad) wait(t *testing.T, n int) {
	t.Helper()
	waittest.Eventually(t, 30*time.Second, func() error {
		select {
		case <-l.over:
			t.Fatalf("the write load stopped after %d writes", l.done())
		default:
		}
		if done := l.done(); done < n {
			return fmt.Errorf("%d writes acknowledged, want %d", done, n)
		}
		return nil
	})
}

func (l *writeLoad) stop() []loadWrite {
	close(l.quit)
	<-l.over
	l.mu.Lock()
	defer l.mu.Unlock()
	return l.writes
}

func copyFile(t *testing.T, from, to string) {
	t.Helper()
	src, err := os.Open(from)
	if err != nil {
		t.Fatal(err)
	}
	defer src.Close()
	dst, err := os.OpenFile(to, os.O_CREATE|os.O_EXCL|os.O_WRONLY, 0o600)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := io.Copy(dst, src); err != nil {
		t.Fatal(err)
	}
	if err := dst.Close(); err != nil {
		t.Fatal(err)
	}
}

// openReadOnly opens a SQLite file for looking only, through the driver lexa uses.
func openReadOnly(t *testing.T, path string) *sql.DB {
	t.Helper()
	db, err := sql.Open("sqlite", "file:"+path+"?mode=ro")
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { db.Close() })
	return db
}

func queryString(t *testing.T, db *sql.DB, query string, args ...any) string {
	t.Helper()
	var s string
	if err := db.QueryRow(query, args...).Scan(&s); err != nil {
		t.Fatalf("%s: %v", query, err)
	}
	return s
}

func queryInt(t *testing.T, db *sql.DB, query string, args ...any) int {
	t.Helper()
	var n int
	if err := db.QueryRow(query, args...).Scan(&n); err != nil {
		t.Fatalf("%s: %v", query, err)
	}
	return n
}
