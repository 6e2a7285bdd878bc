package httpapi

import (
	"net/http"
	"slices"
	"time"

	"lexa/internal/lexa"
)

type slotJSON struct {
	Time      string    `json:"time"`
	Label     string    `json:"label"`
	StartsAt  time.Time `json:"starts_at"`
	Available bool      `json:"available"`
}

type dayJSON struct {
	Date  string     `json:"date"`
	Label string     `json:"label"`
	Slots []slotJSON `json:"slots"`
}

// handleDemoSlots lists the bookable days with each slot marked taken or free.
func (s *Server) handleDemoSlots(w http.ResponseWriter, r *http.Request) {
	days := s.Calendar.Days(s.Clock.Now())
	var taken []time.Time
	if len(days) > 0 {
		first, last := days[0].Slots[0].StartsAt, days[len(days)-1].Slots
		var err error
		taken, err = s.Store.TakenDemoSlots(r.Context(), first, last[len(last)-1].StartsAt.Add(lexa.DemoLength))
		if err != nil {
			s.writeError(w, r, err)
			return
		}
	}
	out := make([]dayJSON, len(days))
	for i, d := range days {
		out[i] = dayJSON{Date: d.Date, Label: d.Label, Slots: make([]slotJSON, len(d.Slots))}
		for j, slot := range d.Slots {
			free := !slices.ContainsFunc(taken, slot.StartsAt.Equal)
			out[i].Slots[j] = slotJSON{Time: slot.Time, Label: slot.Label, StartsAt: slot.StartsAt, Available: free}
		}
	}
	w.Header().Set("Cache-Control", "no-store")
	writeJSON(w, http.StatusOK, map[string]any{
		"timezone": lexa.DemoTimeZone, "timezone_label": lexa.DemoTimeZoneLabel, "days": out,
	})
}

// handleDemoBooking books a slot: the booking, its contact row and its mails are stored
// together, and only one of several concurrent requests for a slot wins.
func (s *Server) handleDemoBooking(w http.ResponseWriter, r *http.Request) {
	var in lexa.DemoBookingInput
	if err := decodeJSON(r, &in); err != nil {
		s.writeError(w, r, err)
		return
	}
	if !s.allowAddress(w, r, "demo_booking") {
		return
	}
	now := s.Clock.Now().UTC()
	req, err := lexa.ParseDemoBooking(in, s.Calendar, now)
	if err != nil {
		s.writeError(w, r, err)
		return
	}
	ip := ClientIPFrom(r.Context()).String()
	contact := lexa.ContactSubmission{
		ID: lexa.NewID(), Name: req.Name, Email: req.Email, Company: req.Company, Phone: req.Phone,
		ServiceInterest: string(req.Service), CompanySize: req.Employees, PreferredContact: "demo",
		Message: req.ContactMessage(), IPAddress: ip, SubmittedAt: now,
	}
	booking := lexa.DemoBooking{
		ID: lexa.NewID(), ContactSubmissionID: contact.ID, Name: req.Name, Email: req.Email, Company: req.Company,
		Phone: req.Phone, Employees: req.Employees, Service: req.Service, Message: req.Message,
		SlotStart: req.Slot.StartsAt, Status: "booked", CreatedAt: now,
	}
	token, tokenHash := lexa.NewToken()
	confirmation, err := s.Mail.DemoConfirmation(booking, s.BaseURL.String()+"/api/demo/bookings/cancel?token="+token)
	if err != nil {
		s.writeError(w, r, err)
		return
	}
	salesCopy, err := s.Mail.DemoSalesCopy(booking)
	if err != nil {
		s.writeError(w, r, err)
		return
	}
	mails := []lexa.OutgoingMail{{Kind: "demo_confirmation", Email: confirmation}, {Kind: "demo_sales_copy", Email: salesCopy}}
	if err := s.Store.CreateDemoBooking(r.Context(), booking, contact, tokenHash, mails); err != nil {
		s.writeError(w, r, err)
		return
	}
	s.MailQueued()
	writeJSON(w, http.StatusCreated, map[string]any{
		"id": booking.ID, "date": req.Day.Date, "date_label": req.Day.Label, "time": req.Slot.Time,
		"time_label": req.Slot.Label, "timezone_label": lexa.DemoTimeZoneLabel, "starts_at": booking.SlotStart,
		"service_name": req.Service.DisplayName(),
	})
}
