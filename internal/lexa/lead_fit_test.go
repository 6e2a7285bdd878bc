package lexa

import (
	"encoding/json"
	"slices"
	"strings"
	"testing"
)

var dentalProfile = BusinessLeadProfile{BusinessName: "Brightsmile Dental",
	Offer:       "Dental implants, cleanings, whitening and emergency dental care",
	ServiceArea: "Springfield and Shelbyville", TypicalValue: 3000, UrgentSignals: []string{"toothache", "swelling"},
	NotLeads: []string{"insurance sales"}, FormFields: FormFields{Company: FormFieldHidden}}

func fitOf(t *testing.T, l InboxLead, kind LeadKind, p BusinessLeadProfile) LeadFit {
	t.Helper()
	return ScoreLeadForBusiness(l, LeadReading{Kind: kind}, p)
}

func hasReason(fit LeadFit, part string) bool {
	return slices.ContainsFunc(fit.Reasons, func(r string) bool { return strings.Contains(r, part) })
}

func TestAPatientReadyToBookIsHot(t *testing.T) {
	l := InboxLead{Name: "Maria Lopez", Phone: "555-201-3344",
		Notes: "I need dental implants, two teeth. I can pay around $6,000. I live in Springfield. Can I book this week?"}
	fit := fitOf(t, l, LeadKindLead, dentalProfile)
	if fit.Score < HotLeadScore || fit.Kind != LeadKindLead {
		t.Fatalf("score %d kind %s, want hot: %q", fit.Score, fit.Kind, fit.Reasons)
	}
	for _, want := range []string{"Asks for Dental implants, which you offer (+20)", "Wants it soon: “this week” (+20)",
		"Mentions $6,000, at or above your typical $3,000 (+15)", "In your service area: Springfield (+5)",
		"Can be reached by phone: 555-201-3344 (+10)"} {
		if !slices.Contains(fit.Reasons, want) {
			t.Errorf("reasons %q lack %q", fit.Reasons, want)
		}
	}
	if want := "Call Maria Lopez back today on 555-201-3344."; fit.NextSteps[0] != want {
		t.Errorf("first step %q, want %q", fit.NextSteps[0], want)
	}
	if !strings.Contains(fit.Analysis(), "2. Offer the first free slot: they said “this week”.") {
		t.Errorf("analysis %q", fit.Analysis())
	}
	for _, step := range fit.NextSteps {
		if strings.Contains(strings.ToLower(step), "decision maker") || strings.Contains(step, "Lexa") || strings.Contains(step, " plans") {
			t.Errorf("a step from a sales playbook: %q", step)
		}
	}
	// Even without an amount, a patient ready to book this week who can be called is hot.
	l.Notes = "Hi, I'd like a cleaning. Can I come in this week?"
	if fit := fitOf(t, l, LeadKindLead, dentalProfile); fit.Score < HotLeadScore || !hasReason(fit, "cleanings") {
		t.Errorf("a cleaning this week: %d %q", fit.Score, fit.Reasons)
	}
}

func TestTheOwnersUrgentSignalsCount(t *testing.T) {
	l := InboxLead{Phone: "0612345678", Notes: "Terrible toothache since last night, can you see me?"}
	fit := fitOf(t, l, LeadKindLead, dentalProfile)
	if !hasReason(fit, "Says “toothache”, one of your urgent signals (+20)") {
		t.Errorf("reasons %q", fit.Reasons)
	}
}

func TestTheDefaultProfileStillScoresABuyerHot(t *testing.T) {
	l := InboxLead{Name: "Tom Baker", Company: "Acme Logistics",
		Notes: "I'm the VP of Operations. We have a budget of $50k and a timeline of Q3. Looking for an AI call center."}
	fit := fitOf(t, l, LeadKindLead, DefaultLeadProfile("Front desk leads"))
	if fit.Score < HotLeadScore {
		t.Fatalf("score %d, want hot: %q", fit.Score, fit.Reasons)
	}
	for _, want := range []string{"Can decide: “VP” (+10)", "Mentions an amount: $50,000 (+10)", "Gives a time: “timeline” (+10)"} {
		if !slices.Contains(fit.Reasons, want) {
			t.Errorf("reasons %q lack %q", fit.Reasons, want)
		}
	}
}

func TestNegatedMentionsDoNotCount(t *testing.T) {
	l := InboxLead{Notes: "I do NOT have a budget and I'm not the decision maker. I don't need implants, just browsing."}
	fit := fitOf(t, l, LeadKindLead, dentalProfile)
	for _, never := range []string{"budget", "decide", "Dental implants"} {
		if hasReason(fit, never) {
			t.Errorf("negated %q counted: %q", never, fit.Reasons)
		}
	}
	if fit.Score >= WarmLeadScore || !hasReason(fit, "Not ready yet") {
		t.Errorf("score %d %q, want cold and not ready", fit.Score, fit.Reasons)
	}
	if hasReason(fitOf(t, InboxLead{Notes: "We are building an MVP and need help."}, LeadKindLead, DefaultLeadProfile("x")), "decide") {
		t.Error("vp read inside MVP")
	}
}

func TestMessagesThatAreNoLeadsScoreBelowTwenty(t *testing.T) {
	pitch := fitOf(t, InboxLead{Notes: "We can get you on page one of Google. Book a call today!"}, LeadKindVendor, dentalProfile)
	applicant := fitOf(t, InboxLead{Notes: "I'd like to apply for the dental assistant job."}, LeadKindApplicant, dentalProfile)
	listed := fitOf(t, InboxLead{Phone: "555-0100", Notes: "Insurance sales: we need to talk today about your dental plan."},
		LeadKindLead, dentalProfile)
	for name, fit := range map[string]LeadFit{"pitch": pitch, "applicant": applicant, "listed": listed} {
		if fit.Score >= 20 || fit.Kind == LeadKindLead {
			t.Errorf("%s: score %d kind %s", name, fit.Score, fit.Kind)
		}
	}
	if listed.Kind != LeadKindOther || listed.Reasons[0] != "Matches “insurance sales”, which you listed as not a lead." {
		t.Errorf("listed: %s %q", listed.Kind, listed.Reasons)
	}
}

func TestAmountsAndPhonesAreReadAsWritten(t *testing.T) {
	for text, want := range map[string]int64{"around $6,000.": 6000, "$50k budget": 50000, "about 2500 dollars": 2500,
		"€6.000 max": 6000, "not $9,000 but $400": 400, "no amount": 0} {
		if got, _, _ := largestAmount(strings.ToLower(text)); got != want {
			t.Errorf("%q: %d, want %d", text, got, want)
		}
	}
	if _, _, usd := largestAmount("€6.000"); usd {
		t.Error("euros read as dollars")
	}
	for text, want := range map[string]string{"call 0612345678 please": "0612345678", "on 2026-12-01 at 10": "",
		"(555) 201-3344.": "(555) 201-3344", "two teeth": ""} {
		if _, got := CandidateContacts(text); got != want {
			t.Errorf("%q: %q, want %q", text, got, want)
		}
	}
}

func TestTheBestPartOfAnOffer(t *testing.T) {
	for lower, want := range map[string]string{"a dental cleaning please": "cleanings", "new implants": "Dental implants",
		"a haircut": "", "teeth whitening": "whitening"} {
		if got := bestPart(lower, dentalProfile.Offer); got != want {
			t.Errorf("%q: %q, want %q", lower, got, want)
		}
	}
}

func TestParseBusinessLeadProfile(t *testing.T) {
	p, err := ParseBusinessLeadProfile(BusinessLeadProfileInput{BusinessName: " Brightsmile ", Offer: "Implants",
		TypicalValue: "3000", UrgentSignals: []string{"Toothache", " ", "toothache", "swelling"}})
	if err != nil || p.BusinessName != "Brightsmile" || p.TypicalValue != 3000 || !slices.Equal(p.UrgentSignals, []string{"Toothache", "swelling"}) ||
		p.FormFields.Company != FormFieldOptional || p.NotLeads == nil {
		t.Fatalf("%+v %v", p, err)
	}
	_, err = ParseBusinessLeadProfile(BusinessLeadProfileInput{ServiceArea: strings.Repeat("a", 201), TypicalValue: "1.5",
		NotLeads: []string{strings.Repeat("b", 61)}, UrgentSignals: make21(), FormFields: FormFields{Company: "sometimes"}})
	e, _ := AsError(err)
	if e == nil {
		t.Fatal("no error")
	}
	for _, field := range []string{"business_name", "offer", "service_area", "typical_value", "urgent_signals", "not_leads", "form_fields.company"} {
		if e.Fields[field] == "" {
			t.Errorf("no error for %s: %v", field, e.Fields)
		}
	}
	for _, v := range []string{"-1", "10000001", "abc"} {
		if _, err := ParseBusinessLeadProfile(BusinessLeadProfileInput{BusinessName: "a", Offer: "b", TypicalValue: json.Number(v)}); err == nil {
			t.Errorf("typical value %s accepted", v)
		}
	}
}

func make21() []string {
	out := make([]string, 21)
	for i := range out {
		out[i] = "signal " + string(rune('a'+i))
	}
	return out
}
