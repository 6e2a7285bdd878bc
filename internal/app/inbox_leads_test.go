package app

import (
	"bytes"
	"encoding/json"
	"fmt"
	"net/http"
	"strings"
	"testing"
	"time"

	"lexa/internal/lexa"
	"lexa/internal/store/storetest"
	"lexa/internal/waittest"
)

// postLead sends a lead to POST /api/v1/leads with an API key, as a customer's CRM would.
func (s *accountSite) postLead(secret string, body any) (int, map[string]any) {
	s.t.Helper()
	v := s.visitor("198.51.100.8") // no cookies: the key is the only credential
	raw, _ := json.Marshal(body)
	headers := []string{"Content-Type", "application/json"}
	if secret != "" {
		headers = append(headers, "Authorization", "Bearer "+secret)
	}
	res, data := v.send("POST", "/api/v1/leads", bytes.NewReader(raw), headers...)
	var out map[string]any
	_ = json.Unmarshal(data, &out)
	return res.StatusCode, out
}

// scoredLead waits until a lead's scoring is over and returns it.
func (v *visitor) scoredLead(serviceID, leadID string) map[string]any {
	v.s.t.Helper()
	var l map[string]any
	waittest.Eventually(v.s.t, 30*time.Second, func() error {
		res, resp := v.do("GET", "/api/services/"+serviceID+"/leads/"+leadID, nil)
		if res.StatusCode != 200 {
			v.s.t.Fatalf("lead: %d %v", res.StatusCode, resp)
		}
		if l = resp["lead"].(map[string]any); l["scoring"] == "queued" {
			return fmt.Errorf("lead still queued: %v", l)
		}
		return nil
	})
	return l
}

// hotLeadNotes are hot by a service's default lead profile (decision 0073): a buyer who
// decides, asks for something, names a budget and a time.
const hotLeadNotes = "Dana is VP of Operations, looking for an answering service. Budget: $1,500 a month. Timeline: before March."

func TestLeadInboxAPI(t *testing.T) {
	t.Parallel()
	storetest.Each(t, func(t *testing.T, b storetest.Backend) {
		s := newAccountSite(t, b, nil)
		s.seedUser("lena@example.com", "correct horse", true)
		s.seedUser("otto@example.com", "correct horse", true)
		lena, otto := s.visitor("203.0.113.80"), s.visitor("203.0.113.81")
		lena.signIn("lena@example.com", "correct horse")
		otto.signIn("otto@example.com", "correct horse")
		lena.subscribeTo("enterprise")
		desk := lena.activeService("call-center", "Sales line")
		key := lena.newKey(desk)
		voiceKey := lena.newKey(lena.activeService("voice-ai", "Front desk"))
		leads := func() int { return s.count(`SELECT COUNT(*) FROM inbox_leads WHERE service_id = ?`, desk) }

		// Bad input: a clear 4xx, nothing stored.
		for _, c := range []struct {
			name   string
			secret string
			body   any
			status int
			field  string
			msg    string
		}{
			{"notes over the limit", key, map[string]any{"name": "Al", "notes": strings.Repeat("a", lexa.MaxLeadNotes+1)}, 400, "notes", "Notes must be at most 10,000 characters"},
			{"nobody to reach", key, map[string]any{"company": "Acme"}, 400, "name", "Give a name, an email address or a phone number"},
			{"bad e-mail", key, map[string]any{"email": "not-an-address"}, 400, "email", "Invalid email address"},
			{"unknown field", key, map[string]any{"name": "Al", "budget": 5}, 400, "", ""},
			{"no key", "", map[string]any{"name": "Al"}, 401, "", "Invalid API key."},
			{"another service's key", voiceKey, map[string]any{"name": "Al"}, 401, "", "Invalid API key."},
			{"a made-up key", "lexa_nope", map[string]any{"name": "Al"}, 401, "", "Invalid API key."},
		} {
			status, resp := s.postLead(c.secret, c.body)
			if status != c.status || (c.field != "" && fieldsOf(resp)[c.field] != c.msg) || (c.field == "" && c.msg != "" && errorMessage(resp) != c.msg) {
				t.Errorf("%s: %d %v", c.name, status, resp)
			}
		}
		// Exactly 10,000 characters of notes are fine.
		if status, resp := s.postLead(key, map[string]any{"name": "Long Notes", "notes": strings.Repeat("é", lexa.MaxLeadNotes)}); status != 201 {
			t.Fatalf("10,000 characters: %d %v", status, resp)
		}
		if n := leads(); n != 1 {
			t.Fatalf("%d leads stored after the refused ones, want 1", n)
		}

		// A lead arrives, is stored once under its idempotency key, and counts as usage once.
		hot := map[string]any{"name": "Dana Lee", "company": "Ridgeway Dental", "email": "dana@ridgeway.example",
			"phone": "(555) 201-4433", "source": "crm", "notes": hotLeadNotes, "idempotency_key": "crm-1"}
		s.clock.Advance(time.Second) // newest first needs distinct times
		status, resp := s.postLead(key, hot)
		if status != 201 {
			t.Fatalf("post lead: %d %v", status, resp)
		}
		lead := resp["lead"].(map[string]any)
		id := lead["id"].(string)
		if lead["scoring"] != "queued" || lead["stage"] != "new" || lead["source"] != "crm" || lead["idempotency_key"] != "crm-1" {
			t.Errorf("new lead: %v", lead)
		}
		if status, resp := s.postLead(key, hot); status != 200 || resp["lead"].(map[string]any)["id"] != id {
			t.Errorf("replay: %d %v", status, resp)
		}
		clash := map[string]any{"name": "Someone Else", "idempotency_key": "crm-1"}
		if status, resp := s.postLead(key, clash); status != 409 || errorMessage(resp) != "This idempotency_key was used for a different lead." {
			t.Errorf("clash: %d %v", status, resp)
		}
		if n := leads(); n != 2 {
			t.Errorf("%d leads, want 2", n)
		}
		if n := s.count(`SELECT COUNT(*) FROM usage_events WHERE service_id = ? AND idempotency_key = ?`, desk, "lead:"+id); n != 1 {
			t.Errorf("%d usage records of the lead, want 1", n)
		}
		for _, svc := range lena.services() {
			if svc["id"] == desk && svc["usage_current"] != float64(2) {
				t.Errorf("usage_current %v, want 2 leads handled", svc["usage_current"])
			}
		}

		// Scored by the engine, hot: the customer gets one mail with a link to the lead.
		scored := lena.scoredLead(desk, id)
		if scored["scoring"] != "scored" || scored["score"].(float64) < 80 || scored["temperature"] != "hot" ||
			len(scored["reasons"].([]any)) < 4 || scored["analysis"] == "" || scored["hot_notified_at"] == nil {
			t.Errorf("scored: %v", scored)
		}
		if p, _ := scored["profile"].(map[string]any); p["email"] != "dana@ridgeway.example" {
			t.Errorf("profile: %v", scored["profile"])
		}
		waitForMail(t, s.smtp, 1)
		mails := byRecipient(t, s.smtp.Messages(), "lena@example.com")
		if len(mails) != 1 || !strings.Contains(mails[0].Subject, "Hot lead: Dana Lee") ||
			!strings.Contains(mails[0].Text, "/dashboard/services/"+desk+"?lead="+id) || !strings.Contains(mails[0].Text, fmt.Sprintf("%v of 100", scored["score"])) {
			t.Fatalf("hot-lead mail: %+v", mails)
		}
		// A warm lead is scored without a mail.
		s.clock.Advance(time.Second)
		status, resp = s.postLead(key, map[string]any{"name": "Wes Warm", "notes": "We need a quote and have a budget for this.", "idempotency_key": "crm-2"})
		if status != 201 {
			t.Fatalf("warm lead: %d %v", status, resp)
		}
		warm := lena.scoredLead(desk, resp["lead"].(map[string]any)["id"].(string))
		if warm["score"] != float64(60) || warm["temperature"] != "warm" || warm["hot_notified_at"] != nil {
			t.Errorf("warm: %v", warm)
		}
		if n := s.count(`SELECT COUNT(*) FROM mail_outbox WHERE kind = 'hot_lead'`); n != 1 {
			t.Errorf("%d hot-lead mails queued, want 1", n)
		}

		// Another user sees none of it.
		for _, req := range [][2]string{{"GET", "/api/services/" + desk + "/leads"}, {"GET", "/api/services/" + desk + "/leads/" + id},
			{"PATCH", "/api/services/" + desk + "/leads/" + id}, {"DELETE", "/api/services/" + desk + "/leads/" + id}} {
			var body any
			if req[0] == "PATCH" {
				body = map[string]any{"stage": "lost"}
			}
			if res, resp := otto.do(req[0], req[1], body); res.StatusCode != 404 {
				t.Errorf("otto %s %s: %d %v", req[0], req[1], res.StatusCode, resp)
			}
		}

		// The pipeline: stages, and revenue only when won, recorded once.
		path := "/api/services/" + desk + "/leads/" + id
		for _, c := range []struct {
			body  map[string]any
			field string
		}{
			{map[string]any{"stage": "closed"}, "stage"},
			{map[string]any{"stage": "qualified", "revenue": 100}, "revenue"},
			{map[string]any{"stage": "won", "revenue": -1}, "revenue"},
			{map[string]any{"stage": "won", "revenue": 1.234}, "revenue"},
		} {
			if res, resp := lena.do("PATCH", path, c.body); res.StatusCode != 400 || fieldsOf(resp)[c.field] == nil {
				t.Errorf("%v: %d %v", c.body, res.StatusCode, resp)
			}
		}
		if res, resp := lena.do("PATCH", path, map[string]any{"stage": "contacted"}); res.StatusCode != 200 || resp["lead"].(map[string]any)["stage"] != "contacted" {
			t.Errorf("contacted: %d %v", res.StatusCode, resp)
		}
		res, resp := lena.do("PATCH", path, map[string]any{"stage": "won", "revenue": 1234.5})
		if res.StatusCode != 200 || resp["lead"].(map[string]any)["revenue"] != 1234.5 || resp["lead"].(map[string]any)["revenue_recorded_at"] == nil {
			t.Fatalf("won: %d %v", res.StatusCode, resp)
		}
		revenue := func() float64 {
			_, summary := lena.do("GET", "/api/metrics/summary", nil)
			return summary["total_revenue"].(float64)
		}
		if got := revenue(); got != 1234.5 {
			t.Errorf("total_revenue %v, want 1234.5", got)
		}
		if res, resp := lena.do("PATCH", path, map[string]any{"stage": "won", "revenue": 1234.5}); res.StatusCode != 200 {
			t.Errorf("won again: %d %v", res.StatusCode, resp)
		}
		if res, resp := lena.do("PATCH", path, map[string]any{"revenue": 99}); res.StatusCode != 409 {
			t.Errorf("another revenue: %d %v", res.StatusCode, resp)
		}
		if res, resp := lena.do("PATCH", path, map[string]any{"stage": "lost"}); res.StatusCode != 200 || resp["lead"].(map[string]any)["revenue"] != 1234.5 {
			t.Errorf("lost: %d %v", res.StatusCode, resp)
		}
		lena.do("PATCH", path, map[string]any{"stage": "won"})
		if got, n := revenue(), s.count(`SELECT COUNT(*) FROM usage_events WHERE idempotency_key = ?`, "lead-won:"+id); got != 1234.5 || n != 1 {
			t.Errorf("after lost and won again: revenue %v, %d records", got, n)
		}

		// The list: newest first, by stage, by search.
		list := func(query string) []any {
			res, resp := lena.do("GET", "/api/services/"+desk+"/leads"+query, nil)
			if res.StatusCode != 200 {
				t.Fatalf("list %s: %d %v", query, res.StatusCode, resp)
			}
			return resp["leads"].([]any)
		}
		if all := list(""); len(all) != 3 || all[0].(map[string]any)["name"] != "Wes Warm" {
			t.Errorf("all: %v", all)
		}
		if won := list("?stage=won"); len(won) != 1 || won[0].(map[string]any)["id"] != id {
			t.Errorf("won: %v", won)
		}
		if found := list("?q=RIDGEWAY"); len(found) != 1 {
			t.Errorf("search: %v", found)
		}
		if res, resp := lena.do("GET", "/api/services/"+desk+"/leads?stage=closed", nil); res.StatusCode != 400 {
			t.Errorf("bad stage filter: %d %v", res.StatusCode, resp)
		}

		// A paused service takes no lead.
		if code := lena.setStatus(desk, "paused"); code != 200 {
			t.Fatal(code)
		}
		if status, resp := s.postLead(key, map[string]any{"name": "Paula Paused", "idempotency_key": "crm-3"}); status != 409 ||
			errorMessage(resp) != lexa.ErrServicePaused.Message {
			t.Errorf("paused: %d %v", status, resp)
		}
		if n := leads(); n != 3 {
			t.Errorf("%d leads after the paused post, want 3", n)
		}

		// Deleting a lead keeps its usage.
		if res, _ := lena.do("DELETE", path, nil); res.StatusCode != http.StatusNoContent {
			t.Errorf("delete: %d", res.StatusCode)
		}
		if res, _ := lena.do("GET", path, nil); res.StatusCode != 404 {
			t.Errorf("deleted lead: %d", res.StatusCode)
		}
		if got := revenue(); got != 1234.5 {
			t.Errorf("revenue after the delete %v", got)
		}
	})
}
