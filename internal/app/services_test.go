package app

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"net/http"
	"strings"
	"testing"
	"time"

	"lexa/internal/store/storetest"
)

// report sends a usage report with an API key, as a customer's automation would.
func (s *accountSite) report(secret string, body map[string]any) (int, map[string]any) {
	s.t.Helper()
	v := s.visitor("198.51.100.7") // no cookies: the key is the only credential
	raw, _ := json.Marshal(body)
	headers := []string{"Content-Type", "application/json"}
	if secret != "" {
		headers = append(headers, "Authorization", "Bearer "+secret)
	}
	res, data := v.send("POST", "/api/v1/usage", bytes.NewReader(raw), headers...)
	var out map[string]any
	_ = json.Unmarshal(data, &out)
	return res.StatusCode, out
}

// newService adds a service through the API and returns its id.
func (v *visitor) newService(serviceType, name string) string {
	v.s.t.Helper()
	res, resp := v.do("POST", "/api/services", map[string]string{"service_type": serviceType, "service_name": name})
	if res.StatusCode != 201 {
		v.s.t.Fatalf("create %s: %d %v", serviceType, res.StatusCode, resp)
	}
	return resp["service"].(map[string]any)["id"].(string)
}

func (v *visitor) setStatus(id, status string) int {
	res, _ := v.do("PATCH", "/api/services/"+id, map[string]string{"status": status})
	return res.StatusCode
}

// newKey makes an API key for a service and returns its secret.
func (v *visitor) newKey(serviceID string) string {
	v.s.t.Helper()
	res, resp := v.do("POST", "/api/services/"+serviceID+"/keys", nil)
	if res.StatusCode != 201 {
		v.s.t.Fatalf("create key: %d %v", res.StatusCode, resp)
	}
	return resp["secret"].(string)
}

func (v *visitor) services() []map[string]any {
	v.s.t.Helper()
	_, resp := v.do("GET", "/api/services", nil)
	var out []map[string]any
	for _, s := range resp["services"].([]any) {
		out = append(out, s.(map[string]any))
	}
	return out
}

func TestServiceScenarios(t *testing.T) {
	t.Parallel()
	storetest.Each(t, func(t *testing.T, b storetest.Backend) {
		s := newAccountSite(t, b, nil)
		s.seedUser("ann@example.com", "correct horse", true)
		s.seedUser("bob@example.com", "correct horse", true)
		ann, bob := s.visitor("203.0.113.60"), s.visitor("203.0.113.61")
		ann.signIn("ann@example.com", "correct horse")
		bob.signIn("bob@example.com", "correct horse")

		for _, tc := range []struct {
			body   map[string]string
			fields map[string]any
		}{
			{map[string]string{}, map[string]any{"service_type": "Service type is required", "service_name": "Service name is required"}},
			{map[string]string{"service_type": "crypto", "service_name": strings.Repeat("n", 101)},
				map[string]any{"service_type": "Choose one of the service types", "service_name": "Service name must be less than 100 characters"}},
		} {
			res, resp := ann.do("POST", "/api/services", tc.body)
			if res.StatusCode != 400 || fmt.Sprint(fieldsOf(resp)) != fmt.Sprint(tc.fields) {
				t.Errorf("create %v: %d %v", tc.body, res.StatusCode, resp)
			}
		}
		res, resp := ann.do("POST", "/api/services", map[string]string{"service_type": "voice-ai", "service_name": " <b>Front</b> desk "})
		created := resp["service"].(map[string]any)
		if res.StatusCode != 201 || created["status"] != "paused" || created["service_name"] != "Front desk" ||
			created["usage_current"] != 0. || created["usage_limit"] != 0. || created["service_type"] != "voice-ai" {
			t.Fatalf("create: %d %v", res.StatusCode, resp)
		}
		id := created["id"].(string)
		s.clock.Advance(time.Second)
		second := ann.newService("payroll", "Payroll")
		if list := ann.services(); len(list) != 2 || list[0]["id"] != second || list[1]["id"] != id {
			t.Errorf("ann's list, newest first: %v", list)
		}

		// One service by its id (the workspace page's request): as the list shows it.
		if res, resp := ann.do("GET", "/api/services/"+id, nil); res.StatusCode != 200 ||
			fmt.Sprint(resp["service"]) != fmt.Sprint(ann.services()[1]) {
			t.Errorf("ann's service by id: %d %v, listed %v", res.StatusCode, resp, ann.services()[1])
		}
		if res, resp := s.visitor("203.0.113.59").do("GET", "/api/services/"+id, nil); res.StatusCode != 401 || errorCode(resp) != "unauthenticated" {
			t.Errorf("signed out, by id: %d %v", res.StatusCode, resp)
		}

		// Bob cannot see, change, key or report for Ann's service: it does not exist for him.
		if list := bob.services(); len(list) != 0 {
			t.Errorf("bob sees %v", list)
		}
		for _, r := range []struct{ method, path string }{
			{"GET", "/api/services/" + id}, {"PATCH", "/api/services/" + id},
			{"GET", "/api/services/" + id + "/keys"}, {"POST", "/api/services/" + id + "/keys"},
		} {
			res, resp := bob.do(r.method, r.path, map[string]string{"status": "active"})
			if res.StatusCode != 404 || errorMessage(resp) != "Service not found." {
				t.Errorf("bob %s %s: %d %v", r.method, r.path, res.StatusCode, resp)
			}
		}
		for _, method := range []string{"GET", "PATCH"} {
			if res, resp := ann.do(method, "/api/services/no-such-id", map[string]string{"status": "active"}); res.StatusCode != 404 ||
				errorMessage(resp) != "Service not found." {
				t.Errorf("%s an unknown id: %d %v", method, res.StatusCode, resp)
			}
		}

		// Toggle, rename, and the update rules.
		if ann.setStatus(id, "active") != 200 || ann.services()[1]["status"] != "active" {
			t.Error("activate")
		}
		if res, resp := ann.do("PATCH", "/api/services/"+id, map[string]string{"status": "deleted"}); res.StatusCode != 400 ||
			fieldsOf(resp)["status"] != "Status must be active or paused" {
			t.Errorf("bad status: %d %v", res.StatusCode, resp)
		}
		if res, resp := ann.do("PATCH", "/api/services/"+id, map[string]string{}); res.StatusCode != 400 || errorMessage(resp) != "Nothing to update." {
			t.Errorf("empty update: %d %v", res.StatusCode, resp)
		}
		if res, resp := ann.do("PATCH", "/api/services/"+id, map[string]string{"service_name": "Reception"}); res.StatusCode != 200 ||
			resp["service"].(map[string]any)["service_name"] != "Reception" || resp["service"].(map[string]any)["status"] != "active" {
			t.Errorf("rename: %d %v", res.StatusCode, resp)
		}

		// Keys: shown once, listed by prefix, audited; Bob's key reports only for Bob.
		annKey := ann.newKey(id)
		_, keys := ann.do("GET", "/api/services/"+id+"/keys", nil)
		listed := keys["keys"].([]any)[0].(map[string]any)
		if !strings.HasPrefix(annKey, listed["prefix"].(string)) || strings.Contains(fmt.Sprint(keys), annKey) {
			t.Errorf("keys list %v", keys)
		}
		bobService := bob.newService("voice-ai", "Bob's line")
		bob.setStatus(bobService, "active")
		bobKey := bob.newKey(bobService)
		if status, resp := s.report(bobKey, map[string]any{"idempotency_key": "b1", "calls": 9}); status != 201 || resp["usage"].(map[string]any)["service_id"] != bobService {
			t.Errorf("bob's report: %d %v", status, resp)
		}
		if ann.services()[1]["usage_current"] != 0. {
			t.Error("bob's report counted for ann")
		}
		if res, _ := bob.do("DELETE", "/api/services/"+id+"/keys/"+listed["id"].(string), nil); res.StatusCode != 404 {
			t.Errorf("bob revoking ann's key: %d", res.StatusCode)
		}
		if status, _ := s.report(annKey, map[string]any{"idempotency_key": "a1", "calls": 2}); status != 201 {
			t.Errorf("ann's key after bob's attempt: %d", status)
		}
		if s.audits("api_key_created") != 2 {
			t.Errorf("%d api_key_created audit rows", s.audits("api_key_created"))
		}
		_, raw := exportBody(t, ann)
		if strings.Contains(string(raw), annKey) || !strings.Contains(string(raw), `"services"`) {
			t.Errorf("the export holds the secret or no services")
		}
	})
}

func TestUsageAPI(t *testing.T) {
	t.Parallel()
	storetest.Each(t, func(t *testing.T, b storetest.Backend) {
		s := newAccountSite(t, b, nil)
		s.seedUser("use@example.com", "correct horse", true)
		v := s.visitor("203.0.113.62")
		v.signIn("use@example.com", "correct horse")
		id := v.newService("call-center", "Lead desk")
		key := v.newKey(id)

		for _, secret := range []string{"", "lexa_not-a-key"} {
			if status, resp := s.report(secret, map[string]any{"idempotency_key": "x"}); status != 401 || errorMessage(resp) != "Invalid API key." {
				t.Errorf("key %q: %d %v", secret, status, resp)
			}
		}
		if status, resp := s.report(key, map[string]any{"idempotency_key": "r1", "calls": 1}); status != 409 ||
			errorMessage(resp) != "This service is paused. Activate it on your dashboard to record usage." {
			t.Errorf("paused: %d %v", status, resp)
		}
		v.setStatus(id, "active")

		body := map[string]any{"idempotency_key": "r1", "calls": 3, "leads": 2, "revenue": 149.5}
		status, first := s.report(key, body)
		usage := first["usage"].(map[string]any)
		if status != 201 || usage["calls"] != 3. || usage["revenue"] != 149.5 || usage["units"] != 2. || first["usage_current"] != 2. { // a call center counts leads
			t.Fatalf("report: %d %v", status, first)
		}
		status, again := s.report(key, body)
		if status != 200 || again["usage"].(map[string]any)["id"] != usage["id"] || again["usage_current"] != 2. {
			t.Errorf("the same report again: %d %v", status, again)
		}
		if status, resp := s.report(key, map[string]any{"idempotency_key": "r1", "calls": 4}); status != 409 ||
			errorMessage(resp) != "This idempotency_key was used for a different report." {
			t.Errorf("another report under the key: %d %v", status, resp)
		}
		if status, resp := s.report(key, map[string]any{"idempotency_key": "r2", "calls": 1.5, "revenue": "10"}); status != 400 {
			t.Errorf("bad numbers: %d %v", status, resp)
		}
		if status, resp := s.report(key, map[string]any{"idempotency_key": "r2", "calls": -1, "occurred_at": "2020-01-01T00:00:00Z"}); status != 400 ||
			fieldsOf(resp)["calls"] == nil || fieldsOf(resp)["occurred_at"] == nil {
			t.Errorf("bad values: %d %v", status, resp)
		}
		yesterday := s.clock.Now().AddDate(0, 0, -1).UTC().Format(time.RFC3339)
		s.report(key, map[string]any{"idempotency_key": "r3", "calls": 10, "leads": 1, "revenue": 0.5, "occurred_at": yesterday})

		// The figures are the sums of what was reported.
		_, summary := v.do("GET", "/api/metrics/summary", nil)
		if summary["total_calls"] != 13. || summary["total_leads"] != 3. || summary["total_revenue"] != 150. ||
			summary["active_services"] != 1. || summary["days"] != 30. {
			t.Errorf("summary %v", summary)
		}
		res, daily := v.do("GET", "/api/metrics/daily?days=7", nil)
		series := daily["series"].([]any)
		today := series[6].(map[string]any)
		before := series[5].(map[string]any)
		if res.StatusCode != 200 || len(series) != 7 || today["calls"] != 3. || before["calls"] != 10. ||
			today["by_type"].(map[string]any)["call-center"].(map[string]any)["revenue"] != 149.5 || today["date"] != daily["to"] {
			t.Errorf("daily %d %v", res.StatusCode, daily)
		}
		for _, bad := range []string{"0", "91", "ten"} {
			if res, _ := v.do("GET", "/api/metrics/daily?days="+bad, nil); res.StatusCode != 400 {
				t.Errorf("days=%s: %d", bad, res.StatusCode)
			}
		}

		// A revoked key stops at once.
		_, keys := v.do("GET", "/api/services/"+id+"/keys", nil)
		keyID := keys["keys"].([]any)[0].(map[string]any)["id"].(string)
		if res, _ := v.do("DELETE", "/api/services/"+id+"/keys/"+keyID, nil); res.StatusCode != 204 || s.audits("api_key_revoked") != 1 {
			t.Errorf("revoke: %d", res.StatusCode)
		}
		if status, _ := s.report(key, map[string]any{"idempotency_key": "r9", "calls": 1}); status != 401 {
			t.Errorf("a revoked key: %d", status)
		}
	})
}

func TestUsageAPIIsRateLimitedPerKey(t *testing.T) {
	t.Parallel()
	s := newAccountSite(t, storetest.Backends()[0], nil)
	s.seedUser("busy@example.com", "correct horse", true)
	v := s.visitor("203.0.113.63")
	v.signIn("busy@example.com", "correct horse")
	id := v.newService("voice-ai", "Busy line")
	v.setStatus(id, "active")
	key, other := v.newKey(id), v.newKey(id)
	// Refused reports (a negative count) count against the limit but store nothing.
	for i := range 600 {
		if status, _ := s.report(key, map[string]any{"idempotency_key": "k", "calls": -1}); status != 400 {
			t.Fatalf("report %d: %d", i+1, status)
		}
	}
	if status, resp := s.report(key, map[string]any{"idempotency_key": "k", "calls": 1}); status != http.StatusTooManyRequests {
		t.Fatalf("report 601: %d %v", status, resp)
	}
	if s.audits("usage_report_blocked") != 1 || s.count(`SELECT COUNT(*) FROM usage_events`) != 0 {
		t.Error("the refused report is not audited, or was stored")
	}
	if status, _ := s.report(other, map[string]any{"idempotency_key": "k", "calls": 1}); status != 201 {
		t.Errorf("another key of the service: %d", status)
	}
	s.clock.Advance(time.Minute)
	if status, _ := s.report(key, map[string]any{"idempotency_key": "k2", "calls": 1}); status != 201 {
		t.Errorf("a minute later: %d", status)
	}
}

func TestDemoData(t *testing.T) {
	t.Parallel()
	s := newAccountSite(t, storetest.Backends()[0], nil)
	s.seedUser("show@example.com", "correct horse", true)
	env := map[string]string{"DATABASE_URL": s.dbURL()}
	code, out, errOut := runLexa(t, env, "demo-data", "show@example.com")
	if code != 0 || !strings.Contains(out, "4 services, 240 daily reports added") {
		t.Fatalf("demo-data: %d %q %q", code, out, errOut)
	}
	if code, out, _ := runLexa(t, env, "demo-data", "show@example.com"); code != 0 || !strings.Contains(out, "0 daily reports added") {
		t.Errorf("a second run: %d %q", code, out)
	}
	if code, _, errOut := runLexa(t, env, "demo-data", "nobody@example.com"); code != 1 || !strings.Contains(errOut, "no account uses nobody@example.com") {
		t.Errorf("an unknown account: %d %q", code, errOut)
	}
	v := s.visitor("203.0.113.64")
	v.signIn("show@example.com", "correct horse")
	services := v.services()
	active := 0
	for _, svc := range services {
		if svc["status"] == "active" {
			active++
		}
	}
	_, summary := v.do("GET", "/api/metrics/summary", nil)
	if len(services) != 4 || active != 3 || summary["active_services"] != 3. || summary["total_calls"].(float64) < 1000 {
		t.Errorf("after demo-data: %d services (%d active), summary %v", len(services), active, summary)
	}
}

// A run on a later day writes the same reports for the days it shares with an earlier
// run, so it adds only the new day instead of clashing with the old ones.
func TestDemoDataOnALaterDayAddsOnlyTheNewDay(t *testing.T) {
	t.Parallel()
	s := newAccountSite(t, storetest.Backends()[0], nil)
	u := s.seedUser("later@example.com", "correct horse", true)
	ctx := context.Background()
	d := demoServices[0]
	svc, err := demoServiceOf(ctx, s.db, u.ID, d, nil)
	if err != nil {
		t.Fatal(err)
	}
	morning := time.Date(2026, 11, 24, 0, 7, 0, 0, time.UTC)
	if added, _, err := fillDemoUsage(ctx, s.db, u.ID, svc, d, morning); err != nil || added != demoDays {
		t.Fatalf("first run: %d %v", added, err)
	}
	if added, _, err := fillDemoUsage(ctx, s.db, u.ID, svc, d, morning.Add(10*time.Hour)); err != nil || added != 0 {
		t.Errorf("later the same day: %d %v", added, err)
	}
	if added, _, err := fillDemoUsage(ctx, s.db, u.ID, svc, d, morning.AddDate(0, 0, 1)); err != nil || added != 1 {
		t.Errorf("the next day: %d %v", added, err)
	}
}
