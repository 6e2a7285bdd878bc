package mail

import (
	"time"

	"lexa/internal/lexa"
)

// demoView is a booking as the demo mails show it, in New York time.
type demoView struct {
	Name, Email, Company, Phone, Employees, Service string
	Date, Time, Zone                                string // "Monday, November 23, 2026", "9:00 AM", "EST"
}

func longDate(t time.Time) string { return t.Format("Monday, January 2, 2006") }
func clock(t time.Time) string    { return t.Format("3:04 PM") }

func (c *Composer) demoView(b lexa.DemoBooking) demoView {
	start := b.SlotStart.In(c.loc)
	return demoView{
		Name: b.Name, Email: b.Email, Company: b.Company, Phone: b.Phone, Employees: b.Employees,
		Service: b.Service.DisplayName(),
		Date:    longDate(start),
		Time:    clock(start),
		// The site says "EST" for the zone all year; a mail names the offset that is in
		// force on the day, so a summer call reads EDT. The invite carries the exact time.
		Zone: start.Format("MST"),
	}
}

// when is the date and time rows every demo mail starts with.
func (d demoView) when() []detail {
	return []detail{
		{Label: "Date", Value: d.Date},
		{Label: "Time", Value: d.Time + " " + d.Zone + " (New York time)"},
		{Label: "Length", Value: "30 minutes"},
	}
}

// invite is the calendar event of a booking. The UID is the booking's, so the visitor's
// copy, the sales copy and a later cancellation all address one event.
func (c *Composer) invite(b lexa.DemoBooking, method string, description string) invite {
	inv := invite{
		Method:      method,
		UID:         b.ID + "@" + c.host,
		Stamp:       b.CreatedAt,
		Start:       b.SlotStart,
		Summary:     c.brand.SiteName + " demo: " + b.Service.DisplayName(),
		Description: description,
		Location:    "Phone call to " + b.Phone,
		Organizer:   c.brand.SiteName,
		OrgEmail:    c.brand.ContactEmail,
		Attendee:    b.Name,
		AttEmail:    b.Email,
		ProdID:      "-//" + c.brand.SiteName + "//Demo booking//EN",
	}
	if method == MethodCancel {
		inv.Sequence = 1
		if b.CancelledAt != nil {
			inv.Stamp = *b.CancelledAt
		}
	}
	return inv
}

// DemoConfirmation is the visitor's confirmation: the details, the invite and the link
// that cancels the booking.
func (c *Composer) DemoConfirmation(b lexa.DemoBooking, cancelURL string) (lexa.Email, error) {
	d := c.demoView(b)
	details := append(d.when(),
		detail{Label: "Service", Value: d.Service},
		detail{Label: "Company", Value: d.Company},
		detail{Label: "We call", Value: d.Phone},
	)
	e, err := c.render("demo_confirmation", view{
		Preheader: "We will call you at " + d.Phone + " on " + d.Date + " at " + d.Time + " " + d.Zone + ".",
		Demo:      d, Details: details, CancelURL: cancelURL,
	})
	if err != nil {
		return e, err
	}
	desc := "Your " + c.brand.SiteName + " demo of " + d.Service + ". We will call you at " + d.Phone +
		".\n\nCan't make it? Cancel here: " + cancelURL
	e.To = []string{address(b.Name, b.Email)}
	e.Attachments = []lexa.Attachment{c.invite(b, MethodRequest, desc).attachment(c.loc)}
	return e, nil
}

// DemoSalesCopy tells the sales inbox about a booking, with the same invite so the
// call lands in the sales calendar; replying writes to the visitor.
func (c *Composer) DemoSalesCopy(b lexa.DemoBooking) (lexa.Email, error) {
	d := c.demoView(b)
	details := append([]detail{
		{Label: "Name", Value: d.Name},
		{Label: "Email", Value: d.Email, Link: "mailto:" + d.Email},
		{Label: "Company", Value: d.Company},
		{Label: "Phone", Value: d.Phone},
		{Label: "Company size", Value: orNone(d.Employees)},
		{Label: "Service", Value: d.Service},
	}, d.when()...)
	details = append(details, detail{Label: "Booking", Value: b.ID})
	e, err := c.render("demo_sales_copy", view{
		Preheader: "Call " + d.Name + " at " + d.Phone + " on " + d.Date + " at " + d.Time + " " + d.Zone + ".",
		Demo:      d, Details: details, Message: b.Message,
	})
	if err != nil {
		return e, err
	}
	desc := "Call " + d.Name + " (" + d.Company + ") at " + d.Phone + ". Service: " + d.Service + "."
	if b.Message != "" {
		desc += "\n\n" + b.Message
	}
	e.To = []string{c.brand.SalesEmail}
	e.ReplyTo = address(b.Name, b.Email)
	e.Attachments = []lexa.Attachment{c.invite(b, MethodRequest, desc).attachment(c.loc)}
	return e, nil
}

// DemoCancellation tells the visitor, with the sales inbox as a second recipient, that a
// booking is cancelled. Its invite (METHOD:CANCEL, the booking's UID, a higher
// SEQUENCE) removes the call from both calendars.
func (c *Composer) DemoCancellation(b lexa.DemoBooking) (lexa.Email, error) {
	d := c.demoView(b)
	details := append(d.when(),
		detail{Label: "Service", Value: d.Service},
		detail{Label: "Company", Value: d.Company},
	)
	e, err := c.render("demo_cancellation", view{
		Preheader: "Your demo on " + d.Date + " at " + d.Time + " " + d.Zone + " is cancelled.",
		Demo:      d, Details: details,
	})
	if err != nil {
		return e, err
	}
	desc := "This " + c.brand.SiteName + " demo is cancelled."
	e.To = []string{address(b.Name, b.Email), c.brand.SalesEmail}
	e.Attachments = []lexa.Attachment{c.invite(b, MethodCancel, desc).attachment(c.loc)}
	return e, nil
}
