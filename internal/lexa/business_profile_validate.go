package lexa

import (
	"fmt"
	"regexp"
	"slices"
	"strings"
	"time"
	"unicode"
)

// The limits of a business profile: generous for a real business, small enough that a
// model's instructions built from one stay short.
const (
	maxProfileName     = 100
	maxProfileText     = 500 // greeting, emergency message, booking note
	maxProfileAnswer   = 1000
	maxProfileAddress  = 200
	maxProfileServices = 50
	maxProfileFAQ      = 50
	maxProfileTriggers = 50
	maxProfilePhrases  = 30
	maxProfilePhrase   = 60
	maxServicePrice    = 100_000_000 // $1,000,000 in cents
	maxLeadTimeHours   = 24 * 30
	maxClosedDates     = 366 // a year of days, listed one by one
)

var (
	profileIDPattern = regexp.MustCompile(`^[a-z0-9]+(?:-[a-z0-9]+)*$`)
	pricePerPattern  = regexp.MustCompile(`^[a-z]+(?: [a-z]+)?$`)
)

// Validate checks every field and returns all problems at once, as a validation error
// whose Fields are keyed by the field's JSON path ("services[2].price_cents"), or nil.
func (p BusinessProfile) Validate() error {
	v := profileErrors{}
	if len(p.ID) > 60 || !profileIDPattern.MatchString(p.ID) {
		v.add("id", "Use lower-case letters, digits and hyphens, e.g. dental-clinic")
	}
	v.text("name", p.Name, maxProfileName)
	v.text("kind", p.Kind, maxProfileName)
	v.text("greeting", p.Greeting, maxProfileText)
	if !slices.Contains(Tones, p.Tone) {
		v.add("tone", "Choose one of "+strings.Join(Tones, ", "))
	}
	if _, err := time.LoadLocation(p.Timezone); err != nil || p.Timezone == "" || p.Timezone == "Local" {
		v.add("timezone", "Use a time zone name such as America/New_York")
	}
	v.text("address", p.Address, maxProfileAddress)
	v.phone("phone", p.Phone)
	v.hours(p.Hours)
	v.services(p.Services)
	v.faq(p.FAQ)
	v.booking(p.Booking)
	v.emergency(p.Emergency)
	if len(v) == 0 {
		return nil
	}
	return &Error{Code: EInvalid, Message: "Some fields contain invalid data.", Fields: v}
}

// profileErrors collects the problems by field path; the first problem of a field stays.
type profileErrors map[string]string

func (v profileErrors) add(field, message string) {
	if _, seen := v[field]; !seen {
		v[field] = message
	}
}

// text wants 1 to max characters that are not all spaces.
func (v profileErrors) text(field, s string, max int) {
	switch {
	case strings.TrimSpace(s) == "":
		v.add(field, "Required")
	case textLength(s) > max:
		v.add(field, fmt.Sprintf("At most %s characters", FormatCount(int64(max))))
	}
}

// phone wants a number a caller can dial: at least 7 digits in at most 40 characters.
func (v profileErrors) phone(field, s string) {
	digits := 0
	for _, r := range s {
		if unicode.IsDigit(r) {
			digits++
		}
	}
	if digits < 7 || len(s) > 40 {
		v.add(field, "Enter a phone number")
	}
}

// phrases wants 1 to maxProfilePhrases words or phrases of letters or digits.
func (v profileErrors) phrases(field string, list []string, required bool) {
	if len(list) == 0 && required {
		v.add(field, "Add at least one word or phrase")
	}
	if len(list) > maxProfilePhrases {
		v.add(field, fmt.Sprintf("At most %d words or phrases", maxProfilePhrases))
	}
	for i, s := range list {
		if !strings.ContainsFunc(s, func(r rune) bool { return unicode.IsLetter(r) || unicode.IsDigit(r) }) || textLength(s) > maxProfilePhrase {
			v.add(fmt.Sprintf("%s[%d]", field, i), fmt.Sprintf("A word or phrase of at most %d characters", maxProfilePhrase))
		}
	}
}

func (v profileErrors) hours(h WeeklyHours) {
	open := false
	for _, d := range []time.Weekday{time.Monday, time.Tuesday, time.Wednesday, time.Thursday, time.Friday, time.Saturday, time.Sunday} {
		day := "hours." + strings.ToLower(d.String())
		last := -1
		if len(h.Day(d)) > maxSpansPerDay {
			v.add(day, tooManySpans)
		}
		for i, s := range h.Day(d) {
			from, to, ok := s.Minutes()
			switch {
			case !ok:
				v.add(fmt.Sprintf("%s[%d]", day, i), "Use 24-hour times, opening before closing: 08:00 to 17:30")
			case from <= last:
				v.add(fmt.Sprintf("%s[%d]", day, i), "Spans must be in order and must not overlap")
			default:
				last, open = to, true
			}
		}
	}
	if !open {
		v.add("hours", "Open on at least one day")
	}
}

func (v profileErrors) services(list []BusinessService) {
	if len(list) == 0 || len(list) > maxProfileServices {
		v.add("services", fmt.Sprintf("Add 1 to %d services", maxProfileServices))
	}
	names := map[string]bool{}
	for i, s := range list {
		at := fmt.Sprintf("services[%d]", i)
		v.text(at+".name", s.Name, maxProfileName)
		if key := strings.ToLower(strings.TrimSpace(s.Name)); names[key] {
			v.add(at+".name", "Another service has this name")
		} else {
			names[key] = true
		}
		v.phrases(at+".keywords", s.Keywords, true)
		if s.PriceCents < 0 || s.PriceCents > maxServicePrice {
			v.add(at+".price_cents", "A price from $0 to $1,000,000, in cents")
		}
		if s.PricePer != "" && !pricePerPattern.MatchString(s.PricePer) {
			v.add(at+".price_per", "One or two lower-case words, such as hour")
		}
		if s.DurationMinutes < 5 || s.DurationMinutes > 24*60 || s.DurationMinutes%5 != 0 {
			v.add(at+".duration_minutes", "Minutes from 5 to 1,440, in steps of 5")
		}
	}
}

func (v profileErrors) faq(list []FAQEntry) {
	if len(list) > maxProfileFAQ {
		v.add("faq", fmt.Sprintf("At most %d entries", maxProfileFAQ))
	}
	for i, f := range list {
		at := fmt.Sprintf("faq[%d]", i)
		v.text(at+".question", f.Question, maxProfileText)
		v.phrases(at+".keywords", f.Keywords, true)
		v.text(at+".answer", f.Answer, maxProfileAnswer)
	}
}

func (v profileErrors) booking(b BookingRules) {
	if b.LeadTimeHours < 0 || b.LeadTimeHours > maxLeadTimeHours {
		v.add("booking.lead_time_hours", fmt.Sprintf("Hours from 0 to %d", maxLeadTimeHours))
	}
	if b.SlotMinutes < 5 || b.SlotMinutes > 8*60 || b.SlotMinutes%5 != 0 {
		v.add("booking.slot_minutes", "Minutes from 5 to 480, in steps of 5")
	}
	seen := map[string]bool{}
	for i, c := range b.Collect {
		if !slices.Contains(BookingDetails, c) || seen[c] {
			v.add(fmt.Sprintf("booking.collect[%d]", i), "Each of "+strings.Join(BookingDetails, ", ")+" at most once")
		}
		seen[c] = true
	}
	if b.Note != "" {
		v.text("booking.note", b.Note, maxProfileText)
	}
	if b.Mode != "" && !slices.Contains(BookingModes, b.Mode) {
		v.add("booking.mode", "Choose request or confirm")
	}
	if len(b.ClosedDates) > maxClosedDates {
		v.add("booking.closed_dates", fmt.Sprintf("At most %d dates", maxClosedDates))
	}
	dates := map[string]bool{}
	for i, d := range b.ClosedDates {
		at := fmt.Sprintf("booking.closed_dates[%d]", i)
		if parsed, err := time.Parse(time.DateOnly, d); err != nil || parsed.Format(time.DateOnly) != d {
			v.add(at, "Use a date such as 2026-12-24")
		} else if dates[d] {
			v.add(at, "Each date at most once")
		}
		dates[d] = true
	}
}

func (v profileErrors) emergency(e EmergencyRule) {
	if len(e.Triggers) == 0 || len(e.Triggers) > maxProfileTriggers {
		v.add("emergency.triggers", fmt.Sprintf("Add 1 to %d triggers", maxProfileTriggers))
	}
	for i, t := range e.Triggers {
		at := fmt.Sprintf("emergency.triggers[%d]", i)
		v.phrases(at+".any", t.Any, true)
		v.phrases(at+".with", t.With, false)
		if t.Message != "" {
			v.text(at+".message", t.Message, maxProfileText)
		}
	}
	v.text("emergency.message", e.Message, maxProfileText)
	v.phone("emergency.phone", e.Phone)
}
