package lexa

import (
	"fmt"
	"slices"
	"strings"
	"time"
)

// The appointment book of a voice-ai service (issue 30): what its receptionist booked or
// took a request for, kept per service and shown to its owner, who confirms, cancels or
// moves each. No two appointments of one service that are not cancelled overlap; the
// database enforces it (decision 0060-appointment-book.md).

// AppointmentSource is where a booking was made.
type AppointmentSource string

// The sources of a booking.
const (
	SourcePhone   AppointmentSource = "phone"   // a phone call to the receptionist
	SourceWeb     AppointmentSource = "web"     // the public link's text receptionist
	SourceConsole AppointmentSource = "console" // the owner's test console
)

// AppointmentSources are the sources a booking may have.
var AppointmentSources = []AppointmentSource{SourcePhone, SourceWeb, SourceConsole}

// AppointmentStatus is where an appointment stands.
type AppointmentStatus string

// The statuses of an appointment. A cancelled one frees its time and stays in the book.
const (
	AppointmentRequested AppointmentStatus = "requested" // the office has still to confirm it
	AppointmentConfirmed AppointmentStatus = "confirmed"
	AppointmentCancelled AppointmentStatus = "cancelled"
)

// Appointment is one entry of the book. ServiceName is the business's service (one of
// the profile's, "Filling") as it was named when booked; ServiceID is the voice-ai
// service whose book it is in. Start and End are instants; the API shows them in the
// profile's time zone (InZone).
type Appointment struct {
	ID          string            `json:"id"`
	UserID      string            `json:"-"`
	ServiceID   string            `json:"service_id"`
	ServiceName string            `json:"service_name"`
	Start       time.Time         `json:"start"`
	End         time.Time         `json:"end"`
	CallerName  string            `json:"caller_name"`
	Phone       string            `json:"phone"`
	Notes       string            `json:"notes"`
	Source      AppointmentSource `json:"source"`
	Status      AppointmentStatus `json:"status"`
	CreatedAt   time.Time         `json:"created_at"`
	UpdatedAt   time.Time         `json:"updated_at"`
	// ConversationKey names the conversation that booked it (AppointmentRequest), "" for
	// none; the book holds one appointment per key, so a conversation sent twice books once.
	ConversationKey string `json:"-"`
	// TextStatus is what became of the text message confirming a phone booking to the
	// caller (decision 0063): "" (none is sent: not a phone booking, or no number
	// connected), queued, sent, or refused, with Twilio's reason in TextError.
	TextStatus string `json:"text_status,omitempty"`
	TextError  string `json:"text_error,omitempty"`
}

// Overlaps tells whether a holds some of [start, end): a cancelled appointment holds
// nothing.
func (a Appointment) Overlaps(start, end time.Time) bool {
	return a.Status != AppointmentCancelled && a.Start.Before(end) && start.Before(a.End)
}

// InZone is a with its times on loc's clock.
func (a Appointment) InZone(loc *time.Location) Appointment {
	a.Start, a.End = a.Start.In(loc), a.End.In(loc)
	return a
}

// Limits of an appointment's free texts.
const (
	maxAppointmentName  = 100
	maxAppointmentNotes = 1000
)

// The errors of the appointment book.
var (
	ErrAppointmentNotFound = &Error{Code: ENotFound, Message: "Appointment not found."}
	// ErrAppointmentTimeTaken is a time another appointment holds, found by the database's
	// constraint even when two bookings race for it.
	ErrAppointmentTimeTaken = &Error{Code: EConflict, Message: "That time is already taken by another appointment."}
	// ErrAppointmentCancelled answers a change to a cancelled appointment: its time may
	// be someone else's by now, so it is booked again rather than revived.
	ErrAppointmentCancelled = &Error{Code: EConflict, Message: "This appointment was cancelled; book a new one instead."}
	// ErrBookWithoutProfile answers a booking before the owner saved a profile: there are
	// no hours or services to book by.
	ErrBookWithoutProfile = &Error{Code: EConflict, Message: "Save the receptionist's profile first, then book."}
)

// AppointmentRequest is a booking as the receptionist's conversation makes it (the
// conversation wiring calls the store's BookAppointment with one).
type AppointmentRequest struct {
	Service    string // the name of one of the profile's services
	Start      time.Time
	CallerName string
	Phone      string
	Notes      string // anything else the caller said that the office should know
	Source     AppointmentSource
	// ConversationKey is the conversation up to its booking turn, digested (""
	// for a booking made otherwise): the same conversation sent again books nothing new.
	ConversationKey string
}

// NewAppointment checks a booking against the profile at now and returns the appointment
// to store: a service the profile offers; the name and phone number when the profile
// collects them; a start that CheckStart accepts with the lead time; requested, or
// confirmed when the profile books straight in. Free texts are sanitised. Whether the
// time is still free is the database's to say (ErrAppointmentTimeTaken).
func NewAppointment(p BusinessProfile, in AppointmentRequest, now time.Time) (Appointment, error) {
	f := fieldErrors{}
	a := Appointment{
		CallerName: strings.TrimSpace(Sanitize(in.CallerName)), Phone: strings.TrimSpace(Sanitize(in.Phone)),
		Notes: strings.TrimSpace(Sanitize(in.Notes)), Source: in.Source, Status: AppointmentRequested,
		ConversationKey: in.ConversationKey,
	}
	if p.Booking.BooksStraightIn() {
		a.Status = AppointmentConfirmed
	}
	service, found := offeredService(p, in.Service)
	if !found {
		f.add("service", "Choose one of the services the business offers")
	}
	if !slices.Contains(AppointmentSources, in.Source) {
		f.add("source", "Choose phone, web or console")
	}
	switch {
	case a.CallerName == "" && p.Booking.Collects("name"):
		f.add("caller_name", "Required")
	case textLength(a.CallerName) > maxAppointmentName:
		f.add("caller_name", fmt.Sprintf("At most %d characters", maxAppointmentName))
	}
	switch {
	case a.Phone == "" && p.Booking.Collects("phone"):
		f.add("phone", "Required")
	case a.Phone != "":
		profileErrors(f).phone("phone", a.Phone)
	}
	f.maxLen("notes", a.Notes, maxAppointmentNotes, fmt.Sprintf("At most %s characters", FormatCount(maxAppointmentNotes)))
	if found {
		a.ServiceName = service.Name
		a.Start, a.End = in.Start, in.Start.Add(time.Duration(service.DurationMinutes)*time.Minute)
		if problem := p.CheckStart(in.Start, service.DurationMinutes, p.Booking.EarliestStart(now)); problem != SlotOK {
			f.add("start", startProblemText(p, in.Start, problem, p.Booking.LeadTimeHours))
		}
	}
	if err := startError(f); err != nil {
		return a, err
	}
	a.ID, a.CreatedAt, a.UpdatedAt = NewID(), now, now
	return a, nil
}

// offeredService is the profile's service of that name, in any case and spacing.
func offeredService(p BusinessProfile, name string) (BusinessService, bool) {
	want := strings.ToLower(strings.Join(strings.Fields(name), " "))
	for _, s := range p.Services {
		if strings.ToLower(strings.Join(strings.Fields(s.Name), " ")) == want {
			return s, true
		}
	}
	return BusinessService{}, false
}

// startError is f as a validation error whose message, when the start is the only
// problem, is the start's own plain sentence rather than the generic one.
func startError(f fieldErrors) error {
	err := f.err()
	if e, ok := AsError(err); ok && len(f) == 1 && f["start"] != "" {
		e.Message = f["start"]
	}
	return err
}

// startProblemText says, in a sentence an owner or the conversation can show, why an
// appointment cannot start at start. leadHours is the notice asked for (0 when only the
// past is refused).
func startProblemText(p BusinessProfile, start time.Time, problem SlotProblem, leadHours int) string {
	local := start.In(p.Location())
	switch problem {
	case SlotClosedDay:
		return fmt.Sprintf("The business is closed on %ss.", local.Weekday())
	case SlotClosedDate:
		return "The business is closed on " + local.Format("Monday, January 2, 2006") + "."
	case SlotOffStep:
		return fmt.Sprintf("Appointments start every %d minutes from opening time; choose one of those times.", p.Booking.step())
	case SlotTooSoon:
		if leadHours > 0 {
			return fmt.Sprintf("That is too soon: the business needs at least %s notice.", hoursText(leadHours))
		}
		return "That time has already passed."
	}
	var spans []string
	for _, s := range p.Hours.Day(local.Weekday()) {
		spans = append(spans, s.Open+"–"+s.Close)
	}
	return fmt.Sprintf("That time is outside the opening hours (%ss %s).", local.Weekday(), strings.Join(spans, ", "))
}

func hoursText(n int) string {
	if n == 1 {
		return "1 hour's"
	}
	return FormatCount(int64(n)) + " hours'"
}
