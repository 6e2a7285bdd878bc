package httpapi

import (
	"net/http"

	"lexa/internal/lexa"
)

// handleOpenings lists a recruitment service's jobs.
func (s *Server) handleOpenings(w http.ResponseWriter, r *http.Request) {
	list, err := s.Store.Openings(r.Context(), userFrom(r).ID, r.PathValue("id"))
	if err != nil {
		s.writeError(w, r, err)
		return
	}
	w.Header().Set("Cache-Control", "no-store")
	writeJSON(w, http.StatusOK, map[string]any{"openings": list})
}

func (s *Server) handleCreateOpening(w http.ResponseWriter, r *http.Request) {
	u := userFrom(r)
	var in lexa.OpeningInput
	if err := decodeJSON(r, &in); err != nil {
		s.writeError(w, r, err)
		return
	}
	o, err := lexa.ParseOpening(in)
	if err != nil {
		s.writeError(w, r, err)
		return
	}
	if !s.allow(w, r, "account:"+u.ID, "opening_create") {
		return
	}
	o, err = s.Store.CreateOpening(r.Context(), u.ID, r.PathValue("id"), o)
	if err != nil {
		s.writeError(w, r, err)
		return
	}
	writeJSON(w, http.StatusCreated, map[string]any{"opening": o})
}

func (s *Server) handleDeleteOpening(w http.ResponseWriter, r *http.Request) {
	u := userFrom(r)
	if err := s.Store.DeleteOpening(r.Context(), u.ID, r.PathValue("id"), r.PathValue("openingId")); err != nil {
		s.writeError(w, r, err)
		return
	}
	s.audit(r, lexa.AuditEntry{Action: "opening_deleted", TableName: "openings", UserID: u.ID,
		Detail: map[string]string{"service_id": r.PathValue("id"), "opening_id": r.PathValue("openingId")}})
	w.WriteHeader(http.StatusNoContent)
}
