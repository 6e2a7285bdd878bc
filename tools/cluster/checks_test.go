//go:build cluster

package cluster_test

import (
	"regexp"
	"strconv"
	"strings"
	"testing"
	"time"

	"lexa/internal/mail/mailtest"
)

// migrations: the three started together on an empty schema (the harness releases them
// at one moment). All came up; between them they applied every migration exactly once,
// which takes goose's advisory lock: without it two would create the same tables, one
// would fail to start, or goose_db_version would list a version twice.
func (s *suite) migrations(t *testing.T) {
	applied, ready := 0, 0
	for _, in := range s.c.Instances() {
		if !in.Running() {
			t.Errorf("instance %d is not running", in.Index)
		}
		lines, err := in.Log()
		if err != nil {
			t.Fatal(err)
		}
		for _, l := range lines {
			if l.Msg == "database ready" && l.MigrationsApplied != nil {
				ready++
				applied += *l.MigrationsApplied
				t.Logf("instance %d applied %d migrations", in.Index, *l.MigrationsApplied)
			}
		}
	}
	// The binary's own view: every migration it knows is applied.
	out, err := s.c.Command(t.Context(), "migrate", "status")
	if err != nil {
		t.Fatal(err)
	}
	m := migrateStatus.FindSubmatch(out)
	if m == nil {
		t.Fatalf("lexa migrate status said:\n%s", out)
	}
	known, _ := strconv.Atoi(string(m[1]))
	if pending := string(m[2]); pending != "0" || known == 0 {
		t.Errorf("after the start: %d migrations, %s pending", known, pending)
	}
	if ready != len(s.c.Instances()) || applied != known {
		t.Errorf("%d instances reported a ready database with %d migrations applied between them; want %d and %d",
			ready, applied, len(s.c.Instances()), known)
	}
	if n := s.count(t, `SELECT COUNT(*) FROM goose_db_version WHERE version_id > 0`); n != known {
		t.Errorf("goose_db_version has %d rows of migrations, want %d", n, known)
	}
	if n := s.count(t, `SELECT COUNT(*) FROM (SELECT version_id FROM goose_db_version
		GROUP BY version_id HAVING COUNT(*) > 1) twice`); n != 0 {
		t.Errorf("%d migration versions recorded more than once", n)
	}
	v := newVisitor(t, s.c, "192.0.2.1")
	if r := v.call("GET", "/readyz", nil, "cluster-readyz"); r.status != 200 {
		t.Errorf("readyz through nginx: %d", r.status)
	}
}

// spread: sequential requests through nginx take turns over the instances (round robin),
// and each instance took the visitor's address from X-Forwarded-For: nginx is the only
// peer lexa sees, and TRUSTED_PROXIES believes it.
func (s *suite) spread(t *testing.T) {
	v := newVisitor(t, s.c, "192.0.2.2")
	reqs := ids("spread", 30)
	for _, id := range reqs {
		if r := v.call("GET", "/healthz", nil, id); r.status != 200 {
			t.Fatalf("healthz: %d", r.status)
		}
	}
	served := servedBy(t, s.c, reqs)
	per := make([]int, len(s.c.Instances()))
	for _, n := range served {
		per[n]++
	}
	for i, n := range per {
		if n < len(reqs)/4 {
			t.Errorf("instance %d served %d of %d requests (%v); round robin gives each a third", i, n, len(reqs), per)
		}
	}
	for _, in := range s.c.Instances() {
		lines, err := in.Requests()
		if err != nil {
			t.Fatal(err)
		}
		for _, l := range lines {
			if strings.HasPrefix(l.ID, "cluster-spread-") && l.IP != v.ip {
				t.Errorf("instance %d logged client %q for %s, want the forwarded %s", in.Index, l.IP, l.ID, v.ip)
			}
		}
	}
}

var migrateStatus = regexp.MustCompile(`(\d+) migration\(s\), (\d+) pending`)

var verifyLink = regexp.MustCompile(`https?://[^\s"<>]+/api/auth/verify\?token=[A-Za-z0-9_-]+`)

// session: sign up, follow the mailed link, sign in, and every instance accepts the session
// that one of them made.
func (s *suite) session(t *testing.T) {
	const email, password = "ada@example.com", "cluster password"
	v := newVisitor(t, s.c, "192.0.2.3")
	r := v.call("POST", "/api/auth/signup", map[string]string{"email": email, "password": password, "fullName": "Ada Cluster"}, "cluster-signup")
	user, _ := r.body["user"].(map[string]any)
	id, _ := user["id"].(string)
	if r.status != 201 || id == "" {
		t.Fatalf("sign-up: %d %v", r.status, r.body)
	}

	mail := waitForMailTo(t, s.smtp, email)
	link := verifyLink.FindString(mail.Text)
	if !strings.HasPrefix(link, s.c.URL+"/") {
		t.Fatalf("verification link %q is not on nginx's origin %s (BASE_URL)", link, s.c.URL)
	}
	r = v.call("GET", strings.TrimPrefix(link, s.c.URL), nil, "cluster-verify", "Sec-Fetch-Site", "none") // opened from the mail app
	if r.status != 303 || r.header.Get("Location") != s.c.URL+"/dashboard" {
		t.Fatalf("verification link: %d to %q", r.status, r.header.Get("Location"))
	}
	if r := v.call("GET", "/api/auth/session", nil, "cluster-linked-session"); r.status != 200 {
		t.Errorf("the session the link started: %d", r.status)
	}

	w := newVisitor(t, s.c, "192.0.2.4")
	if r := w.call("POST", "/api/auth/signin", map[string]string{"email": email, "password": password}, "cluster-signin"); r.status != 200 {
		t.Fatalf("sign-in: %d %v", r.status, r.body)
	}
	reqs := ids("session", 12)
	for _, rid := range reqs {
		r := w.call("GET", "/api/auth/session", nil, rid)
		u, _ := r.body["user"].(map[string]any)
		if r.status != 200 || u["email"] != email {
			t.Errorf("%s: %d %v", rid, r.status, r.body)
		}
	}
	wantEveryInstance(t, s.c, reqs)
	s.userID, s.signedIn = id, w
}

// waitForMailTo waits for the first message to a recipient.
func waitForMailTo(t *testing.T, smtp *mailtest.Server, to string) mailtest.Mail {
	t.Helper()
	for deadline := time.Now().Add(30 * time.Second); time.Now().Before(deadline); time.Sleep(50 * time.Millisecond) {
		for _, m := range smtp.Messages() {
			for _, rcpt := range m.To {
				if rcpt == to {
					return mailtest.Parse(t, m.Data)
				}
			}
		}
	}
	t.Fatalf("no mail to %s within 30 s", to)
	return mailtest.Mail{}
}
