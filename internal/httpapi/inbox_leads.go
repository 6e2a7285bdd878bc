package httpapi

import (
	"context"
	"encoding/json"
	"net/http"
	"time"

	"lexa/internal/lexa"
)

// InboxLeadStore is what the lead inbox's routes need (docs/api.md, "Lead inbox").
// Every method but AddInboxLead's key check is scoped to the user: another user's ids
// are not found.
type InboxLeadStore interface {
	AddInboxLead(ctx context.Context, userID, serviceID, keyID string, l lexa.InboxLead) (lexa.InboxLead, bool, error)
	InboxLeads(ctx context.Context, userID, serviceID string, f lexa.InboxLeadFilter) ([]lexa.InboxLead, error)
	InboxLead(ctx context.Context, userID, serviceID, leadID string) (lexa.InboxLead, error)
	MoveInboxLead(ctx context.Context, userID, serviceID, leadID string, in lexa.InboxLeadChange) (lexa.InboxLead, error)
	DeleteInboxLead(ctx context.Context, userID, serviceID, leadID string) error
	LeadProfile(ctx context.Context, userID, serviceID string) (lexa.BusinessLeadProfile, bool, error)
	SaveLeadProfile(ctx context.Context, userID, serviceID string, p lexa.BusinessLeadProfile) error
}

// inboxLeadMaxBody: a lead's notes are at most 10,000 characters (up to 40 KB in UTF-8,
// more when escaped in JSON or a form).
const inboxLeadMaxBody = 128 << 10

// inboxLeadJSON is a lead as the API shows it.
type inboxLeadJSON struct {
	ID                string            `json:"id"`
	ServiceID         string            `json:"service_id"`
	IdempotencyKey    *string           `json:"idempotency_key"`
	Name              string            `json:"name"`
	Company           string            `json:"company"`
	Email             string            `json:"email"`
	Phone             string            `json:"phone"`
	Source            string            `json:"source"`
	Notes             string            `json:"notes"`
	Scoring           string            `json:"scoring"`
	Score             *int              `json:"score"`
	Temperature       *string           `json:"temperature"`
	Kind              *lexa.LeadKind    `json:"kind"`
	DoNotContact      bool              `json:"do_not_contact"`
	Reasons           []string          `json:"reasons"`
	Analysis          string            `json:"analysis"`
	Profile           *lexa.LeadProfile `json:"profile"`
	Stage             string            `json:"stage"`
	Revenue           json.Number       `json:"revenue"`
	RevenueRecordedAt *time.Time        `json:"revenue_recorded_at"`
	HotNotifiedAt     *time.Time        `json:"hot_notified_at"`
	CreatedAt         time.Time         `json:"created_at"`
	UpdatedAt         time.Time         `json:"updated_at"`
	ScoredAt          *time.Time        `json:"scored_at"`
}

func inboxLeadOut(l lexa.InboxLead) inboxLeadJSON {
	out := inboxLeadJSON{ID: l.ID, ServiceID: l.ServiceID, Name: l.Name, Company: l.Company, Email: l.Email, Phone: l.Phone,
		Source: l.Source, Notes: l.Notes, Scoring: string(l.Scoring), Score: l.Score, Reasons: l.Reasons, Analysis: l.Analysis,
		Profile: l.Profile, DoNotContact: l.DoNotContact, Stage: l.Stage, Revenue: lexa.Dollars(l.RevenueCents), RevenueRecordedAt: l.RevenueRecordedAt,
		HotNotifiedAt: l.HotNotifiedAt, CreatedAt: l.CreatedAt, UpdatedAt: l.UpdatedAt, ScoredAt: l.ScoredAt}
	if l.IdempotencyKey != "" {
		out.IdempotencyKey = &l.IdempotencyKey
	}
	if l.Temperature != "" {
		out.Temperature = &l.Temperature
	}
	if l.Kind != "" {
		out.Kind = &l.Kind
	}
	if out.Reasons == nil {
		out.Reasons = []string{}
	}
	return out
}

// handlePostInboxLead stores a lead sent by the customer's systems with the API key of a
// call-center service, queued for scoring.
func (s *Server) handlePostInboxLead(w http.ResponseWriter, r *http.Request) {
	w.Header().Set("Cache-Control", "no-store")
	key, err := s.bearerKey(r)
	if err == nil && key.ServiceType != lexa.CallCenter {
		err = lexa.ErrInvalidAPIKey // a key of another service acts for that service only
	}
	if err != nil {
		s.writeError(w, r, err)
		return
	}
	if !s.allow(w, r, "apikey:"+key.ID, "inbox_lead") {
		return
	}
	var in lexa.InboxLeadInput
	if err := decodeJSON(r, &in); err != nil {
		s.writeError(w, r, err)
		return
	}
	l, err := lexa.ParseInboxLead(in, lexa.LeadSourceAPI)
	if err != nil {
		s.writeError(w, r, err)
		return
	}
	stored, replayed, err := s.Store.AddInboxLead(r.Context(), key.UserID, key.ServiceID, key.ID, l)
	if err != nil {
		s.writeError(w, r, err)
		return
	}
	status := http.StatusOK
	if !replayed {
		status = http.StatusCreated
		s.NotifyJobs()
	}
	writeJSON(w, status, map[string]any{"lead": inboxLeadOut(stored)})
}

func (s *Server) handleInboxLeads(w http.ResponseWriter, r *http.Request) {
	q := r.URL.Query()
	f := lexa.InboxLeadFilter{Stage: q.Get("stage"), Query: q.Get("q")}
	fields := map[string]string{}
	if f.Stage != "" && !lexa.ValidLeadStage(f.Stage) {
		fields["stage"] = "Choose one of: new, contacted, qualified, won, lost."
	}
	if len([]rune(f.Query)) > 100 {
		fields["q"] = "Search for at most 100 characters."
	}
	if len(fields) > 0 {
		s.writeError(w, r, &lexa.Error{Code: lexa.EInvalid, Message: "Some fields contain invalid data.", Fields: fields})
		return
	}
	list, err := s.Store.InboxLeads(r.Context(), userFrom(r).ID, r.PathValue("id"), f)
	if err != nil {
		s.writeError(w, r, err)
		return
	}
	out := make([]inboxLeadJSON, len(list))
	for i, l := range list {
		out[i] = inboxLeadOut(l)
	}
	writeJSON(w, http.StatusOK, map[string]any{"leads": out, "hot_score": lexa.HotLeadScore})
}

func (s *Server) handleInboxLead(w http.ResponseWriter, r *http.Request) {
	l, err := s.Store.InboxLead(r.Context(), userFrom(r).ID, r.PathValue("id"), r.PathValue("leadId"))
	if err != nil {
		s.writeError(w, r, err)
		return
	}
	writeJSON(w, http.StatusOK, map[string]any{"lead": inboxLeadOut(l)})
}

func (s *Server) handleMoveInboxLead(w http.ResponseWriter, r *http.Request) {
	var in lexa.InboxLeadChange
	if err := decodeJSON(r, &in); err != nil {
		s.writeError(w, r, err)
		return
	}
	l, err := s.Store.MoveInboxLead(r.Context(), userFrom(r).ID, r.PathValue("id"), r.PathValue("leadId"), in)
	if err != nil {
		s.writeError(w, r, err)
		return
	}
	writeJSON(w, http.StatusOK, map[string]any{"lead": inboxLeadOut(l)})
}

func (s *Server) handleDeleteInboxLead(w http.ResponseWriter, r *http.Request) {
	if err := s.Store.DeleteInboxLead(r.Context(), userFrom(r).ID, r.PathValue("id"), r.PathValue("leadId")); err != nil {
		s.writeError(w, r, err)
		return
	}
	w.WriteHeader(http.StatusNoContent)
}
