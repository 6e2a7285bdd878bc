package lexa

import (
	"slices"
	"strconv"
	"strings"
	"time"
)

// BusinessProfile is what a voice receptionist knows about the business it answers for:
// who it is, when it is open, what it sells at what price, how it books, and what counts
// as an emergency. It is data, not code: the demo plays three samples
// (SampleBusinesses), and a customer will configure their own receptionist in this shape
// (issue 22), so every field is plain JSON and Validate says what is wrong field by field.
type BusinessProfile struct {
	ID       string `json:"id"`       // lower-case words with hyphens: "dental-clinic"
	Name     string `json:"name"`     // "Brightsmile Family Dental"
	Kind     string `json:"kind"`     // what it is, in a few words: "Family dental clinic"
	Greeting string `json:"greeting"` // the first thing the receptionist says
	Tone     string `json:"tone"`     // one of Tones
	Timezone string `json:"timezone"` // IANA name: hours and booking times are local to it
	Address  string `json:"address"`
	Phone    string `json:"phone"` // the front desk

	Hours     WeeklyHours       `json:"hours"`
	Services  []BusinessService `json:"services"`
	FAQ       []FAQEntry        `json:"faq"`
	Booking   BookingRules      `json:"booking"`
	Emergency EmergencyRule     `json:"emergency"`
}

// Tones are the ways a receptionist may speak; the model is told the tone, the built-in
// engine picks its small words by it ("Sure!" or "Certainly.").
var Tones = []string{"friendly", "warm", "professional"}

// WeeklyHours are the opening hours of each weekday; a day without spans is closed. A day
// may have several spans (a lunch break closes between two).
type WeeklyHours struct {
	Monday    []OpenSpan `json:"monday"`
	Tuesday   []OpenSpan `json:"tuesday"`
	Wednesday []OpenSpan `json:"wednesday"`
	Thursday  []OpenSpan `json:"thursday"`
	Friday    []OpenSpan `json:"friday"`
	Saturday  []OpenSpan `json:"saturday"`
	Sunday    []OpenSpan `json:"sunday"`
}

// Day is the spans of one weekday.
func (h WeeklyHours) Day(d time.Weekday) []OpenSpan {
	return [...][]OpenSpan{h.Sunday, h.Monday, h.Tuesday, h.Wednesday, h.Thursday, h.Friday, h.Saturday}[d]
}

// OpenSpan is one stretch of opening hours, in 24-hour local time: "08:00" to "17:30".
type OpenSpan struct {
	Open  string `json:"open"`
	Close string `json:"close"`
}

// Minutes are the span's opening and closing times in minutes after midnight; ok is false
// for a span Validate refuses.
func (s OpenSpan) Minutes() (open, close int, ok bool) {
	open, okOpen := ClockMinutes(s.Open)
	close, okClose := ClockMinutes(s.Close)
	return open, close, okOpen && okClose && open < close
}

// ClockMinutes reads "HH:MM" (00:00 to 24:00) as minutes after midnight.
func ClockMinutes(s string) (int, bool) {
	h, m, found := strings.Cut(s, ":")
	if !found || len(h) != 2 || len(m) != 2 {
		return 0, false
	}
	hour, errH := strconv.Atoi(h)
	minute, errM := strconv.Atoi(m)
	if errH != nil || errM != nil || hour < 0 || minute < 0 || minute > 59 || hour > 24 || (hour == 24 && minute != 0) {
		return 0, false
	}
	return hour*60 + minute, true
}

// BusinessService is one thing the business sells, with its price and how long it takes.
type BusinessService struct {
	Name string `json:"name"` // "Filling"
	// Keywords are the words callers use for it ("filling", "cavity"); each a word or a
	// phrase, matched as whole words (Emergency's rule for phrases).
	Keywords   []string `json:"keywords"`
	PriceCents int64    `json:"price_cents"` // 0 is free
	// PriceFrom marks a starting price ("from $950"): the final price depends on the job.
	PriceFrom bool `json:"price_from,omitempty"`
	// PricePer is the unit of a rate ("hour": $275 an hour); empty for a price per visit.
	PricePer        string `json:"price_per,omitempty"`
	DurationMinutes int    `json:"duration_minutes"`
}

// FAQEntry is a question the business answers the same way every time.
type FAQEntry struct {
	Question string   `json:"question"` // as a caller would ask it, for people and the model
	Keywords []string `json:"keywords"` // words or phrases that mean it was asked
	Answer   string   `json:"answer"`
}

// BookingRules say when an appointment may start and what the receptionist asks for.
type BookingRules struct {
	// LeadTimeHours is the least notice: nothing starts sooner than this after the call.
	LeadTimeHours int `json:"lead_time_hours"`
	// SlotMinutes is the step appointments start on, counted from each span's opening.
	SlotMinutes int `json:"slot_minutes"`
	// Collect is what the receptionist asks for besides the day and time, in this order;
	// each one of BookingDetails.
	Collect []string `json:"collect"`
	// Note is said with every confirmation: "Please arrive 10 minutes early."
	Note string `json:"note,omitempty"`
	// Mode is how a caller's booking enters the appointment book: BookingModeRequest (the
	// default, also what an empty mode means) takes a request the office confirms;
	// BookingModeConfirm books it straight in.
	Mode string `json:"mode,omitempty"`
	// ClosedDates are days the business is closed although their weekday is open (a
	// holiday, a training day), "YYYY-MM-DD" on its own calendar: nothing is offered or
	// booked on them. Holidays are not assumed: a clinic may open on one.
	ClosedDates []string `json:"closed_dates,omitempty"`
}

// The booking modes (BookingRules.Mode).
const (
	BookingModeRequest = "request"
	BookingModeConfirm = "confirm"
)

// BookingModes are the modes a profile may choose.
var BookingModes = []string{BookingModeRequest, BookingModeConfirm}

// Collects tells whether the receptionist asks for detail (one of BookingDetails).
func (b BookingRules) Collects(detail string) bool { return slices.Contains(b.Collect, detail) }

// BooksStraightIn tells whether a caller's booking is confirmed at once (mode confirm)
// rather than requested (mode request, or no mode).
func (b BookingRules) BooksStraightIn() bool { return b.Mode == BookingModeConfirm }

// BookingDetails are what a booking may collect: the caller's name and phone number, the
// service they want, the address a visit goes to.
var BookingDetails = []string{"name", "phone", "service", "address"}

// EmergencyRule is what the receptionist does first, before anything else: when a caller
// describes an emergency (a trigger), it says Message and the emergency line, at once.
type EmergencyRule struct {
	Triggers []EmergencyTrigger `json:"triggers"`
	Message  string             `json:"message"` // what to do now: "Leave the house…"
	Phone    string             `json:"phone"`   // the emergency line
}

// EmergencyTrigger fires when the caller says any of Any — and, when With is set, also
// any of With ("no heat" only with "baby", "elderly", …). Phrases are whole words; a word
// ending in "*" matches any word it begins ("bleed*": bleeding, bleeds). Message, when
// set, is said instead of the rule's: what to do about a gas smell is not what to do
// about a flood.
type EmergencyTrigger struct {
	Any     []string `json:"any"`
	With    []string `json:"with,omitempty"`
	Message string   `json:"message,omitempty"`
}
