package httpapi

import (
	"context"
	"log/slog"
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
}

// The public forms' limit (SPEC.md section 9): 5 per address per 15 minutes.
const (
	leadLimit       = 5
	leadLimitWindow = 15 * time.Minute
)

// allowLead counts the request against action's limit for the client's address.
func (s *Server) allowLead(w http.ResponseWriter, r *http.Request, action string) bool {
	return s.allow(w, r, clientKeyFrom(r.Context()), action, leadLimit)
}

// allow counts one request of action by key (an address, or "account:<e-mail>") against
// limit per 15 minutes. A blocked request is audited and answered here; the caller stops
// when it returns false.
func (s *Server) allow(w http.ResponseWriter, r *http.Request, key, action string, limit int) bool {
	return s.allowPer(w, r, key, action, limit, leadLimitWindow)
}

// allowPer is allow with a window of its own.
func (s *Server) allowPer(w http.ResponseWriter, r *http.Request, key, action string, limit int, window time.Duration) bool {
	ok, retryAfter, err := s.Store.HitRateLimit(r.Context(), key, action, limit, window)
	if err != nil {
		s.writeError(w, r, err)
		return false
	}
	if ok {
		return true
	}
	s.audit(r, lexa.AuditEntry{Action: action + "_blocked", TableName: "rate_limits"})
	s.writeError(w, r, &lexa.Error{Code: lexa.ERateLimited, Message: lexa.RateLimitedText, RetryAfter: retryAfter})
	return false
}

// audit records an entry with the request's address; a failure is logged, not fatal,
// because the action it describes already happened or was refused.
func (s *Server) audit(r *http.Request, e lexa.AuditEntry) {
	e.IPAddress = ClientIPFrom(r.Context()).String()
	if _, err := s.Store.AppendAudit(r.Context(), e); err != nil {
		s.Logger.LogAttrs(r.Context(), slog.LevelError, "audit failed",
			slog.String("id", RequestID(r.Context())), slog.String("action", e.Action), slog.String("error", err.Error()))
	}
}

func (s *Server) handleContact(w http.ResponseWriter, r *http.Request) {
	var in lexa.ContactInput
	if err := decodeJSON(r, &in); err != nil {
		s.writeError(w, r, err)
		return
	}
	if !s.allowLead(w, r, "contact_form") {
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
