package app

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"io"
	"net/http"
	"path/filepath"
	"strings"
	"sync"
	"testing"
	"time"

	"lexa/internal/lexa"
	"lexa/internal/store"
	"lexa/internal/store/storetest"
)

// post sends a JSON body as the visitor at ip (TRUSTED_PROXIES covers loopback in these
// tests) and returns the status, the Retry-After header and the decoded JSON answer.
func post(t *testing.T, url, ip string, body any) (int, string, map[string]any) {
	t.Helper()
	raw, err := json.Marshal(body)
	if err != nil {
		t.Fatal(err)
	}
	req, _ := http.NewRequest("POST", url, bytes.NewReader(raw))
	req.Header.Set("Content-Type", "application/json")
	req.Header.Set("X-Forwarded-For", ip)
	res, err := http.DefaultClient.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	defer res.Body.Close()
	var out map[string]any
	data, _ := io.ReadAll(res.Body)
	_ = json.Unmarshal(data, &out)
	return res.StatusCode, res.Header.Get("Retry-After"), out
}

func fieldsOf(resp map[string]any) map[string]any {
	e, _ := resp["error"].(map[string]any)
	f, _ := e["fields"].(map[string]any)
	return f
}

var proxyEnv = map[string]string{"TRUSTED_PROXIES": "127.0.0.1/32"}

func validContact() map[string]string {
	return map[string]string{"name": "Jane Doe", "email": "jane@example.com", "company": "Acme", "message": "We need a receptionist."}
}

// openStore opens the database an app under test uses, to look at what it stored.
func openStore(t testing.TB, url string) *store.DB {
	t.Helper()
	db, err := store.Open(context.Background(), url, lexa.SystemClock{})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { db.Close() })
	return db
}

func TestContactScenarios(t *testing.T) {
	t.Parallel()
	dbURL := "sqlite:" + filepath.Join(t.TempDir(), "lexa.db")
	env := map[string]string{"DATABASE_URL": dbURL, "TRUSTED_PROXIES": "127.0.0.1/32"}
	base := startAppWith(t, env)
	tests := []struct {
		name   string
		body   map[string]string
		status int
		fields map[string]any
	}{
		{"valid", validContact(), 201, nil},
		{"missing everything", map[string]string{}, 400, map[string]any{
			"name": "Name is required", "email": "Invalid email address", "message": "Message is required"}},
		{"script only message", map[string]string{"name": "x", "email": "x@example.com", "message": "<script>alert(1)</script>"}, 400,
			map[string]any{"message": "Message is required"}},
		{"too long phone", func() map[string]string { c := validContact(); c["phone"] = strings.Repeat("1", 21); return c }(), 400,
			map[string]any{"phone": "Phone number must be less than 20 characters"}},
	}
	for i, tt := range tests {
		status, _, resp := post(t, base+"/api/contact", fmt.Sprintf("203.0.113.%d", i+1), tt.body)
		if status != tt.status {
			t.Errorf("%s: status %d, want %d (%v)", tt.name, status, tt.status, resp)
		}
		if tt.fields != nil && fmt.Sprint(fieldsOf(resp)) != fmt.Sprint(tt.fields) {
			t.Errorf("%s: fields %v, want %v", tt.name, fieldsOf(resp), tt.fields)
		}
	}

	// Markup is stripped before the message is kept.
	c := validContact()
	c["name"] = `<b onclick="x()">Jane</b> Doe`
	c["message"] = `Hello <script>steal()</script><img src=x onerror=alert(1)>there`
	if status, _, resp := post(t, base+"/api/contact", "203.0.113.50", c); status != 201 {
		t.Fatalf("status %d: %v", status, resp)
	}
	db := openStore(t, dbURL)
	var name, message string
	if err := rawRow(db, "SELECT name, message FROM contact_submissions WHERE ip_address = '203.0.113.50'", &name, &message); err != nil {
		t.Fatal(err)
	}
	if name != "Jane Doe" || message != "Hello there" {
		t.Errorf("stored %q / %q, want the text without markup", name, message)
	}
}

func TestContactRateLimit(t *testing.T) {
	t.Parallel()
	clock := storetest.NewClock()
	dbURL := "sqlite:" + filepath.Join(t.TempDir(), "lexa.db")
	base := startAppWith(t, map[string]string{"DATABASE_URL": dbURL, "TRUSTED_PROXIES": "127.0.0.1/32"}, WithClock(clock))
	for i := 1; i <= 5; i++ {
		if status, _, resp := post(t, base+"/api/contact", "198.51.100.7", validContact()); status != 201 {
			t.Fatalf("request %d: %d %v", i, status, resp)
		}
	}
	status, retry, resp := post(t, base+"/api/contact", "198.51.100.7", validContact())
	e, _ := resp["error"].(map[string]any)
	if status != 429 || e["message"] != "Too many requests. Please try again later." || retry != "900" {
		t.Fatalf("6th request: %d, Retry-After %q, %v", status, retry, resp)
	}
	// Another visitor is not affected.
	if status, _, _ := post(t, base+"/api/contact", "198.51.100.8", validContact()); status != 201 {
		t.Errorf("another address got %d", status)
	}
	db := openStore(t, dbURL)
	var count int
	if err := rawRow(db, "SELECT COUNT(*) FROM contact_submissions WHERE ip_address = '198.51.100.7'", &count); err != nil || count != 5 {
		t.Errorf("%d rows stored for the limited address (%v), want 5", count, err)
	}
	var blocks int
	if err := rawRow(db, "SELECT COUNT(*) FROM audit_logs WHERE action LIKE '%block%' AND ip_address = '198.51.100.7'", &blocks); err != nil || blocks != 1 {
		t.Errorf("%d block audit rows (%v), want 1", blocks, err)
	}
	clock.Advance(15 * time.Minute)
	if status, _, _ := post(t, base+"/api/contact", "198.51.100.7", validContact()); status != 201 {
		t.Errorf("after the window: status %d, want 201", status)
	}
}

// Two instances on one PostgreSQL count one limit.
func TestRateLimitSharedByInstances(t *testing.T) {
	t.Parallel()
	url := storetest.PostgresURL(t)
	env := map[string]string{"DATABASE_URL": url, "TRUSTED_PROXIES": "127.0.0.1/32"}
	a, b := startAppWith(t, env), startAppWith(t, env)
	accepted := 0
	for i := range 10 {
		base := a
		if i%2 == 1 {
			base = b
		}
		if status, _, _ := post(t, base+"/api/contact", "192.0.2.44", validContact()); status == 201 {
			accepted++
		}
	}
	if accepted != 5 {
		t.Errorf("%d accepted across two instances, want 5", accepted)
	}
}

func rawRow(db *store.DB, query string, dest ...any) error {
	return db.QueryRowForTest(context.Background(), query).Scan(dest...)
}

// firstSlot asks the app for its slots and returns the first free one.
func firstSlot(t *testing.T, base string) (date, hm string) {
	t.Helper()
	_, body := fetch(t, "GET", base+"/api/demo/slots")
	var slots struct {
		Days []struct {
			Date  string
			Slots []struct {
				Time      string
				Available bool
			}
		}
	}
	if err := json.Unmarshal([]byte(body), &slots); err != nil {
		t.Fatal(err)
	}
	for _, d := range slots.Days {
		for _, s := range d.Slots {
			if s.Available {
				return d.Date, s.Time
			}
		}
	}
	t.Fatal("no free slot")
	return "", ""
}

func booking(date, hm string) map[string]string {
	return map[string]string{"name": "Jane Doe", "email": "jane@example.com", "company": "Acme Dental",
		"phone": "+1 555 0100", "employees": "11-50", "date": date, "timeSlot": hm, "message": "Mornings suit us", "service": "voice-ai"}
}

func TestTwentyConcurrentBookingsOfOneSlot(t *testing.T) {
	t.Parallel()
	base := startAppWith(t, proxyEnv)
	date, hm := firstSlot(t, base)
	statuses := make([]int, 20)
	var wg sync.WaitGroup
	for i := range statuses {
		wg.Go(func() {
			statuses[i], _, _ = post(t, base+"/api/demo/bookings", fmt.Sprintf("192.0.2.%d", i+1), booking(date, hm))
		})
	}
	wg.Wait()
	created, conflicts := 0, 0
	for _, s := range statuses {
		switch s {
		case 201:
			created++
		case 409:
			conflicts++
		}
	}
	if created != 1 || conflicts != 19 {
		t.Errorf("statuses %v: want exactly one 201 and nineteen 409", statuses)
	}
	_, body := fetch(t, "GET", base+"/api/demo/slots")
	if !strings.Contains(body, fmt.Sprintf(`"time":"%s"`, hm)) {
		t.Fatal("slot list lost the slot")
	}
	if d, s := firstSlot(t, base); d == date && s == hm {
		t.Error("the booked slot is still offered as free")
	}
}

func TestBookingRefusesDaysThatAreNotBookable(t *testing.T) {
	t.Parallel()
	base := startAppWith(t, proxyEnv)
	ny, _ := time.LoadLocation("America/New_York")
	today := time.Now().In(ny)
	saturday := today.AddDate(0, 0, (int(time.Saturday)-int(today.Weekday())+7)%7+7)
	cases := []struct{ name, date string }{
		{"today", today.Format(time.DateOnly)},
		{"past", today.AddDate(0, 0, -3).Format(time.DateOnly)},
		{"weekend", saturday.Format(time.DateOnly)},
		{"beyond 14 days", today.AddDate(0, 0, 20).Format(time.DateOnly)},
		{"not a date", "next tuesday"},
	}
	for i, c := range cases {
		status, _, resp := post(t, base+"/api/demo/bookings", fmt.Sprintf("192.0.2.%d", 100+i), booking(c.date, "09:00"))
		if status != 400 || fieldsOf(resp)["date"] != "Please choose an available date" {
			t.Errorf("%s (%s): %d %v", c.name, c.date, status, resp)
		}
	}
	date, _ := firstSlot(t, base)
	status, _, resp := post(t, base+"/api/demo/bookings", "192.0.2.78", booking(date, "12:00"))
	if status != 400 || fieldsOf(resp)["timeSlot"] != "Please choose an available time" {
		t.Errorf("lunch hour: %d %v", status, resp)
	}
}
