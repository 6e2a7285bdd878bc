package receptionist

import (
	"errors"
	"strings"
	"time"

	"lexa/internal/lexa"
)

// A caller moving or cancelling their own appointment (issue 30; decision 0060, "Later:
// the conversation moves and cancels"). The appointment is the one under the phone
// number the caller gives (and the name, when the number's appointments are under
// several), found in the book the conversation reads (call.Taken) by lexa's rule
// (FindCallerAppointment). Once the receptionist has it and, for a move, a new time the
// book has free, the turn concludes a lexa.CallerChange; the server makes the change in
// the book and only then answers with ChangedReply. The public demo has no book: it says
// that nothing was changed.

// The questions and answers of a change, which later turns are read against.
const (
	askPhonePart = "the phone number the appointment is under"
	// noAppointmentPart opens the answer when no appointment is under the number.
	noAppointmentPart = "I couldn't find an upcoming appointment under"
	// demoNothingChanged opens the answer where there is no book (Reply on its own).
	demoNothingChanged = "This is a demonstration, so nothing was changed"
	// movedRequest says a moved request is one still.
	movedRequest = "I've moved your appointment request"
)

// changeNeeds is what a change still needs of the caller, and, once the caller's
// appointment is found, the appointment: the name and the phone number it is under (the
// number alone would let anyone on the public link who knows it change a stranger's).
// d.day, when said, is the appointment's day (a move passes none: its day is the new
// one). noAppointment says the book holds none under the number and name: the turn
// concludes the change at once, and the server, which knows whether this very turn
// changed it already (sent again), answers (NoAppointmentReply). Without a book (the
// demo) nothing is looked for.
func changeNeeds(call lexa.ChatCall, d details) (a lexa.Appointment, found bool, need []string, noAppointment bool) {
	switch {
	case d.phone == "" && d.name == "":
		return a, false, []string{askBookedNamePart + " and its phone number"}, false
	case d.phone == "":
		return a, false, []string{askPhonePart}, false
	case d.name == "":
		return a, false, []string{askBookedNamePart}, false
	}
	if !call.HasBook {
		return a, false, nil, false
	}
	p := call.Business
	var day string
	if date, ok := d.day.resolve(localTime(p, call.At)); ok {
		day = date.Format(time.DateOnly)
	}
	a, err := lexa.FindCallerAppointment(call.Taken, lexa.CallerChange{Phone: d.phone, Name: d.name, Day: day}, p.Location(), call.At)
	switch {
	case errors.Is(err, lexa.ErrSeveralCallerAppointments):
		return a, false, []string{askBookedNamePart}, false
	case err != nil:
		return a, false, nil, true
	}
	return a, true, nil, false
}

// without is taken less a: a move may overlap the time it leaves.
func without(taken []lexa.Appointment, a lexa.Appointment) []lexa.Appointment {
	out := make([]lexa.Appointment, 0, len(taken))
	for _, b := range taken {
		if b.ID != a.ID {
			out = append(out, b)
		}
	}
	return out
}

// cancelTurn moves a cancellation on: it asks for the number (and the name when needed),
// says plainly when no appointment is under it, and otherwise concludes the change.
func cancelTurn(call lexa.ChatCall, local time.Time, d details, t tone) (string, *lexa.CallerChange) {
	_, _, need, none := changeNeeds(call, d)
	c := &lexa.CallerChange{Phone: d.phone, Name: d.name, Cancel: true}
	switch {
	case none:
		// The server answers (changeNeeds): this very turn may have cancelled it already.
		return NoAppointmentReply(call.Business, d.phone, d.name), c
	case len(need) > 0:
		return t.sure + " I can cancel it for you. May I have " + need[0] + "?", nil
	}
	if date, ok := d.day.resolve(local); ok {
		c.Day = date.Format(time.DateOnly)
	}
	return demoNothingChanged + ": on " + call.Business.Name + "'s own line, the appointment under " + d.phone +
		" would now be cancelled and its time freed. " + anythingElse, c
}

// demoMoveText is Reply's answer to a completed move: it has no book, so nothing moved.
func demoMoveText(p lexa.BusinessProfile, local time.Time, c lexa.CallerChange) string {
	start := c.Start.In(local.Location())
	return demoNothingChanged + ": on " + p.Name + "'s own line, the appointment under " + c.Phone + " would now move to " +
		dayText(local, start) + " at " + formatSlot(minuteOfDay(start)) + ". " + anythingElse
}

// NoAppointmentReply says plainly that no upcoming appointment is under the number, and
// offers to take a message (the next answer with a name or a "yes" is one).
func NoAppointmentReply(p lexa.BusinessProfile, phone, name string) string {
	out := "I'm sorry, " + noAppointmentPart + " " + phone + ", so nothing was changed. I can take a message for the team, and someone will call you back about it"
	if name != "" {
		return out + ". Shall I pass on " + askMessageMarker + ", " + name + " on " + phone + "?"
	}
	return out + ": please tell me " + askMessageMarker + "."
}

// SeveralAppointmentsReply asks which name a change is for, when the book has
// appointments under several names at the number (the store found them meanwhile).
func SeveralAppointmentsReply() string {
	return "There's more than one appointment under that number. What name is the appointment under?"
}

// ChangedReply answers the caller once the book holds the change: a moved confirmed
// appointment, a moved request (still one, for the office to confirm: never "confirmed"
// or "booked"), or a cancellation, each named by service and time. at is the moment of
// the call.
func ChangedReply(p lexa.BusinessProfile, a lexa.Appointment, kind lexa.AppointmentChangeKind, at time.Time) string {
	local := localTime(p, at)
	start := a.Start.In(local.Location())
	when := dayText(local, start) + " at " + formatSlot(minuteOfDay(start))
	what := "your " + chatLowerFirst(cmpOr(a.ServiceName, "appointment"))
	name := cmpOr(a.CallerName, "thank you")
	switch {
	case kind == lexa.AppointmentWasCancelled:
		return "Done, " + name + ": " + confirmCancelled + " (" + what + " on " + when + "), and its time is free again. " + bookAgainOffer
	case a.Status == lexa.AppointmentRequested:
		out := "Thank you, " + name + ". " + movedRequest + " (" + what + ") to " + when +
			" and passed it to the office, and they'll confirm the new time with you"
		if a.Phone != "" {
			out += " on " + a.Phone
		}
		return out + ". " + anythingElse
	}
	return "Done, " + name + ": " + confirmMoved + " (" + what + ") to " + when + ". " + anythingElse
}

// MoveRefusedReply answers a move the book refused when it was made (the time was taken
// meanwhile, or the start is not allowed: why, in problem): the next free times of the
// appointment's length from the one asked for. call.Taken must hold the book as it is
// now; before is the caller's appointment.
func MoveRefusedReply(call lexa.ChatCall, c lexa.CallerChange, before lexa.Appointment, problem string) string {
	p := call.Business
	local := localTime(p, call.At)
	duration := int(before.End.Sub(before.Start) / time.Minute)
	if duration <= 0 {
		duration = p.Booking.SlotMinutes
	}
	taken := without(call.Taken, before)
	from := c.Start
	if from.IsZero() { // a move concluded before its time was asked for (no appointment seen)
		from = call.At
	}
	if problem == "" {
		return takenText(p, local, from.In(local.Location()), duration, taken)
	}
	next := nextFreeStarts(p, local, from.In(local.Location()), duration, taken, 3)
	if len(next) == 0 {
		return "Sorry, I couldn't move it: " + chatLowerFirst(strings.TrimSuffix(problem, ".")) + ". " + askMessageText(toneOf(p))
	}
	return "Sorry, I couldn't move it: " + chatLowerFirst(strings.TrimSuffix(problem, ".")) + ". The next free times are " +
		timesText(local, next) + ". Which would you like?"
}
