package mail_test

import (
	"bytes"
	"html"
	"net/mail"
	"strings"
	"testing"
	"time"

	ics "github.com/arran4/golang-ical"
	"lexa/internal/lexa"
	lexamail "lexa/internal/mail"
)

var testBrand = lexamail.Brand{
	SiteName:     "Lexa",
	BaseURL:      "https://lexa.example.com",
	ContactEmail: "hello@lexa.example.com",
	ContactPhone: "+1 (555) 010-4200",
	SalesEmail:   "sales@lexa.example.com",
}

const cancelURL = "https://lexa.example.com/api/demo/bookings/cancel?token=tok_abc123"

func testComposer(t *testing.T) *lexamail.Composer {
	t.Helper()
	c, err := lexamail.NewComposer(testBrand)
	if err != nil {
		t.Fatal(err)
	}
	return c
}

// winterBooking is on a Monday in November, when New York is on EST (UTC-5).
func winterBooking() lexa.DemoBooking {
	return lexa.DemoBooking{
		ID:        "bk_winter1",
		Name:      "Ana O'Neil",
		Email:     "ana@acme.test",
		Company:   "Acme, Inc.",
		Phone:     "+1 555 123 4567",
		Employees: "11-50",
		Service:   "voice-ai",
		Message:   "We get 200 calls a day;\nmost are bookings.",
		SlotStart: time.Date(2026, 11, 23, 14, 0, 0, 0, time.UTC), // 9:00 AM EST
		Status:    "booked",
		CreatedAt: time.Date(2026, 11, 20, 16, 5, 0, 0, time.UTC),
	}
}

// summerBooking is in July, when New York is on EDT (UTC-4).
func summerBooking() lexa.DemoBooking {
	b := winterBooking()
	b.ID = "bk_summer1"
	b.Service = "payroll"
	b.SlotStart = time.Date(2026, 7, 14, 17, 30, 0, 0, time.UTC) // 1:30 PM EDT
	b.CreatedAt = time.Date(2026, 7, 10, 12, 0, 0, 0, time.UTC)
	return b
}

func parseICS(t *testing.T, a lexa.Attachment) *ics.Calendar {
	t.Helper()
	cal, err := ics.ParseCalendar(bytes.NewReader(a.Data))
	if err != nil {
		t.Fatalf("parse invite: %v\n%s", err, a.Data)
	}
	return cal
}

func mustContain(t *testing.T, what, s string, wants ...string) {
	t.Helper()
	for _, w := range wants {
		if !strings.Contains(s, w) {
			t.Errorf("%s lacks %q:\n%s", what, w, s)
		}
	}
}

func TestContactNotification(t *testing.T) {
	c := testComposer(t)
	s := lexa.ContactSubmission{
		ID: "cs_42", Name: `Bob "Bobby" <b>Tables</b>`, Email: "bob@example.org", Company: "Tables & Co",
		Phone: "+1 555 000 1111", ServiceInterest: "Payroll Automation", CompanySize: "51-200",
		PreferredContact: "phone", Message: "Line one <script>alert(1)</script>\nLine two",
		SubmittedAt: time.Date(2026, 11, 22, 14, 0, 0, 0, time.UTC),
	}
	e, err := c.ContactNotification(s)
	if err != nil {
		t.Fatal(err)
	}
	if len(e.To) != 1 || e.To[0] != testBrand.SalesEmail {
		t.Errorf("to %v, want the sales inbox", e.To)
	}
	if r, err := mail.ParseAddress(e.ReplyTo); err != nil || r.Address != "bob@example.org" || r.Name != s.Name {
		t.Errorf("reply-to %q (%v), want the visitor", e.ReplyTo, err)
	}
	if want := `New contact form message from ` + s.Name; e.Subject != want {
		t.Errorf("subject %q, want %q", e.Subject, want)
	}
	mustContain(t, "text", e.Text, "Name: "+s.Name, "Email: bob@example.org", "Company: Tables & Co",
		"Phone: +1 555 000 1111", "Service interest: Payroll Automation", "Company size: 51-200",
		"Preferred contact: phone", "Line one <script>alert(1)</script>\nLine two",
		"Sunday, November 22, 2026, 9:00 AM EST", "cs_42", "Lexa · https://lexa.example.com")
	mustContain(t, "html", e.HTML, "Tables &amp; Co", "&lt;script&gt;alert(1)&lt;/script&gt;",
		"&lt;b&gt;Tables&lt;/b&gt;", `href="mailto:bob@example.org"`, "Payroll Automation")
	if strings.Contains(e.HTML, "<script>") || strings.Contains(e.HTML, "<b>Tables") {
		t.Error("visitor text reached the HTML unescaped")
	}
	// Empty optional fields say so instead of leaving a blank.
	e, err = c.ContactNotification(lexa.ContactSubmission{ID: "cs_1", Name: "Al", Email: "al@example.org", Message: "Hi"})
	if err != nil {
		t.Fatal(err)
	}
	mustContain(t, "text", e.Text, "Company: —", "Phone: —")
}

func TestDemoConfirmation(t *testing.T) {
	c := testComposer(t)
	b := winterBooking()
	e, err := c.DemoConfirmation(b, cancelURL)
	if err != nil {
		t.Fatal(err)
	}
	if to, err := mail.ParseAddress(e.To[0]); len(e.To) != 1 || err != nil || to.Address != b.Email || to.Name != b.Name {
		t.Errorf("to %v, want the visitor", e.To)
	}
	if want := "Your Lexa demo is scheduled: Monday, November 23, 2026 at 9:00 AM EST"; e.Subject != want {
		t.Errorf("subject %q, want %q", e.Subject, want)
	}
	for what, body := range map[string]string{"text": e.Text, "html": html.UnescapeString(e.HTML)} {
		mustContain(t, what, body, "Monday, November 23, 2026", "9:00 AM EST", "30 minutes",
			"Voice AI Receptionists", "+1 555 123 4567", "tok_abc123")
	}
	mustContain(t, "text", e.Text, "Hi Ana O'Neil", "Company: Acme, Inc.", cancelURL)
	mustContain(t, "html", e.HTML, "Acme, Inc.", `href="https://lexa.example.com/api/demo/bookings/cancel?token=tok_abc123"`)
	if len(e.Attachments) != 1 {
		t.Fatalf("%d attachments, want the invite", len(e.Attachments))
	}
	a := e.Attachments[0]
	if a.Filename != "invite.ics" || a.ContentType != "text/calendar; method=REQUEST; charset=UTF-8" {
		t.Errorf("attachment %q %q", a.Filename, a.ContentType)
	}
	cal := parseICS(t, a)
	ev := cal.Events()[0]
	if got := ev.GetProperty(ics.ComponentPropertyDescription).Value; !strings.Contains(ics.FromText(got), cancelURL) {
		t.Errorf("invite description %q lacks the cancel link", got)
	}
}

func TestDemoSubjectNamesTheOffsetOfTheDay(t *testing.T) {
	e, err := testComposer(t).DemoConfirmation(summerBooking(), cancelURL)
	if err != nil {
		t.Fatal(err)
	}
	if want := "Your Lexa demo is scheduled: Tuesday, July 14, 2026 at 1:30 PM EDT"; e.Subject != want {
		t.Errorf("subject %q, want %q", e.Subject, want)
	}
}

func TestDemoSalesCopy(t *testing.T) {
	c := testComposer(t)
	b := winterBooking()
	e, err := c.DemoSalesCopy(b)
	if err != nil {
		t.Fatal(err)
	}
	if len(e.To) != 1 || e.To[0] != testBrand.SalesEmail {
		t.Errorf("to %v, want the sales inbox", e.To)
	}
	if r, err := mail.ParseAddress(e.ReplyTo); err != nil || r.Address != b.Email {
		t.Errorf("reply-to %q, want the visitor", e.ReplyTo)
	}
	if want := "Demo booked: Acme, Inc. — Monday, November 23, 2026 9:00 AM EST"; e.Subject != want {
		t.Errorf("subject %q, want %q", e.Subject, want)
	}
	mustContain(t, "text", e.Text, "Name: Ana O'Neil", "Email: ana@acme.test", "Company: Acme, Inc.",
		"Phone: +1 555 123 4567", "Company size: 11-50", "Service: Voice AI Receptionists",
		"Date: Monday, November 23, 2026", "Time: 9:00 AM EST", "Length: 30 minutes", "Booking: bk_winter1",
		"We get 200 calls a day;\nmost are bookings.")
	mustContain(t, "html", e.HTML, "Ana O&#39;Neil", "We get 200 calls a day;")
	if strings.Contains(e.Text, "tok_") {
		t.Error("the sales copy must not carry the visitor's cancel link")
	}
	if len(e.Attachments) != 1 || e.Attachments[0].ContentType != "text/calendar; method=REQUEST; charset=UTF-8" {
		t.Fatalf("attachments %+v, want one REQUEST invite", e.Attachments)
	}
}

func TestDemoCancellation(t *testing.T) {
	c := testComposer(t)
	b := winterBooking()
	confirmation, err := c.DemoConfirmation(b, cancelURL)
	if err != nil {
		t.Fatal(err)
	}
	cancelledAt := time.Date(2026, 11, 21, 9, 0, 0, 0, time.UTC)
	b.Status, b.CancelledAt = "cancelled", &cancelledAt
	e, err := c.DemoCancellation(b)
	if err != nil {
		t.Fatal(err)
	}
	if len(e.To) != 2 || !strings.Contains(e.To[0], b.Email) || e.To[1] != testBrand.SalesEmail {
		t.Errorf("to %v, want the visitor and the sales inbox", e.To)
	}
	if want := "Cancelled: your Lexa demo on Monday, November 23, 2026 at 9:00 AM EST"; e.Subject != want {
		t.Errorf("subject %q, want %q", e.Subject, want)
	}
	mustContain(t, "text", e.Text, "cancelled", "Voice AI Receptionists", "https://lexa.example.com")
	if len(e.Attachments) != 1 || e.Attachments[0].ContentType != "text/calendar; method=CANCEL; charset=UTF-8" ||
		e.Attachments[0].Filename != "invite.ics" {
		t.Fatalf("attachments %+v, want one CANCEL invite", e.Attachments)
	}
	req, cancel := parseICS(t, confirmation.Attachments[0]), parseICS(t, e.Attachments[0])
	reqEv, cancelEv := req.Events()[0], cancel.Events()[0]
	prop := func(ev *ics.VEvent, p ics.ComponentProperty) string { return ev.GetProperty(p).Value }
	if m := cancel.CalendarProperties; !hasCalProp(m, ics.PropertyMethod, "CANCEL") {
		t.Error("cancellation is not METHOD:CANCEL")
	}
	if prop(cancelEv, ics.ComponentPropertyUniqueId) != prop(reqEv, ics.ComponentPropertyUniqueId) {
		t.Errorf("UID changed: %s then %s", prop(reqEv, ics.ComponentPropertyUniqueId), prop(cancelEv, ics.ComponentPropertyUniqueId))
	}
	if prop(reqEv, ics.ComponentPropertySequence) != "0" || prop(cancelEv, ics.ComponentPropertySequence) != "1" {
		t.Errorf("SEQUENCE %s then %s, want 0 then 1", prop(reqEv, ics.ComponentPropertySequence), prop(cancelEv, ics.ComponentPropertySequence))
	}
	if prop(reqEv, ics.ComponentPropertyStatus) != "CONFIRMED" || prop(cancelEv, ics.ComponentPropertyStatus) != "CANCELLED" {
		t.Errorf("STATUS %s then %s", prop(reqEv, ics.ComponentPropertyStatus), prop(cancelEv, ics.ComponentPropertyStatus))
	}
	if stamp, _ := cancelEv.GetDtStampTime(); !stamp.Equal(cancelledAt) {
		t.Errorf("cancellation DTSTAMP %v, want the cancel time %v", stamp, cancelledAt)
	}
}

func hasCalProp(props []ics.CalendarProperty, p ics.Property, value string) bool {
	for _, cp := range props {
		if cp.IANAToken == string(p) && cp.Value == value {
			return true
		}
	}
	return false
}

func TestNewComposerChecksTheBrand(t *testing.T) {
	for name, mutate := range map[string]func(*lexamail.Brand){
		"no host":        func(b *lexamail.Brand) { b.BaseURL = "/relative" },
		"no site name":   func(b *lexamail.Brand) { b.SiteName = "" },
		"no sales inbox": func(b *lexamail.Brand) { b.SalesEmail = "" },
	} {
		b := testBrand
		mutate(&b)
		if _, err := lexamail.NewComposer(b); err == nil {
			t.Errorf("%s: accepted", name)
		}
	}
}

func TestVerifyEmail(t *testing.T) {
	c := testComposer(t)
	e, err := c.VerifyEmail("jane@example.com", "Jane <Doe>", "https://lexa.test/api/auth/verify?token=abc")
	if err != nil {
		t.Fatal(err)
	}
	if len(e.To) != 1 || !strings.Contains(e.To[0], "jane@example.com") || !strings.Contains(e.Subject, "Confirm your e-mail") {
		t.Errorf("to %v, subject %q", e.To, e.Subject)
	}
	if !strings.Contains(e.Text, "https://lexa.test/api/auth/verify?token=abc") || !strings.Contains(e.HTML, "https://lexa.test/api/auth/verify?token=abc") {
		t.Error("the link is missing from a part")
	}
	if strings.Contains(e.HTML, "Jane <Doe>") {
		t.Error("the name is not escaped in HTML")
	}
}
