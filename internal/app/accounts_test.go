package app

import (
	"fmt"
	"net/http"
	"regexp"
	"strings"
	"testing"
	"time"

	"lexa/internal/lexa"
	"lexa/internal/store/storetest"
)

var verifyLink = regexp.MustCompile(`http://\S+(/api/auth/verify\?token=[A-Za-z0-9_-]+)`)

func TestSignUpVerifyAndSignIn(t *testing.T) {
	t.Parallel()
	storetest.Each(t, func(t *testing.T, b storetest.Backend) {
		s := newAccountSite(t, b, nil)
		v := s.visitor("203.0.113.60")

		res, resp := v.do("POST", "/api/auth/signup", map[string]string{"email": "x", "password": "123", "fullName": "J"})
		if res.StatusCode != 400 || fieldsOf(resp)["password"] != "Password must be at least 6 characters" ||
			fieldsOf(resp)["fullName"] != "Name must be at least 2 characters" || fieldsOf(resp)["email"] != "Invalid email address" {
			t.Errorf("invalid sign-up: %d %v", res.StatusCode, resp)
		}
		signup := map[string]string{"email": "Nina@Example.com", "password": "s3cret!", "fullName": "Nina Park"}
		if res, resp := v.do("POST", "/api/auth/signup", signup); res.StatusCode != 201 || len(res.Cookies()) != 0 ||
			resp["message"] != "Please check your email to verify your account." {
			t.Fatalf("sign-up: %d %v", res.StatusCode, resp)
		}
		// The production cost (DESIGN.md section 7), whatever the seeded accounts of other tests use.
		var hash string
		if err := s.db.QueryRowForTest(t.Context(), `SELECT password_hash FROM users WHERE lower(email) = ?`, "nina@example.com").Scan(&hash); err != nil ||
			!strings.HasPrefix(hash, "$argon2id$v=19$m=19456,t=2,p=1$") {
			t.Errorf("the signed-up account's password hash %q (%v), want argon2id at m=19456,t=2,p=1", hash, err)
		}
		signup["email"] = "nina@example.COM"
		if res, resp := v.do("POST", "/api/auth/signup", signup); res.StatusCode != 409 || !strings.Contains(errorMessage(resp), "already registered") {
			t.Errorf("second sign-up: %d %v", res.StatusCode, resp)
		}
		if res, resp := v.do("POST", "/api/auth/signin", map[string]string{"email": "nina@example.com", "password": "s3cret!"}); res.StatusCode != 403 ||
			!strings.Contains(errorMessage(resp), "Email not confirmed") || v.session() != nil {
			t.Errorf("sign-in before verifying: %d %v", res.StatusCode, resp)
		}
		_, known := v.do("POST", "/api/auth/verify/resend", map[string]string{"email": "nina@example.com"})
		res, unknown := v.do("POST", "/api/auth/verify/resend", map[string]string{"email": "nobody@example.com"})
		if res.StatusCode != 202 || known["message"] != unknown["message"] {
			t.Errorf("resend answers differ: %v vs %v", known, unknown)
		}

		first := s.mailLink("Nina@Example.com", 1, verifyLink)[1]
		s.mailLink("Nina@Example.com", 2, verifyLink) // the resent link
		res = v.openMailLink(first)
		if res.StatusCode != 303 || res.Header.Get("Location") != "http://127.0.0.1:8080/dashboard" || v.session() == nil || v.cookies["lexa_auth"] == nil {
			t.Fatalf("verify: %d to %q with %v", res.StatusCode, res.Header.Get("Location"), res.Cookies())
		}
		if res, resp := v.do("GET", "/api/auth/session", nil); res.StatusCode != 200 || resp["user"].(map[string]any)["email"] != "Nina@Example.com" {
			t.Errorf("session after verifying: %d %v", res.StatusCode, resp)
		}
		other := s.visitor("203.0.113.61")
		if res, _ := other.do("GET", first, nil); res.StatusCode != 303 || res.Header.Get("Location") != "http://127.0.0.1:8080/?verify=expired" || other.session() != nil {
			t.Errorf("reused link: %d to %q", res.StatusCode, res.Header.Get("Location"))
		}
		other.signIn("nina@example.com", "s3cret!")
		for action, want := range map[string]int{"sign_up": 1, "email_verified": 1, "sign_in": 1, "sign_in_unverified": 1} {
			if n := s.audits(action); n != want {
				t.Errorf("%d %s audit rows, want %d", n, action, want)
			}
		}
	})
}

func TestSignInSessionSignOut(t *testing.T) {
	t.Parallel()
	storetest.Each(t, func(t *testing.T, b storetest.Backend) {
		s := newAccountSite(t, b, nil)
		s.seedUser("Jane@Example.com", "correct horse", true)
		v := s.visitor("203.0.113.20")
		for name, creds := range map[string][2]string{
			"wrong password": {"jane@example.com", "wrong horse"},
			"unknown e-mail": {"nobody@example.com", "correct horse"},
		} {
			res, resp := v.do("POST", "/api/auth/signin", map[string]string{"email": creds[0], "password": creds[1]})
			if res.StatusCode != 400 || errorMessage(resp) != "Invalid login credentials" || len(res.Cookies()) != 0 {
				t.Errorf("%s: %d %v", name, res.StatusCode, resp)
			}
		}
		if res, resp := v.do("POST", "/api/auth/signin", map[string]string{"email": "jane", "password": ""}); res.StatusCode != 400 ||
			fieldsOf(resp)["email"] != "Invalid email address" || fieldsOf(resp)["password"] != "Password is required" {
			t.Errorf("invalid sign-in: %d %v", res.StatusCode, resp)
		}

		res, resp := v.do("POST", "/api/auth/signin", map[string]string{"email": "JANE@example.com", "password": "correct horse"})
		if res.StatusCode != 200 || res.Header.Get("Cache-Control") != "no-store" {
			t.Fatalf("sign in: %d %v", res.StatusCode, resp)
		}
		c := v.session()
		if c == nil || !c.HttpOnly || c.SameSite != http.SameSiteLaxMode || c.Secure || len(c.Value) < 43 || c.MaxAge != 30*24*3600 {
			t.Fatalf("session cookie %+v", c)
		}
		if hint := v.cookies["lexa_auth"]; hint == nil || hint.HttpOnly || hint.Value != "1" {
			t.Errorf("hint cookie %+v", hint)
		}
		user := resp["user"].(map[string]any)
		if user["email"] != "Jane@Example.com" || user["user_metadata"].(map[string]any)["full_name"] != "Jane Doe" ||
			user["app_metadata"].(map[string]any)["provider"] != "email" {
			t.Errorf("auth user %v", user)
		}
		if res, resp := v.do("GET", "/api/auth/session", nil); res.StatusCode != 200 || resp["user"].(map[string]any)["id"] != user["id"] ||
			res.Header.Get("Cache-Control") != "no-store" {
			t.Errorf("session: %d %v", res.StatusCode, resp)
		}
		// Every sign-in is a new session id, and the browser's previous session ends with it
		// (ASVS 7.2.4): one planted or left behind before sign-in is worthless.
		before := *c
		v.signIn("jane@example.com", "correct horse")
		if v.session().Value == before.Value {
			t.Error("sign-in reused a session id")
		}
		replay := s.visitor("203.0.113.20")
		replay.cookies["lexa_session"] = &before
		if res, _ := replay.do("GET", "/api/auth/session", nil); res.StatusCode != 401 {
			t.Errorf("the session before the second sign-in still works: %d", res.StatusCode)
		}
		if res, _ := v.do("POST", "/api/auth/signout", nil); res.StatusCode != 204 || v.session() != nil || v.cookies["lexa_auth"] != nil {
			t.Errorf("sign out: %d, cookies left %v", res.StatusCode, v.cookies)
		}
		replay.cookies["lexa_session"] = &before
		replay.cookies["lexa_auth"] = &http.Cookie{Name: "lexa_auth", Value: "1"}
		if res, _ := replay.do("GET", "/api/auth/session", nil); res.StatusCode != 401 || replay.cookies["lexa_auth"] != nil {
			t.Errorf("replayed cookie after sign-out: %d, hint %v", res.StatusCode, replay.cookies["lexa_auth"])
		}
		if res, _ := s.visitor("203.0.113.21").do("GET", "/api/auth/session", nil); res.StatusCode != 401 {
			t.Errorf("no cookie: %d, want 401", res.StatusCode)
		}
		for action, want := range map[string]int{"sign_in": 2, "sign_in_failed": 2, "sign_out": 1} {
			if n := s.audits(action); n != want {
				t.Errorf("%d %s audit rows, want %d", n, action, want)
			}
		}
	})
}

// Sessions end after 7 idle days or 30 days in all; activity moves the idle window.
func TestSessionIdleAndAbsoluteLifetime(t *testing.T) {
	t.Parallel()
	s := newAccountSite(t, storetest.Backends()[0], nil)
	s.seedUser("ida@example.com", "correct horse", true)
	busy, idle := s.visitor("203.0.113.22"), s.visitor("203.0.113.23")
	busy.signIn("ida@example.com", "correct horse")
	idle.signIn("ida@example.com", "correct horse")
	for day := 6; day <= 24; day += 6 {
		s.clock.Advance(6 * 24 * time.Hour)
		if res, _ := busy.do("GET", "/api/auth/session", nil); res.StatusCode != 200 {
			t.Fatalf("session used every 6 days ended on day %d: %d", day, res.StatusCode)
		}
	}
	if res, _ := idle.do("GET", "/api/auth/session", nil); res.StatusCode != 401 {
		t.Errorf("session idle 24 days: %d, want 401", res.StatusCode)
	}
	s.clock.Advance(6*24*time.Hour + time.Minute)
	if res, _ := busy.do("GET", "/api/auth/session", nil); res.StatusCode != 401 {
		t.Errorf("session past 30 days: %d, want 401", res.StatusCode)
	}
}

func TestSignInThrottledPerAddressAndAccount(t *testing.T) {
	t.Parallel()
	storetest.Each(t, func(t *testing.T, b storetest.Backend) {
		s := newAccountSite(t, b, nil)
		s.seedUser("target@example.com", "correct horse", true)
		// Many addresses guessing one account meet the per-account limit...
		var res *http.Response
		for i := range 11 {
			res, _ = s.visitor(fmt.Sprintf("198.51.100.%d", i+1)).do("POST", "/api/auth/signin", map[string]string{"email": "target@example.com", "password": "guess"})
		}
		if res.StatusCode != 429 || res.Header.Get("Retry-After") == "" {
			t.Fatalf("11th guess at one account: %d", res.StatusCode)
		}
		// ...and one address guessing many accounts meets the per-address limit.
		v := s.visitor("198.51.100.200")
		for i := range 11 {
			res, _ = v.do("POST", "/api/auth/signin", map[string]string{"email": fmt.Sprintf("u%d@example.com", i), "password": "guess"})
		}
		if res.StatusCode != 429 {
			t.Errorf("11th attempt from one address: %d", res.StatusCode)
		}
		if n := s.audits("login_blocked"); n != 2 {
			t.Errorf("%d login_blocked rows, want 2", n)
		}
		// The window passes: the account can sign in again.
		s.clock.Advance(16 * time.Minute)
		s.visitor("198.51.100.201").signIn("target@example.com", "correct horse")
	})
}

// Sign-up, resend and forgot are limited per address and per account (5 per 15 minutes).
func TestAccountMailThrottled(t *testing.T) {
	t.Parallel()
	s := newAccountSite(t, storetest.Backends()[0], nil)
	for _, tc := range []struct {
		path, action string
		body         func(i int) map[string]string
	}{
		{"/api/auth/signup", "signup", func(i int) map[string]string {
			return map[string]string{"email": "same@example.com", "password": "secret", "fullName": "Sam Same"}
		}},
		{"/api/auth/verify/resend", "verify_resend", func(int) map[string]string { return map[string]string{"email": "same@example.com"} }},
		{"/api/auth/password/forgot", "password_forgot", func(int) map[string]string { return map[string]string{"email": "same@example.com"} }},
	} {
		var res *http.Response
		for i := range 6 {
			res, _ = s.visitor(fmt.Sprintf("192.0.2.%d", 10+i)).do("POST", tc.path, tc.body(i))
		}
		if res.StatusCode != 429 || s.audits(tc.action+"_blocked") != 1 {
			t.Errorf("%s: 6th request for one account from 6 addresses: %d, %d blocks", tc.path, res.StatusCode, s.audits(tc.action+"_blocked"))
		}
	}
}

// Verification links last 24 hours, reset links one hour.
func TestLinksExpire(t *testing.T) {
	t.Parallel()
	storetest.Each(t, func(t *testing.T, b storetest.Backend) {
		s := newAccountSite(t, b, nil)
		v := s.visitor("203.0.113.80")
		v.do("POST", "/api/auth/signup", map[string]string{"email": "late@example.com", "password": "secret", "fullName": "Lee Late"})
		link := s.mailLink("late@example.com", 1, verifyLink)[1]
		s.seedUser("reset@example.com", "old secret", true)
		v.do("POST", "/api/auth/password/forgot", map[string]string{"email": "reset@example.com"})
		token := s.mailLink("reset@example.com", 1, resetLink)[1]

		s.clock.Advance(lexa.ResetTTL + time.Second)
		if res, resp := v.do("POST", "/api/auth/password/reset", map[string]string{"token": token, "password": "new secret"}); res.StatusCode != 404 ||
			errorMessage(resp) != "This link has expired or was already used." {
			t.Errorf("reset link after an hour: %d %v", res.StatusCode, resp)
		}
		s.clock.Advance(lexa.VerificationTTL - lexa.ResetTTL)
		if res, _ := v.do("GET", link, nil); res.StatusCode != 303 || !strings.HasSuffix(res.Header.Get("Location"), "/?verify=expired") || v.session() != nil {
			t.Errorf("verification link after 24 hours: %d to %q", res.StatusCode, res.Header.Get("Location"))
		}
	})
}
