package app

import (
	"testing"
	"time"

	"lexa/internal/store/storetest"
)

// An inbox lead's kind is read before it is scored: an opt-out that names every scoring
// signal still scores 0, is marked do-not-contact and mails nothing; a complaint scores
// below 20 and says why; a lead is scored by the rules with its kind (docs/api.md, "Lead
// inbox").
func TestLeadInboxReadsTheKindBeforeScoring(t *testing.T) {
	t.Parallel()
	storetest.Each(t, func(t *testing.T, b storetest.Backend) {
		s := newAccountSite(t, b, nil)
		s.seedUser("kira@example.com", "correct horse", true)
		kira := s.visitor("203.0.113.90")
		kira.signIn("kira@example.com", "correct horse")
		kira.subscribeTo("enterprise")
		desk := kira.activeService("call-center", "Sales line")
		key := kira.newKey(desk)

		post := func(name, notes string) map[string]any {
			t.Helper()
			s.clock.Advance(time.Second)
			status, resp := s.postLead(key, map[string]any{"name": name, "email": name + "@example.com", "notes": notes})
			if status != 201 {
				t.Fatalf("post %s: %d %v", name, status, resp)
			}
			return kira.scoredLead(desk, resp["lead"].(map[string]any)["id"].(string))
		}
		optOut := post("olga", hotLeadNotes+" Do not call this number again.")
		if optOut["kind"] != "opt_out" || optOut["do_not_contact"] != true || optOut["score"] != float64(0) ||
			optOut["temperature"] != "cold" || optOut["hot_notified_at"] != nil {
			t.Errorf("opt-out: %v", optOut)
		}
		if r, _ := optOut["reasons"].([]any); len(r) != 1 || r[0] != "This is an opt-out: do not contact this person." {
			t.Errorf("opt-out reasons: %v", optOut["reasons"])
		}
		if p, _ := optOut["profile"].(map[string]any); p["budget"] != "" || p["email"] != "olga@example.com" {
			t.Errorf("an opt-out's profile has no sales reading, only who it is: %v", optOut["profile"])
		}
		complaint := post("carl", "Your technician came out twice and the AC is still broken. I want a refund.")
		if complaint["kind"] != "complaint" || complaint["do_not_contact"] != false || complaint["score"] != float64(10) {
			t.Errorf("complaint: %v", complaint)
		}
		lead := post("dana", hotLeadNotes)
		if lead["kind"] != "lead" || lead["do_not_contact"] != false || lead["temperature"] != "hot" || lead["hot_notified_at"] == nil {
			t.Errorf("lead: %v", lead)
		}
		if n := s.count(`SELECT COUNT(*) FROM mail_outbox WHERE kind = 'hot_lead'`); n != 1 {
			t.Errorf("%d hot-lead mails queued, want 1 (the lead's, not the opt-out's)", n)
		}
	})
}

// The lead scorer's answer carries the kind beside the profile: the page scores only a
// lead by the rules.
func TestLeadScorerAnswersTheKind(t *testing.T) {
	t.Parallel()
	s := newAccountSite(t, storetest.Backends()[0], nil)
	for _, c := range []struct {
		lead, kind, budget string
	}{
		{"Do not call this number again. Budget approved, VP of Sales.", "opt_out", ""},
		{"Hi, I'd like to apply for the receptionist position. My resume is attached.", "applicant", ""},
		{"Name: Dana Lee\nPosition: VP Operations\nBudget: $40k\nTimeline: this quarter", "lead", "$40k"},
		{"Soy la dueña de Panadería Sol. Tenemos un presupuesto de 2.000 € al mes y queremos empezar en marzo.", "lead", "2.000 € a month"},
	} {
		res, resp := s.demo("203.0.113.29", "/api/ai/callcenter", map[string]string{"leadData": c.lead})
		profile, _ := resp["profile"].(map[string]any)
		if res.StatusCode != 200 || resp["kind"] != c.kind || profile["budget"] != c.budget {
			t.Errorf("%q: %d kind %v, profile %v", c.lead, res.StatusCode, resp["kind"], profile)
		}
	}
}
