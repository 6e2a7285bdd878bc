package webui

import (
	"bytes"
	"compress/gzip"
	"crypto/sha256"
	"encoding/base64"
	"errors"
	"io"
	"io/fs"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"
	"testing/fstest"

	"github.com/andybalholm/brotli"
	"lexa/internal/lexa"
)

const inlineJS = `window.__ctx = {"ssr":false};`

func page(title string) string {
	return `<!DOCTYPE html><html><head><meta name="lexa:site-name" content="{{lexa:SITE_NAME}}"/>` +
		`<title>` + title + ` | {{lexa:SITE_NAME}}</title></head><body><h1>` + title + `</h1>` +
		`<p>© {{lexa:YEAR}} {{lexa:SITE_NAME}} · {{lexa:CONTACT_EMAIL}} · <a href="tel:{{lexa:CONTACT_PHONE_TEL}}">{{lexa:CONTACT_PHONE}}</a> · {{lexa:CONTACT_CITY}} · {{lexa:SOCIAL_URL}}</p>` +
		`<p>{{lexa:CLAIM_BUSINESSES}} businesses · Setup in {{lexa:CLAIM_SETUP_TIME}}</p>` +
		`<script>` + inlineJS + `</script><script type="module" src="/assets/app-abc123.js"></script></body></html>`
}

func fixture() fstest.MapFS {
	js := []byte(strings.Repeat("console.log('lexa');\n", 50))
	return fstest.MapFS{
		"site-map.json":                {Data: []byte(`{"public":["/","/pricing","/services/voice-ai"],"signedIn":["/dashboard","/dashboard/services/:id"],"notFound":"/404"}`)},
		"index.html":                   {Data: []byte(page("Home"))},
		"pricing/index.html":           {Data: []byte(page("Pricing"))},
		"services/voice-ai/index.html": {Data: []byte(page("Voice AI"))},
		"404/index.html":               {Data: []byte(page("Oops! Page not found"))},
		"__spa-fallback.html":          {Data: []byte(page("Loading"))},
		"assets/app-abc123.js":         {Data: js},
		"assets/app-abc123.js.gz":      {Data: gzipFixture(js)},
		"assets/app-abc123.js.br":      {Data: brotliFixture(js)},
		"favicon.svg":                  {Data: []byte(`<svg xmlns="http://www.w3.org/2000/svg"/>`)},
	}
}

var testBrand = Brand{
	SiteName: `Acme & "Sons" <AI>`, ContactEmail: "sales@acme.test", ContactPhone: "+1 555 0100",
	ContactCity: "Denver, CO", SocialURL: "https://social.test/acme", BaseURL: "https://acme.test", Year: "2031",
	Plans:  testPlans(map[string][2]int{"starter": {123, 1230}, "professional": {456, 4104}, "enterprise": {789, 6950}}),
	Claims: testClaims(),
}

// testClaims are operator claims unlike the defaults, one with characters HTML escapes.
func testClaims() lexa.SiteClaims {
	c := lexa.DefaultSiteClaims()
	c.Businesses, c.SetupTime = "1,200+", "two <business> days"
	return c
}

// testPlans is the figures of a catalogue with these amounts (plan → monthly, annual).
func testPlans(amounts map[string][2]int) lexa.CatalogFigures {
	c, err := lexa.TestModeCatalog(func(plan string, i lexa.BillingInterval) int {
		if i == lexa.Annual {
			return amounts[plan][1]
		}
		return amounts[plan][0]
	})
	if err != nil {
		panic(err)
	}
	return c.Figures()
}

func newTestSite(t *testing.T) *Site {
	t.Helper()
	s, err := New(fixture(), testBrand)
	if err != nil {
		t.Fatal(err)
	}
	return s
}

func get(s http.Handler, method, path string, headers ...string) *http.Response {
	req := httptest.NewRequest(method, path, nil)
	for i := 0; i+1 < len(headers); i += 2 {
		req.Header.Set(headers[i], headers[i+1])
	}
	rec := httptest.NewRecorder()
	s.ServeHTTP(rec, req)
	return rec.Result()
}

func body(t *testing.T, res *http.Response) string {
	t.Helper()
	b, err := io.ReadAll(res.Body)
	if err != nil {
		t.Fatal(err)
	}
	return string(b)
}

func TestRoutesAnswerWithTheRightDocument(t *testing.T) {
	s := newTestSite(t)
	tests := []struct {
		path, wantBody, wantCache string
		wantStatus                int
	}{
		{"/", "<h1>Home</h1>", "no-cache", 200},
		{"/pricing", "<h1>Pricing</h1>", "no-cache", 200},
		{"/services/voice-ai", "<h1>Voice AI</h1>", "no-cache", 200},
		{"/dashboard", "<h1>Loading</h1>", "no-cache", 200},
		{"/dashboard/services/4f9c-any-id", "<h1>Loading</h1>", "no-cache", 200},
		{"/dashboard/services/", "<h1>Oops! Page not found</h1>", "no-cache", 404},
		{"/dashboard/services/4f9c/keys", "<h1>Oops! Page not found</h1>", "no-cache", 404},
		{"/services/4f9c-any-id", "<h1>Oops! Page not found</h1>", "no-cache", 404},
		{"/no/such/page", "<h1>Oops! Page not found</h1>", "no-cache", 404},
		{"/404", "<h1>Oops! Page not found</h1>", "no-cache", 404},
		{"/index.html", "<h1>Oops! Page not found</h1>", "no-cache", 404},
		{"/site-map.json", "<h1>Oops! Page not found</h1>", "no-cache", 404},
		{"/assets/app-abc123.js.br", "<h1>Oops! Page not found</h1>", "no-cache", 404},
		{"/assets/app-abc123.js", "console.log", "public, max-age=31536000, immutable", 200},
		{"/favicon.svg", "<svg", "no-cache", 200},
	}
	for _, tt := range tests {
		res := get(s, "GET", tt.path)
		if res.StatusCode != tt.wantStatus {
			t.Errorf("%s: status %d, want %d", tt.path, res.StatusCode, tt.wantStatus)
		}
		if b := body(t, res); !strings.Contains(b, tt.wantBody) {
			t.Errorf("%s: body lacks %q", tt.path, tt.wantBody)
		}
		if got := res.Header.Get("Cache-Control"); got != tt.wantCache {
			t.Errorf("%s: Cache-Control %q, want %q", tt.path, got, tt.wantCache)
		}
	}
}

func TestTrailingSlashRedirectsToTheCanonicalURL(t *testing.T) {
	res := get(newTestSite(t), "GET", "/pricing/?plan=pro")
	if res.StatusCode != http.StatusPermanentRedirect || res.Header.Get("Location") != "/pricing?plan=pro" {
		t.Fatalf("got %d to %q, want 308 to /pricing?plan=pro", res.StatusCode, res.Header.Get("Location"))
	}
}

// Issue 18, finding 2: the canonical redirect kept what the path decoded to, so
// /%2Fevil.example/ answered 308 Location: //evil.example (another host). Only a page of
// this site is redirected to now; anything else is the 404 page.
func TestTrailingSlashNeverRedirectsOffTheSite(t *testing.T) {
	s := newTestSite(t)
	for _, path := range []string{
		"/%2Fevil.example/", "/%2F%2Fevil.example/", "/%5Cevil.example/", "/%09/evil.example/", "/%0A/evil.example/",
		"/%2F%5Cevil.example/", "/evil.example/", "/%2e%2e/", "/\\evil.example/",
	} {
		res := get(s, "GET", path)
		if loc := res.Header.Get("Location"); res.StatusCode != http.StatusNotFound || loc != "" {
			t.Errorf("%s: %d Location %q, want the 404 page", path, res.StatusCode, loc)
		}
	}
	for path, want := range map[string]string{"/pricing//": "/pricing", "/": "", "/pricing/": "/pricing"} {
		res := get(s, "GET", path)
		if loc := res.Header.Get("Location"); loc != want || (want != "" && res.StatusCode != http.StatusPermanentRedirect) {
			t.Errorf("%s: %d Location %q, want %q", path, res.StatusCode, loc, want)
		}
	}
}

func TestBrandValuesAreFilledInEscaped(t *testing.T) {
	b := body(t, get(newTestSite(t), "GET", "/"))
	for _, want := range []string{
		`<title>Home | Acme &amp; &#34;Sons&#34; &lt;AI&gt;</title>`,
		`content="Acme &amp; &#34;Sons&#34; &lt;AI&gt;"`,
		"© 2031", "sales@acme.test", `href="tel:+15550100">+1 555 0100<`, "Denver, CO", "https://social.test/acme",
		// The operator's claims (SITE_CLAIMS_FILE) are filled in the same way.
		"<p>1,200+ businesses · Setup in two &lt;business&gt; days</p>",
	} {
		if !strings.Contains(b, want) {
			t.Errorf("page lacks %q", want)
		}
	}
	if strings.Contains(b, "{{lexa:") {
		t.Error("page still has a brand token")
	}
}

func TestUnknownBrandTokenStopsStartUp(t *testing.T) {
	fsys := fixture()
	fsys["pricing/index.html"] = &fstest.MapFile{Data: []byte(page("Pricing") + "{{lexa:NEW_FIELD}}")}
	if _, err := New(fsys, testBrand); !errors.Is(err, errLeftoverToken) {
		t.Fatalf("got %v, want errLeftoverToken", err)
	}
}

func TestMissingPrerenderedRouteStopsStartUp(t *testing.T) {
	fsys := fixture()
	delete(fsys, "services/voice-ai/index.html")
	if _, err := New(fsys, testBrand); !errors.Is(err, fs.ErrNotExist) {
		t.Fatalf("got %v, want a missing-file error", err)
	}
}

func TestUnbuiltAppIsReportedClearly(t *testing.T) {
	_, err := New(fstest.MapFS{}, testBrand)
	if err == nil || !strings.Contains(err.Error(), "make build") {
		t.Fatalf("got %v, want a hint to run make build", err)
	}
}

func TestContentNegotiation(t *testing.T) {
	s := newTestSite(t)
	tests := []struct{ accept, want string }{
		{"", ""},
		{"gzip", "gzip"},
		{"br", "br"},
		{"gzip, deflate, br, zstd", "br"},
		{"br;q=0, gzip", "gzip"},
		{"br;q=0.0, gzip;q=0.000", ""},
		{"*", "br"},
		{"br;q=0, *", "gzip"},
		{"identity", ""},
		{"BR", "br"},
	}
	for _, path := range []string{"/", "/assets/app-abc123.js"} {
		plain := body(t, get(s, "GET", path))
		for _, tt := range tests {
			res := get(s, "GET", path, "Accept-Encoding", tt.accept)
			if got := res.Header.Get("Content-Encoding"); got != tt.want {
				t.Errorf("%s with Accept-Encoding %q: Content-Encoding %q, want %q", path, tt.accept, got, tt.want)
				continue
			}
			if res.Header.Get("Vary") != "Accept-Encoding" {
				t.Errorf("%s: no Vary: Accept-Encoding", path)
			}
			if got := decode(t, tt.want, body(t, res)); got != plain {
				t.Errorf("%s with %q: decoded body differs from the plain one", path, tt.accept)
			}
		}
	}
}

func TestUncompressedFileHasNoVary(t *testing.T) {
	res := get(newTestSite(t), "GET", "/favicon.svg", "Accept-Encoding", "br")
	if res.Header.Get("Content-Encoding") != "" || res.Header.Get("Vary") != "" {
		t.Errorf("favicon: Content-Encoding %q, Vary %q; want neither", res.Header.Get("Content-Encoding"), res.Header.Get("Vary"))
	}
}

func TestConditionalRequests(t *testing.T) {
	s := newTestSite(t)
	first := get(s, "GET", "/pricing", "Accept-Encoding", "br")
	etag := first.Header.Get("ETag")
	if etag == "" {
		t.Fatal("no ETag")
	}
	again := get(s, "GET", "/pricing", "Accept-Encoding", "br", "If-None-Match", etag)
	if again.StatusCode != http.StatusNotModified || body(t, again) != "" {
		t.Errorf("matching If-None-Match: status %d, want 304 with no body", again.StatusCode)
	}
	weak := get(s, "GET", "/pricing", "Accept-Encoding", "br", "If-None-Match", `"other", W/`+etag)
	if weak.StatusCode != http.StatusNotModified {
		t.Errorf("weak match in a list: status %d, want 304", weak.StatusCode)
	}
	// The gzip representation has its own tag, so a cached brotli body is not reused for it.
	other := get(s, "GET", "/pricing", "Accept-Encoding", "gzip", "If-None-Match", etag)
	if other.StatusCode != http.StatusOK {
		t.Errorf("tag of another encoding: status %d, want 200", other.StatusCode)
	}
	missing := get(s, "GET", "/nope", "If-None-Match", "*")
	if missing.StatusCode != http.StatusNotFound {
		t.Errorf("404 page with If-None-Match: status %d, want 404", missing.StatusCode)
	}
}

func TestHeadSendsHeadersOnly(t *testing.T) {
	res := get(newTestSite(t), "HEAD", "/")
	if res.StatusCode != 200 || res.Header.Get("Content-Length") == "" || body(t, res) != "" {
		t.Errorf("HEAD: status %d, Content-Length %q; want 200, a length and no body", res.StatusCode, res.Header.Get("Content-Length"))
	}
}

func TestPageCSPAllowsExactlyItsInlineScripts(t *testing.T) {
	res := get(newTestSite(t), "GET", "/")
	csp := res.Header.Get("Content-Security-Policy")
	sum := sha256.Sum256([]byte(inlineJS))
	want := "'sha256-" + base64.StdEncoding.EncodeToString(sum[:]) + "'"
	if !strings.Contains(csp, "script-src 'self' "+want+";") {
		t.Errorf("CSP %q lacks exactly the inline script's hash %s", csp, want)
	}
	for _, directive := range []string{"object-src 'none'", "base-uri 'none'", "frame-ancestors 'none'"} {
		if !strings.Contains(csp, directive) {
			t.Errorf("CSP lacks %q", directive)
		}
	}
	if strings.Contains(csp, "script-src 'self' 'unsafe-inline'") {
		t.Error("CSP allows inline scripts wholesale")
	}
}

func decode(t *testing.T, encoding, s string) string {
	t.Helper()
	var r io.Reader = strings.NewReader(s)
	switch encoding {
	case "gzip":
		zr, err := gzip.NewReader(r)
		if err != nil {
			t.Fatal(err)
		}
		r = zr
	case "br":
		r = brotli.NewReader(r)
	}
	b, err := io.ReadAll(r)
	if err != nil {
		t.Fatal(err)
	}
	return string(b)
}

func gzipFixture(b []byte) []byte {
	var buf bytes.Buffer
	zw := gzip.NewWriter(&buf)
	zw.Write(b)
	zw.Close()
	return buf.Bytes()
}

func brotliFixture(b []byte) []byte {
	var buf bytes.Buffer
	bw := brotli.NewWriter(&buf)
	bw.Write(b)
	bw.Close()
	return buf.Bytes()
}
