package app

import (
	"fmt"
	"net/url"
	"strings"
	"testing"

	"lexa/internal/lexa"
	"lexa/internal/store/storetest"
)

func TestLeadForm(t *testing.T) {
	t.Parallel()
	storetest.Each(t, func(t *testing.T, b storetest.Backend) {
		s := newAccountSite(t, b, nil)
		s.seedUser("fiona@example.com", "correct horse", true)
		fiona := s.visitor("203.0.113.90")
		fiona.signIn("fiona@example.com", "correct horse")
		fiona.subscribeTo("enterprise")
		desk := fiona.activeService("call-center", "Inbound")
		res, resp := fiona.do("POST", "/api/services/"+desk+"/embeds", nil)
		if res.StatusCode != 201 {
			t.Fatalf("create form link: %d %v", res.StatusCode, resp)
		}
		embed := resp["embed"].(map[string]any)
		token := embed["token"].(string)
		if !strings.HasSuffix(embed["url"].(string), "/f/"+token) {
			t.Errorf("url %v", embed["url"])
		}
		path := "/f/" + token
		leads := func() int { return s.count(`SELECT COUNT(*) FROM inbox_leads WHERE service_id = ?`, desk) }
		visitor := s.visitor("2001:db8:5:6::1")

		// The page: a plain form any site may frame, posting only to itself.
		res, page := visitor.page("GET", path, nil)
		csp := res.Header.Get("Content-Security-Policy")
		if res.StatusCode != 200 || !strings.Contains(page, `<form method="post" action="`+path+`"`) ||
			!strings.Contains(csp, "frame-ancestors *") || !strings.Contains(csp, "form-action 'self'") ||
			!strings.Contains(csp, "default-src 'none'") || strings.Contains(csp, "script-src") || res.Header.Get("X-Frame-Options") != "" {
			t.Fatalf("form page: %d CSP %q XFO %q\n%s", res.StatusCode, csp, res.Header.Get("X-Frame-Options"), page)
		}

		// Bad fields: the page again with the messages and what was typed, nothing stored.
		res, page = visitor.page("POST", path, url.Values{"company": {"Acme <b>Bakery</b>"}, "notes": {"Call me"}})
		if res.StatusCode != 400 || !strings.Contains(page, "Give a name, an email address or a phone number") ||
			!strings.Contains(page, `value="Acme &lt;b&gt;Bakery&lt;/b&gt;"`) || !strings.Contains(page, `aria-invalid="true"`) {
			t.Errorf("invalid form: %d\n%s", res.StatusCode, page)
		}
		if n := leads(); n != 0 {
			t.Fatalf("%d leads after an invalid form", n)
		}

		// A good one is stored with source "form", scored like any lead, and counted.
		res, _ = visitor.page("POST", path, url.Values{"name": {"Ivy Form"}, "email": {"ivy@shop.example"},
			"notes": {"Our director wants this live; budget approved, timeline is next month."}})
		if res.StatusCode != 303 || res.Header.Get("Location") != path+"?sent=1" {
			t.Fatalf("submit: %d %v", res.StatusCode, res.Header)
		}
		if _, page := visitor.page("GET", path+"?sent=1", nil); !strings.Contains(page, "Thank you") {
			t.Errorf("thank-you page: %s", page)
		}
		var id string
		for _, l := range mustList(t, fiona, desk) {
			id = l["id"].(string)
			if l["source"] != "form" || l["name"] != "Ivy Form" || l["idempotency_key"] != nil {
				t.Errorf("form lead: %v", l)
			}
		}
		if scored := fiona.scoredLead(desk, id); scored["temperature"] != "hot" {
			t.Errorf("scored: %v", scored)
		}
		if n := s.count(`SELECT COUNT(*) FROM usage_events WHERE idempotency_key = ?`, "lead:"+id); n != 1 {
			t.Errorf("%d usage records", n)
		}

		// 5 posts per address per 15 minutes, an IPv6 address counted by its /64; the 6th
		// is refused, audited, and stores nothing.
		for i := 3; i <= 5; i++ {
			other := s.visitor(fmt.Sprintf("2001:db8:5:6::%x", i))
			if res, _ := other.page("POST", path, url.Values{"name": {fmt.Sprintf("Person %d", i)}}); res.StatusCode != 303 {
				t.Fatalf("post %d: %d", i, res.StatusCode)
			}
		}
		before := leads()
		res, page = s.visitor("2001:db8:5:6:ffff::1").page("POST", path, url.Values{"name": {"One Too Many"}})
		if res.StatusCode != 429 || res.Header.Get("Retry-After") == "" || !strings.Contains(page, "Too many messages") {
			t.Errorf("6th post: %d %v\n%s", res.StatusCode, res.Header, page)
		}
		if n := s.audits("lead_form_blocked"); n != 1 {
			t.Errorf("%d lead_form_blocked audits, want 1", n)
		}
		if n := leads(); n != before {
			t.Errorf("the blocked post stored a lead: %d, want %d", n, before)
		}
		if res, _ := s.visitor("2001:db8:5:7::1").page("POST", path, url.Values{"name": {"Next Network"}}); res.StatusCode != 303 {
			t.Errorf("another /64: %d", res.StatusCode)
		}

		// A paused service's form takes nothing.
		fiona.setStatus(desk, "paused")
		if res, page := s.visitor("203.0.113.91").page("POST", path, url.Values{"name": {"Paused"}}); res.StatusCode != 409 || !strings.Contains(page, "not taking messages") {
			t.Errorf("paused: %d %s", res.StatusCode, page)
		}
		fiona.setStatus(desk, "active")

		// A revoked or unknown token: 404 with the words the embeds API promises.
		if res, resp := fiona.do("DELETE", "/api/services/"+desk+"/embeds/"+embed["id"].(string), nil); res.StatusCode != 200 {
			t.Fatalf("revoke: %d %v", res.StatusCode, resp)
		}
		before = leads()
		for _, c := range []struct{ method, path string }{{"GET", path}, {"POST", path}, {"GET", "/f/not-a-token"}, {"POST", "/f/not-a-token"}} {
			var form url.Values
			if c.method == "POST" {
				form = url.Values{"name": {"Too Late"}}
			}
			res, page := s.visitor("203.0.113.92").page(c.method, c.path, form)
			if res.StatusCode != 404 || !strings.Contains(page, lexa.ErrEmbedNotFound.Message) {
				t.Errorf("%s %s: %d %s", c.method, c.path, res.StatusCode, page)
			}
		}
		if n := leads(); n != before {
			t.Errorf("a revoked link stored a lead")
		}
	})
}

// mustList is the service's leads.
func mustList(t *testing.T, v *visitor, serviceID string) []map[string]any {
	t.Helper()
	res, resp := v.do("GET", "/api/services/"+serviceID+"/leads", nil)
	if res.StatusCode != 200 {
		t.Fatalf("leads: %d %v", res.StatusCode, resp)
	}
	var out []map[string]any
	for _, l := range resp["leads"].([]any) {
		out = append(out, l.(map[string]any))
	}
	return out
}
