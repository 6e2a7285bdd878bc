package httpapi

import (
	"bytes"
	"encoding/json"
	"io"
	"log/slog"
	"net/http"
	"net/http/httptest"
	"net/url"
	"strings"
	"testing"

	"lexa/internal/lexa"
	"lexa/internal/store/storetest"
)

// testServer wires the real middleware and routes around a stand-in web app whose
// /boom page panics and whose /echo page reads the request body.
func testServer(t *testing.T, baseURL string) (http.Handler, *bytes.Buffer, func()) {
	t.Helper()
	db, _ := storetest.New(t, storetest.Backend{Name: "sqlite", NewURL: storetest.SQLiteURL})
	logs := &bytes.Buffer{}
	u, _ := url.Parse(baseURL)
	site := http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		switch r.URL.Path {
		case "/boom":
			panic("secret internal detail")
		case "/echo":
			if _, err := io.ReadAll(r.Body); err != nil {
				http.Error(w, "too large", http.StatusRequestEntityTooLarge)
				return
			}
		}
		w.Header().Set("Content-Type", "text/html")
		io.WriteString(w, "<h1>page</h1>")
	})
	cal, err := lexa.NewDemoCalendar()
	if err != nil {
		t.Fatal(err)
	}
	s := New(Deps{
		Logger:   slog.New(slog.NewJSONHandler(logs, nil)),
		Store:    db,
		Clock:    lexa.SystemClock{},
		Calendar: cal,
		Site:     site,
		BaseURL:  u,
	})
	return s.Handler(), logs, func() { db.Close() }
}

func do(h http.Handler, req *http.Request) *http.Response {
	rec := httptest.NewRecorder()
	h.ServeHTTP(rec, req)
	return rec.Result()
}

func errorOf(t *testing.T, res *http.Response) errorPayload {
	t.Helper()
	var env errorEnvelope
	if err := json.NewDecoder(res.Body).Decode(&env); err != nil {
		t.Fatalf("error body is not JSON: %v", err)
	}
	return env.Error
}

func TestSecurityHeadersOnEveryResponse(t *testing.T) {
	h, _, _ := testServer(t, "https://lexa.test")
	for _, path := range []string{"/", "/healthz", "/api/nothing", "/boom"} {
		res := do(h, httptest.NewRequest("GET", path, nil))
		for header, want := range map[string]string{
			"X-Content-Type-Options":    "nosniff",
			"Referrer-Policy":           "strict-origin-when-cross-origin",
			"X-Frame-Options":           "DENY",
			"Strict-Transport-Security": "max-age=63072000; includeSubDomains",
		} {
			if got := res.Header.Get(header); got != want {
				t.Errorf("%s: %s = %q, want %q", path, header, got, want)
			}
		}
		if csp := res.Header.Get("Content-Security-Policy"); !strings.Contains(csp, "frame-ancestors 'none'") || !strings.Contains(csp, "object-src 'none'") {
			t.Errorf("%s: CSP %q", path, csp)
		}
		if res.Header.Get("X-Request-Id") == "" {
			t.Errorf("%s: no X-Request-Id", path)
		}
	}
}

func TestNoHSTSOnPlainHTTP(t *testing.T) {
	h, _, _ := testServer(t, "http://127.0.0.1:8080")
	if got := do(h, httptest.NewRequest("GET", "/", nil)).Header.Get("Strict-Transport-Security"); got != "" {
		t.Errorf("HSTS %q on an http origin", got)
	}
}

func TestPanicBecomesGeneric500AndIsLogged(t *testing.T) {
	h, logs, _ := testServer(t, "http://127.0.0.1:8080")
	res := do(h, httptest.NewRequest("GET", "/boom", nil))
	if res.StatusCode != 500 {
		t.Fatalf("status %d, want 500", res.StatusCode)
	}
	e := errorOf(t, res)
	if e.Code != "internal" || e.Message != internalMessage {
		t.Errorf("got %+v, want the generic internal error", e)
	}
	if !strings.Contains(logs.String(), "secret internal detail") || !strings.Contains(logs.String(), "goroutine") {
		t.Error("panic value and stack are not in the log")
	}
}

func TestAccessLogLine(t *testing.T) {
	h, logs, _ := testServer(t, "http://127.0.0.1:8080")
	req := httptest.NewRequest("GET", "/readyz", nil)
	res := do(h, req)
	var line struct {
		Msg, ID, Method, Path, Route string
		Status                       int
	}
	for _, l := range strings.Split(strings.TrimSpace(logs.String()), "\n") {
		if strings.Contains(l, `"msg":"request"`) {
			if err := json.Unmarshal([]byte(l), &line); err != nil {
				t.Fatal(err)
			}
		}
	}
	if line.Route != "GET /readyz" || line.Status != 200 || line.Method != "GET" || line.Path != "/readyz" ||
		line.ID != res.Header.Get("X-Request-Id") {
		t.Errorf("access log %+v does not describe the request", line)
	}
}

func TestIncomingRequestIDOnlyFromTrustedProxies(t *testing.T) {
	h, _, _ := testServer(t, "http://127.0.0.1:8080")
	req := httptest.NewRequest("GET", "/healthz", nil)
	req.Header.Set("X-Request-Id", "client-chosen-id-123")
	if got := do(h, req).Header.Get("X-Request-Id"); got == "client-chosen-id-123" {
		t.Error("an untrusted client chose its request id")
	}
}

func TestHealthAndReadiness(t *testing.T) {
	h, _, closeDB := testServer(t, "http://127.0.0.1:8080")
	for _, path := range []string{"/healthz", "/readyz"} {
		if res := do(h, httptest.NewRequest("GET", path, nil)); res.StatusCode != 200 {
			t.Errorf("%s: status %d, want 200", path, res.StatusCode)
		}
	}
	closeDB()
	if res := do(h, httptest.NewRequest("GET", "/readyz", nil)); res.StatusCode != 503 || errorOf(t, res).Code != "unavailable" {
		t.Errorf("readyz with the database gone: status %d, want 503", res.StatusCode)
	}
	if res := do(h, httptest.NewRequest("GET", "/healthz", nil)); res.StatusCode != 200 {
		t.Errorf("healthz with the database gone: status %d, want 200 (the process is alive)", res.StatusCode)
	}
}

func TestUnknownAPIPathIsJSON404(t *testing.T) {
	h, _, _ := testServer(t, "http://127.0.0.1:8080")
	res := do(h, httptest.NewRequest("GET", "/api/does-not-exist", nil))
	if res.StatusCode != 404 || errorOf(t, res).Code != "not_found" {
		t.Errorf("status %d, want a JSON 404", res.StatusCode)
	}
}

func TestPagesTakeOnlyGetAndHead(t *testing.T) {
	h, _, _ := testServer(t, "http://127.0.0.1:8080")
	req := httptest.NewRequest("DELETE", "/pricing", nil)
	req.Header.Set("Sec-Fetch-Site", "same-origin")
	res := do(h, req)
	if res.StatusCode != 405 || res.Header.Get("Allow") != "GET, HEAD" {
		t.Errorf("status %d, Allow %q; want 405 with GET, HEAD", res.StatusCode, res.Header.Get("Allow"))
	}
}

func TestCrossSiteUnsafeRequestsAreRefused(t *testing.T) {
	h, _, _ := testServer(t, "http://127.0.0.1:8080")
	tests := []struct {
		name    string
		headers map[string]string
		want    int
	}{
		{"another site", map[string]string{"Sec-Fetch-Site": "cross-site"}, 403},
		{"another origin", map[string]string{"Origin": "https://evil.test"}, 403},
		{"same origin", map[string]string{"Sec-Fetch-Site": "same-origin"}, 404},
		{"our BASE_URL behind a proxy", map[string]string{"Origin": "http://127.0.0.1:8080"}, 404},
		{"no browser headers (curl)", map[string]string{}, 404},
	}
	for _, tt := range tests {
		req := httptest.NewRequest("POST", "/api/anything", strings.NewReader("{}"))
		req.Host = "internal-host:9000"
		for k, v := range tt.headers {
			req.Header.Set(k, v)
		}
		res := do(h, req)
		if res.StatusCode != tt.want {
			t.Errorf("%s: status %d, want %d", tt.name, res.StatusCode, tt.want)
		}
		if tt.want == 403 && errorOf(t, res).Code != "forbidden" {
			t.Errorf("%s: refusal is not the JSON forbidden error", tt.name)
		}
	}
}

func TestOversizedBodyIsRefused(t *testing.T) {
	h, _, _ := testServer(t, "http://127.0.0.1:8080")
	big := strings.Repeat("x", defaultMaxBody+1)
	declared := httptest.NewRequest("GET", "/echo", strings.NewReader(big))
	if res := do(h, declared); res.StatusCode != http.StatusRequestEntityTooLarge {
		t.Errorf("declared oversized body: status %d, want 413", res.StatusCode)
	}
	// A body without Content-Length is cut off while being read.
	chunked := httptest.NewRequest("GET", "/echo", io.MultiReader(strings.NewReader(big)))
	chunked.ContentLength = -1
	if res := do(h, chunked); res.StatusCode != http.StatusRequestEntityTooLarge {
		t.Errorf("streamed oversized body: status %d, want 413", res.StatusCode)
	}
}
