package lexa

import (
	"cmp"
	"fmt"
	"slices"
	"strings"
)

// A customer's receptionist (issue 22) is a BusinessProfile they edit themselves, kept
// per voice-ai service. The demo's samples are the same shape; the customer's differs
// only in its id, which is always ReceptionistProfileID (the engines never show it).

// ReceptionistProfileID is the id every customer's profile carries.
const ReceptionistProfileID = "receptionist"

// maxSpansPerDay bounds one weekday's opening spans: a lunch break or two, not a timetable.
const maxSpansPerDay = 6

// StarterProfile is what a voice-ai service's receptionist knows before its owner saved a
// profile: the business's name (the account's company name, empty when it has none) and a
// greeting in that name, nothing it could state as a fact (no hours, services or numbers),
// so it does not pass Validate until filled in. The service's own name is the owner's
// label for it and never reaches a caller (decision 0065).
func StarterProfile(businessName string) BusinessProfile {
	return BusinessProfile{
		ID:       ReceptionistProfileID,
		Name:     businessName,
		Greeting: StarterGreeting(businessName),
		Tone:     "friendly",
		Timezone: "America/New_York",
		Services: []BusinessService{},
		FAQ:      []FAQEntry{},
		Booking:  BookingRules{SlotMinutes: 30, Collect: []string{"name", "phone"}, Mode: BookingModeRequest},
		Emergency: EmergencyRule{
			Triggers: []EmergencyTrigger{},
		},
	}
}

// StarterGreeting is the default greeting: "Thank you for calling Brightsmile Dental. How
// can I help you today?", without a name when the business has none yet.
func StarterGreeting(businessName string) string {
	if name := strings.TrimSpace(businessName); name != "" {
		return "Thank you for calling " + name + ". How can I help you today?"
	}
	return "Thank you for calling. How can I help you today?"
}

// ParseReceptionistProfile sanitises every text of a profile a customer submitted and
// validates it: the profile to store, or a validation error keyed by field path.
func ParseReceptionistProfile(p BusinessProfile) (BusinessProfile, error) {
	p.ID = ReceptionistProfileID
	p = p.sanitized()
	if err := p.Validate(); err != nil {
		return p, err
	}
	return p, nil
}

// sanitized is the profile with each free text through Sanitize and nil lists made
// empty, so the stored JSON reads the same whatever the client sent.
func (p BusinessProfile) sanitized() BusinessProfile {
	for _, s := range []*string{&p.Name, &p.Kind, &p.Greeting, &p.Address, &p.Phone, &p.Booking.Note,
		&p.Emergency.Message, &p.Emergency.Phone} {
		*s = Sanitize(*s)
	}
	p.Tone, p.Timezone = strings.TrimSpace(p.Tone), strings.TrimSpace(p.Timezone)
	p.Services = append([]BusinessService{}, p.Services...)
	for i := range p.Services {
		s := &p.Services[i]
		s.Name, s.PricePer, s.Keywords = Sanitize(s.Name), strings.TrimSpace(s.PricePer), sanitizeAll(s.Keywords)
	}
	p.FAQ = append([]FAQEntry{}, p.FAQ...)
	for i := range p.FAQ {
		f := &p.FAQ[i]
		f.Question, f.Answer, f.Keywords = Sanitize(f.Question), Sanitize(f.Answer), sanitizeAll(f.Keywords)
	}
	p.Emergency.Triggers = append([]EmergencyTrigger{}, p.Emergency.Triggers...)
	for i := range p.Emergency.Triggers {
		t := &p.Emergency.Triggers[i]
		t.Any, t.With, t.Message = sanitizeAll(t.Any), sanitizeAll(t.With), Sanitize(t.Message)
	}
	p.Booking.Collect = append([]string{}, p.Booking.Collect...)
	p.Booking.Mode = cmp.Or(strings.TrimSpace(p.Booking.Mode), BookingModeRequest)
	p.Booking.ClosedDates = slices.Clone(p.Booking.ClosedDates)
	for i := range p.Booking.ClosedDates {
		p.Booking.ClosedDates[i] = strings.TrimSpace(p.Booking.ClosedDates[i])
	}
	for _, day := range []*[]OpenSpan{&p.Hours.Monday, &p.Hours.Tuesday, &p.Hours.Wednesday, &p.Hours.Thursday,
		&p.Hours.Friday, &p.Hours.Saturday, &p.Hours.Sunday} {
		*day = append([]OpenSpan{}, *day...)
		for i := range *day {
			(*day)[i].Open, (*day)[i].Close = strings.TrimSpace((*day)[i].Open), strings.TrimSpace((*day)[i].Close)
		}
	}
	return p
}

func sanitizeAll(list []string) []string {
	out := make([]string, len(list))
	for i, s := range list {
		out[i] = Sanitize(s)
	}
	return out
}

// tooManySpans is the message of a weekday with more than maxSpansPerDay spans.
var tooManySpans = fmt.Sprintf("At most %d opening spans a day", maxSpansPerDay)

// The errors of the receptionist workspace.
var (
	ErrNoReceptionist = &Error{Code: ENotFound, Message: "This service has no receptionist."}
	ErrCallNotFound   = &Error{Code: ENotFound, Message: "Call not found."}
)
