package main

import (
	"net/http"
	"regexp"
	"strings"
	"testing"

	"lexa/internal/mail/mailtest"
)

var verifyLink = regexp.MustCompile(`http://\S+/api/auth/verify\?token=[A-Za-z0-9_-]+`)

// noRedirect lets a test look at a redirect and its cookies instead of following it.
var noRedirect = &http.Client{CheckRedirect: func(*http.Request, []*http.Request) error { return http.ErrUseLastResponse }}

func TestSignUpVerifyAndSignIn(t *testing.T) {
	smtp := mailtest.Start(t, mailtest.Options{})
	base := startAppWith(t, map[string]string{"TRUSTED_PROXIES": "127.0.0.1/32", "SMTP_URL": "smtp://" + smtp.Addr}, fastMail)
	ip := "203.0.113.60"

	res, resp := call(t, "POST", base+"/api/auth/signup", ip, map[string]string{"email": "x", "password": "123", "fullName": "J"}, nil)
	if res.StatusCode != 400 || fieldsOf(resp)["password"] != "Password must be at least 6 characters" ||
		fieldsOf(resp)["fullName"] != "Name must be at least 2 characters" || fieldsOf(resp)["email"] != "Invalid email address" {
		t.Errorf("invalid sign-up: %d %v", res.StatusCode, resp)
	}
	signup := map[string]string{"email": "Nina@Example.com", "password": "s3cret!", "fullName": "Nina Park"}
	if res, resp := call(t, "POST", base+"/api/auth/signup", ip, signup, nil); res.StatusCode != 201 || len(res.Cookies()) != 0 {
		t.Fatalf("sign-up: %d %v", res.StatusCode, resp)
	}
	signup["email"] = "nina@example.COM"
	if res, resp := call(t, "POST", base+"/api/auth/signup", ip, signup, nil); res.StatusCode != 409 || !strings.Contains(errorMessage(resp), "already registered") {
		t.Errorf("second sign-up: %d %v", res.StatusCode, resp)
	}
	if res, resp := call(t, "POST", base+"/api/auth/signin", ip, map[string]string{"email": "nina@example.com", "password": "s3cret!"}, nil); res.StatusCode != 403 {
		t.Errorf("sign-in before verifying: %d %v", res.StatusCode, resp)
	}
	if res, _ := call(t, "POST", base+"/api/auth/verify/resend", ip, map[string]string{"email": "nina@example.com"}, nil); res.StatusCode != 202 {
		t.Errorf("resend: %d", res.StatusCode)
	}
	if res, _ := call(t, "POST", base+"/api/auth/verify/resend", ip, map[string]string{"email": "nobody@example.com"}, nil); res.StatusCode != 202 {
		t.Errorf("resend for an unknown address: %d, want the same 202", res.StatusCode)
	}

	mails := byRecipient(t, waitForMail(t, smtp, 2), "Nina@Example.com")
	if len(mails) != 2 {
		t.Fatalf("%d verification mails, want 2 (sign-up and resend)", len(mails))
	}
	link := verifyLink.FindString(mails[0].Text)
	if link == "" {
		t.Fatalf("no link in %q", mails[0].Text)
	}
	local := base + link[strings.Index(link, "/api/"):]
	res, err := noRedirect.Get(local)
	if err != nil {
		t.Fatal(err)
	}
	if res.StatusCode != 303 || !strings.HasSuffix(res.Header.Get("Location"), "/dashboard") || len(res.Cookies()) != 1 {
		t.Fatalf("verify: %d to %q with %v", res.StatusCode, res.Header.Get("Location"), res.Cookies())
	}
	if res, resp := call(t, "GET", base+"/api/auth/session", ip, nil, res.Cookies()[0]); res.StatusCode != 200 {
		t.Errorf("session after verifying: %d %v", res.StatusCode, resp)
	}
	again, err := noRedirect.Get(local)
	if err != nil {
		t.Fatal(err)
	}
	if again.StatusCode != 303 || !strings.Contains(again.Header.Get("Location"), "verify=expired") || len(again.Cookies()) != 0 {
		t.Errorf("reused link: %d to %q", again.StatusCode, again.Header.Get("Location"))
	}
	if res, resp := call(t, "POST", base+"/api/auth/signin", ip, map[string]string{"email": "nina@example.com", "password": "s3cret!"}, nil); res.StatusCode != 200 {
		t.Errorf("sign-in after verifying: %d %v", res.StatusCode, resp)
	}
}

var resetLink = regexp.MustCompile(`/\?reset=([A-Za-z0-9_-]+)`)

// Forgot-password answers alike for known and unknown addresses; the reset link works
// once, sets the new password and ends every session.
func TestPasswordReset(t *testing.T) {
	smtp := mailtest.Start(t, mailtest.Options{})
	dbURL := "sqlite:" + t.TempDir() + "/lexa.db"
	base := startAppWith(t, map[string]string{"DATABASE_URL": dbURL, "TRUSTED_PROXIES": "127.0.0.1/32", "SMTP_URL": "smtp://" + smtp.Addr}, fastMail)
	seedUser(t, dbURL, "omar@example.com", "old password", true)
	ip := "203.0.113.70"
	res, _ := call(t, "POST", base+"/api/auth/signin", ip, map[string]string{"email": "omar@example.com", "password": "old password"}, nil)
	oldSession := res.Cookies()[0]

	_, known := call(t, "POST", base+"/api/auth/password/forgot", ip, map[string]string{"email": "omar@example.com"}, nil)
	_, unknown := call(t, "POST", base+"/api/auth/password/forgot", ip, map[string]string{"email": "ghost@example.com"}, nil)
	if known["message"] != unknown["message"] || known["message"] == nil {
		t.Errorf("answers differ: %v vs %v", known, unknown)
	}
	mails := byRecipient(t, waitForMail(t, smtp, 1), "omar@example.com")
	m := resetLink.FindStringSubmatch(mails[0].Text)
	if m == nil {
		t.Fatalf("no reset link in %q", mails[0].Text)
	}
	if res, resp := call(t, "POST", base+"/api/auth/password/reset", ip, map[string]string{"token": m[1], "password": "123"}, nil); res.StatusCode != 400 || fieldsOf(resp)["password"] != "Password must be at least 6 characters" {
		t.Errorf("short new password: %d %v", res.StatusCode, resp)
	}
	if res, resp := call(t, "POST", base+"/api/auth/password/reset", ip, map[string]string{"token": m[1], "password": "new password"}, nil); res.StatusCode != 204 {
		t.Fatalf("reset: %d %v", res.StatusCode, resp)
	}
	if res, _ := call(t, "POST", base+"/api/auth/password/reset", ip, map[string]string{"token": m[1], "password": "another one"}, nil); res.StatusCode != 404 {
		t.Errorf("reused reset link: %d, want 404", res.StatusCode)
	}
	if res, _ := call(t, "GET", base+"/api/auth/session", ip, nil, oldSession); res.StatusCode != 401 {
		t.Errorf("session from before the reset: %d, want 401", res.StatusCode)
	}
	if res, _ := call(t, "POST", base+"/api/auth/signin", ip, map[string]string{"email": "omar@example.com", "password": "old password"}, nil); res.StatusCode != 400 {
		t.Errorf("old password: %d, want 400", res.StatusCode)
	}
	if res, _ := call(t, "POST", base+"/api/auth/signin", ip, map[string]string{"email": "omar@example.com", "password": "new password"}, nil); res.StatusCode != 200 {
		t.Errorf("new password: %d, want 200", res.StatusCode)
	}
}
