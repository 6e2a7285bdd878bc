package app

import (
	"regexp"
	"testing"

	"lexa/internal/store/storetest"
)

var resetLink = regexp.MustCompile(`http://\S+/\?reset=([A-Za-z0-9_-]+)`)

// Forgot-password answers alike for known and unknown addresses; the reset link works
// once, sets the new password and ends every session.
func TestPasswordReset(t *testing.T) {
	t.Parallel()
	storetest.Each(t, func(t *testing.T, b storetest.Backend) {
		s := newAccountSite(t, b, nil)
		s.seedUser("omar@example.com", "old password", true)
		laptop, phone := s.visitor("203.0.113.70"), s.visitor("203.0.113.71")
		laptop.signIn("omar@example.com", "old password")
		phone.signIn("omar@example.com", "old password")

		res1, known := phone.do("POST", "/api/auth/password/forgot", map[string]string{"email": "omar@example.com"})
		res2, unknown := phone.do("POST", "/api/auth/password/forgot", map[string]string{"email": "ghost@example.com"})
		if res1.StatusCode != 202 || res2.StatusCode != 202 || known["message"] != unknown["message"] || known["message"] == nil {
			t.Errorf("answers differ: %d %v vs %d %v", res1.StatusCode, known, res2.StatusCode, unknown)
		}
		token := s.mailLink("omar@example.com", 1, resetLink)[1]
		if res, resp := phone.do("POST", "/api/auth/password/reset", map[string]string{"token": token, "password": "123"}); res.StatusCode != 400 ||
			fieldsOf(resp)["password"] != "Password must be at least 6 characters" {
			t.Errorf("short new password: %d %v", res.StatusCode, resp)
		}
		if res, resp := phone.do("POST", "/api/auth/password/reset", map[string]string{"token": token, "password": "new password"}); res.StatusCode != 204 {
			t.Fatalf("reset: %d %v", res.StatusCode, resp)
		}
		if res, resp := phone.do("POST", "/api/auth/password/reset", map[string]string{"token": token, "password": "another one"}); res.StatusCode != 404 ||
			errorMessage(resp) != "This link has expired or was already used." {
			t.Errorf("reused reset link: %d %v", res.StatusCode, resp)
		}
		if res, _ := laptop.do("GET", "/api/auth/session", nil); res.StatusCode != 401 {
			t.Errorf("a session from before the reset: %d, want 401", res.StatusCode)
		}
		if res, _ := phone.do("POST", "/api/auth/signin", map[string]string{"email": "omar@example.com", "password": "old password"}); res.StatusCode != 400 {
			t.Errorf("old password: %d, want 400", res.StatusCode)
		}
		phone.signIn("omar@example.com", "new password")
		if s.audits("password_reset_requested") != 1 || s.audits("password_reset_done") != 1 {
			t.Errorf("audit: %d requested, %d done", s.audits("password_reset_requested"), s.audits("password_reset_done"))
		}
	})
}

// Issue 18, finding 4: with two reset links asked for, using the second left the first
// able to change the password for the rest of its hour. Completing a reset now ends every
// reset link of the account.
func TestAResetEndsEveryOtherResetLink(t *testing.T) {
	t.Parallel()
	storetest.Each(t, func(t *testing.T, b storetest.Backend) {
		s := newAccountSite(t, b, nil)
		s.seedUser("rita@example.com", "old password", true)
		v := s.visitor("203.0.113.72")
		for range 2 {
			if res, _ := v.do("POST", "/api/auth/password/forgot", map[string]string{"email": "rita@example.com"}); res.StatusCode != 202 {
				t.Fatalf("forgot: %d", res.StatusCode)
			}
		}
		first, second := s.mailLink("rita@example.com", 1, resetLink)[1], s.mailLink("rita@example.com", 2, resetLink)[1]
		if first == second {
			t.Fatal("the two mails carry one link")
		}
		if res, resp := v.do("POST", "/api/auth/password/reset", map[string]string{"token": second, "password": "second password"}); res.StatusCode != 204 {
			t.Fatalf("reset with the second link: %d %v", res.StatusCode, resp)
		}
		if res, resp := v.do("POST", "/api/auth/password/reset", map[string]string{"token": first, "password": "first password"}); res.StatusCode != 404 ||
			errorMessage(resp) != "This link has expired or was already used." {
			t.Errorf("the first link after the reset: %d %v", res.StatusCode, resp)
		}
		v.signIn("rita@example.com", "second password")
	})
}
