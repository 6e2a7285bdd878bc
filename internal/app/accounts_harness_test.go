package app

import (
	"bytes"
	"context"
	"encoding/base64"
	"encoding/json"
	"fmt"
	"io"
	"maps"
	"net/http"
	"regexp"
	"strings"
	"testing"
	"time"

	"golang.org/x/crypto/argon2"

	"lexa/internal/lexa"
	"lexa/internal/mail/mailtest"
	"lexa/internal/store"
	"lexa/internal/store/storetest"
	"lexa/internal/waittest"
)

// accountSite is a running Lexa for account scenarios: its own database on one backend,
// a real SMTP server that catches its mail, and a clock the test moves.
type accountSite struct {
	t     *testing.T
	base  string
	env   map[string]string // what the site was started with
	db    *store.DB
	smtp  *mailtest.Server
	clock *storetest.Clock
	logs  *syncBuffer // everything the server logged
}

// newAccountSite starts Lexa on backend b with env over the test defaults, and opts.
func newAccountSite(t *testing.T, b storetest.Backend, env map[string]string, opts ...Option) *accountSite {
	t.Helper()
	s := &accountSite{t: t, smtp: mailtest.Start(t, mailtest.Options{}), clock: storetest.NewClockAt(time.Now().UTC())}
	dbURL := b.NewURL(t)
	vars := map[string]string{"DATABASE_URL": dbURL, "TRUSTED_PROXIES": "127.0.0.1/32", "SMTP_URL": "smtp://" + s.smtp.Addr}
	maps.Copy(vars, env)
	s.env = vars
	s.base, s.logs = startAppLogged(t, vars, append([]Option{fastMail, fastBilling, WithClock(s.clock)}, opts...)...)
	s.db = openStore(t, vars["DATABASE_URL"])
	return s
}

// dbURL is the site's DATABASE_URL.
func (s *accountSite) dbURL() string { return s.env["DATABASE_URL"] }

// seedUser stores an account directly, as sign-up and verification would, with a cheap
// password hash (seedPasswordHash).
func (s *accountSite) seedUser(email, password string, verified bool) lexa.User {
	s.t.Helper()
	now := s.clock.Now()
	u := lexa.User{ID: lexa.NewID(), Email: email, PasswordHash: seedPasswordHash(password), Provider: "email", CreatedAt: now}
	if verified {
		u.EmailVerifiedAt = &now
	}
	if err := s.db.CreateUser(context.Background(), u, lexa.Profile{FullName: "Jane Doe"}, nil, nil, nil); err != nil {
		s.t.Fatal(err)
	}
	return u
}

// seedPasswordHash is an argon2id hash of password at the lowest cost (64 KiB, one pass)
// instead of the production 19 MiB and two passes, which take about 0.1 s of CPU under the
// race detector: a seeded account's every sign-in checks its hash, and these tests sign in
// hundreds of times. Sign-in checks a hash at the cost written in it, so the answers are
// the same. Accounts made through sign-up get the production cost, which
// TestSignUpVerifyAndSignIn reads back (and internal/auth's TestHashAndVerify checks).
func seedPasswordHash(password string) string {
	salt := []byte("lexa-seeded-salt")
	key := argon2.IDKey([]byte(password), salt, 1, 64, 1, 32)
	b64 := base64.RawStdEncoding
	return fmt.Sprintf("$argon2id$v=%d$m=64,t=1,p=1$%s$%s", argon2.Version, b64.EncodeToString(salt), b64.EncodeToString(key))
}

// count runs a COUNT(*) query (? placeholders) against the site's database.
func (s *accountSite) count(query string, args ...any) int {
	s.t.Helper()
	var n int
	if err := s.db.QueryRowForTest(context.Background(), query, args...).Scan(&n); err != nil {
		s.t.Fatalf("%s: %v", query, err)
	}
	return n
}

// audits is how many audit rows of action the site wrote.
func (s *accountSite) audits(action string) int {
	return s.count(`SELECT COUNT(*) FROM audit_logs WHERE action = ?`, action)
}

// mailLink waits for the n-th mail to address and returns the first match of pattern in it.
func (s *accountSite) mailLink(to string, n int, pattern *regexp.Regexp) []string {
	s.t.Helper()
	mail := s.waitForMail(to, n)
	m := pattern.FindStringSubmatch(mail.Text)
	if m == nil {
		s.t.Fatalf("no %s in %q", pattern, mail.Text)
	}
	return m
}

// waitForMail waits for the n-th mail to address and returns it.
func (s *accountSite) waitForMail(to string, n int) mailtest.Mail {
	s.t.Helper()
	var mails []mailtest.Mail
	waittest.Eventually(s.t, 30*time.Second, func() error {
		if mails = byRecipient(s.t, s.smtp.Messages(), to); len(mails) < n {
			return fmt.Errorf("%d mails to %s, waiting for mail %d", len(mails), to, n)
		}
		return nil
	})
	return mails[n-1]
}

// waitOutboxSent waits until every mail in the outbox is marked sent. The worker marks a
// mail after the SMTP server took it, so a test that asks "did a duplicate follow?" waits
// for this (after whatever queues mail is done) and then counts what the server holds.
func (s *accountSite) waitOutboxSent() {
	s.t.Helper()
	waittest.Eventually(s.t, 30*time.Second, func() error {
		if n := s.count(`SELECT COUNT(*) FROM mail_outbox WHERE sent_at IS NULL`); n > 0 {
			return fmt.Errorf("%d mails in the outbox not sent", n)
		}
		return nil
	})
}

// visitor is one browser: an address and the cookies the site gave it.
type visitor struct {
	s       *accountSite
	ip      string
	cookies map[string]*http.Cookie
}

func (s *accountSite) visitor(ip string) *visitor {
	return &visitor{s: s, ip: ip, cookies: map[string]*http.Cookie{}}
}

// do sends a request with the visitor's cookies, keeps the cookies of the answer (a
// negative Max-Age removes one) and decodes a JSON answer. Redirects are not followed.
func (v *visitor) do(method, path string, body any, headers ...string) (*http.Response, map[string]any) {
	v.s.t.Helper()
	var reader io.Reader
	if body != nil {
		raw, _ := json.Marshal(body)
		reader = bytes.NewReader(raw)
		headers = append([]string{"Content-Type", "application/json"}, headers...)
	}
	res, data := v.send(method, path, reader, headers...)
	var out map[string]any
	_ = json.Unmarshal(data, &out)
	return res, out
}

// openMailLink follows a link from an e-mail as a browser opening it from the mail
// application does: a navigation no other site started (Sec-Fetch-Site: none).
func (v *visitor) openMailLink(link string) *http.Response {
	v.s.t.Helper()
	res, _ := v.do("GET", link, nil, "Sec-Fetch-Site", "none")
	return res
}

// send is do without JSON: the raw body goes out and the raw answer comes back.
func (v *visitor) send(method, path string, body io.Reader, headers ...string) (*http.Response, []byte) {
	v.s.t.Helper()
	url := path
	if strings.HasPrefix(path, "/") {
		url = v.s.base + path
	}
	req, err := http.NewRequest(method, url, body)
	if err != nil {
		v.s.t.Fatal(err)
	}
	req.Header.Set("X-Forwarded-For", v.ip)
	for i := 0; i+1 < len(headers); i += 2 {
		req.Header.Set(headers[i], headers[i+1])
	}
	for _, c := range v.cookies {
		req.AddCookie(c)
	}
	res, err := noRedirect.Do(req)
	if err != nil {
		v.s.t.Fatal(err)
	}
	defer res.Body.Close()
	for _, c := range res.Cookies() {
		if c.MaxAge < 0 {
			delete(v.cookies, c.Name)
		} else {
			v.cookies[c.Name] = c
		}
	}
	data, _ := io.ReadAll(res.Body)
	return res, data
}

// session is the visitor's session cookie, or nil.
func (v *visitor) session() *http.Cookie { return v.cookies["lexa_session"] }

// signIn signs in with a password and fails the test unless it works.
func (v *visitor) signIn(email, password string) {
	v.s.t.Helper()
	if res, resp := v.do("POST", "/api/auth/signin", map[string]string{"email": email, "password": password}); res.StatusCode != 200 {
		v.s.t.Fatalf("sign in %s: %d %v", email, res.StatusCode, resp)
	}
}

// noRedirect lets a test look at a redirect and its cookies instead of following it.
var noRedirect = &http.Client{CheckRedirect: func(*http.Request, []*http.Request) error { return http.ErrUseLastResponse }}

func errorMessage(resp map[string]any) string {
	e, _ := resp["error"].(map[string]any)
	s, _ := e["message"].(string)
	return s
}

func errorCode(resp map[string]any) string {
	e, _ := resp["error"].(map[string]any)
	s, _ := e["code"].(string)
	return s
}
