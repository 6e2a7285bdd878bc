package httpapi

import (
	"context"
	"net/http"

	"lexa/internal/lexa"
)

// EmbedStore is what the public links' routes need.
type EmbedStore interface {
	CreateEmbed(ctx context.Context, userID, serviceID string) (lexa.Embed, error)
	Embeds(ctx context.Context, userID, serviceID string) ([]lexa.Embed, error)
	RevokeEmbed(ctx context.Context, userID, serviceID, embedID string) (lexa.Embed, error)
	EmbedByToken(ctx context.Context, kind, token string) (lexa.Embed, error)
}

// embedJSON is a public link as the API shows it, with its full address.
type embedJSON struct {
	lexa.Embed
	URL string `json:"url"`
}

func (s *Server) embedOut(e lexa.Embed) embedJSON {
	return embedJSON{Embed: e, URL: s.BaseURL.String() + e.EmbedPath()}
}

func (s *Server) handleEmbeds(w http.ResponseWriter, r *http.Request) {
	list, err := s.Store.Embeds(r.Context(), userFrom(r).ID, r.PathValue("id"))
	if err != nil {
		s.writeError(w, r, err)
		return
	}
	out := make([]embedJSON, len(list))
	for i, e := range list {
		out[i] = s.embedOut(e)
	}
	w.Header().Set("Cache-Control", "no-store")
	writeJSON(w, http.StatusOK, map[string]any{"embeds": out})
}

func (s *Server) handleCreateEmbed(w http.ResponseWriter, r *http.Request) {
	u := userFrom(r)
	e, err := s.Store.CreateEmbed(r.Context(), u.ID, r.PathValue("id"))
	if err != nil {
		s.writeError(w, r, err)
		return
	}
	s.audit(r, lexa.AuditEntry{Action: "embed_created", TableName: "embeds", UserID: u.ID,
		Detail: map[string]string{"service_id": e.ServiceID, "embed_id": e.ID, "kind": e.Kind}})
	writeJSON(w, http.StatusCreated, map[string]any{"embed": s.embedOut(e)})
}

func (s *Server) handleRevokeEmbed(w http.ResponseWriter, r *http.Request) {
	u := userFrom(r)
	e, err := s.Store.RevokeEmbed(r.Context(), u.ID, r.PathValue("id"), r.PathValue("embedId"))
	if err != nil {
		s.writeError(w, r, err)
		return
	}
	s.audit(r, lexa.AuditEntry{Action: "embed_revoked", TableName: "embeds", UserID: u.ID,
		Detail: map[string]string{"service_id": e.ServiceID, "embed_id": e.ID}})
	writeJSON(w, http.StatusOK, map[string]any{"embed": s.embedOut(e)})
}
