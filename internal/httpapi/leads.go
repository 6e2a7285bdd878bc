package httpapi

import (
	"context"
	"net/http"
	"time"

	"lexa/internal/lexa"
)

// LeadStore is what the contact and demo endpoints need from the database.
type LeadStore interface {
	HitRateLimit(ctx context.Context, ip, action string, limit int, window time.Duration) (bool, time.Duration, error)
	CreateContact(ctx context.Context, c lexa.ContactSubmission, mails []lexa.OutgoingMail) error
	CreateDemoBooking(ctx context.Context, b lexa.DemoBooking, c lexa.ContactSubmission, cancelTokenHash string, mails []lexa.OutgoingMail) error
	TakenDemoSlots(ctx context.Context, from, to time.Time) ([]time.Time, error)
	DemoBookingByToken(ctx context.Context, tokenHash string) (lexa.DemoBooking, error)
	CancelDemoBooking(ctx context.Context, tokenHash string, compose func(lexa.DemoBooking) ([]lexa.OutgoingMail, error)) (lexa.DemoBooking, error)
	AppendAudit(ctx context.Context, e lexa.AuditEntry) (lexa.AuditEntry, error)
}

// Composer writes the e-mails the lead endpoints send.
type Composer interface {
	ContactNotification(c lexa.ContactSubmission) (lexa.Email, error)
	DemoConfirmation(b lexa.DemoBooking, cancelURL string) (lexa.Email, error)
	DemoSalesCopy(b lexa.DemoBooking) (lexa.Email, error)
	DemoCancellation(b lexa.DemoBooking) (lexa.Email, error)
	ReceptionistBooking(to lexa.Recipient, a lexa.Appointment, loc *time.Location, url string) (lexa.Email, error)
	ReceptionistMessage(to lexa.Recipient, m lexa.CallerMessage, c lexa.Call, loc *time.Location, url string) (lexa.Email, error)
	ReceptionistChange(to lexa.Recipient, a, before lexa.Appointment, kind lexa.AppointmentChangeKind, loc *time.Location, url string) (lexa.Email, error)
}

func (s *Server) handleContact(w http.ResponseWriter, r *http.Request) {
	var in lexa.ContactInput
	if err := decodeJSON(r, &in); err != nil {
		s.writeError(w, r, err)
		return
	}
	if !s.allowAddress(w, r, "contact_form") {
		return
	}
	c, err := lexa.ParseContact(in)
	if err != nil {
		s.writeError(w, r, err)
		return
	}
	sub := lexa.ContactSubmission{
		ID: lexa.NewID(), Name: c.Name, Email: c.Email, Company: c.Company, Phone: c.Phone,
		ServiceInterest: c.ServiceInterest, CompanySize: c.CompanySize, PreferredContact: c.PreferredContact,
		Message: c.Message, IPAddress: ClientIPFrom(r.Context()).String(), SubmittedAt: s.Clock.Now().UTC(),
	}
	note, err := s.Mail.ContactNotification(sub)
	if err != nil {
		s.writeError(w, r, err)
		return
	}
	if err := s.Store.CreateContact(r.Context(), sub, []lexa.OutgoingMail{{Kind: "contact_notification", Email: note}}); err != nil {
		s.writeError(w, r, err)
		return
	}
	s.MailQueued()
	writeJSON(w, http.StatusCreated, map[string]any{"id": sub.ID, "submitted_at": sub.SubmittedAt})
}
