package httpapi

import (
	"context"
	"net/http"

	"lexa/internal/lexa"
)

// ReceptionistStore is what the voice receptionist's workspace needs (issue 22): its
// business profile, its call log, and the calls the customer's telephony posts.
type ReceptionistStore interface {
	ReceptionistProfile(ctx context.Context, userID, serviceID string) (lexa.BusinessProfile, bool, error)
	SaveReceptionistProfile(ctx context.Context, userID, serviceID string, p lexa.BusinessProfile) error
	RecordCall(ctx context.Context, c lexa.Call, keyID string, limit lexa.RateLimit) (lexa.Call, bool, error)
	Calls(ctx context.Context, userID, serviceID string, q lexa.CallQuery) ([]lexa.Call, string, error)
	Call(ctx context.Context, userID, serviceID, callID string) (lexa.Call, error)
}

// profileMaxBody: a profile at its limits (50 services, 50 FAQ entries of 1,000
// characters, 50 triggers) is well under this.
const profileMaxBody = 256 << 10

// ErrProfileNotSaved answers the console before the receptionist has a saved profile.
var ErrProfileNotSaved = &lexa.Error{Code: lexa.EConflict, Message: "Save the receptionist's profile first, then try it here."}

func (s *Server) handleReceptionistProfile(w http.ResponseWriter, r *http.Request) {
	p, saved, err := s.Store.ReceptionistProfile(r.Context(), userFrom(r).ID, r.PathValue("id"))
	if err != nil {
		s.writeError(w, r, err)
		return
	}
	w.Header().Set("Cache-Control", "no-store")
	writeJSON(w, http.StatusOK, map[string]any{"profile": p, "saved": saved})
}

// handleSaveReceptionistProfile validates a whole profile (every problem at once, by
// field path) and stores it; nothing is stored while any field is wrong.
func (s *Server) handleSaveReceptionistProfile(w http.ResponseWriter, r *http.Request) {
	u := userFrom(r)
	var in lexa.BusinessProfile
	if err := decodeJSON(r, &in); err != nil {
		s.writeError(w, r, err)
		return
	}
	// Ownership first: another user's service is 404 whatever the body says.
	if _, _, err := s.Store.ReceptionistProfile(r.Context(), u.ID, r.PathValue("id")); err != nil {
		s.writeError(w, r, err)
		return
	}
	p, err := lexa.ParseReceptionistProfile(in)
	if err != nil {
		s.writeError(w, r, err)
		return
	}
	if err := s.Store.SaveReceptionistProfile(r.Context(), u.ID, r.PathValue("id"), p); err != nil {
		s.writeError(w, r, err)
		return
	}
	s.audit(r, lexa.AuditEntry{Action: "receptionist_profile_saved", TableName: "receptionist_profiles", UserID: u.ID,
		Detail: map[string]string{"service_id": r.PathValue("id")}})
	writeJSON(w, http.StatusOK, map[string]any{"profile": p, "saved": true})
}

// chatInput is a conversation with a customer's own receptionist (console or widget).
type chatInput struct {
	Messages []lexa.ChatMessage `json:"messages"`
}

// handleReceptionistChat is the test console: the voice demo's conversation, answered
// with the customer's saved profile, counted per account. What it books or takes goes
// into the service's book and log like the public link's (source "console").
func (s *Server) handleReceptionistChat(w http.ResponseWriter, r *http.Request) {
	u := userFrom(r)
	var in chatInput
	if err := decodeJSON(r, &in); err != nil {
		s.writeError(w, r, err)
		return
	}
	p, saved, err := s.Store.ReceptionistProfile(r.Context(), u.ID, r.PathValue("id"))
	if err != nil {
		s.writeError(w, r, err)
		return
	}
	messages, err := lexa.ParseChatMessages(in.Messages)
	switch {
	case err != nil:
		s.writeError(w, r, err)
		return
	case !saved:
		s.writeError(w, r, ErrProfileNotSaved)
		return
	}
	if !s.allow(w, r, "account:"+u.ID, "receptionist_chat") {
		return
	}
	s.answerConversation(w, r, ownedConversation{userID: u.ID, serviceID: r.PathValue("id"), source: lexa.SourceConsole,
		profile: p, messages: messages})
}
