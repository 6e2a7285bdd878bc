package httpapi

import (
	"net/http"

	"lexa/internal/lexa"
)

// The cancel link in a confirmation e-mail leads to this small server-rendered page.
// GET only shows the booking and a button, so mail scanners that open links cancel
// nothing; the button POSTs back to the same URL.
var cancelPage = newPage("demo_cancel.html")

type cancelView struct {
	pageView
	Text, When string
	Booking    *lexa.DemoBooking
	Confirm    bool
}

func (s *Server) handleDemoCancelPage(w http.ResponseWriter, r *http.Request) {
	b, err := s.Store.DemoBookingByToken(r.Context(), lexa.HashToken(r.URL.Query().Get("token")))
	if lexa.ErrorCodeOf(err) == lexa.ENotFound {
		s.renderCancel(w, http.StatusNotFound, cancelView{pageView: pageView{Title: "Link no longer valid"},
			Text: "This demo has already been cancelled, or the link is not valid. To book again, use 'Schedule Live Demo' on our site."})
		return
	}
	if err != nil {
		s.writeError(w, r, err)
		return
	}
	s.renderCancel(w, http.StatusOK, cancelView{pageView: pageView{Title: "Cancel your demo?"}, Booking: &b, When: s.demoWhen(b), Confirm: true,
		Text: "If this time no longer suits you, cancel below; you can book another slot at any time."})
}

func (s *Server) handleDemoCancel(w http.ResponseWriter, r *http.Request) {
	b, err := s.Store.CancelDemoBooking(r.Context(), lexa.HashToken(r.URL.Query().Get("token")),
		func(b lexa.DemoBooking) ([]lexa.OutgoingMail, error) {
			e, err := s.Mail.DemoCancellation(b)
			return []lexa.OutgoingMail{{Kind: "demo_cancellation", Email: e}}, err
		})
	if lexa.ErrorCodeOf(err) == lexa.ENotFound {
		s.renderCancel(w, http.StatusNotFound, cancelView{pageView: pageView{Title: "Link no longer valid"},
			Text: "This demo has already been cancelled, or the link is not valid."})
		return
	}
	if err != nil {
		s.writeError(w, r, err)
		return
	}
	s.MailQueued()
	s.audit(r, lexa.AuditEntry{Action: "demo_booking_cancelled", TableName: "demo_bookings", Detail: map[string]string{"booking_id": b.ID}})
	s.renderCancel(w, http.StatusOK, cancelView{pageView: pageView{Title: "Your demo is cancelled"}, Booking: &b, When: s.demoWhen(b),
		Text: "The slot is free again and a cancellation has been sent to your calendar."})
}

func (s *Server) demoWhen(b lexa.DemoBooking) string {
	return s.Calendar.Local(b.SlotStart).Format("Monday, January 2, 2006 at 3:04 PM") + " " + lexa.DemoTimeZoneLabel
}

func (s *Server) renderCancel(w http.ResponseWriter, status int, v cancelView) {
	v.SiteName, v.Branded = s.SiteName, true
	s.renderPage(w, status, cancelPage, v)
}
