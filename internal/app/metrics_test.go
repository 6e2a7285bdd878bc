package app

import (
	"context"
	"encoding/json"
	"errors"
	"net"
	"path/filepath"
	"strings"
	"testing"
	"time"

	dto "github.com/prometheus/client_model/go"
	"github.com/prometheus/common/expfmt"
	"github.com/prometheus/common/model"

	"lexa/internal/lexa"
	"lexa/internal/store"
	"lexa/internal/store/storetest"
	"lexa/internal/waittest"
)

// TestMetricsOnTheirOwnListener starts the real app with METRICS_ADDR, makes requests to
// the site, and reads what a Prometheus scrape gets.
func TestMetricsOnTheirOwnListener(t *testing.T) {
	t.Parallel()
	dbURL := "sqlite:" + filepath.Join(t.TempDir(), "lexa.db")
	clock := storetest.NewClockAt(time.Now().UTC().Truncate(time.Second))
	env := map[string]string{
		"METRICS_ADDR": "127.0.0.1:0", "DATABASE_URL": dbURL,
		// Mail that cannot leave stays in the outbox, where the depth gauge sees it.
		"SMTP_URL": "smtp://" + closedPort(t),
	}
	base, logs := startAppLogged(t, env, WithClock(clock), fastMail)
	metricsURL := "http://" + loggedMetricsAddr(t, logs) + "/metrics"

	before := scrape(t, metricsURL)
	if v := gauge(before, "lexa_mail_outbox_depth"); v != 0 {
		t.Errorf("outbox depth %v on a new database, want 0", v)
	}
	if p, o := gauge(before, "lexa_webhook_events_pending"), gauge(before, "lexa_webhook_oldest_pending_seconds"); p != 0 || o != 0 {
		t.Errorf("webhook backlog %v, oldest %vs on a new database, want 0 and 0", p, o)
	}
	if p, d := gauge(before, "lexa_jobs_pending"), gauge(before, "lexa_jobs_dead"); p != 0 || d != 0 {
		t.Errorf("jobs pending %v, dead %v on a new database, want 0 and 0", p, d)
	}

	for range 3 {
		if res, _ := fetch(t, "GET", base+"/healthz"); res.StatusCode != 200 {
			t.Fatalf("healthz: %d", res.StatusCode)
		}
	}
	fetch(t, "GET", base+"/api/no-such-thing")
	fetch(t, "GET", base+"/pricing")
	fetch(t, "GET", base+"/no/such/page")
	fetch(t, "BREW", base+"/api/coffee")
	fetch(t, "POST", base+"/api/contact", "Sec-Fetch-Site", "cross-site")
	if status, _, resp := post(t, base+"/api/contact", "198.51.100.20", validContact()); status != 201 {
		t.Fatalf("contact: %d %v", status, resp)
	}
	// The site's listener does not serve the metrics: /metrics is one of its pages, the
	// 404 page (and counted as such).
	res, body := fetch(t, "GET", base+"/metrics")
	if res.StatusCode != 404 || strings.Contains(body, "lexa_http_requests_total") || strings.Contains(body, "# TYPE") {
		t.Errorf("the site's /metrics: status %d, type %q; want its 404 page without metrics",
			res.StatusCode, res.Header.Get("Content-Type"))
	}

	// One event waits 90 seconds in the webhook inbox (test mode has no worker to apply it).
	db, err := store.Open(context.Background(), dbURL, clock)
	if err != nil {
		t.Fatal(err)
	}
	defer db.Close()
	if _, err := db.ReceiveWebhookEvent(context.Background(), lexa.BillingEvent{
		ID: "evt_metrics", Type: lexa.EventInvoicePaymentFailed, SubscriptionID: "sub_1", Created: clock.Now()}); err != nil {
		t.Fatal(err)
	}
	clock.Advance(90 * time.Second)

	want := []struct {
		route, method, code string
		n                   float64
	}{
		{"GET /healthz", "GET", "200", 3},
		{"/api/", "GET", "404", 1},
		{"/", "GET", "200", 1},
		{"/", "GET", "404", 2}, // /no/such/page and /metrics
		{"/api/", "other", "404", 1},
		{"unmatched", "POST", "403", 1},
		{"POST /api/contact", "POST", "201", 1},
	}
	// The site counts a request after its response is out, so a scrape right after the
	// last response may come a moment early.
	var after map[string]*dto.MetricFamily
	waittest.Eventually(t, 30*time.Second, func() error {
		after = scrape(t, metricsURL)
		if counter(after, "lexa_http_requests_total", "route", "POST /api/contact", "method", "POST", "code", "201") < 1 ||
			gauge(after, "lexa_mail_outbox_depth") < 1 {
			return errors.New("the contact form's request or its mail is not counted yet")
		}
		return nil
	})
	for _, w := range want {
		labels := []string{"route", w.route, "method", w.method, "code", w.code}
		got := counter(after, "lexa_http_requests_total", labels...) - counter(before, "lexa_http_requests_total", labels...)
		if got != w.n {
			t.Errorf("lexa_http_requests_total%v went up by %v, want %v", labels, got, w.n)
		}
	}
	h := histogram(t, after, "lexa_http_request_duration_seconds", "route", "GET /healthz", "method", "GET")
	if h.GetSampleCount() != 3 || h.GetSampleSum() <= 0 || len(h.GetBucket()) == 0 {
		t.Errorf("duration histogram of GET /healthz: %d observations, sum %v, %d buckets; want 3, > 0, some",
			h.GetSampleCount(), h.GetSampleSum(), len(h.GetBucket()))
	}
	// Raw paths and invented methods never become label values: they are unbounded.
	for _, f := range after {
		for _, m := range f.GetMetric() {
			for _, l := range m.GetLabel() {
				if v := l.GetValue(); strings.Contains(v, "/no/such/page") || v == "/pricing" || v == "/metrics" || v == "BREW" {
					t.Errorf("%s has the label %s=%q", f.GetName(), l.GetName(), v)
				}
			}
		}
	}

	if v := gauge(after, "lexa_mail_outbox_depth"); v != 1 {
		t.Errorf("outbox depth %v after a contact message that cannot be sent, want 1", v)
	}
	if p, o := gauge(after, "lexa_webhook_events_pending"), gauge(after, "lexa_webhook_oldest_pending_seconds"); p != 1 || o != 90 {
		t.Errorf("webhook backlog %v, oldest %vs; want 1 event waiting 90s", p, o)
	}
	// A pool without a limit would say 0: this is the store's own, configured pool.
	if v := gauge(after, "go_sql_max_open_connections", "db_name", "sqlite"); v <= 0 {
		t.Errorf("go_sql_max_open_connections{db_name=sqlite} %v, want the store pool's limit", v)
	}
	for _, name := range []string{"go_sql_open_connections", "go_sql_in_use_connections", "go_sql_wait_count_total",
		"go_goroutines", "go_memstats_heap_alloc_bytes", "process_resident_memory_bytes", "process_cpu_seconds_total"} {
		if after[name] == nil {
			t.Errorf("no %s in the scrape", name)
		}
	}

	// The metrics listener serves nothing but the metrics.
	metricsBase := strings.TrimSuffix(metricsURL, "/metrics")
	if res, body := fetch(t, "GET", metricsBase+"/healthz"); res.StatusCode != 404 || strings.Contains(body, "ok") {
		t.Errorf("metrics listener /healthz: %d %q, want 404", res.StatusCode, body)
	}
	if res, _ := fetch(t, "POST", metricsURL); res.StatusCode != 405 {
		t.Errorf("POST /metrics: %d, want 405", res.StatusCode)
	}
}

// TestNoMetricsListenerByDefault: without METRICS_ADDR there is nothing to scrape.
func TestNoMetricsListenerByDefault(t *testing.T) {
	t.Parallel()
	base, logs := startAppLogged(t, nil)
	if res, body := fetch(t, "GET", base+"/metrics"); res.StatusCode != 404 || strings.Contains(body, "# TYPE") {
		t.Errorf("/metrics: %d, want the 404 page", res.StatusCode)
	}
	if strings.Contains(logs.String(), "metrics listening") {
		t.Errorf("a metrics listener started without METRICS_ADDR:\n%s", logs)
	}
}

// closedPort is a local address nothing listens on.
func closedPort(t *testing.T) string {
	t.Helper()
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	addr := ln.Addr().String()
	ln.Close()
	return addr
}

// loggedMetricsAddr reads the metrics listener's address from the start-up log, where
// an operator finds it.
func loggedMetricsAddr(t *testing.T, logs *syncBuffer) string {
	t.Helper()
	for line := range strings.SplitSeq(logs.String(), "\n") {
		var entry struct{ Msg, Addr, Path string }
		if json.Unmarshal([]byte(line), &entry) == nil && entry.Msg == "metrics listening" {
			if entry.Addr == "" || entry.Path != "/metrics" {
				t.Fatalf("metrics log line %s", line)
			}
			return entry.Addr
		}
	}
	t.Fatalf("no 'metrics listening' line in the log:\n%s", logs)
	return ""
}

// scrape fetches and parses the metrics as Prometheus would.
func scrape(t *testing.T, url string) map[string]*dto.MetricFamily {
	t.Helper()
	res, body := fetch(t, "GET", url)
	if res.StatusCode != 200 || !strings.HasPrefix(res.Header.Get("Content-Type"), "text/plain; version=0.0.4") {
		t.Fatalf("scrape: %d %q\n%s", res.StatusCode, res.Header.Get("Content-Type"), body)
	}
	parser := expfmt.NewTextParser(model.LegacyValidation)
	fams, err := parser.TextToMetricFamilies(strings.NewReader(body))
	if err != nil {
		t.Fatalf("parse the scrape: %v\n%s", err, body)
	}
	return fams
}

// find returns the sample of family name with exactly these label pairs, or nil.
func find(fams map[string]*dto.MetricFamily, name string, labels ...string) *dto.Metric {
	f := fams[name]
	if f == nil {
		return nil
	}
	for _, m := range f.GetMetric() {
		have := map[string]string{}
		for _, l := range m.GetLabel() {
			have[l.GetName()] = l.GetValue()
		}
		match := len(have) == len(labels)/2
		for i := 0; match && i+1 < len(labels); i += 2 {
			match = have[labels[i]] == labels[i+1]
		}
		if match {
			return m
		}
	}
	return nil
}

// counter is a counter's value; a series not yet created counts 0.
func counter(fams map[string]*dto.MetricFamily, name string, labels ...string) float64 {
	return find(fams, name, labels...).GetCounter().GetValue()
}

// gauge is a gauge's value, or -1 when the scrape lacks it.
func gauge(fams map[string]*dto.MetricFamily, name string, labels ...string) float64 {
	m := find(fams, name, labels...)
	if m == nil {
		return -1
	}
	return m.GetGauge().GetValue()
}

func histogram(t *testing.T, fams map[string]*dto.MetricFamily, name string, labels ...string) *dto.Histogram {
	t.Helper()
	m := find(fams, name, labels...)
	if m == nil {
		t.Fatalf("no %s%v in the scrape", name, labels)
	}
	if fams[name].GetType() != dto.MetricType_HISTOGRAM {
		t.Fatalf("%s is a %v", name, fams[name].GetType())
	}
	return m.GetHistogram()
}
