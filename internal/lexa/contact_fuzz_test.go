package lexa

import (
	"slices"
	"testing"
	"time"
)

var contactFields = []string{"name", "email", "company", "phone", "service_interest", "company_size", "preferred_contact", "message"}

// A contact submission is refused with field messages, or accepted sanitised, within
// every limit, and accepted unchanged when sent again.
func FuzzParseContact(f *testing.F) {
	f.Add("Jo Smith", "jo@example.com", "Acme", "+1 555 0100", "voice-ai", "11-50", "email", "Hello")
	f.Add("<script>alert(1)</script>", "jo@example.com", "", "", "", "", "", "<b></b>")
	f.Add("  ", "a@b", "<<a>b>", "\xff", "x", "y", "z", " <i>hi</i> ")
	f.Add("😀😀😀", "first.last+tag@sub.example.co", "\u0000", "1234567890123456789012", "", "", "", "é")
	f.Fuzz(func(t *testing.T, name, email, company, phone, interest, size, preferred, message string) {
		in := ContactInput{Name: name, Email: email, Company: company, Phone: phone, ServiceInterest: interest,
			CompanySize: size, PreferredContact: preferred, Message: message}
		out, err := ParseContact(in)
		checkUserError(t, err, contactFields...)
		if err != nil {
			return
		}
		checkFits(t, "name", out.Name, 100)
		checkFits(t, "email", out.Email, 255)
		checkFits(t, "company", out.Company, 100)
		checkFits(t, "phone", out.Phone, 20)
		checkFits(t, "service_interest", out.ServiceInterest, 100)
		checkFits(t, "company_size", out.CompanySize, 50)
		checkFits(t, "preferred_contact", out.PreferredContact, 50)
		checkFits(t, "message", out.Message, 2000)
		if out.Name == "" || out.Message == "" || !ValidEmail(out.Email) {
			t.Fatalf("accepted %+v without a name, a message or a valid e-mail", out)
		}
		if again, err := ParseContact(out); err != nil || again != out {
			t.Fatalf("what was accepted is not accepted again: %+v → %+v, %v", out, again, err)
		}
	})
}

// A booking is refused with field messages, or is a slot the calendar offers as of now,
// with details sanitised and within the contact form's limits.
func FuzzParseDemoBooking(f *testing.F) {
	cal, err := NewDemoCalendar()
	if err != nil {
		f.Fatal(err)
	}
	now := time.Date(2026, 11, 20, 15, 0, 0, 0, time.UTC) // Friday; Monday 23rd is bookable
	f.Add("Jo Smith", "jo@example.com", "Acme", "555 0100", "11-50", "2026-11-23", "09:00", "Hi", "voice-ai")
	f.Add("Jo", "jo@example.com", "Acme", "555", "", "2026-11-21", "09:00", "", "")
	f.Add("<b>Jo</b>", "jo@example.com", "<i>Acme</i>", "5", "1000+", "2026-11-23", "12:00", "<script>x</script>", "general")
	f.Add("Jo", "jo@example.com", "Acme", "5", "1-10", "2026-11-23\x00", "9:00", "\xff", "payroll")
	f.Fuzz(func(t *testing.T, name, email, company, phone, employees, date, slot, message, service string) {
		in := DemoBookingInput{Name: name, Email: email, Company: company, Phone: phone, Employees: employees,
			Date: date, TimeSlot: slot, Message: message, Service: service}
		out, err := ParseDemoBooking(in, cal, now)
		checkUserError(t, err, "name", "email", "company", "phone", "employees", "date", "timeSlot", "message", "service")
		if err != nil {
			return
		}
		checkFits(t, "name", out.Name, 100)
		checkFits(t, "email", out.Email, 255)
		checkFits(t, "company", out.Company, 100)
		checkFits(t, "phone", out.Phone, 20)
		checkFits(t, "message", out.Message, 2000)
		checkSanitized(t, "employees", out.Employees)
		if out.Name == "" || out.Company == "" || out.Phone == "" || !ValidEmail(out.Email) || !out.Service.Valid() ||
			(out.Employees != "" && !slices.Contains(companySizes, out.Employees)) {
			t.Fatalf("accepted %+v", out)
		}
		if out.Day.Date != date || out.Slot.Time != slot || !out.Slot.StartsAt.After(now) {
			t.Fatalf("accepted %s %s as %s %s (starts %s, now %s)", date, slot, out.Day.Date, out.Slot.Time, out.Slot.StartsAt, now)
		}
	})
}
