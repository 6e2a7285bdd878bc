package httpapi

import (
	"html/template"
	"net/http"

	"lexa/internal/lexa"
)

// The cancel link in a confirmation e-mail leads to this small server-rendered page.
// GET only shows the booking and a button, so mail scanners that open links cancel
// nothing; the button POSTs back to the same URL.
var cancelPage = template.Must(template.New("cancel").Parse(`<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><title>{{.Title}} | {{.SiteName}}</title>
<style>body{font-family:system-ui,sans-serif;background:#f1f5f9;color:#0f172a;margin:0;padding:2rem 1rem}
main{max-width:32rem;margin:0 auto;background:#fff;border:1px solid #e2e8f0;border-radius:.75rem;padding:2rem}
h1{font-size:1.5rem;margin-top:0}button{background:#b91c1c;color:#fff;border:0;border-radius:.375rem;padding:.75rem 1.25rem;font-size:1rem;cursor:pointer}
a{color:#4338ca}</style></head>
<body><main><h1>{{.Title}}</h1>
{{if .Booking}}<p>{{.Booking.Service.DisplayName}} demo for {{.Booking.Company}} on <strong>{{.When}}</strong> (30 minutes).</p>{{end}}
<p>{{.Text}}</p>
{{if .Confirm}}<form method="post"><button type="submit">Cancel this demo</button></form>{{end}}
<p><a href="/">Back to {{.SiteName}}</a></p></main></body></html>`))

type cancelView struct {
	Title, Text, SiteName, When string
	Booking                     *lexa.DemoBooking
	Confirm                     bool
}

// cancelPageCSP lets the page use its own inline styles and post its own form, nothing else.
const cancelPageCSP = "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'"

func (s *Server) handleDemoCancelPage(w http.ResponseWriter, r *http.Request) {
	b, err := s.Store.DemoBookingByToken(r.Context(), lexa.HashToken(r.URL.Query().Get("token")))
	if lexa.ErrorCodeOf(err) == lexa.ENotFound {
		s.renderCancel(w, http.StatusNotFound, cancelView{Title: "Link no longer valid",
			Text: "This demo has already been cancelled, or the link is not valid. To book again, use 'Schedule Live Demo' on our site."})
		return
	}
	if err != nil {
		s.writeError(w, r, err)
		return
	}
	s.renderCancel(w, http.StatusOK, cancelView{Title: "Cancel your demo?", Booking: &b, When: s.demoWhen(b), Confirm: true,
		Text: "If this time no longer suits you, cancel below; you can book another slot at any time."})
}

func (s *Server) handleDemoCancel(w http.ResponseWriter, r *http.Request) {
	b, err := s.Store.CancelDemoBooking(r.Context(), lexa.HashToken(r.URL.Query().Get("token")),
		func(b lexa.DemoBooking) ([]lexa.OutgoingMail, error) {
			e, err := s.Mail.DemoCancellation(b)
			return []lexa.OutgoingMail{{Kind: "demo_cancellation", Email: e}}, err
		})
	if lexa.ErrorCodeOf(err) == lexa.ENotFound {
		s.renderCancel(w, http.StatusNotFound, cancelView{Title: "Link no longer valid",
			Text: "This demo has already been cancelled, or the link is not valid."})
		return
	}
	if err != nil {
		s.writeError(w, r, err)
		return
	}
	s.MailQueued()
	s.audit(r, lexa.AuditEntry{Action: "demo_booking_cancelled", TableName: "demo_bookings", Detail: map[string]string{"booking_id": b.ID}})
	s.renderCancel(w, http.StatusOK, cancelView{Title: "Your demo is cancelled", Booking: &b, When: s.demoWhen(b),
		Text: "The slot is free again and a cancellation has been sent to your calendar."})
}

func (s *Server) demoWhen(b lexa.DemoBooking) string {
	return s.Calendar.Local(b.SlotStart).Format("Monday, January 2, 2006 at 3:04 PM") + " " + lexa.DemoTimeZoneLabel
}

func (s *Server) renderCancel(w http.ResponseWriter, status int, v cancelView) {
	v.SiteName = s.SiteName
	w.Header().Set("Content-Type", "text/html; charset=utf-8")
	w.Header().Set("Content-Security-Policy", cancelPageCSP)
	w.Header().Set("Cache-Control", "no-store")
	w.WriteHeader(status)
	_ = cancelPage.Execute(w, v) // the status is out; a write error is a gone client
}
