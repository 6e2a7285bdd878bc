package mail

import (
	"time"

	"lexa/internal/lexa"
)

// The owner's e-mails about what their receptionist's conversation took (issue 30): a
// booking or request in the book, a message in the call log, each with a link to it in
// the workspace.

// sourceNames say where a booking was made, as the owner reads it.
var sourceNames = map[lexa.AppointmentSource]string{
	lexa.SourcePhone: "a phone call", lexa.SourceWeb: "your public receptionist link", lexa.SourceConsole: "the test console",
}

// ReceptionistBooking tells the owner of a voice-ai service about an appointment its
// receptionist booked (confirmed) or took a request for (requested), its times on the
// business's clock (loc).
func (c *Composer) ReceptionistBooking(to lexa.Recipient, a lexa.Appointment, loc *time.Location, url string) (lexa.Email, error) {
	start := a.Start.In(loc)
	when := start.Format("Monday, January 2, 2006 at 3:04 PM") + " (" + loc.String() + ")"
	subject, lead := "New appointment: ", "Your receptionist booked an appointment through "+sourceNames[a.Source]+"."
	if a.Status == lexa.AppointmentRequested {
		subject = "Appointment request: "
		lead = "Your receptionist took an appointment request through " + sourceNames[a.Source] + ". Confirm or cancel it in the book; the caller was told the office will confirm."
	}
	e, err := c.render("receptionist_booking", view{
		Lead:      subject + a.ServiceName + ", " + start.Format("Mon Jan 2, 3:04 PM"),
		Preheader: lead,
		Details: []detail{
			{Label: "Service", Value: a.ServiceName},
			{Label: "When", Value: when},
			{Label: "Name", Value: orNone(a.CallerName)},
			{Label: "Phone", Value: orNone(a.Phone)},
			{Label: "Status", Value: string(a.Status)},
		},
		Message: a.Notes, ActionURL: url, Recipient: to.Name,
	})
	if err != nil {
		return e, err
	}
	e.To = []string{address(to.Name, to.Email)}
	return e, nil
}

// ReceptionistChange tells the owner of a voice-ai service that a caller moved or
// cancelled their appointment through its receptionist (before is the appointment as it
// was), in the booking mail's form, its times on the business's clock (loc).
func (c *Composer) ReceptionistChange(to lexa.Recipient, a, before lexa.Appointment, kind lexa.AppointmentChangeKind, loc *time.Location, url string) (lexa.Email, error) {
	start, was := a.Start.In(loc), before.Start.In(loc)
	const long = "Monday, January 2, 2006 at 3:04 PM"
	subject, lead := "Appointment cancelled: ", "A caller cancelled their appointment through "+sourceNames[a.Source]+"; its time is free again."
	details := []detail{{Label: "Service", Value: a.ServiceName}, {Label: "When", Value: start.Format(long) + " (" + loc.String() + ")"}}
	if kind == lexa.AppointmentWasMoved {
		subject, lead = "Appointment moved: ", "A caller moved their appointment through "+sourceNames[a.Source]+"."
		if a.Status == lexa.AppointmentRequested {
			lead += " It is a request at its new time: confirm or cancel it in the book; the caller was told the office will confirm."
		}
		details = []detail{{Label: "Service", Value: a.ServiceName}, {Label: "Was", Value: was.Format(long)},
			{Label: "Now", Value: start.Format(long) + " (" + loc.String() + ")"}}
	}
	details = append(details, detail{Label: "Name", Value: orNone(a.CallerName)}, detail{Label: "Phone", Value: orNone(a.Phone)},
		detail{Label: "Status", Value: string(a.Status)})
	e, err := c.render("receptionist_booking", view{
		Lead: subject + a.ServiceName + ", " + start.Format("Mon Jan 2, 3:04 PM"), Preheader: lead,
		Details: details, Message: a.Notes, ActionURL: url, Recipient: to.Name,
	})
	if err != nil {
		return e, err
	}
	e.To = []string{address(to.Name, to.Email)}
	return e, nil
}

// ReceptionistMessage tells the owner of a voice-ai service about a message or call-back
// request its receptionist took, with what the caller said, its time on the business's
// clock (loc).
func (c *Composer) ReceptionistMessage(to lexa.Recipient, m lexa.CallerMessage, call lexa.Call, loc *time.Location, url string) (lexa.Email, error) {
	who := firstNonEmpty(m.Name, call.Caller)
	details := []detail{
		{Label: "Name", Value: orNone(m.Name)},
		{Label: "Call back on", Value: call.Caller},
		{Label: "Taken", Value: call.StartedAt.In(loc).Format("Monday, January 2, 2006 at 3:04 PM MST")},
	}
	if m.Language != "" {
		// The built-in receptionist reads a name and a number in any language, and no more:
		// the owner is told so rather than handed a message as if it had been understood.
		details = append(details, detail{Label: "Language", Value: m.Language +
			": the receptionist read only the name and number. Read the caller's own words below."})
	}
	e, err := c.render("receptionist_message", view{
		Lead:      "Message from " + who,
		Preheader: "Your receptionist took a message and said someone will call back.",
		Details:   details,
		Message:   call.Transcript, ActionURL: url, Recipient: to.Name,
	})
	if err != nil {
		return e, err
	}
	e.To = []string{address(to.Name, to.Email)}
	return e, nil
}
