package httpapi

import (
	"net/http"

	"lexa/internal/lexa"
)

// A call-center service's lead profile (docs/api.md, "Lead profile"; decision 0073): what
// its inbox scores leads by and what its public form is named, and the owner's own way of
// adding a lead by hand.

// leadProfileMaxBody: a profile at its limits (500 + 300 characters and 40 phrases of 60)
// is well under this, even escaped.
const leadProfileMaxBody = 32 << 10

func (s *Server) handleLeadProfile(w http.ResponseWriter, r *http.Request) {
	p, saved, err := s.Store.LeadProfile(r.Context(), userFrom(r).ID, r.PathValue("id"))
	if err != nil {
		s.writeError(w, r, err)
		return
	}
	w.Header().Set("Cache-Control", "no-store")
	writeJSON(w, http.StatusOK, map[string]any{"profile": p, "saved": saved})
}

// handleSaveLeadProfile checks a whole profile (every field's problem at once) and stores
// it; nothing is stored while a field is wrong. Leads scored before keep their scores.
func (s *Server) handleSaveLeadProfile(w http.ResponseWriter, r *http.Request) {
	u := userFrom(r)
	var in lexa.BusinessLeadProfileInput
	if err := decodeJSON(r, &in); err != nil {
		s.writeError(w, r, err)
		return
	}
	// Ownership first: another user's service is 404 whatever the body says.
	if _, _, err := s.Store.LeadProfile(r.Context(), u.ID, r.PathValue("id")); err != nil {
		s.writeError(w, r, err)
		return
	}
	p, err := lexa.ParseBusinessLeadProfile(in)
	if err != nil {
		s.writeError(w, r, err)
		return
	}
	if err := s.Store.SaveLeadProfile(r.Context(), u.ID, r.PathValue("id"), p); err != nil {
		s.writeError(w, r, err)
		return
	}
	s.audit(r, lexa.AuditEntry{Action: "lead_profile_saved", TableName: "lead_profiles", UserID: u.ID,
		Detail: map[string]string{"service_id": r.PathValue("id")}})
	writeJSON(w, http.StatusOK, map[string]any{"profile": p, "saved": true})
}

// handleAddLead stores a lead the signed-in owner adds by hand: the lead API's rules
// without its idempotency key, source "manual" unless given, queued for scoring and
// counted as usage like any lead.
func (s *Server) handleAddLead(w http.ResponseWriter, r *http.Request) {
	u := userFrom(r)
	if !s.allow(w, r, "account:"+u.ID, "inbox_lead") {
		return
	}
	var in lexa.InboxLeadInput
	if err := decodeJSON(r, &in); err != nil {
		s.writeError(w, r, err)
		return
	}
	if in.IdempotencyKey != "" {
		s.writeError(w, r, &lexa.Error{Code: lexa.EInvalid, Message: "Some fields contain invalid data.",
			Fields: map[string]string{"idempotency_key": "A lead added by hand has no idempotency_key: that is the lead API's."}})
		return
	}
	l, err := lexa.ParseInboxLead(in, lexa.LeadSourceManual)
	if err != nil {
		s.writeError(w, r, err)
		return
	}
	stored, _, err := s.Store.AddInboxLead(r.Context(), u.ID, r.PathValue("id"), "", l)
	if err != nil {
		s.writeError(w, r, err)
		return
	}
	s.NotifyJobs()
	writeJSON(w, http.StatusCreated, map[string]any{"lead": inboxLeadOut(stored)})
}
