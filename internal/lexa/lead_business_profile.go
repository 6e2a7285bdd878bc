package lexa

import (
	"encoding/json"
	"slices"
	"strconv"
	"strings"
)

// BusinessLeadProfile is what a call-center service's owner says about their business so
// its inbox scores leads the way that business judges them (docs/api.md, "Lead profile";
// docs/decisions/0073-leads-scored-by-the-business.md): what it offers, where, what a
// customer is usually worth, what makes a lead urgent and what is never a lead. It also
// names the business on the public lead form and says whether that form asks for a
// company. Not to be confused with LeadProfile, which is what was read about one lead.
type BusinessLeadProfile struct {
	BusinessName  string     `json:"business_name"`
	Offer         string     `json:"offer"`
	ServiceArea   string     `json:"service_area"`
	TypicalValue  int64      `json:"typical_value"` // whole units of PlanCurrency; 0 when not said
	UrgentSignals []string   `json:"urgent_signals"`
	NotLeads      []string   `json:"not_leads"`
	FormFields    FormFields `json:"form_fields"`
}

// FormFields are the public lead form's choices.
type FormFields struct {
	Company string `json:"company"` // one of FormFieldChoices
}

// How the public lead form asks for a field.
const (
	FormFieldHidden   = "hidden"
	FormFieldOptional = "optional"
	FormFieldRequired = "required"
)

// FormFieldChoices are the valid values of a FormFields entry.
var FormFieldChoices = []string{FormFieldHidden, FormFieldOptional, FormFieldRequired}

// The limits of a lead profile.
const (
	MaxLeadProfilePhrases      = 20
	MaxLeadProfilePhraseLength = 60
	MaxTypicalLeadValue        = 10_000_000
)

// BusinessLeadProfileInput is a lead profile as the owner sends it; TypicalValue is read
// as written so that 1.5 or "abc" gets a field's error rather than a refused body.
type BusinessLeadProfileInput struct {
	BusinessName  string      `json:"business_name"`
	Offer         string      `json:"offer"`
	ServiceArea   string      `json:"service_area"`
	TypicalValue  json.Number `json:"typical_value"`
	UrgentSignals []string    `json:"urgent_signals"`
	NotLeads      []string    `json:"not_leads"`
	FormFields    FormFields  `json:"form_fields"`
}

// DefaultLeadProfile is the profile of a service whose owner has not written one: named
// after the service, with no offer, so every lead is scored by what it asks and how it
// can be reached (ScoreLeadForBusiness's general reading), and a form whose company is
// optional.
func DefaultLeadProfile(serviceName string) BusinessLeadProfile {
	return BusinessLeadProfile{BusinessName: serviceName, UrgentSignals: []string{}, NotLeads: []string{},
		FormFields: FormFields{Company: FormFieldOptional}}
}

// ParseBusinessLeadProfile sanitises and checks a lead profile, every field at once;
// blank phrases are dropped and repeated ones (case-blind) kept once.
func ParseBusinessLeadProfile(in BusinessLeadProfileInput) (BusinessLeadProfile, error) {
	p := BusinessLeadProfile{BusinessName: Sanitize(in.BusinessName), Offer: Sanitize(in.Offer),
		ServiceArea: Sanitize(in.ServiceArea), UrgentSignals: phraseList(in.UrgentSignals),
		NotLeads: phraseList(in.NotLeads), FormFields: FormFields{Company: strings.TrimSpace(in.FormFields.Company)}}
	f := fieldErrors{}
	if p.BusinessName == "" {
		f.add("business_name", "Give your business's name")
	}
	f.maxLen("business_name", p.BusinessName, 100, "The business name must be at most 100 characters")
	if p.Offer == "" {
		f.add("offer", "Say what you offer, in a few words")
	}
	f.maxLen("offer", p.Offer, 500, "What you offer must be at most 500 characters")
	f.maxLen("service_area", p.ServiceArea, 200, "The service area must be at most 200 characters")
	if in.TypicalValue != "" {
		v, err := strconv.ParseInt(string(in.TypicalValue), 10, 64)
		if err != nil || v < 0 || v > MaxTypicalLeadValue {
			f.add("typical_value", "Give the typical value as a whole number from 0 to 10,000,000")
		}
		p.TypicalValue = v
	}
	checkPhrases(f, "urgent_signals", p.UrgentSignals)
	checkPhrases(f, "not_leads", p.NotLeads)
	if p.FormFields.Company == "" {
		p.FormFields.Company = FormFieldOptional
	}
	if !slices.Contains(FormFieldChoices, p.FormFields.Company) {
		f.add("form_fields.company", "Choose hidden, optional or required")
	}
	return p, f.err()
}

func checkPhrases(f fieldErrors, field string, list []string) {
	if len(list) > MaxLeadProfilePhrases {
		f.add(field, "Give at most 20 phrases")
	}
	for _, s := range list {
		if textLength(s) > MaxLeadProfilePhraseLength {
			f.add(field, "Each phrase must be at most 60 characters")
		}
	}
}

// phraseList is list sanitised, without blanks and case-blind repeats, never nil.
func phraseList(list []string) []string {
	out, seen := []string{}, map[string]bool{}
	for _, s := range list {
		s = Sanitize(s)
		if key := strings.ToLower(s); s != "" && !seen[key] {
			seen[key] = true
			out = append(out, s)
		}
	}
	return out
}
