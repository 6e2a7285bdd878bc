package main

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"net/http"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"lexa/internal/auth"
	"lexa/internal/lexa"
)

// seedUser stores an account directly, as sign-up and verification will.
func seedUser(t *testing.T, dbURL, email, password string, verified bool) lexa.User {
	t.Helper()
	db := openStore(t, dbURL)
	hash, err := auth.NewHasher().Hash(context.Background(), password)
	if err != nil {
		t.Fatal(err)
	}
	now := time.Now().UTC()
	u := lexa.User{ID: lexa.NewID(), Email: email, PasswordHash: hash, Provider: "email", CreatedAt: now}
	if verified {
		u.EmailVerifiedAt = &now
	}
	if err := db.CreateUser(context.Background(), u, lexa.Profile{FullName: "Jane Doe"}, nil, nil, nil); err != nil {
		t.Fatal(err)
	}
	return u
}

// call sends a request as the visitor at ip with an optional session cookie.
func call(t *testing.T, method, url, ip string, body any, cookie *http.Cookie) (*http.Response, map[string]any) {
	t.Helper()
	var reader *bytes.Reader
	if body != nil {
		raw, _ := json.Marshal(body)
		reader = bytes.NewReader(raw)
	} else {
		reader = bytes.NewReader(nil)
	}
	req, _ := http.NewRequest(method, url, reader)
	req.Header.Set("Content-Type", "application/json")
	req.Header.Set("X-Forwarded-For", ip)
	if cookie != nil {
		req.AddCookie(cookie)
	}
	res, err := http.DefaultClient.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	defer res.Body.Close()
	var out map[string]any
	_ = json.NewDecoder(res.Body).Decode(&out)
	return res, out
}

func errorMessage(resp map[string]any) string {
	e, _ := resp["error"].(map[string]any)
	s, _ := e["message"].(string)
	return s
}

func TestSignInSessionSignOut(t *testing.T) {
	dbURL := "sqlite:" + filepath.Join(t.TempDir(), "lexa.db")
	base := startAppWith(t, map[string]string{"DATABASE_URL": dbURL, "TRUSTED_PROXIES": "127.0.0.1/32"})
	seedUser(t, dbURL, "Jane@Example.com", "correct horse", true)
	seedUser(t, dbURL, "new@example.com", "correct horse", false)

	for name, creds := range map[string][2]string{
		"wrong password": {"jane@example.com", "wrong horse"},
		"unknown e-mail": {"nobody@example.com", "correct horse"},
	} {
		res, resp := call(t, "POST", base+"/api/auth/signin", "203.0.113.20", map[string]string{"email": creds[0], "password": creds[1]}, nil)
		if res.StatusCode != 400 || errorMessage(resp) != "Invalid login credentials" || len(res.Cookies()) != 0 {
			t.Errorf("%s: %d %v", name, res.StatusCode, resp)
		}
	}
	if res, resp := call(t, "POST", base+"/api/auth/signin", "203.0.113.20", map[string]string{"email": "new@example.com", "password": "correct horse"}, nil); res.StatusCode != 403 || !strings.Contains(errorMessage(resp), "Email not confirmed") {
		t.Errorf("unverified account: %d %v", res.StatusCode, resp)
	}

	res, resp := call(t, "POST", base+"/api/auth/signin", "203.0.113.20", map[string]string{"email": "JANE@example.com", "password": "correct horse"}, nil)
	if res.StatusCode != 200 {
		t.Fatalf("sign in: %d %v", res.StatusCode, resp)
	}
	cookies := res.Cookies()
	if len(cookies) != 1 || cookies[0].Name != "lexa_session" || !cookies[0].HttpOnly || cookies[0].SameSite != http.SameSiteLaxMode || len(cookies[0].Value) < 40 {
		t.Fatalf("session cookie %+v", cookies)
	}
	session := cookies[0]
	user := resp["user"].(map[string]any)
	if user["email"] != "Jane@Example.com" || user["user_metadata"].(map[string]any)["full_name"] != "Jane Doe" ||
		user["app_metadata"].(map[string]any)["provider"] != "email" {
		t.Errorf("auth user %v", user)
	}
	if res, resp := call(t, "GET", base+"/api/auth/session", "203.0.113.20", nil, session); res.StatusCode != 200 || resp["user"].(map[string]any)["id"] != user["id"] {
		t.Errorf("session: %d %v", res.StatusCode, resp)
	}
	if res.Header.Get("Cache-Control") != "no-store" {
		t.Errorf("authenticated answer cacheable: %q", res.Header.Get("Cache-Control"))
	}
	// A second sign-in gets a new session id; the first stays valid until signed out.
	res2, _ := call(t, "POST", base+"/api/auth/signin", "203.0.113.20", map[string]string{"email": "jane@example.com", "password": "correct horse"}, nil)
	if res2.Cookies()[0].Value == session.Value {
		t.Error("sign-in reused a session id")
	}

	if res, _ := call(t, "POST", base+"/api/auth/signout", "203.0.113.20", nil, session); res.StatusCode != 204 || res.Cookies()[0].MaxAge >= 0 {
		t.Errorf("sign out: %d %+v", res.StatusCode, res.Cookies())
	}
	if res, _ := call(t, "GET", base+"/api/auth/session", "203.0.113.20", nil, session); res.StatusCode != 401 {
		t.Errorf("replayed cookie after sign-out: %d, want 401", res.StatusCode)
	}
	if res, _ := call(t, "GET", base+"/api/auth/session", "203.0.113.20", nil, nil); res.StatusCode != 401 {
		t.Errorf("no cookie: %d, want 401", res.StatusCode)
	}

	db := openStore(t, dbURL)
	for action, want := range map[string]int{"sign_in": 2, "sign_in_failed": 2, "sign_out": 1, "sign_in_unverified": 1} {
		var n int
		if err := rawRow(db, "SELECT COUNT(*) FROM audit_logs WHERE action = '"+action+"'", &n); err != nil || n != want {
			t.Errorf("%d %s audit rows (%v), want %d", n, action, err, want)
		}
	}
}

// Guessing one account's password from many addresses meets the per-account limit.
func TestSignInThrottledPerAccount(t *testing.T) {
	dbURL := "sqlite:" + filepath.Join(t.TempDir(), "lexa.db")
	base := startAppWith(t, map[string]string{"DATABASE_URL": dbURL, "TRUSTED_PROXIES": "127.0.0.1/32"})
	seedUser(t, dbURL, "target@example.com", "correct horse", true)
	var last *http.Response
	var resp map[string]any
	for i := range 11 {
		last, resp = call(t, "POST", base+"/api/auth/signin", fmt.Sprintf("198.51.100.%d", i+1), map[string]string{"email": "target@example.com", "password": "guess"}, nil)
	}
	if last.StatusCode != 429 || last.Header.Get("Retry-After") == "" {
		t.Fatalf("11th guess: %d %v", last.StatusCode, resp)
	}
	var n int
	if err := rawRow(openStore(t, dbURL), "SELECT COUNT(*) FROM audit_logs WHERE action = 'login_blocked'", &n); err != nil || n != 1 {
		t.Errorf("%d login_blocked rows (%v)", n, err)
	}
}
