package lexa

import (
	"encoding/json"
	"time"
)

// What the owner does with the book: a change of one appointment (confirm, cancel, move)
// and the days of the book to list.

// AppointmentChange is one change of an appointment: a new Status (confirmed or
// cancelled) or a new Start, never both.
type AppointmentChange struct {
	Status AppointmentStatus // "" when the status stays
	Start  time.Time         // zero when the time stays
}

// AppointmentChangeKind names what a change did, as the audit trail records it; "" when
// it changed nothing (the status it already had).
type AppointmentChangeKind string

// The changes the audit trail records.
const (
	AppointmentWasConfirmed AppointmentChangeKind = "appointment_confirmed"
	AppointmentWasCancelled AppointmentChangeKind = "appointment_cancelled"
	AppointmentWasMoved     AppointmentChangeKind = "appointment_moved"
)

const (
	invalidStartMessage  = "Give a date and time such as 2026-11-20T09:00:00-05:00."
	invalidStatusMessage = "Choose confirmed or cancelled."
)

// ParseAppointmentChange reads a PATCH body, given as its members: status or start, one
// of them, each checked; any other member is named as unknown.
func ParseAppointmentChange(body map[string]json.RawMessage) (AppointmentChange, error) {
	f := fieldErrors{}
	var c AppointmentChange
	for name := range body {
		if name != "status" && name != "start" {
			f.add(name, "Unknown field: send status or start.")
		}
	}
	rawStatus, hasStatus := body["status"]
	rawStart, hasStart := body["start"]
	switch {
	case !hasStatus && !hasStart:
		f.add("status", "Send a new status (confirmed or cancelled) or a new start.")
	case hasStatus && hasStart:
		f.add("start", "Change the status or the start, not both at once.")
	}
	if hasStatus {
		var s string
		if json.Unmarshal(rawStatus, &s) != nil || (s != string(AppointmentConfirmed) && s != string(AppointmentCancelled)) {
			f.add("status", invalidStatusMessage)
		}
		c.Status = AppointmentStatus(s)
	}
	if hasStart {
		var s string
		t, err := time.Time{}, json.Unmarshal(rawStart, &s)
		if err == nil {
			t, err = time.Parse(time.RFC3339, s)
		}
		if err != nil {
			f.add("start", invalidStartMessage)
		}
		c.Start = t
	}
	return c, f.err()
}

// ApplyAppointmentChange is a changed by c at now, checked against the profile: a
// cancelled appointment changes no more (ErrAppointmentCancelled); a move keeps the
// appointment's length and needs a start CheckStart accepts from now on (the owner is not
// held to the lead time a caller is). kind is what changed, "" for a status it already
// had.
func ApplyAppointmentChange(p BusinessProfile, a Appointment, c AppointmentChange, now time.Time) (Appointment, AppointmentChangeKind, error) {
	switch {
	case a.Status == AppointmentCancelled && c.Status == AppointmentCancelled:
		return a, "", nil
	case a.Status == AppointmentCancelled:
		return a, "", ErrAppointmentCancelled
	case c.Status != "" && c.Status == a.Status:
		return a, "", nil
	case c.Status != "":
		a.Status, a.UpdatedAt = c.Status, now
		if c.Status == AppointmentCancelled {
			return a, AppointmentWasCancelled, nil
		}
		return a, AppointmentWasConfirmed, nil
	}
	length := a.End.Sub(a.Start)
	minutes := int(length / time.Minute)
	if problem := p.CheckStart(c.Start, minutes, now); problem != SlotOK {
		f := fieldErrors{"start": startProblemText(p, c.Start, problem, 0)}
		return a, "", startError(f)
	}
	a.Start, a.End, a.UpdatedAt = c.Start, c.Start.Add(length), now
	return a, AppointmentWasMoved, nil
}

// AppointmentRange is the days of the book to list, as instants: From is midnight of the
// first day and To midnight after the last, on the business's clock.
type AppointmentRange struct {
	From, To          time.Time
	FirstDay, LastDay string // "YYYY-MM-DD", as the list answers them
}

// The book's default and longest listing, in days.
const (
	AppointmentDaysByDefault = 30
	MaxAppointmentDays       = 92
)

// ParseAppointmentRange reads the list's from and to ("YYYY-MM-DD" on loc's calendar;
// to included). from defaults to today at now and to to AppointmentDaysByDefault days
// after from; to may not be before from, nor more than MaxAppointmentDays after it.
func ParseAppointmentRange(from, to string, loc *time.Location, now time.Time) (AppointmentRange, error) {
	f := fieldErrors{}
	read := func(field, v string, fallback time.Time) time.Time {
		if v == "" {
			return fallback
		}
		d, err := time.Parse(time.DateOnly, v)
		if err != nil || d.Format(time.DateOnly) != v {
			f.add(field, "Use a date such as 2026-11-20.")
			return fallback
		}
		return d
	}
	first := read("from", from, civilDay(now.In(loc)))
	last := read("to", to, first.AddDate(0, 0, AppointmentDaysByDefault))
	if len(f) == 0 {
		switch days := int(last.Sub(first).Hours() / 24); {
		case days < 0:
			f.add("to", "The last day must not be before the first.")
		case days > MaxAppointmentDays:
			f.add("to", "Ask for at most 92 days at a time.")
		}
	}
	if err := f.err(); err != nil {
		return AppointmentRange{}, err
	}
	midnight := func(d time.Time) time.Time {
		return time.Date(d.Year(), d.Month(), d.Day(), 0, 0, 0, 0, loc)
	}
	return AppointmentRange{From: midnight(first), To: midnight(last.AddDate(0, 0, 1)),
		FirstDay: first.Format(time.DateOnly), LastDay: last.Format(time.DateOnly)}, nil
}
