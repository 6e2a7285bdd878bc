package app

import (
	"bytes"
	"encoding/json"
	"net/http"
	"strings"
	"testing"
	"time"

	"lexa/internal/lexa"
	"lexa/internal/store/storetest"
)

// sampleProfile is a valid profile to save: the demo's dental clinic as JSON.
func sampleProfile(t *testing.T) map[string]any {
	t.Helper()
	p, _ := lexa.SampleBusiness("dental-clinic")
	raw, _ := json.Marshal(p)
	var out map[string]any
	_ = json.Unmarshal(raw, &out)
	return out
}

// postCall sends a call report with an API key.
func (v *visitor) postCall(secret string, body map[string]any) (*http.Response, map[string]any) {
	v.s.t.Helper()
	return v.do("POST", "/api/v1/calls", body, "Authorization", "Bearer "+secret)
}

// The receptionist's profile, on each database: a voice-ai service starts with a starter
// profile; a profile with overlapping or impossible hours is refused field by field and
// stores nothing; a valid one is stored sanitised; other types and other users' services
// are 404.
func TestReceptionistProfile(t *testing.T) {
	t.Parallel()
	storetest.Each(t, func(t *testing.T, b storetest.Backend) {
		s := newAccountSite(t, b, nil)
		s.seedUser("ann@example.com", "correct horse", true)
		s.seedUser("bob@example.com", "correct horse", true)
		ann, bob := s.visitor("203.0.113.70"), s.visitor("203.0.113.71")
		ann.signIn("ann@example.com", "correct horse")
		bob.signIn("bob@example.com", "correct horse")
		ann.subscribeTo("enterprise")
		voice := ann.activeService("voice-ai", "Front desk")
		hiring := ann.activeService("recruitment", "Hiring")
		path := "/api/services/" + voice + "/receptionist"

		res, resp := ann.do("GET", path, nil)
		p, _ := resp["profile"].(map[string]any)
		if res.StatusCode != 200 || resp["saved"] != false || p["name"] != "" || p["greeting"] != "Thank you for calling. How can I help you today?" {
			t.Fatalf("starter profile: %d %v", res.StatusCode, resp)
		}
		// With a company name on the account, the starter greets in the business's name,
		// never the service's (decision 0065).
		if res, resp := ann.do("PATCH", "/api/profile", map[string]any{"company_name": "Brightsmile Dental"}); res.StatusCode != 200 {
			t.Fatalf("company name: %d %v", res.StatusCode, resp)
		}
		_, resp = ann.do("GET", path, nil)
		if p, _ := resp["profile"].(map[string]any); p["name"] != "Brightsmile Dental" ||
			p["greeting"] != "Thank you for calling Brightsmile Dental. How can I help you today?" {
			t.Errorf("starter with a company name: %v", resp)
		}

		bad := sampleProfile(t)
		bad["hours"].(map[string]any)["monday"] = []any{
			map[string]any{"open": "08:00", "close": "12:00"}, map[string]any{"open": "11:00", "close": "17:00"}}
		bad["hours"].(map[string]any)["tuesday"] = []any{map[string]any{"open": "25:00", "close": "17:00"}}
		bad["hours"].(map[string]any)["wednesday"] = []any{map[string]any{"open": "17:00", "close": "09:00"}}
		res, resp = ann.do("PUT", path, bad)
		f := fieldsOf(resp)
		if res.StatusCode != 400 || f["hours.monday[1]"] == nil || f["hours.tuesday[0]"] == nil || f["hours.wednesday[0]"] == nil {
			t.Errorf("bad hours: %d %v", res.StatusCode, resp)
		}
		if n := s.count(`SELECT COUNT(*) FROM receptionist_profiles`); n != 0 {
			t.Errorf("a refused profile stored %d rows", n)
		}

		good := sampleProfile(t)
		good["greeting"] = "<b>Hello</b> from the clinic<script>alert(1)</script>"
		res, resp = ann.do("PUT", path, good)
		if res.StatusCode != 200 || resp["profile"].(map[string]any)["greeting"] != "Hello from the clinic" {
			t.Fatalf("save: %d %v", res.StatusCode, resp)
		}
		if res, resp := ann.do("GET", path, nil); res.StatusCode != 200 || resp["saved"] != true ||
			resp["profile"].(map[string]any)["name"] != "Brightsmile Family Dental" {
			t.Errorf("saved profile: %d %v", res.StatusCode, resp)
		}

		for _, tc := range []struct {
			who    *visitor
			path   string
			status int
		}{
			{bob, path, 404},
			{ann, "/api/services/" + hiring + "/receptionist", 404},
		} {
			if res, _ := tc.who.do("GET", tc.path, nil); res.StatusCode != tc.status {
				t.Errorf("GET %s: %d, want %d", tc.path, res.StatusCode, tc.status)
			}
			if res, _ := tc.who.do("PUT", tc.path, good); res.StatusCode != tc.status {
				t.Errorf("PUT %s: %d, want %d", tc.path, res.StatusCode, tc.status)
			}
		}

		// The console answers with the saved profile.
		res, body := ann.send("POST", path+"/chat", strings.NewReader(`{"messages":[{"role":"user","content":"When are you open on Saturday?"}]}`),
			"Content-Type", "application/json")
		if res.StatusCode != 200 || !strings.Contains(string(body), "data: [DONE]") {
			t.Errorf("console: %d %s", res.StatusCode, body)
		}
		if res, _ := bob.do("POST", path+"/chat", map[string]any{"messages": []any{map[string]any{"role": "user", "content": "hi"}}}); res.StatusCode != 404 {
			t.Errorf("Bob's console on Ann's service: %d", res.StatusCode)
		}
	})
}

// The calls API, on each database: validation by field, idempotent replays, a clash 409,
// another service type's key 401, a paused service 409, usage recorded once with the
// minutes rounded up, owner-only log and transcript, search and outcome filter.
func TestCallsAPI(t *testing.T) {
	t.Parallel()
	storetest.Each(t, func(t *testing.T, b storetest.Backend) {
		s := newAccountSite(t, b, nil)
		s.seedUser("ann@example.com", "correct horse", true)
		s.seedUser("bob@example.com", "correct horse", true)
		ann, bob := s.visitor("203.0.113.70"), s.visitor("203.0.113.71")
		ann.signIn("ann@example.com", "correct horse")
		bob.signIn("bob@example.com", "correct horse")
		ann.subscribeTo("enterprise")
		voice, key := ann.activeServiceWithKey("Front desk")
		content := ann.activeService("content-marketing", "Posts")
		contentKey := ann.newKey(content)
		started := s.clock.Now().Add(-time.Hour).UTC().Format(time.RFC3339)
		call := map[string]any{"idempotency_key": "c-1", "caller": "+1 555 010 2030", "started_at": started,
			"duration_seconds": 61, "outcome": "booked", "transcript": "Caller: I need a cleaning on Friday."}

		for _, tc := range []struct {
			name  string
			edit  func(map[string]any)
			field string
		}{
			{"outcome", func(m map[string]any) { m["outcome"] = "hung-up" }, "outcome"},
			{"transcript", func(m map[string]any) { m["transcript"] = strings.Repeat("a", 20_001) }, "transcript"},
			{"duration", func(m map[string]any) { m["duration_seconds"] = 86_401 }, "duration_seconds"},
			{"fraction", func(m map[string]any) { m["duration_seconds"] = 1.5 }, "duration_seconds"},
			{"started", func(m map[string]any) { m["started_at"] = "yesterday" }, "started_at"},
			{"future", func(m map[string]any) { m["started_at"] = s.clock.Now().Add(time.Hour).Format(time.RFC3339) }, "started_at"},
			{"caller", func(m map[string]any) { m["caller"] = "<b>x</b>" }, "caller"},
			{"key", func(m map[string]any) { m["idempotency_key"] = " " }, "idempotency_key"},
		} {
			body := map[string]any{}
			for k, v := range call {
				body[k] = v
			}
			tc.edit(body)
			if res, resp := ann.postCall(key, body); res.StatusCode != 400 || fieldsOf(resp)[tc.field] == nil {
				t.Errorf("%s: %d %v, want 400 with %s", tc.name, res.StatusCode, resp, tc.field)
			}
		}
		if res, resp := ann.postCall(contentKey, call); res.StatusCode != 401 || resp["error"].(map[string]any)["message"] != "Invalid API key." {
			t.Errorf("another service's key: %d %v", res.StatusCode, resp)
		}
		if n := s.count(`SELECT COUNT(*) FROM calls`) + s.count(`SELECT COUNT(*) FROM usage_events`); n != 0 {
			t.Fatalf("refused calls stored %d rows", n)
		}

		res, resp := ann.postCall(key, call)
		if res.StatusCode != 201 {
			t.Fatalf("call: %d %v", res.StatusCode, resp)
		}
		id := resp["call"].(map[string]any)["id"].(string)
		if res, resp := ann.postCall(key, call); res.StatusCode != 200 || resp["call"].(map[string]any)["id"] != id {
			t.Errorf("replay: %d %v", res.StatusCode, resp)
		}
		clash := map[string]any{}
		for k, v := range call {
			clash[k] = v
		}
		clash["outcome"] = "answered"
		if res, resp := ann.postCall(key, clash); res.StatusCode != 409 {
			t.Errorf("clash: %d %v", res.StatusCode, resp)
		}
		if n := s.count(`SELECT COUNT(*) FROM calls`); n != 1 {
			t.Errorf("%d calls stored, want 1", n)
		}
		if n := s.count(`SELECT COUNT(*) FROM usage_events WHERE service_id = ? AND calls = 1 AND units = 1 AND minutes_saved = 2`, voice); n != 1 {
			t.Errorf("%d usage rows of the call, want 1 (1 call, 2 minutes)", n)
		}

		missed := map[string]any{"idempotency_key": "c-2", "caller": "anonymous", "started_at": started, "duration_seconds": 0, "outcome": "missed"}
		if res, resp := ann.postCall(key, missed); res.StatusCode != 201 {
			t.Errorf("missed call: %d %v", res.StatusCode, resp)
		}

		// The log: newest first, searchable, filtered; each call opens with its transcript.
		list := func(v *visitor, query string) (int, []any) {
			res, resp := v.do("GET", "/api/services/"+voice+"/calls"+query, nil)
			calls, _ := resp["calls"].([]any)
			return res.StatusCode, calls
		}
		if code, calls := list(ann, ""); code != 200 || len(calls) != 2 {
			t.Errorf("log: %d %v", code, calls)
		}
		if code, calls := list(ann, "?q=CLEANING"); code != 200 || len(calls) != 1 || calls[0].(map[string]any)["id"] != id {
			t.Errorf("search: %d %v", code, calls)
		}
		if code, calls := list(ann, "?outcome=missed"); code != 200 || len(calls) != 1 || calls[0].(map[string]any)["caller"] != "anonymous" {
			t.Errorf("filter: %d %v", code, calls)
		}
		if code, _ := list(ann, "?outcome=hung-up"); code != 400 {
			t.Errorf("unknown outcome filter: %d", code)
		}
		if res, resp := ann.do("GET", "/api/services/"+voice+"/calls/"+id, nil); res.StatusCode != 200 ||
			resp["call"].(map[string]any)["transcript"] != call["transcript"] {
			t.Errorf("call: %d %v", res.StatusCode, resp)
		}
		if code, _ := list(bob, ""); code != 404 {
			t.Errorf("Bob reads Ann's log: %d", code)
		}
		if res, _ := bob.do("GET", "/api/services/"+voice+"/calls/"+id, nil); res.StatusCode != 404 {
			t.Errorf("Bob reads Ann's call: %d", res.StatusCode)
		}

		// Paused: nothing stored.
		if code := ann.setStatus(voice, "paused"); code != 200 {
			t.Fatalf("pause: %d", code)
		}
		paused := map[string]any{"idempotency_key": "c-3", "caller": "5550100", "started_at": started, "duration_seconds": 30, "outcome": "answered"}
		if res, resp := ann.postCall(key, paused); res.StatusCode != 409 {
			t.Errorf("paused: %d %v", res.StatusCode, resp)
		}
		if n := s.count(`SELECT COUNT(*) FROM calls`); n != 2 {
			t.Errorf("%d calls after the paused one, want 2", n)
		}
	})
}

// The public widget, on each database: not active before a profile is saved; its page
// carries its own CSP and may be framed; its chat answers, is limited per address and
// audited when blocked; a revoked link is 404 with the prescribed message.
func TestReceptionistWidget(t *testing.T) {
	t.Parallel()
	storetest.Each(t, func(t *testing.T, b storetest.Backend) {
		s := newAccountSite(t, b, nil)
		s.seedUser("ann@example.com", "correct horse", true)
		ann := s.visitor("203.0.113.70")
		ann.signIn("ann@example.com", "correct horse")
		ann.subscribeTo("enterprise")
		voice := ann.activeService("voice-ai", "Front desk")
		res, resp := ann.do("POST", "/api/services/"+voice+"/embeds", nil)
		if res.StatusCode != 201 {
			t.Fatalf("embed: %d %v", res.StatusCode, resp)
		}
		embed := resp["embed"].(map[string]any)
		page := "/r/" + embed["token"].(string)
		guest := s.visitor("198.51.100.20")

		if res, _ := guest.send("GET", page, nil); res.StatusCode != 404 {
			t.Errorf("page before a profile: %d", res.StatusCode)
		}
		if res, _ := ann.do("PUT", "/api/services/"+voice+"/receptionist", sampleProfile(t)); res.StatusCode != 200 {
			t.Fatalf("save profile: %d", res.StatusCode)
		}
		res, body := guest.send("GET", page, nil)
		csp := res.Header.Get("Content-Security-Policy")
		if res.StatusCode != 200 || !strings.Contains(string(body), "Brightsmile Family Dental") ||
			!strings.Contains(csp, "script-src 'self'") || !strings.Contains(csp, "frame-ancestors *") ||
			strings.Contains(csp, "unsafe-inline") || res.Header.Get("X-Frame-Options") != "" || strings.Contains(string(body), "<script>") {
			t.Errorf("page: %d %q %q", res.StatusCode, csp, body)
		}
		if res, body := guest.send("GET", page+"/widget.js", nil); res.StatusCode != 200 || !strings.Contains(string(body), "fetch(") {
			t.Errorf("widget.js: %d", res.StatusCode)
		}

		chat := func(v *visitor) (*http.Response, []byte) {
			return v.send("POST", page+"/chat", bytes.NewReader([]byte(`{"messages":[{"role":"user","content":"Are you open on Sunday?"}]}`)),
				"Content-Type", "application/json")
		}
		res, body = chat(guest)
		if res.StatusCode != 200 || !strings.Contains(string(body), "data: [DONE]") {
			t.Fatalf("chat: %d %s", res.StatusCode, body)
		}
		for i := 1; i < 30; i++ {
			if res, body := chat(guest); res.StatusCode != 200 {
				t.Fatalf("chat %d: %d %s", i+1, res.StatusCode, body)
			}
		}
		if res, _ := chat(guest); res.StatusCode != 429 || res.Header.Get("Retry-After") == "" {
			t.Errorf("31st chat: %d, want 429 with Retry-After", res.StatusCode)
		}
		if n := s.audits("widget_chat_blocked"); n != 1 {
			t.Errorf("%d widget_chat_blocked audits, want 1", n)
		}
		other := s.visitor("198.51.100.21") // another address still talks
		if res, _ := chat(other); res.StatusCode != 200 {
			t.Errorf("another address: %d", res.StatusCode)
		}

		if code := ann.setStatus(voice, "paused"); code != 200 {
			t.Fatalf("pause: %d", code)
		}
		if res, _ := chat(other); res.StatusCode != 409 {
			t.Errorf("paused service's chat: %d, want 409", res.StatusCode)
		}

		if res, _ := ann.do("DELETE", "/api/services/"+voice+"/embeds/"+embed["id"].(string), nil); res.StatusCode != 200 {
			t.Fatalf("revoke: %d", res.StatusCode)
		}
		if res, body := other.send("GET", page, nil); res.StatusCode != 404 || !strings.Contains(string(body), "This link is not active") {
			t.Errorf("revoked page: %d %s", res.StatusCode, body)
		}
		res, body = chat(other)
		if res.StatusCode != 404 || !strings.Contains(string(body), "This link is not active. Ask the business for a current one.") {
			t.Errorf("revoked chat: %d %s", res.StatusCode, body)
		}
	})
}
