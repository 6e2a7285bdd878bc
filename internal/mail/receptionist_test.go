package mail_test

import (
	"strings"
	"testing"
	"time"

	"lexa/internal/lexa"
)

// A caller's move or cancellation mails the owner in the booking mail's form: what
// changed, on the business's clock, with a link to the book.
func TestReceptionistChange(t *testing.T) {
	c := testComposer(t)
	loc, err := time.LoadLocation("America/New_York")
	if err != nil {
		t.Fatal(err)
	}
	to := lexa.Recipient{Name: "Ann Owner", Email: "ann@example.com"}
	before := lexa.Appointment{ServiceName: "Cleaning and exam", Start: time.Date(2026, 3, 4, 15, 0, 0, 0, time.UTC),
		CallerName: "Sam Ortiz", Phone: "555-123-4567", Source: lexa.SourceWeb, Status: lexa.AppointmentConfirmed}
	a := before
	a.Start, a.Status = time.Date(2026, 3, 5, 19, 0, 0, 0, time.UTC), lexa.AppointmentRequested
	url := "https://lexa.example.com/dashboard/services/s1?appointment=a1"
	e, err := c.ReceptionistChange(to, a, before, lexa.AppointmentWasMoved, loc, url)
	if err != nil {
		t.Fatal(err)
	}
	if want := "Appointment moved: Cleaning and exam, Thu Mar 5, 2:00 PM"; e.Subject != want {
		t.Errorf("subject %q, want %q", e.Subject, want)
	}
	mustContain(t, "text", e.Text, "public receptionist link", "Wednesday, March 4, 2026 at 10:00 AM",
		"Thursday, March 5, 2026 at 2:00 PM (America/New_York)", "requested", "confirm or cancel it", url)
	if len(e.To) != 1 || e.To[0] != `"Ann Owner" <ann@example.com>` && e.To[0] != "Ann Owner <ann@example.com>" {
		t.Errorf("to %v", e.To)
	}
	a.Status = lexa.AppointmentCancelled
	e, err = c.ReceptionistChange(to, a, before, lexa.AppointmentWasCancelled, loc, url)
	if err != nil {
		t.Fatal(err)
	}
	if want := "Appointment cancelled: Cleaning and exam, Thu Mar 5, 2:00 PM"; e.Subject != want {
		t.Errorf("subject %q, want %q", e.Subject, want)
	}
	mustContain(t, "text", e.Text, "cancelled their appointment", "free again", "cancelled", url)
}

// A message left in another language tells the owner that only the name and number were
// read, so nobody takes it as understood (issue 31, item 3).
func TestReceptionistMessageInAnotherLanguage(t *testing.T) {
	c := testComposer(t)
	to := lexa.Recipient{Name: "Ann Owner", Email: "ann@example.com"}
	call := lexa.Call{Caller: "555-123-9876", StartedAt: time.Date(2026, 3, 4, 15, 0, 0, 0, time.UTC), Outcome: "message",
		Transcript: "Caller: Guten Tag, ich brauche einen Termin"}
	url := "https://lexa.example.com/dashboard/services/s1?call=c1"
	m := lexa.CallerMessage{Name: "Hans Müller", Phone: call.Caller, Text: "Guten Tag", Language: "German"}
	e, err := c.ReceptionistMessage(to, m, call, time.UTC, url)
	if err != nil {
		t.Fatal(err)
	}
	mustContain(t, "text", e.Text, "Hans Müller", "555-123-9876", "German: the receptionist read only the name and number",
		"Guten Tag, ich brauche einen Termin", url)
	m.Language = ""
	if e, err = c.ReceptionistMessage(to, m, call, time.UTC, url); err != nil {
		t.Fatal(err)
	}
	if strings.Contains(e.Text, "read only the name") {
		t.Errorf("an English message says only the name was read:\n%s", e.Text)
	}
}
