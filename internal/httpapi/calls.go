package httpapi

import (
	"net/http"

	"lexa/internal/lexa"
)

// callsMaxBody: a transcript of 20,000 characters, each escaped in JSON at worst as
// \uXXXX (6 bytes), and the other fields.
const callsMaxBody = 128 << 10

// callLimit is an API key's limit on posted calls ("call_report"), counted by the store
// in the transaction that writes them, as usage reports are.
func (s *Server) callLimit(key lexa.APIKey) lexa.RateLimit {
	return s.limit("call_report").For("apikey:" + key.ID)
}

// handlePostCall stores a call the customer's telephony reports with the API key of a
// voice-ai service, and its usage, once per idempotency key.
func (s *Server) handlePostCall(w http.ResponseWriter, r *http.Request) {
	w.Header().Set("Cache-Control", "no-store")
	key, err := s.bearerKey(r)
	if err == nil && key.ServiceType != lexa.VoiceAI {
		err = lexa.ErrInvalidAPIKey // the calls API is a receptionist's; another service's key is not one
	}
	if err != nil {
		s.writeError(w, r, err)
		return
	}
	var in lexa.CallInput
	if err := decodeJSON(r, &in); err != nil {
		s.writeError(w, r, err)
		return
	}
	call, err := lexa.ParseCall(in, s.Clock.Now())
	if err != nil {
		// A refused call counts against the key's limit as well, where a valid one does.
		if blocked := s.Store.CountRefusedUsage(r.Context(), s.callLimit(key)); blocked != nil {
			err = blocked
		}
		s.writeCallError(w, r, key, err)
		return
	}
	call.ServiceID = key.ServiceID
	stored, replayed, err := s.Store.RecordCall(r.Context(), call, key.ID, s.callLimit(key))
	if err != nil {
		s.writeCallError(w, r, key, err)
		return
	}
	status := http.StatusCreated
	if replayed {
		status = http.StatusOK
	}
	writeJSON(w, status, map[string]any{"call": stored})
}

// writeCallError answers a call that was not stored; one refused for its key's limit is
// audited with the key and its service.
func (s *Server) writeCallError(w http.ResponseWriter, r *http.Request, key lexa.APIKey, err error) {
	if lexa.ErrorCodeOf(err) == lexa.ERateLimited {
		s.audit(r, lexa.AuditEntry{Action: "call_report_blocked", TableName: "rate_limits", UserID: key.UserID,
			Detail: map[string]string{"service_id": key.ServiceID, "key_id": key.ID}})
	}
	s.writeError(w, r, err)
}

// handleCalls is a page of a receptionist's call log, newest first, without transcripts.
func (s *Server) handleCalls(w http.ResponseWriter, r *http.Request) {
	query := r.URL.Query()
	q, err := lexa.ParseCallQuery(query.Get("q"), query.Get("outcome"), query.Get("before"))
	if err != nil {
		s.writeError(w, r, err)
		return
	}
	calls, next, err := s.Store.Calls(r.Context(), userFrom(r).ID, r.PathValue("id"), q)
	if err != nil {
		s.writeError(w, r, err)
		return
	}
	if calls == nil {
		calls = []lexa.Call{}
	}
	var nextOut *string
	if next != "" {
		nextOut = &next
	}
	w.Header().Set("Cache-Control", "no-store")
	writeJSON(w, http.StatusOK, map[string]any{"calls": calls, "next": nextOut})
}

// handleCall is one call with its transcript.
func (s *Server) handleCall(w http.ResponseWriter, r *http.Request) {
	c, err := s.Store.Call(r.Context(), userFrom(r).ID, r.PathValue("id"), r.PathValue("callId"))
	if err != nil {
		s.writeError(w, r, err)
		return
	}
	w.Header().Set("Cache-Control", "no-store")
	writeJSON(w, http.StatusOK, map[string]any{"call": c})
}
