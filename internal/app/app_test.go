package app

import (
	"bytes"
	"context"
	"io"
	"io/fs"
	"log/slog"
	"maps"
	"net/http"
	"path/filepath"
	"regexp"
	"strings"
	"sync"
	"testing"
	"time"

	"lexa/internal/config"
	"lexa/internal/webui"
)

// syncBuffer is a log sink the server and the test may touch at once.
type syncBuffer struct {
	mu  sync.Mutex
	buf bytes.Buffer
}

func (b *syncBuffer) Write(p []byte) (int, error) {
	b.mu.Lock()
	defer b.mu.Unlock()
	return b.buf.Write(p)
}

func (b *syncBuffer) String() string {
	b.mu.Lock()
	defer b.mu.Unlock()
	return b.buf.String()
}

// startApp runs the real App on 127.0.0.1:0 with a temporary SQLite database and the
// embedded web app, and returns its base URL.
func startApp(t *testing.T) string {
	return startAppWith(t, nil)
}

// startAppWith is startApp with extra environment (over the test defaults) and options.
func startAppWith(t testing.TB, env map[string]string, opts ...Option) string {
	t.Helper()
	base, _ := startAppLogged(t, env, opts...)
	return base
}

// startAppLogged is startAppWith that also returns the server's JSON log, for tests that
// read what it wrote.
func startAppLogged(t testing.TB, env map[string]string, opts ...Option) (string, *syncBuffer) {
	t.Helper()
	if _, err := fs.Stat(webui.Embedded(), "site-map.json"); err != nil {
		t.Skip("web app not built (run make build)")
	}
	vars := map[string]string{
		"LISTEN_ADDR":  "127.0.0.1:0",
		"DATABASE_URL": "sqlite:" + filepath.Join(t.TempDir(), "lexa.db"),
		"SITE_NAME":    "Acme Automation",
	}
	maps.Copy(vars, env)
	cfg, err := config.Load(func(k string) string { return vars[k] }, false)
	if err != nil {
		t.Fatal(err)
	}
	logs := &syncBuffer{}
	ctx, cancel := context.WithCancel(context.Background())
	app, err := NewApp(ctx, cfg, slog.New(slog.NewJSONHandler(logs, nil)), webui.Embedded(), opts...)
	if err != nil {
		t.Fatal(err)
	}
	if err := app.Listen(); err != nil {
		t.Fatal(err)
	}
	done := make(chan error, 1)
	go func() { done <- app.Run(ctx) }()
	t.Cleanup(func() {
		cancel()
		if err := <-done; err != nil {
			t.Errorf("run: %v", err)
		}
		app.Close()
		if t.Failed() {
			t.Logf("server log:\n%s", logs)
		}
	})
	return "http://" + app.Addr(), logs
}

func fetch(t *testing.T, method, url string, headers ...string) (*http.Response, string) {
	t.Helper()
	req, err := http.NewRequest(method, url, nil)
	if err != nil {
		t.Fatal(err)
	}
	for i := 0; i+1 < len(headers); i += 2 {
		req.Header.Set(headers[i], headers[i+1])
	}
	client := &http.Client{Transport: &http.Transport{DisableCompression: true}, Timeout: 10 * time.Second}
	res, err := client.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	defer res.Body.Close()
	body, err := io.ReadAll(res.Body)
	if err != nil {
		t.Fatal(err)
	}
	return res, string(body)
}

func TestPublicPageIsRealHTML(t *testing.T) {
	t.Parallel()
	base := startApp(t)
	res, body := fetch(t, "GET", base+"/")
	if res.StatusCode != 200 || !strings.HasPrefix(res.Header.Get("Content-Type"), "text/html") {
		t.Fatalf("status %d, type %q", res.StatusCode, res.Header.Get("Content-Type"))
	}
	for _, re := range []string{`<title>[^<]+\| Acme Automation</title>`, `<meta name="description" content="[^"]{40,}"`, `<h1[^>]*>[^<]+</h1>`} {
		if !regexp.MustCompile(re).MatchString(body) {
			t.Errorf("home page HTML lacks %s", re)
		}
	}
	for _, h := range []string{"Content-Security-Policy", "X-Content-Type-Options", "Referrer-Policy", "ETag"} {
		if res.Header.Get(h) == "" {
			t.Errorf("no %s header", h)
		}
	}
}

func TestRouteClasses(t *testing.T) {
	t.Parallel()
	base := startApp(t)
	missing, body := fetch(t, "GET", base+"/no/such/page")
	if missing.StatusCode != 404 || !strings.Contains(body, "Oops! Page not found") {
		t.Errorf("unknown path: status %d, want 404 with the 404 page", missing.StatusCode)
	}
	head, _ := fetch(t, "HEAD", base+"/no/such/page")
	if head.StatusCode != 404 {
		t.Errorf("HEAD unknown path: status %d", head.StatusCode)
	}
	spa, body := fetch(t, "GET", base+"/dashboard")
	if spa.StatusCode != 200 || !strings.Contains(body, `"isSpaMode":true`) {
		t.Errorf("/dashboard: status %d, want the SPA shell", spa.StatusCode)
	}
	for _, path := range []string{"/pricing", "/services/voice-ai/demo", "/privacy"} {
		if res, _ := fetch(t, "GET", base+path); res.StatusCode != 200 {
			t.Errorf("%s: status %d", path, res.StatusCode)
		}
	}
}

func TestAssetsAreImmutableAndPrecompressed(t *testing.T) {
	t.Parallel()
	base := startApp(t)
	_, home := fetch(t, "GET", base+"/")
	asset := regexp.MustCompile(`/assets/[^"]+\.js`).FindString(home)
	if asset == "" {
		t.Fatal("home page links no script asset")
	}
	for _, enc := range []string{"br", "gzip"} {
		res, _ := fetch(t, "GET", base+asset, "Accept-Encoding", enc)
		if res.Header.Get("Cache-Control") != "public, max-age=31536000, immutable" {
			t.Errorf("%s: Cache-Control %q", asset, res.Header.Get("Cache-Control"))
		}
		if res.Header.Get("Content-Encoding") != enc || res.Header.Get("Vary") != "Accept-Encoding" {
			t.Errorf("%s with %s: Content-Encoding %q", asset, enc, res.Header.Get("Content-Encoding"))
		}
		page, _ := fetch(t, "GET", base+"/", "Accept-Encoding", enc)
		if page.Header.Get("Content-Encoding") != enc || page.Header.Get("Cache-Control") != "no-cache" {
			t.Errorf("home with %s: Content-Encoding %q, Cache-Control %q", enc,
				page.Header.Get("Content-Encoding"), page.Header.Get("Cache-Control"))
		}
	}
	first, _ := fetch(t, "GET", base+"/")
	again, body := fetch(t, "GET", base+"/", "If-None-Match", first.Header.Get("ETag"))
	if again.StatusCode != 304 || body != "" {
		t.Errorf("revalidation: status %d, want 304 with no body", again.StatusCode)
	}
}

func TestReadiness(t *testing.T) {
	t.Parallel()
	base := startApp(t)
	if res, body := fetch(t, "GET", base+"/readyz"); res.StatusCode != 200 || !strings.Contains(body, "ready") {
		t.Errorf("readyz: %d %s", res.StatusCode, body)
	}
}
