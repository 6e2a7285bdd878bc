package lexa

import (
	"fmt"
	"slices"
	"time"
)

// DemoBookingInput is a booking request as it arrives from the demo dialog.
type DemoBookingInput struct {
	Name      string `json:"name"`
	Email     string `json:"email"`
	Company   string `json:"company"`
	Phone     string `json:"phone"`
	Employees string `json:"employees"`
	Date      string `json:"date"`     // "2026-11-23"
	TimeSlot  string `json:"timeSlot"` // "09:00"
	Message   string `json:"message"`
	Service   string `json:"service"`
}

// DemoRequest is a validated booking request: sanitised details and a bookable slot.
type DemoRequest struct {
	Name, Email, Company, Phone, Employees, Message string
	Service                                         DemoService
	Day                                             DemoDay
	Slot                                            DemoSlot
}

// companySizes are the options of the company-size field (docs/product.md, "Validation rules").
var companySizes = []string{"1-10", "11-50", "51-200", "201-1000", "1000+"}

// ParseDemoBooking checks a request like a contact submission (the dialog's four
// details are required) and that the date and time are a bookable slot as of now.
// Whether the slot is still free is the store's to decide, atomically.
func ParseDemoBooking(in DemoBookingInput, cal DemoCalendar, now time.Time) (DemoRequest, error) {
	c := ContactInput{Name: in.Name, Email: in.Email, Company: in.Company, Phone: in.Phone}.Sanitized()
	employees := Sanitize(in.Employees)
	f := fieldErrors{}
	if c.Company == "" {
		f.add("company", "Company name is required")
	}
	if c.Phone == "" {
		f.add("phone", "Phone number is required")
	}
	// The message is optional here: the stored request always has the 'Demo request' text.
	c.Message = "-"
	validateContact(f, c)
	if employees != "" && !slices.Contains(companySizes, employees) {
		f.add("employees", "Please choose a company size from the list")
	}
	message := Sanitize(in.Message)
	f.maxLen("message", message, 2000, "Message must be less than 2000 characters")

	service, known := ParseDemoService(in.Service)
	if in.Service == "" {
		service, known = DemoGeneral, true
	}
	if !known {
		f.add("service", "Unknown service")
	}
	day, slot, ok := cal.Slot(now, in.Date, in.TimeSlot)
	if !ok {
		if msg, closed := closedDateMessage(cal, now, in.Date); closed {
			f.add("date", msg)
		} else if _, dayOK := dayOf(cal, now, in.Date); !dayOK {
			f.add("date", "Please choose an available date")
		} else {
			f.add("timeSlot", "Please choose an available time")
		}
	}
	if err := f.err(); err != nil {
		return DemoRequest{}, err
	}
	return DemoRequest{
		Name: c.Name, Email: c.Email, Company: c.Company, Phone: c.Phone, Employees: employees,
		Message: message, Service: service, Day: day, Slot: slot,
	}, nil
}

// closedDateMessage explains a refused date that would be bookable were it not closed,
// naming the holiday when it is one (a date outside the window gets the general message:
// today is refused for being today, even on Thanksgiving).
func closedDateMessage(cal DemoCalendar, now time.Time, date string) (string, bool) {
	holiday, closed := cal.ClosedReason(date)
	inWindow := slices.ContainsFunc(cal.days(now, true), func(d DemoDay) bool { return d.Date == date })
	switch {
	case !closed || !inWindow:
		return "", false
	case holiday != "":
		return fmt.Sprintf("We are closed on %s. Please choose another date", holiday), true
	default:
		return "We are closed on that date. Please choose another date", true
	}
}

func dayOf(cal DemoCalendar, now time.Time, date string) (DemoDay, bool) {
	for _, d := range cal.Days(now) {
		if d.Date == date {
			return d, true
		}
	}
	return DemoDay{}, false
}

// ContactMessage is the contact_submissions text of a demo request: 'Demo request: ' and
// the visitor's words, then the preferred date and time (docs/product.md, "Contact form
// and demo booking").
func (r DemoRequest) ContactMessage() string {
	return fmt.Sprintf("Demo request: %s\nPreferred Date: %s\nPreferred Time: %s %s",
		r.Message, r.Day.Label, r.Slot.Label, DemoTimeZoneLabel)
}

// ErrSlotTaken is returned when another booking holds the slot.
var ErrSlotTaken = &Error{Code: EConflict, Message: "That time was just booked. Please pick another time."}
