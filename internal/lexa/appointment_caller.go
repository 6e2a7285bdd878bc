package lexa

import (
	"slices"
	"strings"
	"time"
	"unicode"
)

// A caller's own change of an appointment, asked for in the receptionist's conversation
// (issue 30; decision 0060, "Later: the conversation moves and cancels"): which
// appointment is theirs, and the rule a caller's move or cancellation is held to. The
// receptionist reads the book with it to know what to ask; the store finds and changes
// the appointment with it, in one transaction.

// CallerChange is a change a caller asks for: the appointment under Phone (the name
// under which it is booked, when several names share the number; Day, "YYYY-MM-DD" on
// the business's calendar, when the caller named the appointment's day), cancelled, or
// moved to Start.
type CallerChange struct {
	Phone  string
	Name   string
	Day    string
	Cancel bool
	Start  time.Time // the new start of a move; zero for a cancellation
	// ConversationKey is the conversation up to the turn that asked for the change,
	// digested: the same turn sent again changes nothing more (the server sets it).
	ConversationKey string
}

// The errors of a caller's change.
var (
	// ErrNoCallerAppointment: no upcoming appointment is under the number given.
	ErrNoCallerAppointment = &Error{Code: ENotFound, Message: "No upcoming appointment is under that phone number."}
	// ErrSeveralCallerAppointments: upcoming appointments under several names share the
	// number, and the caller has not said which name is theirs.
	ErrSeveralCallerAppointments = &Error{Code: EConflict, Message: "Several upcoming appointments under different names share that phone number."}
)

// NormalizePhone is a phone number as two spellings of it compare: its digits, without
// the North American country code ("+1 (555) 123-4567" and "555.123.4567" are one).
func NormalizePhone(s string) string {
	digits := strings.Map(func(r rune) rune {
		if r >= '0' && r <= '9' {
			return r
		}
		return -1
	}, s)
	if len(digits) == 11 && digits[0] == '1' {
		return digits[1:]
	}
	return digits
}

// sameName reports whether a caller's name is the one an appointment is under: equal
// in any case and spacing, or one the first words of the other ("Sam" is "Sam Ortiz").
func sameName(said, booked string) bool {
	a := strings.FieldsFunc(strings.ToLower(said), notNameRune)
	b := strings.FieldsFunc(strings.ToLower(booked), notNameRune)
	if len(a) == 0 || len(b) == 0 {
		return false
	}
	if len(a) > len(b) {
		a, b = b, a
	}
	return slices.Equal(a, b[:len(a)])
}

func notNameRune(r rune) bool { return !unicode.IsLetter(r) && r != '\'' && r != '-' }

// FindCallerAppointment is the appointment of list a caller's change is about: of those
// not cancelled that start after now under c.Phone, the ones under c.Name when one is
// given, then the ones on c.Day (loc's calendar) when it names some, the earliest of what
// remains. ErrNoCallerAppointment when none is under the number (and name);
// ErrSeveralCallerAppointments when no name was given and the number's appointments are
// under more than one. (The conversation always gives the name.)
func FindCallerAppointment(list []Appointment, c CallerChange, loc *time.Location, now time.Time) (Appointment, error) {
	phone := NormalizePhone(c.Phone)
	var mine []Appointment
	for _, a := range list {
		if phone != "" && a.Status != AppointmentCancelled && a.Start.After(now) && NormalizePhone(a.Phone) == phone {
			mine = append(mine, a)
		}
	}
	if len(mine) == 0 {
		return Appointment{}, ErrNoCallerAppointment
	}
	narrow := func(keep func(Appointment) bool) {
		var kept []Appointment
		for _, a := range mine {
			if keep(a) {
				kept = append(kept, a)
			}
		}
		if len(kept) > 0 {
			mine = kept
		}
	}
	if strings.TrimSpace(c.Name) != "" {
		// A name given must be the appointment's: a number alone does not let a stranger
		// on the public link move or cancel whoever booked under it.
		var named []Appointment
		for _, a := range mine {
			if sameName(c.Name, a.CallerName) {
				named = append(named, a)
			}
		}
		if mine = named; len(mine) == 0 {
			return Appointment{}, ErrNoCallerAppointment
		}
	} else {
		for _, a := range mine[1:] {
			if !sameName(a.CallerName, mine[0].CallerName) {
				return Appointment{}, ErrSeveralCallerAppointments
			}
		}
	}
	if c.Day != "" {
		narrow(func(a Appointment) bool { return a.Start.In(loc).Format(time.DateOnly) == c.Day })
	}
	return slices.MinFunc(mine, func(a, b Appointment) int {
		if d := a.Start.Compare(b.Start); d != 0 {
			return d
		}
		return strings.Compare(a.ID, b.ID)
	}), nil
}

// ApplyCallerChange is a changed as a caller asked (c) at now, by the owner's rule
// (ApplyAppointmentChange) and more: a move also keeps the lead time the business asks
// of callers, and, where the business takes requests (booking.mode "request"), it is a
// request again for the office to confirm, whatever it was; where it books straight in,
// it keeps its status (a request stays a request).
func ApplyCallerChange(p BusinessProfile, a Appointment, c CallerChange, now time.Time) (Appointment, AppointmentChangeKind, error) {
	if c.Cancel {
		return ApplyAppointmentChange(p, a, AppointmentChange{Status: AppointmentCancelled}, now)
	}
	if a.Status == AppointmentCancelled {
		return a, "", ErrAppointmentCancelled
	}
	minutes := int(a.End.Sub(a.Start) / time.Minute)
	if problem := p.CheckStart(c.Start, minutes, p.Booking.EarliestStart(now)); problem != SlotOK {
		return a, "", startError(fieldErrors{"start": startProblemText(p, c.Start, problem, p.Booking.LeadTimeHours)})
	}
	moved, kind, err := ApplyAppointmentChange(p, a, AppointmentChange{Start: c.Start}, now)
	if err == nil && !p.Booking.BooksStraightIn() {
		moved.Status = AppointmentRequested
	}
	return moved, kind, err
}
