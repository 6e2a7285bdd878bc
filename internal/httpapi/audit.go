package httpapi

import (
	"context"
	"log/slog"
	"net/http"

	"lexa/internal/lexa"
)

// audit records an entry with the request's address; a failure is logged, not fatal,
// because the action it describes already happened or was refused.
func (s *Server) audit(r *http.Request, e lexa.AuditEntry) {
	s.auditContext(r.Context(), e)
}

// auditContext is audit for code that has the request's context, not the request (a
// conversation's turn, shared by the console and the phone line).
func (s *Server) auditContext(ctx context.Context, e lexa.AuditEntry) {
	e.IPAddress = ClientIPFrom(ctx).String()
	if _, err := s.Store.AppendAudit(ctx, e); err != nil {
		s.Logger.LogAttrs(ctx, slog.LevelError, "audit failed",
			slog.String("id", RequestID(ctx)), slog.String("action", e.Action), slog.String("error", err.Error()))
	}
}
