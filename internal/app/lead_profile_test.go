package app

import (
	"net/url"
	"slices"
	"strings"
	"testing"

	"lexa/internal/mail/mailtest"
	"lexa/internal/store/storetest"
)

// dentalLeadProfile is the lead profile of a dental clinic, as its owner would write it.
var dentalLeadProfile = map[string]any{"business_name": "Brightsmile Dental",
	"offer":        "Dental implants, cleanings, whitening and emergency dental care",
	"service_area": "Springfield and Shelbyville", "typical_value": 3000,
	"urgent_signals": []string{"toothache", "swelling"}, "not_leads": []string{"insurance sales"},
	"form_fields": map[string]any{"company": "hidden"}}

// addLead adds a lead by hand as the signed-in owner and returns it once scored.
func (v *visitor) addLead(serviceID string, body map[string]any) map[string]any {
	v.s.t.Helper()
	res, resp := v.do("POST", "/api/services/"+serviceID+"/leads", body)
	if res.StatusCode != 201 {
		v.s.t.Fatalf("add lead: %d %v", res.StatusCode, resp)
	}
	return v.scoredLead(serviceID, resp["lead"].(map[string]any)["id"].(string))
}

func reasonsOf(l map[string]any) []string {
	var out []string
	for _, r := range l["reasons"].([]any) {
		out = append(out, r.(string))
	}
	return out
}

func TestLeadProfileScoresByTheBusiness(t *testing.T) {
	t.Parallel()
	storetest.Each(t, func(t *testing.T, b storetest.Backend) {
		s := newAccountSite(t, b, nil)
		s.seedUser("bea@example.com", "correct horse", true)
		s.seedUser("otto@example.com", "correct horse", true)
		bea, otto := s.visitor("203.0.113.120"), s.visitor("203.0.113.121")
		bea.signIn("bea@example.com", "correct horse")
		otto.signIn("otto@example.com", "correct horse")
		bea.subscribeTo("enterprise")
		desk := bea.activeService("call-center", "Front desk leads")
		path := "/api/services/" + desk + "/lead-profile"

		// Before the owner writes one: the default, named after the service.
		res, resp := bea.do("GET", path, nil)
		p, _ := resp["profile"].(map[string]any)
		if res.StatusCode != 200 || resp["saved"] != false || p["business_name"] != "Front desk leads" || p["offer"] != "" ||
			p["form_fields"].(map[string]any)["company"] != "optional" {
			t.Fatalf("default profile: %d %v", res.StatusCode, resp)
		}
		// With the default, a buyer who decides, has a budget and a timeline and asks is hot.
		buyer := bea.addLead(desk, map[string]any{"name": "Tom Baker", "company": "Acme Logistics",
			"notes": "I'm the VP of Operations, looking for an answering service. Budget: $50k. Timeline: Q3."})
		if buyer["temperature"] != "hot" {
			t.Errorf("a buyer with the default profile: %v %v", buyer["score"], buyer["reasons"])
		}

		// Bad profiles: 400 with every field's message, nothing stored.
		res, resp = bea.do("PUT", path, map[string]any{"business_name": "", "offer": strings.Repeat("o", 501),
			"service_area": strings.Repeat("a", 201), "typical_value": 2.5, "urgent_signals": []string{strings.Repeat("u", 61)},
			"not_leads": make([]string, 0), "form_fields": map[string]any{"company": "sometimes"}})
		fields := fieldsOf(resp)
		for _, f := range []string{"business_name", "offer", "service_area", "typical_value", "urgent_signals", "form_fields.company"} {
			if res.StatusCode != 400 || fields[f] == nil {
				t.Errorf("bad profile, field %s: %d %v", f, res.StatusCode, resp)
			}
		}
		if n := s.count(`SELECT COUNT(*) FROM lead_profiles`); n != 0 {
			t.Fatalf("%d profiles stored after a refused one", n)
		}
		// Another user can neither read nor write it.
		for _, m := range []string{"GET", "PUT"} {
			if res, resp := otto.do(m, path, dentalLeadProfile); res.StatusCode != 404 {
				t.Errorf("otto %s: %d %v", m, res.StatusCode, resp)
			}
		}

		res, resp = bea.do("PUT", path, dentalLeadProfile)
		if res.StatusCode != 200 || resp["saved"] != true || resp["profile"].(map[string]any)["typical_value"] != float64(3000) {
			t.Fatalf("save: %d %v", res.StatusCode, resp)
		}
		if _, resp := bea.do("GET", path, nil); resp["saved"] != true || resp["profile"].(map[string]any)["business_name"] != "Brightsmile Dental" {
			t.Errorf("read back: %v", resp)
		}

		// A patient ready to book this week is hot, in the clinic's own words, with a
		// business's next steps; the owner gets one mail.
		patient := bea.addLead(desk, map[string]any{"name": "Maria Lopez", "phone": "555-201-3344",
			"notes": "I need dental implants, two teeth. I can pay around $6,000. Can I book this week?"})
		reasons := reasonsOf(patient)
		if patient["temperature"] != "hot" || patient["kind"] != "lead" || !slices.Contains(reasons, "Asks for Dental implants, which you offer (+20)") ||
			!slices.Contains(reasons, "Mentions $6,000, at or above your typical $3,000 (+15)") {
			t.Errorf("patient: %v %v", patient["score"], reasons)
		}
		analysis, _ := patient["analysis"].(string)
		if !strings.Contains(analysis, "Call Maria Lopez back today on 555-201-3344.") || !strings.Contains(analysis, "Offer the first free slot") ||
			strings.Contains(strings.ToLower(analysis), "decision maker") {
			t.Errorf("patient's next steps: %q", analysis)
		}
		// A sales pitch, a job applicant and a listed non-lead score below 20.
		for _, notes := range []string{
			"Hello, we are an SEO agency and can get your clinic on page one of Google. Book a call with our team!",
			"Hi, I'd like to apply for the dental assistant position. My resume is attached.",
			"Insurance sales: can we talk about your practice's coverage this week?",
		} {
			l := bea.addLead(desk, map[string]any{"name": "Someone", "email": "someone@example.com", "notes": notes})
			if score, _ := l["score"].(float64); score >= 20 || l["kind"] == "lead" {
				t.Errorf("%q: %v %v %v", notes, l["score"], l["kind"], l["reasons"])
			}
		}
		// Negation is read: "I do NOT have a budget" is no budget.
		cold := bea.addLead(desk, map[string]any{"name": "Nora", "notes": "I do NOT have a budget and I'm just browsing."})
		if cold["temperature"] != "cold" || slices.ContainsFunc(reasonsOf(cold), func(r string) bool { return strings.Contains(r, "budget") }) {
			t.Errorf("negated budget: %v %v", cold["score"], cold["reasons"])
		}

		// The hot mails: one per hot lead (the buyer and the patient), each once.
		waitForMail(t, s.smtp, 2)
		mails := byRecipient(t, s.smtp.Messages(), "bea@example.com")
		hot := 0
		for _, m := range mails {
			if strings.HasPrefix(m.Subject, "Hot lead") {
				hot++
			}
		}
		if hot != 2 || s.count(`SELECT COUNT(*) FROM mail_outbox WHERE kind = 'hot_lead'`) != 2 {
			t.Errorf("%d hot-lead mails, want 2: %+v", hot, mails)
		}
		if !slices.ContainsFunc(mails, func(m mailtest.Mail) bool {
			return strings.Contains(m.Text, "1. Call Maria Lopez back today on 555-201-3344.")
		}) {
			t.Errorf("no mail with the patient's next steps: %+v", mails)
		}
	})
}

func TestAddLeadByHand(t *testing.T) {
	t.Parallel()
	storetest.Each(t, func(t *testing.T, b storetest.Backend) {
		s := newAccountSite(t, b, nil)
		s.seedUser("hal@example.com", "correct horse", true)
		s.seedUser("otto@example.com", "correct horse", true)
		hal, otto := s.visitor("203.0.113.122"), s.visitor("203.0.113.123")
		hal.signIn("hal@example.com", "correct horse")
		otto.signIn("otto@example.com", "correct horse")
		hal.subscribeTo("enterprise")
		desk := hal.activeService("call-center", "Walk-ins")
		voice := hal.activeService("voice-ai", "Front desk")
		path := "/api/services/" + desk + "/leads"
		leads := func() int { return s.count(`SELECT COUNT(*) FROM inbox_leads WHERE service_id = ?`, desk) }

		// The lead API's rules: a clear 400 by field, nothing stored.
		for _, c := range []struct {
			body  map[string]any
			field string
		}{
			{map[string]any{"company": "Acme"}, "name"},
			{map[string]any{"name": "Al", "email": "not-an-address"}, "email"},
			{map[string]any{"name": strings.Repeat("n", 101)}, "name"},
			{map[string]any{"name": "Al", "source": strings.Repeat("s", 61)}, "source"},
		} {
			if res, resp := hal.do("POST", path, c.body); res.StatusCode != 400 || fieldsOf(resp)[c.field] == nil {
				t.Errorf("%v: %d %v", c.body, res.StatusCode, resp)
			}
		}
		if res, resp := hal.do("POST", path, map[string]any{"name": "Al", "idempotency_key": "k"}); res.StatusCode != 400 {
			t.Errorf("an idempotency key by hand: %d %v", res.StatusCode, resp)
		}
		// Not another user's service, and not a service of another type.
		if res, resp := otto.do("POST", path, map[string]any{"name": "Al"}); res.StatusCode != 404 {
			t.Errorf("otto: %d %v", res.StatusCode, resp)
		}
		if res, resp := hal.do("POST", "/api/services/"+voice+"/leads", map[string]any{"name": "Al"}); res.StatusCode < 400 || res.StatusCode >= 500 {
			t.Errorf("a voice service: %d %v", res.StatusCode, resp)
		}
		if n := leads(); n != 0 {
			t.Fatalf("%d leads after refused ones", n)
		}

		// A good one: 201, source "manual", queued, then scored; counted as usage once.
		res, resp := hal.do("POST", path, map[string]any{"name": "Walk In", "phone": "555-0100", "notes": "Wants a quote today."})
		if res.StatusCode != 201 {
			t.Fatalf("add: %d %v", res.StatusCode, resp)
		}
		l := resp["lead"].(map[string]any)
		if l["source"] != "manual" || l["scoring"] != "queued" || l["idempotency_key"] != nil || l["stage"] != "new" {
			t.Errorf("added: %v", l)
		}
		if scored := hal.scoredLead(desk, l["id"].(string)); scored["scoring"] != "scored" || scored["score"] == nil {
			t.Errorf("scored: %v", scored)
		}
		if n := s.count(`SELECT COUNT(*) FROM usage_events WHERE service_id = ? AND idempotency_key = ?`, desk, "lead:"+l["id"].(string)); n != 1 {
			t.Errorf("%d usage records, want 1", n)
		}
		if res, resp := hal.do("POST", path, map[string]any{"name": "Phone Call", "source": "phone"}); res.StatusCode != 201 ||
			resp["lead"].(map[string]any)["source"] != "phone" {
			t.Errorf("own source: %d %v", res.StatusCode, resp)
		}
		// A paused service takes none.
		hal.setStatus(desk, "paused")
		if res, resp := hal.do("POST", path, map[string]any{"name": "Late"}); res.StatusCode != 409 {
			t.Errorf("paused: %d %v", res.StatusCode, resp)
		}
		if n := leads(); n != 2 {
			t.Errorf("%d leads, want 2", n)
		}
	})
}

func TestLeadFormShowsTheBusinessName(t *testing.T) {
	t.Parallel()
	storetest.Each(t, func(t *testing.T, b storetest.Backend) {
		s := newAccountSite(t, b, nil)
		s.seedUser("gus@example.com", "correct horse", true)
		gus := s.visitor("203.0.113.124")
		gus.signIn("gus@example.com", "correct horse")
		gus.subscribeTo("enterprise")
		desk := gus.activeService("call-center", "Web enquiries")
		res, resp := gus.do("POST", "/api/services/"+desk+"/embeds", nil)
		if res.StatusCode != 201 {
			t.Fatalf("form link: %d %v", res.StatusCode, resp)
		}
		path := "/f/" + resp["embed"].(map[string]any)["token"].(string)
		patient := s.visitor("2001:db8:7:8::1")

		// Until a profile exists: the service's name, company optional.
		_, page := patient.page("GET", path, nil)
		if !strings.Contains(page, "<h1>Web enquiries</h1>") || !strings.Contains(page, "Company (optional)") ||
			!strings.Contains(page, "<title>Get in touch | Web enquiries</title>") {
			t.Errorf("default form:\n%s", page)
		}

		// The clinic's name, and no company asked of a patient.
		if res, resp := gus.do("PUT", "/api/services/"+desk+"/lead-profile", dentalLeadProfile); res.StatusCode != 200 {
			t.Fatalf("save profile: %d %v", res.StatusCode, resp)
		}
		_, page = patient.page("GET", path, nil)
		if !strings.Contains(page, "<h1>Brightsmile Dental</h1>") || strings.Contains(page, `name="company"`) {
			t.Errorf("clinic's form:\n%s", page)
		}
		// A crafted post of the hidden field stores no company.
		res, _ = patient.page("POST", path, url.Values{"name": {"Pat"}, "company": {"Injected Inc"}, "phone": {"555-0101"}})
		if res.StatusCode != 303 || s.count(`SELECT COUNT(*) FROM inbox_leads WHERE service_id = ? AND company = ''`, desk) != 1 {
			t.Errorf("hidden company: %d", res.StatusCode)
		}

		// Required: the form says so and keeps what was typed.
		required := map[string]any{}
		for k, v := range dentalLeadProfile {
			required[k] = v
		}
		required["form_fields"] = map[string]any{"company": "required"}
		if res, resp := gus.do("PUT", "/api/services/"+desk+"/lead-profile", required); res.StatusCode != 200 {
			t.Fatalf("save profile: %d %v", res.StatusCode, resp)
		}
		res, page = patient.page("POST", path, url.Values{"name": {"Rob"}, "email": {"rob@shop.example"}})
		if res.StatusCode != 400 || !strings.Contains(page, "Give your company&#39;s name") || !strings.Contains(page, `value="Rob"`) {
			t.Errorf("required company: %d\n%s", res.StatusCode, page)
		}
		if n := s.count(`SELECT COUNT(*) FROM inbox_leads WHERE service_id = ?`, desk); n != 1 {
			t.Errorf("%d leads, want 1", n)
		}
	})
}
