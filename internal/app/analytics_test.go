package app

import (
	"fmt"
	"net/http"
	"net/url"
	"testing"
	"time"

	"lexa/internal/store/storetest"
)

// serviceSums is one service of GET /api/metrics/services: its type, and its sums in the
// current and the previous window.
type serviceSums struct {
	typ               string
	current, previous map[string]any
}

func (v *visitor) serviceMetrics(query string) (int, map[string]any, map[string]serviceSums) {
	v.s.t.Helper()
	res, resp := v.do("GET", "/api/metrics/services"+query, nil)
	out := map[string]serviceSums{}
	if list, ok := resp["services"].([]any); ok {
		for _, item := range list {
			m := item.(map[string]any)
			out[m["id"].(string)] = serviceSums{m["service_type"].(string), m["current"].(map[string]any), m["previous"].(map[string]any)}
		}
	}
	return res.StatusCode, resp, out
}

// Usage reports of two services of different types, in the current and the previous
// window, sum up per service; a report dated in the previous window moves only the
// previous sums; the user with a voice-ai service only sees nothing else.
func TestServiceMetricsAPI(t *testing.T) {
	t.Parallel()
	storetest.Each(t, func(t *testing.T, b storetest.Backend) {
		s := newAccountSite(t, b, nil)
		s.seedUser("mia@example.com", "correct horse", true)
		s.seedUser("vic@example.com", "correct horse", true)
		mia, vic := s.visitor("203.0.113.70"), s.visitor("203.0.113.71")
		mia.signIn("mia@example.com", "correct horse")
		vic.signIn("vic@example.com", "correct horse")
		voice := mia.newService("voice-ai", "Front desk")
		center := mia.newService("call-center", "Lead desk")
		vicVoice := vic.newService("voice-ai", "Vic's line")
		keys := map[string]string{}
		for v, id := range map[*visitor]string{mia: voice, vic: vicVoice} {
			v.setStatus(id, "active")
			keys[id] = v.newKey(id)
		}
		mia.setStatus(center, "active")
		keys[center] = mia.newKey(center)

		now := s.clock.Now()
		daysAgo := func(n int) string { return now.AddDate(0, 0, -n).UTC().Format(time.RFC3339) }
		sent := []struct {
			service string
			body    map[string]any
		}{
			{voice, map[string]any{"idempotency_key": "v1", "calls": 10, "revenue": 100, "minutes_saved": 40}},
			{voice, map[string]any{"idempotency_key": "v2", "calls": 5, "units": 4, "minutes_saved": 20, "occurred_at": daysAgo(6)}},
			{voice, map[string]any{"idempotency_key": "v3", "calls": 7, "minutes_saved": 28, "occurred_at": daysAgo(7)}}, // previous window
			{center, map[string]any{"idempotency_key": "c1", "calls": 1, "leads": 8, "revenue": 1234.56, "minutes_saved": 96, "occurred_at": daysAgo(1)}},
			{center, map[string]any{"idempotency_key": "c2", "leads": 3, "revenue": 10, "occurred_at": daysAgo(13)}},  // previous window
			{center, map[string]any{"idempotency_key": "c3", "leads": 50, "revenue": 50, "occurred_at": daysAgo(14)}}, // before it
			{vicVoice, map[string]any{"idempotency_key": "x1", "calls": 999}},
		}
		for _, r := range sent {
			if status, resp := s.report(keys[r.service], r.body); status != 201 {
				t.Fatalf("report %v: %d %v", r.body["idempotency_key"], status, resp)
			}
		}

		status, resp, got := mia.serviceMetrics("?days=7")
		if status != 200 || resp["days"] != 7. || len(got) != 2 {
			t.Fatalf("services metrics: %d %v", status, resp)
		}
		today := now.UTC().Format(time.DateOnly)
		if cur := resp["current"].(map[string]any); cur["to"] != today || cur["from"] != now.AddDate(0, 0, -6).UTC().Format(time.DateOnly) {
			t.Errorf("current window %v", cur)
		}
		want := map[string]serviceSums{
			voice: {"voice-ai", map[string]any{"calls": 15., "leads": 0., "revenue": 100., "units": 14., "minutes_saved": 60.},
				map[string]any{"calls": 7., "leads": 0., "revenue": 0., "units": 7., "minutes_saved": 28.}},
			center: {"call-center", map[string]any{"calls": 1., "leads": 8., "revenue": 1234.56, "units": 8., "minutes_saved": 96.},
				map[string]any{"calls": 0., "leads": 3., "revenue": 10., "units": 3., "minutes_saved": 0.}},
		}
		if fmt.Sprint(got) != fmt.Sprint(want) {
			t.Errorf("sums\n got %v\nwant %v", got, want)
		}

		// A report of a day in the previous window moves the previous sums only.
		if status, _ := s.report(keys[center], map[string]any{"idempotency_key": "c4", "leads": 2, "occurred_at": daysAgo(10)}); status != 201 {
			t.Fatal("late report refused")
		}
		_, _, after := mia.serviceMetrics("?days=7")
		if fmt.Sprint(after[center].current) != fmt.Sprint(want[center].current) || after[center].previous["leads"] != 5. {
			t.Errorf("after a late report: %v", after[center])
		}

		// Vic has only voice-ai: nothing else appears for him, and nothing of Mia's.
		_, _, his := vic.serviceMetrics("")
		if len(his) != 1 || his[vicVoice].typ != "voice-ai" || his[vicVoice].current["calls"] != 999. {
			t.Errorf("vic sees %v", his)
		}

		// The plan the return is weighed against: none yet, then the one subscribed to.
		if _, resp, _ := mia.serviceMetrics(""); resp["plan"] != nil || resp["days"] != 30. {
			t.Errorf("without a plan: %v", resp["plan"])
		}
		_, target := mia.checkout("test_price_enterprise_annual")
		if res, _ := mia.page("POST", target, url.Values{"price": {"test_price_enterprise_annual"}}); res.StatusCode != http.StatusSeeOther {
			t.Fatalf("subscribe: %d", res.StatusCode)
		}
		_, resp, _ = mia.serviceMetrics("")
		if plan, _ := resp["plan"].(map[string]any); fmt.Sprint(plan) != "map[amount:14990 id:enterprise interval:annual name:Enterprise]" {
			t.Errorf("on Enterprise, billed yearly: %v", resp["plan"])
		}

		for _, bad := range []string{"0", "366", "ten", "-1", "7.5"} {
			status, resp, _ := mia.serviceMetrics("?days=" + bad)
			if status != 400 || errorCode(resp) != "validation" || fieldsOf(resp)["days"] != "Days must be from 1 to 365" {
				t.Errorf("days=%s: %d %v", bad, status, resp)
			}
		}
		if status, _, _ := mia.serviceMetrics("?days=365"); status != 200 {
			t.Errorf("days=365: %d", status)
		}
		if res, _ := s.visitor("203.0.113.72").do("GET", "/api/metrics/services", nil); res.StatusCode != 401 {
			t.Errorf("signed out: %d", res.StatusCode)
		}
	})
}

// units and minutes_saved are whole numbers from 0 to 1,000,000; anything else is a
// 400 naming the field, and nothing is stored.
func TestUsageUnitsAreChecked(t *testing.T) {
	t.Parallel()
	s := newAccountSite(t, storetest.Backends()[0], nil)
	s.seedUser("uma@example.com", "correct horse", true)
	v := s.visitor("203.0.113.73")
	v.signIn("uma@example.com", "correct horse")
	id := v.newService("recruitment", "Hiring")
	v.setStatus(id, "active")
	key := v.newKey(id)
	for _, body := range []map[string]any{
		{"idempotency_key": "a", "units": -1},
		{"idempotency_key": "a", "units": 1.5},
		{"idempotency_key": "a", "units": 1000001},
		{"idempotency_key": "a", "minutes_saved": -5},
		{"idempotency_key": "a", "minutes_saved": 2e6},
	} {
		status, resp := s.report(key, body)
		field := "units"
		if _, ok := body["minutes_saved"]; ok {
			field = "minutes_saved"
		}
		if status != 400 || errorCode(resp) != "validation" || fieldsOf(resp)[field] == nil {
			t.Errorf("%v: %d %v", body, status, resp)
		}
	}
	// Not a number at all: the body does not fit the endpoint.
	if status, resp := s.report(key, map[string]any{"idempotency_key": "a", "units": "many"}); status != 400 || errorCode(resp) != "validation" {
		t.Errorf("units many: %d %v", status, resp)
	}
	if n := s.count(`SELECT COUNT(*) FROM usage_events`); n != 0 {
		t.Errorf("%d reports stored", n)
	}
	// A recruitment service counts the candidates a report names, and nothing for calls.
	if status, resp := s.report(key, map[string]any{"idempotency_key": "b", "calls": 4}); status != 201 || resp["usage_current"] != 0. {
		t.Errorf("calls only: %d %v", status, resp)
	}
	status, resp := s.report(key, map[string]any{"idempotency_key": "c", "units": 12, "minutes_saved": 240})
	usage, _ := resp["usage"].(map[string]any)
	if status != 201 || resp["usage_current"] != 12. || usage["units"] != 12. || usage["minutes_saved"] != 240. {
		t.Errorf("candidates screened: %d %v", status, resp)
	}
	if list := v.services(); list[0]["usage_current"] != 12. {
		t.Errorf("services list: %v", list)
	}
}

// The hourly cost the analytics value saved time at: $25 until set, 0 to 10,000 with
// cents; anything else is a 400 on hourly_cost and changes nothing.
func TestProfileHourlyCostAPI(t *testing.T) {
	t.Parallel()
	s := newAccountSite(t, storetest.Backends()[0], nil)
	s.seedUser("hal@example.com", "correct horse", true)
	v := s.visitor("203.0.113.74")
	v.signIn("hal@example.com", "correct horse")
	profile := func(resp map[string]any) map[string]any { p, _ := resp["profile"].(map[string]any); return p }
	if _, resp := v.do("GET", "/api/profile", nil); profile(resp)["hourly_cost"] != 25. {
		t.Errorf("default: %v", resp)
	}
	for _, bad := range []any{-1, 10000.01, 1.234, "abc", true} {
		res, resp := v.do("PATCH", "/api/profile", map[string]any{"hourly_cost": bad})
		if res.StatusCode != 400 || errorCode(resp) != "validation" {
			t.Errorf("hourly_cost %v: %d %v", bad, res.StatusCode, resp)
		}
	}
	for _, good := range []struct {
		in   any
		want float64
	}{{37.5, 37.5}, {0, 0}, {10000, 10000}} {
		res, resp := v.do("PATCH", "/api/profile", map[string]any{"hourly_cost": good.in})
		if res.StatusCode != 200 || profile(resp)["hourly_cost"] != good.want {
			t.Errorf("hourly_cost %v: %d %v", good.in, res.StatusCode, resp)
		}
	}
	if _, resp := v.do("GET", "/api/profile", nil); profile(resp)["hourly_cost"] != 10000. {
		t.Errorf("after the changes: %v", resp)
	}
}
