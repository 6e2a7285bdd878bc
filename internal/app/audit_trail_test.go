package app

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"maps"
	"net"
	"net/http"
	"net/http/httptest"
	"net/url"
	"strings"
	"sync"
	"testing"

	"github.com/oauth2-proxy/mockoidc"

	"lexa/internal/lexa"
	"lexa/internal/store/storetest"
)

// auditRun is what driveAuditedActions did: the sites it ran, who acted, and every
// secret that crossed the wire on the way.
type auditRun struct {
	s, restart *accountSite      // restart is the same database started again with ADMIN_EMAILS
	ids        map[string]string // e-mail to user id
	secrets    map[string]string // what it is to its value
	cliOutput  strings.Builder   // what `lexa admin` printed
}

// The visitors' addresses: each audit row must carry the one its request came from.
const ninaIP, ceoIP, staffIP, attackerIP = "203.0.113.200", "203.0.113.201", "203.0.113.202", "203.0.113.203"

// driveAuditedActions performs every audited action once, through the HTTP API, the
// command line and a restart, as the people who would do them.
func driveAuditedActions(t *testing.T) *auditRun {
	t.Helper()
	m, captured := startCapturingOIDC(t)
	dbURL := storetest.Backends()[0].NewURL(t)
	sameDB := storetest.Backend{Name: "sqlite", NewURL: func(testing.TB) string { return dbURL }}
	s := newAccountSite(t, sameDB, map[string]string{
		"GOOGLE_CLIENT_ID": m.ClientID, "GOOGLE_CLIENT_SECRET": m.ClientSecret, "OIDC_ISSUER_URL": m.Issuer(),
		"ADMIN_EMAILS": "ceo@example.com",
	})
	r := &auditRun{s: s, ids: map[string]string{}, secrets: map[string]string{
		"nina's first password": "Nina-first-pw-7f3c", "nina's new password": "Nina-second-pw-91ad",
		"nina's wrong guess": "Nina-wrong-guess-4be0", "ceo's password": "Ceo-pw-c0ffee-123",
		"staff's password": "Staff-pw-2d9e-456", "attacker's guess": "Attacker-guess-8a1f",
		"Google client secret": m.ClientSecret,
	}}
	nina, ceo, staff := s.visitor(ninaIP), s.visitor(ceoIP), s.visitor(staffIP)

	// Nina signs up, confirms, signs out, fails once, signs in, resets her password.
	r.join(nina, "nina@example.com", r.secrets["nina's first password"])
	nina.do("POST", "/api/auth/signout", nil)
	expectStatus(t, 400, "wrong password")(nina.do("POST", "/api/auth/signin", map[string]string{"email": "nina@example.com", "password": r.secrets["nina's wrong guess"]}))
	nina.signIn("nina@example.com", r.secrets["nina's first password"])
	r.keep("nina signed in", nina)
	nina.do("POST", "/api/auth/password/forgot", map[string]string{"email": "nina@example.com"})
	r.secrets["reset token"] = s.mailLink("nina@example.com", 2, resetLink)[1]
	expectStatus(t, 204, "reset")(nina.do("POST", "/api/auth/password/reset", map[string]string{"token": r.secrets["reset token"], "password": r.secrets["nina's new password"]}))
	nina.signIn("nina@example.com", r.secrets["nina's new password"])
	r.keep("nina after reset", nina)

	// She links Google; someone else's forged Google sign-in fails.
	googleSignIn(t, nina, m, googleUser{sub: "g-nina", email: "nina@example.com", name: "Nina G"}, "/dashboard")
	r.keep("nina via Google", nina)
	forged := googleUser{sub: "g-evil", email: "evil@example.com", tamper: func(c *mockoidc.IDTokenClaims) { c.Nonce = "forged" }}
	googleSignIn(t, s.visitor(attackerIP), m, forged, "/")

	// A trial, cancelled at the period's end, then ended: created, updated, canceled.
	_, target := nina.checkout("test_price_starter_monthly")
	nina.page("POST", target, url.Values{"price": {"test_price_starter_monthly"}})
	nina.portal(url.Values{"action": {"cancel"}})
	nina.portal(url.Values{"action": {"advance"}})

	// An API key made, used once and revoked.
	service := nina.newService("voice-ai", "Front desk")
	nina.setStatus(service, "active")
	r.secrets["API key"] = nina.newKey(service)
	if code, resp := s.report(r.secrets["API key"], map[string]any{"idempotency_key": "k1", "calls": 1}); code != 201 {
		t.Fatalf("usage report: %d %v", code, resp)
	}
	_, keys := nina.do("GET", "/api/services/"+service+"/keys", nil)
	keyID := keys["keys"].([]any)[0].(map[string]any)["id"].(string)
	expectStatus(t, 204, "revoke key")(nina.do("DELETE", "/api/services/"+service+"/keys/"+keyID, nil))
	if res, _ := exportBody(t, nina); res.StatusCode != 200 {
		t.Fatalf("export: %d", res.StatusCode)
	}

	// ADMIN_EMAILS names the CEO, who is an admin from sign-up and looks around; staff may not.
	r.join(ceo, "ceo@example.com", r.secrets["ceo's password"])
	expectStatus(t, 200, "admin overview")(ceo.do("GET", "/api/admin/overview", nil))
	r.ids["staff@example.com"] = s.seedUser("staff@example.com", r.secrets["staff's password"], true).ID
	staff.signIn("staff@example.com", r.secrets["staff's password"])
	r.keep("staff", staff)
	expectStatus(t, 403, "non-admin overview")(staff.do("GET", "/api/admin/overview", nil))

	// Someone guesses passwords until the per-address limit stops them.
	guess := map[string]string{"email": "ghost@example.com", "password": r.secrets["attacker's guess"]}
	for range 10 { // the sign-in limit per address
		expectStatus(t, 400, "guess")(s.visitor(attackerIP).do("POST", "/api/auth/signin", guess))
	}
	expectStatus(t, 429, "a guess past the limit")(s.visitor(attackerIP).do("POST", "/api/auth/signin", guess))

	// The operator grants and revokes from the command line; a restart whose ADMIN_EMAILS
	// names staff grants it again.
	for _, verb := range []string{"grant", "revoke"} {
		code, out, errOut := runLexa(t, map[string]string{"DATABASE_URL": dbURL}, "admin", verb, "staff@example.com")
		if code != 0 {
			t.Fatalf("admin %s: %d %s", verb, code, errOut)
		}
		r.cliOutput.WriteString(out + errOut)
	}
	r.restart = newAccountSite(t, sameDB, map[string]string{"ADMIN_EMAILS": "staff@example.com"})
	expectStatus(t, 204, "delete")(nina.do("DELETE", "/api/account", map[string]string{"password": r.secrets["nina's new password"]}))
	captured.mu.Lock()
	defer captured.mu.Unlock()
	maps.Copy(r.secrets, captured.got)
	return r
}

// expectStatus fails the test unless the answer it is given came back with want.
func expectStatus(t *testing.T, want int, what string) func(*http.Response, map[string]any) {
	return func(res *http.Response, resp map[string]any) {
		t.Helper()
		if res.StatusCode != want {
			t.Fatalf("%s: %d %v, want %d", what, res.StatusCode, resp, want)
		}
	}
}

// join signs up and follows the mailed link, keeping its token and the session it starts.
func (r *auditRun) join(v *visitor, email, password string) {
	r.s.t.Helper()
	expectStatus(r.s.t, 201, "sign-up")(v.do("POST", "/api/auth/signup", map[string]string{"email": email, "password": password, "fullName": "Test Person"}))
	link := r.s.mailLink(email, 1, verifyLink)[1]
	r.secrets["verification token of "+email] = strings.TrimPrefix(link, "/api/auth/verify?token=")
	if res := v.openMailLink(link); res.StatusCode != 303 || v.session() == nil {
		r.s.t.Fatalf("verify %s: %d", email, res.StatusCode)
	}
	r.keep("verified "+email, v)
	_, resp := v.do("GET", "/api/auth/session", nil)
	r.ids[email], _ = resp["user"].(map[string]any)["id"].(string)
}

// trail is every audit row, newest first.
func (r *auditRun) trail() []lexa.AuditEntry {
	rows, err := r.s.db.ListAudit(context.Background(), 10000)
	if err != nil {
		r.s.t.Fatal(err)
	}
	return rows
}

// keep remembers the visitor's cookies that carry a secret (not the "1" sign-in hint).
func (r *auditRun) keep(when string, v *visitor) {
	for name, c := range v.cookies {
		if len(c.Value) >= 16 {
			r.secrets[fmt.Sprintf("cookie %s (%s)", name, when)] = c.Value
		}
	}
}

func TestEveryAuditedActionLeavesARow(t *testing.T) {
	t.Parallel()
	r := driveAuditedActions(t)
	rows := r.trail()
	nina, ceo, staff := r.ids["nina@example.com"], r.ids["ceo@example.com"], r.ids["staff@example.com"]
	var wants []auditWant
	for _, action := range []string{"sign_up", "email_verified", "sign_in_failed", "sign_in", "sign_out", "password_reset_requested",
		"password_reset_done", "google_linked", "api_key_created", "api_key_revoked", "account_exported", "account_deleted"} {
		wants = append(wants, auditWant{action, nina, ninaIP, nil})
	}
	for _, want := range append(wants, []auditWant{
		{"sign_in", nina, ninaIP, map[string]string{"method": "google"}},
		{"sign_in_failed", "", attackerIP, map[string]string{"method": "google", "reason": "google_failed"}},
		{"login_blocked", "", attackerIP, nil},
		{"subscription_created", nina, ninaIP, map[string]string{"source": "test_mode"}},
		{"subscription_updated", nina, ninaIP, map[string]string{"source": "test_mode"}},
		{"subscription_canceled", nina, ninaIP, map[string]string{"source": "test_mode"}},
		{"role_granted", ceo, ceoIP, map[string]string{"role": "admin", "source": "ADMIN_EMAILS"}}, // at sign-up
		{"admin_view", ceo, ceoIP, nil},
		{"admin_access_denied", staff, staffIP, nil},
		{"role_granted", staff, "", map[string]string{"role": "admin", "source": "cli"}},
		{"role_revoked", staff, "", map[string]string{"role": "admin", "source": "cli"}},
		{"role_granted", staff, "", map[string]string{"role": "admin", "source": "ADMIN_EMAILS"}}, // at the restart
	}...) {
		if !want.foundIn(rows) {
			t.Errorf("no %s audit row for user %q from %q with %v", want.action, want.user, want.ip, want.detail)
		}
	}
	if t.Failed() { // show what there was
		for _, e := range rows {
			t.Logf("row: %s %s user=%q ip=%q %v", e.Action, e.TableName, e.UserID, e.IPAddress, e.Detail)
		}
	}
}

// auditWant is an audit row a test expects: action by user ("" for nobody known) from
// ip ("" for the command line and start-up), with at least detail.
type auditWant struct {
	action, user, ip string
	detail           map[string]string
}

// foundIn tells whether one of rows is w and names the table it is about.
func (w auditWant) foundIn(rows []lexa.AuditEntry) bool {
next:
	for _, e := range rows {
		if e.Action != w.action || e.UserID != w.user || e.IPAddress != w.ip || e.TableName == "" || e.CreatedAt.IsZero() {
			continue
		}
		for k, v := range w.detail {
			if e.Detail[k] != v {
				continue next
			}
		}
		return true
	}
	return false
}

func TestNoSecretsInLogsOrAuditRows(t *testing.T) {
	t.Parallel()
	r := driveAuditedActions(t)
	trail, _ := json.Marshal(r.trail())
	logs := r.s.logs.String() + r.restart.logs.String() + r.cliOutput.String()
	// The capture works (a test that cannot fail is a defect): the log has the requests,
	// the trail its rows, and both Google exchanges (the link, the forged sign-in) were seen.
	if !strings.Contains(logs, `"path":"/api/auth/password/reset"`) || !strings.Contains(string(trail), "account_deleted") ||
		r.secrets["Google ID token #2"] == "" {
		t.Fatal("the log, the audit trail or the Google tokens were not captured")
	}
	for what, secret := range r.secrets {
		if len(secret) < 8 {
			t.Errorf("%s is too short to look for: %q", what, secret)
			continue
		}
		if strings.Contains(logs, secret) {
			t.Errorf("the log holds %s", what)
		}
		if bytes.Contains(trail, []byte(secret)) {
			t.Errorf("the audit trail holds %s", what)
		}
	}
}

// tokenLog is what the OpenID provider's token endpoint was given and handed out: the
// authorization code, the PKCE verifier and the tokens, "#n" for the n-th exchange.
type tokenLog struct {
	mu  sync.Mutex
	n   int
	got map[string]string
}

// startCapturingOIDC is startGoogle's OpenID provider with the token endpoint's traffic
// recorded (a middleware can only be added before it starts, which mockoidc.Run does).
func startCapturingOIDC(t *testing.T) (*mockoidc.MockOIDC, *tokenLog) {
	t.Helper()
	m, err := mockoidc.NewServer(nil)
	ln, lnErr := net.Listen("tcp", "127.0.0.1:0")
	if err != nil || lnErr != nil {
		t.Fatal(err, lnErr)
	}
	tokens := &tokenLog{got: map[string]string{}}
	_ = m.AddMiddleware(func(next http.Handler) http.Handler {
		return http.HandlerFunc(func(w http.ResponseWriter, req *http.Request) {
			rec := httptest.NewRecorder()
			next.ServeHTTP(rec, req) // the token endpoint parses the form into req
			maps.Copy(w.Header(), rec.Header())
			w.WriteHeader(rec.Code)
			_, _ = w.Write(rec.Body.Bytes())
			var tr struct {
				IDToken      string `json:"id_token"`
				AccessToken  string `json:"access_token"`
				RefreshToken string `json:"refresh_token"`
			}
			// The oauth2 client may first try its credentials in a header and be refused.
			if req.URL.Path != mockoidc.TokenEndpoint || json.Unmarshal(rec.Body.Bytes(), &tr) != nil || tr.IDToken == "" {
				return
			}
			tokens.mu.Lock()
			defer tokens.mu.Unlock()
			tokens.n++
			for what, v := range map[string]string{"Google ID token": tr.IDToken, "Google access token": tr.AccessToken,
				"Google refresh token": tr.RefreshToken, "Google authorization code": req.Form.Get("code"), "PKCE verifier": req.Form.Get("code_verifier")} {
				tokens.got[fmt.Sprintf("%s #%d", what, tokens.n)] = v
			}
		})
	})
	if err := m.Start(ln, nil); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { m.Shutdown() })
	return m, tokens
}
