package lexa

import (
	"errors"
	"testing"
	"time"
)

func TestNormalizePhone(t *testing.T) {
	for in, want := range map[string]string{"+1 (555) 010-2030": "5550102030", "555.010.2030": "5550102030",
		"15550102030": "5550102030", "+44 20 7946 0958": "442079460958", "none": ""} {
		if got := NormalizePhone(in); got != want {
			t.Errorf("NormalizePhone(%q) = %q, want %q", in, got, want)
		}
	}
}

// The caller's appointment: under their number in any spelling, upcoming and not
// cancelled; the name decides between names sharing a number, the day between the
// caller's own, else the earliest.
func TestFindCallerAppointment(t *testing.T) {
	loc, _ := time.LoadLocation("America/New_York")
	now := time.Date(2026, 3, 9, 10, 0, 0, 0, loc)
	at := func(id string, day, hour int, name, phone string, s AppointmentStatus) Appointment {
		start := time.Date(2026, 3, day, hour, 0, 0, 0, loc)
		return Appointment{ID: id, Start: start, End: start.Add(time.Hour), CallerName: name, Phone: phone, Status: s}
	}
	book := []Appointment{
		at("past", 9, 9, "Sam Ortiz", "555-010-2030", AppointmentConfirmed),
		at("gone", 10, 9, "Sam Ortiz", "555-010-2030", AppointmentCancelled),
		at("sam2", 12, 9, "Sam Ortiz", "555 010 2030", AppointmentRequested),
		at("sam1", 11, 9, "sam  ortiz", "+1 (555) 010-2030", AppointmentConfirmed),
		at("dana", 11, 10, "Dana Lee", "555-222-3333", AppointmentConfirmed),
		at("lee", 12, 10, "Lee Wong", "5552223333", AppointmentConfirmed),
	}
	for _, tc := range []struct {
		c    CallerChange
		want string
		err  error
	}{
		{CallerChange{Phone: "555.010.2030"}, "sam1", nil},
		{CallerChange{Phone: "555.010.2030", Day: "2026-03-12"}, "sam2", nil},
		{CallerChange{Phone: "555.010.2030", Day: "2026-03-20"}, "sam1", nil},
		{CallerChange{Phone: "555-222-3333"}, "", ErrSeveralCallerAppointments},
		{CallerChange{Phone: "555-222-3333", Name: "Lee"}, "lee", nil},
		{CallerChange{Phone: "555-222-3333", Name: "dana lee"}, "dana", nil},
		{CallerChange{Phone: "555-222-3333", Name: "Chris"}, "", ErrNoCallerAppointment}, // the number, not the name
		{CallerChange{Phone: "555.010.2030", Name: "Sam"}, "sam1", nil},
		{CallerChange{Phone: "555-999-0000"}, "", ErrNoCallerAppointment},
		{CallerChange{}, "", ErrNoCallerAppointment},
	} {
		a, err := FindCallerAppointment(book, tc.c, loc, now)
		if !errors.Is(err, tc.err) || (tc.err == nil && a.ID != tc.want) {
			t.Errorf("%+v: found %q, %v; want %q, %v", tc.c, a.ID, err, tc.want, tc.err)
		}
	}
}

// A caller's move keeps the lead time the owner's does not; where the business takes
// requests it is a request again, where it books straight in it keeps its status.
func TestApplyCallerChange(t *testing.T) {
	p := bookProfile("America/New_York", OpenSpan{Open: "09:00", Close: "17:00"})
	p.Booking.LeadTimeHours = 24
	loc := p.Location()
	now := time.Date(2026, 3, 9, 10, 0, 0, 0, loc)
	start := time.Date(2026, 3, 12, 9, 0, 0, 0, loc)
	a := Appointment{ID: "a", Start: start, End: start.Add(time.Hour), Status: AppointmentConfirmed}

	soon := CallerChange{Start: time.Date(2026, 3, 9, 15, 0, 0, 0, loc)}
	if _, _, err := ApplyCallerChange(p, a, soon, now); err == nil || ErrorCodeOf(err) != EInvalid {
		t.Errorf("a move within the lead time: %v", err)
	}
	if _, _, err := ApplyAppointmentChange(p, a, AppointmentChange{Start: soon.Start}, now); err != nil {
		t.Errorf("the owner's move within the lead time: %v", err)
	}
	later := CallerChange{Start: time.Date(2026, 3, 13, 14, 0, 0, 0, loc)}
	moved, kind, err := ApplyCallerChange(p, a, later, now)
	if err != nil || kind != AppointmentWasMoved || moved.Status != AppointmentRequested || !moved.End.Equal(later.Start.Add(time.Hour)) {
		t.Errorf("a move where the business takes requests: %+v %q %v", moved, kind, err)
	}
	p.Booking.Mode = BookingModeConfirm
	if moved, _, err := ApplyCallerChange(p, a, later, now); err != nil || moved.Status != AppointmentConfirmed {
		t.Errorf("a move where the business books straight in: %v %v", moved.Status, err)
	}
	a.Status = AppointmentRequested
	if moved, _, err := ApplyCallerChange(p, a, later, now); err != nil || moved.Status != AppointmentRequested {
		t.Errorf("a request moved where the business books straight in: %v %v", moved.Status, err)
	}
	cancelled, kind, err := ApplyCallerChange(p, a, CallerChange{Cancel: true}, now)
	if err != nil || kind != AppointmentWasCancelled || cancelled.Status != AppointmentCancelled {
		t.Errorf("cancel: %+v %q %v", cancelled, kind, err)
	}
	if _, _, err := ApplyCallerChange(p, cancelled, later, now); err != ErrAppointmentCancelled {
		t.Errorf("moving a cancelled appointment: %v", err)
	}
}
