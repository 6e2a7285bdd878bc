package app

import (
	"crypto/sha256"
	"encoding/base64"
	"net/http"
	"regexp"
	"strings"
	"testing"

	"lexa/internal/store/storetest"
)

var styleBlock = regexp.MustCompile(`(?s)<style>(.*?)</style>`)

// The server-rendered pages of ours (test checkout, test portal, a demo's cancel link)
// carry the site's name, logo mark and footer links, under a CSP that allows their one
// style block by its hash and no script at all.
func TestSmallPagesCarryTheBrandUnderAStrictCSP(t *testing.T) {
	t.Parallel()
	s := newAccountSite(t, storetest.Backends()[0], map[string]string{"SITE_NAME": "Acme Automation"})
	s.seedUser("brand@example.com", "correct horse", true)
	signedOut := s.visitor("203.0.113.81")
	signedIn := s.visitor("203.0.113.82")
	signedIn.signIn("brand@example.com", "correct horse")

	for _, tc := range []struct {
		name string
		v    *visitor
		path string
		want int
	}{
		{"test checkout", signedIn, "/api/billing/test/checkout?price=test_price_starter_monthly", 200},
		{"test checkout signed out", signedOut, "/api/billing/test/checkout?price=test_price_starter_monthly", 401},
		{"test portal", signedIn, "/api/billing/test/portal", 200},
		{"demo cancel", signedOut, "/api/demo/bookings/cancel?token=no-such-token", 404},
	} {
		t.Run(tc.name, func(t *testing.T) {
			res, body := tc.v.page("GET", tc.path, nil)
			if res.StatusCode != tc.want {
				t.Fatalf("status %d, want %d: %s", res.StatusCode, tc.want, body)
			}
			checkBrandedPage(t, res, body)
		})
	}
}

func checkBrandedPage(t *testing.T, res *http.Response, body string) {
	t.Helper()
	for _, want := range []string{
		`<a class="logo" href="/"><svg aria-hidden="true"`, "Acme Automation</a>", "&copy; Acme Automation",
		`<a href="/privacy">Privacy Policy</a>`, `<a href="/terms">Terms of Service</a>`, `<a href="/contact">Contact</a>`,
	} {
		if !strings.Contains(body, want) {
			t.Errorf("the page lacks %s", want)
		}
	}
	csp := res.Header.Get("Content-Security-Policy")
	styles := styleBlock.FindAllStringSubmatch(body, -1)
	if len(styles) != 1 {
		t.Fatalf("%d style blocks, want the frame's one", len(styles))
	}
	sum := sha256.Sum256([]byte(styles[0][1]))
	if hash := "'sha256-" + base64.StdEncoding.EncodeToString(sum[:]) + "'"; !strings.Contains(csp, "style-src "+hash+";") {
		t.Errorf("CSP %q does not allow the style block (%s)", csp, hash)
	}
	if strings.Contains(csp, "unsafe-inline") || strings.Contains(csp, "script-src") || !strings.Contains(csp, "default-src 'none'") {
		t.Errorf("CSP is not strict: %q", csp)
	}
	if strings.Contains(body, "<script") || strings.Contains(body, "style=") {
		t.Error("the page has a script or a style attribute")
	}
}
