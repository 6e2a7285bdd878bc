package app

import (
	"regexp"
	"strings"
	"testing"

	"lexa/internal/store/storetest"
)

// A verification link with the page it lands on (lexa.ReturnPath).
var verifyLinkWithReturn = regexp.MustCompile(`http://\S+(/api/auth/verify\?(?:return=[^&\s]+&)?token=[A-Za-z0-9_-]+)`)

// Issue 23: someone who signs up from a guarded page (the dialog opened over /analytics)
// lands back on it from the confirmation link, also from a resent one; a page outside the
// allow-list is ignored, and a link opened from another site passes the page on to the
// sign-in dialog without signing anyone in.
func TestTheVerificationLinkReturnsToTheAskedPage(t *testing.T) {
	t.Parallel()
	storetest.Each(t, func(t *testing.T, b storetest.Backend) {
		s := newAccountSite(t, b, nil)
		signUp := func(v *visitor, email, returnTo string) {
			t.Helper()
			body := map[string]string{"email": email, "password": "s3cret!", "fullName": "Rita Turner", "return": returnTo}
			if res, resp := v.do("POST", "/api/auth/signup", body); res.StatusCode != 201 {
				t.Fatalf("sign-up: %d %v", res.StatusCode, resp)
			}
		}

		v := s.visitor("203.0.113.140")
		signUp(v, "rita@example.com", "/analytics")
		link := s.mailLink("rita@example.com", 1, verifyLinkWithReturn)[1]
		if !strings.Contains(link, "return=%2Fanalytics&") {
			t.Errorf("link %q does not name /analytics", link)
		}
		// A resent link names the page too.
		if res, resp := v.do("POST", "/api/auth/verify/resend", map[string]string{"email": "rita@example.com", "return": "/analytics"}); res.StatusCode != 202 {
			t.Fatalf("resend: %d %v", res.StatusCode, resp)
		}
		resent := s.mailLink("rita@example.com", 2, verifyLinkWithReturn)[1]
		res := v.openMailLink(resent)
		if loc := res.Header.Get("Location"); res.StatusCode != 303 || loc != "http://127.0.0.1:8080/analytics" || v.session() == nil {
			t.Errorf("resent link: %d to %q, session %v", res.StatusCode, loc, v.session())
		}

		// Off the list: the link names nothing and lands on the dashboard.
		w := s.visitor("203.0.113.141")
		signUp(w, "wes@example.com", "https://evil.example/")
		link = s.mailLink("wes@example.com", 1, verifyLinkWithReturn)[1]
		if strings.Contains(link, "return=") {
			t.Errorf("link %q names a page off the list", link)
		}
		if res := w.openMailLink(link); res.Header.Get("Location") != "http://127.0.0.1:8080/dashboard" {
			t.Errorf("plain link: %d to %q", res.StatusCode, res.Header.Get("Location"))
		}

		// Opened from another site: no session, and the home page's dialog is told where to go.
		x := s.visitor("203.0.113.142")
		signUp(x, "xena@example.com", "/analytics")
		link = s.mailLink("xena@example.com", 1, verifyLinkWithReturn)[1]
		res, _ = x.do("GET", link, nil, "Sec-Fetch-Site", "cross-site")
		if loc := res.Header.Get("Location"); loc != "http://127.0.0.1:8080/?verify=done&return=%2Fanalytics" || x.session() != nil {
			t.Errorf("cross-site: %d to %q, session %v", res.StatusCode, loc, x.session())
		}
		// A hand-made return on a real link changes nothing but the landing, and only within the list.
		y := s.visitor("203.0.113.143")
		signUp(y, "yves@example.com", "")
		link = s.mailLink("yves@example.com", 1, verifyLinkWithReturn)[1]
		link = strings.Replace(link, "?token=", "?return=%2F%2Fevil.example&token=", 1)
		if res := y.openMailLink(link); res.Header.Get("Location") != "http://127.0.0.1:8080/dashboard" {
			t.Errorf("forged return: %d to %q", res.StatusCode, res.Header.Get("Location"))
		}
	})
}

// Google comes back to /analytics as well, from the same allow-list.
func TestGoogleReturnsToAnalytics(t *testing.T) {
	t.Parallel()
	s, m := startGoogle(t, storetest.Backends()[0])
	v := s.visitor("203.0.113.144")
	if got := googleSignIn(t, v, m, googleUser{sub: "g-ana", email: "ana@example.com", name: "Ana"}, "/analytics"); got != "/analytics" {
		t.Errorf("Google came back to %q, want /analytics", got)
	}
}

// The pages tell the web app whether to offer 'Continue with Google': on only with
// GOOGLE_CLIENT_ID, so the button never leads to 'not available'.
func TestPagesSayWhetherGoogleSignInIsOn(t *testing.T) {
	t.Parallel()
	on, _ := startGoogle(t, storetest.Backends()[0])
	off := newAccountSite(t, storetest.Backends()[0], nil)
	for site, want := range map[*accountSite]string{on: "on", off: "off"} {
		for _, path := range []string{"/", "/analytics"} {
			res, body := fetch(t, "GET", site.base+path)
			if res.StatusCode != 200 || !strings.Contains(body, `<meta name="lexa:google-sign-in" content="`+want+`"/>`) {
				t.Errorf("%s: Google sign-in meta is not %q", path, want)
			}
		}
	}
}
