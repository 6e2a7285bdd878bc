package httpapi

import (
	"log/slog"
	"net/http"

	"lexa/internal/lexa"
)

// audit records an entry with the request's address; a failure is logged, not fatal,
// because the action it describes already happened or was refused.
func (s *Server) audit(r *http.Request, e lexa.AuditEntry) {
	e.IPAddress = ClientIPFrom(r.Context()).String()
	if _, err := s.Store.AppendAudit(r.Context(), e); err != nil {
		s.Logger.LogAttrs(r.Context(), slog.LevelError, "audit failed",
			slog.String("id", RequestID(r.Context())), slog.String("action", e.Action), slog.String("error", err.Error()))
	}
}
