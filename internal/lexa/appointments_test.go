package lexa

import (
	"encoding/json"
	"errors"
	"strings"
	"testing"
	"time"
)

// A booking is checked field by field; the start's problem is said in a plain sentence;
// the mode decides whether it is requested or confirmed.
func TestNewAppointment(t *testing.T) {
	p := bookProfile("America/New_York", OpenSpan{Open: "09:00", Close: "17:00"})
	p.Hours.Sunday = nil
	p.Booking.LeadTimeHours = 24
	loc := p.Location()
	now := time.Date(2026, 3, 9, 10, 0, 0, 0, loc) // a Monday
	ok := AppointmentRequest{Service: " visit ", Start: time.Date(2026, 3, 11, 10, 0, 0, 0, loc), CallerName: "Maria <b>Lopez</b>",
		Phone: "+1 555 010 2030", Notes: "First visit", Source: SourceWeb}

	a, err := NewAppointment(p, ok, now)
	if err != nil || a.ServiceName != "Visit" || a.Status != AppointmentRequested || a.CallerName != "Maria Lopez" ||
		!a.End.Equal(a.Start.Add(time.Hour)) || a.ID == "" || !a.CreatedAt.Equal(now) {
		t.Fatalf("booked %+v, %v", a, err)
	}
	p.Booking.Mode = BookingModeConfirm
	if a, err := NewAppointment(p, ok, now); err != nil || a.Status != AppointmentConfirmed {
		t.Errorf("mode confirm: %v %v", a.Status, err)
	}

	for _, tc := range []struct {
		name    string
		edit    func(*AppointmentRequest)
		field   string
		message string
	}{
		{"service", func(r *AppointmentRequest) { r.Service = "Haircut" }, "service", "Choose one of the services the business offers"},
		{"source", func(r *AppointmentRequest) { r.Source = "fax" }, "source", "Choose phone, web or console"},
		{"name", func(r *AppointmentRequest) { r.CallerName = "  " }, "caller_name", "Required"},
		{"phone", func(r *AppointmentRequest) { r.Phone = "" }, "phone", "Required"},
		{"bad phone", func(r *AppointmentRequest) { r.Phone = "call me" }, "phone", "Enter a phone number"},
		{"notes", func(r *AppointmentRequest) { r.Notes = strings.Repeat("a", 1001) }, "notes", "At most 1,000 characters"},
		{"too soon", func(r *AppointmentRequest) { r.Start = time.Date(2026, 3, 10, 9, 0, 0, 0, loc) }, "start",
			"That is too soon: the business needs at least 24 hours' notice."},
		{"sunday", func(r *AppointmentRequest) { r.Start = time.Date(2026, 3, 15, 10, 0, 0, 0, loc) }, "start",
			"The business is closed on Sundays."},
		{"evening", func(r *AppointmentRequest) { r.Start = time.Date(2026, 3, 11, 16, 30, 0, 0, loc) }, "start",
			"That time is outside the opening hours (Wednesdays 09:00–17:00)."},
		{"off step", func(r *AppointmentRequest) { r.Start = time.Date(2026, 3, 11, 10, 10, 0, 0, loc) }, "start",
			"Appointments start every 30 minutes from opening time; choose one of those times."},
	} {
		in := ok
		tc.edit(&in)
		_, err := NewAppointment(p, in, now)
		e, isErr := AsError(err)
		if !isErr || e.Code != EInvalid || e.Fields[tc.field] != tc.message || len(e.Fields) != 1 {
			t.Errorf("%s: %v, want %s: %q", tc.name, err, tc.field, tc.message)
			continue
		}
		if tc.field == "start" && e.Message != tc.message {
			t.Errorf("%s: the message %q should be the start's own sentence", tc.name, e.Message)
		}
	}
	p.Booking.ClosedDates = []string{"2026-03-11"}
	if _, err := NewAppointment(p, ok, now); err == nil || !strings.Contains(err.Error(), "closed on Wednesday, March 11, 2026") {
		t.Errorf("closed date: %v", err)
	}
}

func changeBody(t *testing.T, raw string) map[string]json.RawMessage {
	t.Helper()
	var m map[string]json.RawMessage
	if err := json.Unmarshal([]byte(raw), &m); err != nil {
		t.Fatal(err)
	}
	return m
}

// A change is a status or a start, never both, and nothing else.
func TestParseAppointmentChange(t *testing.T) {
	for _, tc := range []struct {
		body  string
		field string // "" when valid
	}{
		{`{"status":"confirmed"}`, ""},
		{`{"status":"cancelled"}`, ""},
		{`{"start":"2026-03-11T10:00:00-04:00"}`, ""},
		{`{}`, "status"},
		{`{"status":"requested"}`, "status"},
		{`{"status":null}`, "status"},
		{`{"status":1}`, "status"},
		{`{"start":"tomorrow"}`, "start"},
		{`{"start":20260311}`, "start"},
		{`{"status":"confirmed","start":"2026-03-11T10:00:00Z"}`, "start"},
		{`{"status":"confirmed","colour":"red"}`, "colour"},
	} {
		c, err := ParseAppointmentChange(changeBody(t, tc.body))
		e, _ := AsError(err)
		switch {
		case tc.field == "" && err != nil:
			t.Errorf("%s: %v", tc.body, err)
		case tc.field != "" && (e == nil || e.Fields[tc.field] == ""):
			t.Errorf("%s: %v, want an error on %s", tc.body, err, tc.field)
		}
		if tc.body == `{"start":"2026-03-11T10:00:00-04:00"}` && !c.Start.Equal(time.Date(2026, 3, 11, 14, 0, 0, 0, time.UTC)) {
			t.Errorf("start read as %v", c.Start)
		}
	}
}

// Confirming and cancelling change the status once; a cancelled appointment stays
// cancelled; a move keeps the length and is held to the hours and to now, not to the
// lead time.
func TestApplyAppointmentChange(t *testing.T) {
	p := bookProfile("America/New_York", OpenSpan{Open: "09:00", Close: "17:00"})
	p.Booking.LeadTimeHours = 48
	loc := p.Location()
	now := time.Date(2026, 3, 9, 10, 0, 0, 0, loc)
	a := Appointment{ID: "a1", Start: time.Date(2026, 3, 12, 9, 0, 0, 0, loc), End: time.Date(2026, 3, 12, 10, 30, 0, 0, loc),
		Status: AppointmentRequested}

	got, kind, err := ApplyAppointmentChange(p, a, AppointmentChange{Status: AppointmentConfirmed}, now)
	if err != nil || kind != AppointmentWasConfirmed || got.Status != AppointmentConfirmed || !got.UpdatedAt.Equal(now) {
		t.Errorf("confirm: %v %v %v", got.Status, kind, err)
	}
	if _, kind, err := ApplyAppointmentChange(p, got, AppointmentChange{Status: AppointmentConfirmed}, now); kind != "" || err != nil {
		t.Errorf("confirming again: %v %v", kind, err)
	}
	cancelled, kind, err := ApplyAppointmentChange(p, got, AppointmentChange{Status: AppointmentCancelled}, now)
	if err != nil || kind != AppointmentWasCancelled || cancelled.Status != AppointmentCancelled {
		t.Errorf("cancel: %v %v %v", cancelled.Status, kind, err)
	}
	if _, kind, err := ApplyAppointmentChange(p, cancelled, AppointmentChange{Status: AppointmentCancelled}, now); kind != "" || err != nil {
		t.Errorf("cancelling again: %v %v", kind, err)
	}
	for _, c := range []AppointmentChange{{Status: AppointmentConfirmed}, {Start: time.Date(2026, 3, 13, 9, 0, 0, 0, loc)}} {
		if _, _, err := ApplyAppointmentChange(p, cancelled, c, now); !errors.Is(err, ErrAppointmentCancelled) {
			t.Errorf("changing a cancelled appointment by %+v: %v", c, err)
		}
	}

	// Tomorrow at 11:00 is inside the lead time a caller has, but the owner may move there.
	moved, kind, err := ApplyAppointmentChange(p, a, AppointmentChange{Start: time.Date(2026, 3, 10, 11, 0, 0, 0, loc)}, now)
	if err != nil || kind != AppointmentWasMoved || moved.End.Sub(moved.Start) != 90*time.Minute || moved.Status != AppointmentRequested {
		t.Errorf("move: %+v %v %v", moved, kind, err)
	}
	for start, message := range map[time.Time]string{
		time.Date(2026, 3, 9, 9, 30, 0, 0, loc):  "That time has already passed.",
		time.Date(2026, 3, 10, 16, 0, 0, 0, loc): "That time is outside the opening hours (Tuesdays 09:00–17:00).",
	} {
		_, _, err := ApplyAppointmentChange(p, a, AppointmentChange{Start: start}, now)
		if e, ok := AsError(err); !ok || e.Code != EInvalid || e.Message != message || e.Fields["start"] != message {
			t.Errorf("move to %v: %v, want %q", start, err, message)
		}
	}
}

// The listed days default to today and 30 days on, on the business's calendar; a range
// is at most 92 days and never backwards.
func TestParseAppointmentRange(t *testing.T) {
	loc, _ := time.LoadLocation("America/New_York")
	now := time.Date(2026, 3, 8, 3, 30, 0, 0, time.UTC) // still March 7 in New York
	r, err := ParseAppointmentRange("", "", loc, now)
	if err != nil || r.FirstDay != "2026-03-07" || r.LastDay != "2026-04-06" || !r.From.Equal(time.Date(2026, 3, 7, 5, 0, 0, 0, time.UTC)) ||
		!r.To.Equal(time.Date(2026, 4, 7, 4, 0, 0, 0, time.UTC)) {
		t.Errorf("defaults: %+v %v", r, err)
	}
	if r, err := ParseAppointmentRange("2026-03-08", "2026-03-08", loc, now); err != nil || r.To.Sub(r.From) != 23*time.Hour {
		t.Errorf("the spring-forward day is 23 hours long: %v %v", r.To.Sub(r.From), err)
	}
	if _, err := ParseAppointmentRange("2026-01-01", "2026-04-03", loc, now); err != nil {
		t.Errorf("92 days: %v", err)
	}
	for _, tc := range []struct{ from, to, field string }{
		{"2026-01-01", "2026-04-04", "to"},
		{"2026-03-10", "2026-03-09", "to"},
		{"03/10/2026", "", "from"},
		{"", "2026-02-30", "to"},
	} {
		_, err := ParseAppointmentRange(tc.from, tc.to, loc, now)
		if e, ok := AsError(err); !ok || e.Fields[tc.field] == "" {
			t.Errorf("%s..%s: %v, want an error on %s", tc.from, tc.to, err, tc.field)
		}
	}
}

// The booking mode and the closed dates are validated with the rest of the profile.
func TestBookingModeAndClosedDatesValidate(t *testing.T) {
	p := validProfile()
	p.Booking.Mode = "instant"
	p.Booking.ClosedDates = []string{"2026-12-24", "24/12/2026", "2026-12-24"}
	e, _ := AsError(p.Validate())
	if e == nil || e.Fields["booking.mode"] != "Choose request or confirm" ||
		e.Fields["booking.closed_dates[1]"] != "Use a date such as 2026-12-24" ||
		e.Fields["booking.closed_dates[2]"] != "Each date at most once" || e.Fields["booking.closed_dates[0]"] != "" {
		t.Errorf("fields: %v", e)
	}
	p.Booking.Mode, p.Booking.ClosedDates = "", nil
	if err := p.Validate(); err != nil {
		t.Errorf("no mode is the default mode: %v", err)
	}
	saved, err := ParseReceptionistProfile(p)
	if err != nil || saved.Booking.Mode != BookingModeRequest {
		t.Errorf("a saved profile names its mode: %q %v", saved.Booking.Mode, err)
	}
}
