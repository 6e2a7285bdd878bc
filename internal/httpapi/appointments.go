package httpapi

import (
	"context"
	"encoding/json"
	"net/http"
	"time"

	"lexa/internal/lexa"
)

// AppointmentStore is a voice-ai service's appointment book (issue 30): the owner lists,
// confirms, cancels and moves; the receptionist's conversation books (BookAppointment).
// Every method is the owner's only: another user's service is not found, and a service
// of another type has no receptionist (404).
type AppointmentStore interface {
	Appointments(ctx context.Context, userID, serviceID string, from, to time.Time) ([]lexa.Appointment, bool, error)
	BookAppointment(ctx context.Context, userID, serviceID string, in lexa.AppointmentRequest) (lexa.Appointment, error)
	UpdateAppointment(ctx context.Context, userID, serviceID, appointmentID string, c lexa.AppointmentChange) (lexa.Appointment, lexa.AppointmentChangeKind, error)
}

// handleAppointments lists the book's days from–to (the profile's calendar), by start.
func (s *Server) handleAppointments(w http.ResponseWriter, r *http.Request) {
	u, serviceID, q := userFrom(r), r.PathValue("id"), r.URL.Query()
	// The profile first: ownership (404) before the query is judged, and its time zone
	// says which days the dates are.
	p, _, err := s.Store.ReceptionistProfile(r.Context(), u.ID, serviceID)
	if err != nil {
		s.writeError(w, r, err)
		return
	}
	loc := p.Location()
	days, err := lexa.ParseAppointmentRange(q.Get("from"), q.Get("to"), loc, s.Clock.Now())
	if err != nil {
		s.writeError(w, r, err)
		return
	}
	list, truncated, err := s.Store.Appointments(r.Context(), u.ID, serviceID, days.From, days.To)
	if err != nil {
		s.writeError(w, r, err)
		return
	}
	for i := range list {
		list[i] = list[i].InZone(loc)
	}
	w.Header().Set("Cache-Control", "no-store")
	writeJSON(w, http.StatusOK, map[string]any{"appointments": list, "timezone": loc.String(),
		"from": days.FirstDay, "to": days.LastDay, "truncated": truncated})
}

// handleUpdateAppointment confirms, cancels or moves one appointment and audits what it
// did; a change to what the appointment already is answers it as it is, unaudited.
func (s *Server) handleUpdateAppointment(w http.ResponseWriter, r *http.Request) {
	u, serviceID, appointmentID := userFrom(r), r.PathValue("id"), r.PathValue("appointmentId")
	// The members as given, so that an unknown one is named in fields (decodeJSON alone
	// would refuse it without saying which).
	var body map[string]json.RawMessage
	if err := decodeJSON(r, &body); err != nil {
		s.writeError(w, r, err)
		return
	}
	// Ownership first: another user's service is 404 whatever the body says.
	p, _, err := s.Store.ReceptionistProfile(r.Context(), u.ID, serviceID)
	if err != nil {
		s.writeError(w, r, err)
		return
	}
	change, err := lexa.ParseAppointmentChange(body)
	if err != nil {
		s.writeError(w, r, err)
		return
	}
	a, kind, err := s.Store.UpdateAppointment(r.Context(), u.ID, serviceID, appointmentID, change)
	if err != nil {
		s.writeError(w, r, err)
		return
	}
	if kind != "" {
		detail := map[string]string{"service_id": serviceID, "appointment_id": a.ID}
		if kind == lexa.AppointmentWasMoved {
			detail["start"] = a.Start.Format(time.RFC3339)
		}
		s.audit(r, lexa.AuditEntry{Action: string(kind), TableName: "appointments", UserID: u.ID, Detail: detail})
	}
	w.Header().Set("Cache-Control", "no-store")
	writeJSON(w, http.StatusOK, map[string]any{"appointment": a.InZone(p.Location())})
}
