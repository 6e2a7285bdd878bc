// Package stripetest runs Stripe's own API simulator, stripe-mock (a Go tool pinned in
// go.mod), for tests. stripe-mock answers every call with valid Stripe objects but keeps
// no state, so a recording proxy in front of it keeps what a test needs: the requests
// our code sent, and subscriptions whose state the test sets (as Stripe would hold them).
package stripetest

import (
	"bufio"
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"io"
	"net/http"
	"net/http/httptest"
	"net/http/httputil"
	"net/url"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
	"sync"
	"syscall"
	"testing"
	"time"
)

// Request is one call our code made to Stripe.
type Request struct {
	Method, Path   string
	Form           url.Values
	IdempotencyKey string
}

// Server is a Stripe API for one test: stripe-mock behind a recording proxy.
type Server struct {
	URL string

	mu       sync.Mutex
	requests []Request
	subs     map[string]Subscription
	missing  map[string]bool
	prices   map[string]Price
}

// Price is a price as Stripe holds it, served on GET /v1/prices/{id}. stripe-mock alone
// answers every price id with the same fixture: a recurring USD price of 2000 cents a
// month.
type Price struct {
	ID         string
	UnitAmount int64  // cents
	Currency   string // empty: "usd"
	Interval   string // "month" or "year"
	Product    string
}

// Subscription is a subscription as Stripe holds it, served on GET /v1/subscriptions/{id}.
type Subscription struct {
	ID, Customer, Status, PriceID, ProductID, UserID string
	Created, PeriodStart, PeriodEnd                  time.Time
	TrialEnd, CancelAt, EndedAt                      *time.Time
}

// Start returns a Stripe API for t, sharing one stripe-mock process per test binary
// (see Main).
func Start(t testing.TB) *Server {
	t.Helper()
	upstream, err := mockURL()
	if err != nil {
		t.Fatalf("stripe-mock: %v", err)
	}
	target, _ := url.Parse(upstream)
	s := &Server{subs: map[string]Subscription{}, missing: map[string]bool{}, prices: map[string]Price{}}
	proxy := httputil.NewSingleHostReverseProxy(target)
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		body, _ := io.ReadAll(r.Body)
		form, _ := url.ParseQuery(string(body))
		if r.Method == http.MethodGet {
			form = r.URL.Query()
		}
		s.mu.Lock()
		s.requests = append(s.requests, Request{Method: r.Method, Path: r.URL.Path, Form: form, IdempotencyKey: r.Header.Get("Idempotency-Key")})
		s.mu.Unlock()
		if s.serveSubscription(w, r) || s.servePrice(w, r) {
			return
		}
		r.Body = io.NopCloser(bytes.NewReader(body))
		proxy.ServeHTTP(w, r)
	}))
	t.Cleanup(srv.Close)
	s.URL = srv.URL
	return s
}

var subscriptionPath = regexp.MustCompile(`^/v1/subscriptions/([^/]+)$`)

// serveSubscription answers reads and cancellations of the subscriptions the test holds.
func (s *Server) serveSubscription(w http.ResponseWriter, r *http.Request) bool {
	m := subscriptionPath.FindStringSubmatch(r.URL.Path)
	if m == nil || (r.Method != http.MethodGet && r.Method != http.MethodDelete) {
		return false
	}
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.missing[m[1]] {
		w.Header().Set("Content-Type", "application/json")
		w.WriteHeader(http.StatusNotFound)
		fmt.Fprintf(w, `{"error":{"type":"invalid_request_error","code":"resource_missing","message":"No such subscription: '%s'"}}`, m[1])
		return true
	}
	sub, ok := s.subs[m[1]]
	if !ok {
		return false
	}
	if r.Method == http.MethodDelete {
		now := time.Now().UTC().Truncate(time.Second)
		sub.Status, sub.EndedAt, sub.CancelAt = "canceled", &now, &now
		s.subs[sub.ID] = sub
	}
	w.Header().Set("Content-Type", "application/json")
	_ = json.NewEncoder(w).Encode(sub.JSON())
	return true
}

var pricePath = regexp.MustCompile(`^/v1/prices/([^/]+)$`)

// servePrice answers reads of the prices the test holds.
func (s *Server) servePrice(w http.ResponseWriter, r *http.Request) bool {
	m := pricePath.FindStringSubmatch(r.URL.Path)
	if m == nil || r.Method != http.MethodGet {
		return false
	}
	s.mu.Lock()
	p, ok := s.prices[m[1]]
	s.mu.Unlock()
	if !ok {
		return false
	}
	currency := p.Currency
	if currency == "" {
		currency = "usd"
	}
	w.Header().Set("Content-Type", "application/json")
	_ = json.NewEncoder(w).Encode(map[string]any{
		"id": p.ID, "object": "price", "active": true, "billing_scheme": "per_unit", "currency": currency,
		"livemode": false, "product": p.Product, "type": "recurring", "unit_amount": p.UnitAmount,
		"unit_amount_decimal": fmt.Sprint(p.UnitAmount), "metadata": map[string]string{},
		"recurring": map[string]any{"interval": p.Interval, "interval_count": 1, "usage_type": "licensed"},
	})
	return true
}

// SetPrice makes Stripe hold p as it is now.
func (s *Server) SetPrice(p Price) {
	s.mu.Lock()
	defer s.mu.Unlock()
	s.prices[p.ID] = p
}

// SetSubscription makes Stripe hold sub as it is now.
func (s *Server) SetSubscription(sub Subscription) {
	s.mu.Lock()
	defer s.mu.Unlock()
	s.subs[sub.ID] = sub
}

// HeldSubscription is the subscription as Stripe holds it now.
func (s *Server) HeldSubscription(id string) Subscription {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.subs[id]
}

// ForgetSubscription makes Stripe answer 404 for the subscription.
func (s *Server) ForgetSubscription(id string) {
	s.mu.Lock()
	defer s.mu.Unlock()
	s.missing[id] = true
}

// Requests returns the calls made so far to paths starting with prefix.
func (s *Server) Requests(method, prefix string) []Request {
	s.mu.Lock()
	defer s.mu.Unlock()
	var out []Request
	for _, r := range s.requests {
		if r.Method == method && strings.HasPrefix(r.Path, prefix) {
			out = append(out, r)
		}
	}
	return out
}

// JSON is the subscription in Stripe's API shape (periods on the item, as since
// 2025-03-31).
func (sub Subscription) JSON() map[string]any {
	unix := func(t *time.Time) any {
		if t == nil {
			return nil
		}
		return t.Unix()
	}
	return map[string]any{
		"id": sub.ID, "object": "subscription", "status": sub.Status, "customer": sub.Customer,
		"created": sub.Created.Unix(), "cancel_at": unix(sub.CancelAt), "cancel_at_period_end": sub.CancelAt != nil,
		"trial_end": unix(sub.TrialEnd), "ended_at": unix(sub.EndedAt), "livemode": false,
		"metadata": map[string]string{"user_id": sub.UserID},
		"items": map[string]any{"object": "list", "has_more": false, "url": "/v1/subscription_items", "data": []any{map[string]any{
			"id": "si_" + sub.ID, "object": "subscription_item", "subscription": sub.ID, "quantity": 1,
			"current_period_start": sub.PeriodStart.Unix(), "current_period_end": sub.PeriodEnd.Unix(),
			"price": map[string]any{"id": sub.PriceID, "object": "price", "product": sub.ProductID, "active": true},
		}}},
	}
}

var (
	mockOnce sync.Once
	mockAddr string
	mockErr  error
	mockCmd  *exec.Cmd
)

// mockURL starts stripe-mock once for the test binary: `go tool stripe-mock`, on free
// loopback ports, stopped by Main (or with the test process, which it cannot outlive).
func mockURL() (string, error) {
	mockOnce.Do(func() { mockAddr, mockErr = startMock() })
	return mockAddr, mockErr
}

func startMock() (string, error) {
	root, err := moduleRoot()
	if err != nil {
		return "", err
	}
	ctx, cancel := context.WithTimeout(context.Background(), 5*time.Minute)
	defer cancel()
	// Build first (cached after the first time), so the start below is quick.
	bin := filepath.Join(os.TempDir(), fmt.Sprintf("lexa-stripe-mock-%d", os.Getpid()))
	build := exec.CommandContext(ctx, "go", "build", "-o", bin, "github.com/stripe/stripe-mock")
	build.Dir = root
	if out, err := build.CombinedOutput(); err != nil {
		return "", fmt.Errorf("build stripe-mock: %v\n%s", err, out)
	}
	cmd := exec.Command(bin, "-http-addr", "127.0.0.1:", "-https-addr", "127.0.0.1:")
	cmd.SysProcAttr = &syscall.SysProcAttr{Pdeathsig: syscall.SIGKILL}
	stdout, err := cmd.StdoutPipe()
	if err != nil {
		return "", err
	}
	cmd.Stderr = os.Stderr
	if err := cmd.Start(); err != nil {
		return "", fmt.Errorf("start stripe-mock: %w", err)
	}
	mockCmd = cmd
	listening := regexp.MustCompile(`Listening for HTTP at address: (\S+)`)
	found := make(chan string, 1)
	go func() {
		sc := bufio.NewScanner(stdout)
		for sc.Scan() {
			if m := listening.FindStringSubmatch(sc.Text()); m != nil {
				found <- m[1]
			}
		}
	}()
	select {
	case addr := <-found:
		return "http://" + addr, nil
	case <-time.After(60 * time.Second):
		return "", fmt.Errorf("stripe-mock did not say where it listens within a minute")
	}
}

func moduleRoot() (string, error) {
	out, err := exec.Command("go", "env", "GOMOD").Output()
	if err != nil {
		return "", fmt.Errorf("go env GOMOD: %w", err)
	}
	return filepath.Dir(strings.TrimSpace(string(out))), nil
}

// Main runs a package's tests and then stops stripe-mock; call it from TestMain.
func Main(m *testing.M) {
	code := m.Run()
	if mockCmd != nil {
		_ = mockCmd.Process.Kill()
		_ = mockCmd.Wait()
		_ = os.Remove(mockCmd.Path)
	}
	os.Exit(code)
}
