package app

import (
	"net/url"
	"strings"
	"testing"
	"time"

	"github.com/golang-jwt/jwt/v5"
	"github.com/oauth2-proxy/mockoidc"

	"lexa/internal/store/storetest"
)

// googleUser is who the test OpenID provider says signed in; tamper changes the ID token
// the way a forged or misdirected one would differ.
type googleUser struct {
	sub, email, name, picture string
	unverified                bool
	tamper                    func(*mockoidc.IDTokenClaims)
}

func (u googleUser) ID() string { return u.sub }

func (u googleUser) Userinfo([]string) ([]byte, error) { return []byte(`{}`), nil }

func (u googleUser) Claims(_ []string, base *mockoidc.IDTokenClaims) (jwt.Claims, error) {
	if u.tamper != nil {
		u.tamper(base)
	}
	return &struct {
		*mockoidc.IDTokenClaims
		Email         string `json:"email"`
		EmailVerified bool   `json:"email_verified"`
		Name          string `json:"name"`
		Picture       string `json:"picture"`
	}{base, u.email, !u.unverified, u.name, u.picture}, nil
}

// startGoogle runs the OpenID provider that stands in for Google and a Lexa that uses it.
func startGoogle(t *testing.T, b storetest.Backend) (*accountSite, *mockoidc.MockOIDC) {
	t.Helper()
	m, err := mockoidc.Run()
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { m.Shutdown() })
	s := newAccountSite(t, b, map[string]string{
		"GOOGLE_CLIENT_ID": m.ClientID, "GOOGLE_CLIENT_SECRET": m.ClientSecret, "OIDC_ISSUER_URL": m.Issuer(),
		"ADMIN_EMAILS": "ceo@example.com",
	})
	return s, m
}

// googleSignIn runs the whole flow as the browser does: ask for the URL, visit the
// provider (which signs user in at once), come back to the callback. It returns where
// the callback sent the browser.
func googleSignIn(t *testing.T, v *visitor, m *mockoidc.MockOIDC, user googleUser, returnTo string) string {
	t.Helper()
	m.QueueUser(user)
	res, resp := v.do("GET", "/api/auth/google?return="+url.QueryEscape(returnTo), nil, "Accept", "application/json")
	target, _ := resp["url"].(string)
	if res.StatusCode != 200 || !strings.HasPrefix(target, m.AuthorizationEndpoint()) {
		t.Fatalf("start: %d %v", res.StatusCode, resp)
	}
	q, _ := url.Parse(target)
	for _, p := range []string{"state", "nonce", "code_challenge"} {
		if len(q.Query().Get(p)) < 43 {
			t.Errorf("authorization request without a strong %s: %q", p, q.Query().Get(p))
		}
	}
	if q.Query().Get("code_challenge_method") != "S256" {
		t.Errorf("PKCE method %q", q.Query().Get("code_challenge_method"))
	}
	res, _ = v.do("GET", target, nil)
	back, err := url.Parse(res.Header.Get("Location"))
	if res.StatusCode != 302 || err != nil || back.Path != "/api/auth/google/callback" {
		t.Fatalf("provider: %d to %q", res.StatusCode, res.Header.Get("Location"))
	}
	res, _ = v.do("GET", "/api/auth/google/callback?"+back.RawQuery, nil)
	if res.StatusCode != 303 {
		t.Fatalf("callback: %d", res.StatusCode)
	}
	return strings.TrimPrefix(res.Header.Get("Location"), "http://127.0.0.1:8080")
}

func TestGoogleSignIn(t *testing.T) {
	t.Parallel()
	storetest.Each(t, func(t *testing.T, b storetest.Backend) {
		s, m := startGoogle(t, b)

		// A first Google sign-in creates an account: verified, no password, name and picture from Google.
		v := s.visitor("203.0.113.100")
		ceo := googleUser{sub: "g-100", email: "ceo@example.com", name: "Cleo <b>Exec</b>", picture: "https://lh3.googleusercontent.com/a/cleo"}
		if to := googleSignIn(t, v, m, ceo, "/dashboard"); to != "/dashboard" || v.session() == nil || v.cookies["lexa_google_flow"] != nil {
			t.Fatalf("sign-in went to %q with %v", to, v.cookies)
		}
		_, resp := v.do("GET", "/api/auth/session", nil)
		user := resp["user"].(map[string]any)
		meta := user["user_metadata"].(map[string]any)
		if user["email"] != "ceo@example.com" || meta["full_name"] != "Cleo Exec" || meta["avatar_url"] != ceo.picture ||
			user["app_metadata"].(map[string]any)["provider"] != "google" {
			t.Errorf("new Google user %v", user)
		}
		if _, resp := v.do("GET", "/api/auth/has-role?role=admin", nil); resp["has_role"] != true {
			t.Errorf("ADMIN_EMAILS not applied to a Google sign-up: %v", resp)
		}
		// The same Google account again is the same user; no return path means the site origin.
		again := s.visitor("203.0.113.101")
		if to := googleSignIn(t, again, m, ceo, ""); to != "/" {
			t.Errorf("second sign-in went to %q", to)
		}
		_, resp = again.do("GET", "/api/auth/session", nil)
		if resp["user"].(map[string]any)["id"] != user["id"] {
			t.Errorf("second sign-in is another user: %v", resp)
		}

		// Google links to the existing verified account with the same e-mail, which keeps its password.
		s.seedUser("Mia@Example.com", "correct horse", true)
		mia := s.visitor("203.0.113.102")
		googleSignIn(t, mia, m, googleUser{sub: "g-102", email: "mia@example.com", name: "Mia G"}, "/settings")
		_, resp = mia.do("GET", "/api/auth/session", nil)
		if resp["user"].(map[string]any)["app_metadata"].(map[string]any)["provider"] != "email" || resp["user"].(map[string]any)["user_metadata"].(map[string]any)["full_name"] != "Jane Doe" {
			t.Errorf("linked account changed: %v", resp)
		}
		s.visitor("203.0.113.103").signIn("mia@example.com", "correct horse")

		// An unverified account with that e-mail was made by someone who never proved the
		// address: linking drops its password, so they cannot get in.
		s.seedUser("squat@example.com", "squatter pw", false)
		googleSignIn(t, s.visitor("203.0.113.104"), m, googleUser{sub: "g-104", email: "squat@example.com", name: "Real Owner"}, "/")
		if res, _ := s.visitor("203.0.113.105").do("POST", "/api/auth/signin", map[string]string{"email": "squat@example.com", "password": "squatter pw"}); res.StatusCode != 400 {
			t.Errorf("the squatter's password still works: %d", res.StatusCode)
		}
		if s.audits("google_linked") != 2 || s.audits("sign_up") != 1 {
			t.Errorf("audit: %d google_linked, %d sign_up", s.audits("google_linked"), s.audits("sign_up"))
		}
	})
}

func TestGoogleSignInRefusals(t *testing.T) {
	t.Parallel()
	storetest.Each(t, func(t *testing.T, b storetest.Backend) {
		s, m := startGoogle(t, b)
		for _, tc := range []struct {
			name string
			user googleUser
			want string
		}{
			{"wrong nonce", googleUser{sub: "g-1", email: "a@example.com", tamper: func(c *mockoidc.IDTokenClaims) { c.Nonce = "forged" }}, "/?auth_error=google_failed"},
			{"another client's token", googleUser{sub: "g-2", email: "b@example.com", tamper: func(c *mockoidc.IDTokenClaims) { c.Audience = jwt.ClaimStrings{"someone-else"} }}, "/?auth_error=google_failed"},
			{"unverified e-mail", googleUser{sub: "g-3", email: "c@example.com", unverified: true}, "/?auth_error=google_unverified"},
		} {
			v := s.visitor("203.0.113.110")
			if to := googleSignIn(t, v, m, tc.user, "/"); to != tc.want || v.session() != nil {
				t.Errorf("%s: went to %q, session %v", tc.name, to, v.session())
			}
		}

		// A forged state (a login CSRF: someone else's code and state) is refused.
		victim, attacker := s.visitor("203.0.113.111"), s.visitor("203.0.113.112")
		victim.do("GET", "/api/auth/google", nil, "Accept", "application/json")
		m.QueueUser(googleUser{sub: "g-4", email: "attacker@example.com"})
		_, resp := attacker.do("GET", "/api/auth/google", nil, "Accept", "application/json")
		res, _ := attacker.do("GET", resp["url"].(string), nil)
		back, _ := url.Parse(res.Header.Get("Location"))
		if res, _ := victim.do("GET", "/api/auth/google/callback?"+back.RawQuery, nil); !strings.HasSuffix(res.Header.Get("Location"), "/?auth_error=google_failed") || victim.session() != nil {
			t.Errorf("forged state: %d to %q", res.StatusCode, res.Header.Get("Location"))
		}
		// No flow cookie at all, and the user saying no at Google.
		if res, _ := s.visitor("203.0.113.113").do("GET", "/api/auth/google/callback?"+back.RawQuery, nil); !strings.HasSuffix(res.Header.Get("Location"), "/?auth_error=google_failed") {
			t.Errorf("callback without a flow: %q", res.Header.Get("Location"))
		}
		v := s.visitor("203.0.113.114")
		_, resp = v.do("GET", "/api/auth/google", nil, "Accept", "application/json")
		state, _ := url.Parse(resp["url"].(string))
		if res, _ := v.do("GET", "/api/auth/google/callback?error=access_denied&state="+state.Query().Get("state"), nil); !strings.HasSuffix(res.Header.Get("Location"), "/?auth_error=google_cancelled") {
			t.Errorf("cancelled: %q", res.Header.Get("Location"))
		}
		// A return path off the allowed list comes back home.
		if to := googleSignIn(t, s.visitor("203.0.113.115"), m, googleUser{sub: "g-5", email: "e@example.com"}, "https://evil.example/"); to != "/" {
			t.Errorf("return to an outside URL went to %q", to)
		}
		if n := s.count(`SELECT COUNT(*) FROM users WHERE email IN ('a@example.com', 'b@example.com', 'c@example.com', 'attacker@example.com')`); n != 0 {
			t.Errorf("%d accounts made by refused sign-ins", n)
		}
	})
}

// A Google-only account confirms its deletion with a recent Google sign-in.
func TestDeleteGoogleAccount(t *testing.T) {
	t.Parallel()
	s, m := startGoogle(t, storetest.Backends()[0])
	v := s.visitor("203.0.113.120")
	user := googleUser{sub: "g-120", email: "gina@example.com", name: "Gina"}
	googleSignIn(t, v, m, user, "/settings")
	s.clock.Advance(11 * time.Minute)
	if res, resp := v.do("DELETE", "/api/account", map[string]string{}); res.StatusCode != 403 || errorMessage(resp) != "Please sign in with Google again to confirm." {
		t.Errorf("stale Google sign-in: %d %v", res.StatusCode, resp)
	}
	if res, resp := v.do("DELETE", "/api/account", map[string]string{"password": "guess"}); res.StatusCode != 400 || fieldsOf(resp)["password"] != "Incorrect password" {
		t.Errorf("a password on a Google-only account: %d %v", res.StatusCode, resp)
	}
	if to := googleSignIn(t, v, m, user, "/settings?delete=1"); to != "/settings?delete=1" {
		t.Errorf("confirming sign-in went to %q", to)
	}
	if res, resp := v.do("DELETE", "/api/account", map[string]string{}); res.StatusCode != 204 {
		t.Errorf("delete after a fresh Google sign-in: %d %v", res.StatusCode, resp)
	}
	if n := s.count(`SELECT COUNT(*) FROM users WHERE email = ?`, "gina@example.com"); n != 0 {
		t.Errorf("account still there")
	}
}

func TestGoogleOffExplainsItself(t *testing.T) {
	t.Parallel()
	s := newAccountSite(t, storetest.Backends()[0], nil)
	res, resp := s.visitor("203.0.113.130").do("GET", "/api/auth/google", nil, "Accept", "application/json")
	if res.StatusCode != 503 || errorMessage(resp) != "Google sign-in is not available on this site." {
		t.Errorf("Google off: %d %v", res.StatusCode, resp)
	}
}

// Pages allow Google's picture host for avatars only while Google sign-in is on.
func TestAvatarHostInCSPOnlyWithGoogle(t *testing.T) {
	t.Parallel()
	on, _ := startGoogle(t, storetest.Backends()[0])
	off := newAccountSite(t, storetest.Backends()[0], nil)
	for site, want := range map[*accountSite]bool{on: true, off: false} {
		res, _ := fetch(t, "GET", site.base+"/settings")
		if got := strings.Contains(res.Header.Get("Content-Security-Policy"), "img-src 'self' data: blob: https://*.googleusercontent.com;"); got != want {
			t.Errorf("CSP %q: Google avatars allowed = %v, want %v", res.Header.Get("Content-Security-Policy"), got, want)
		}
	}
}
