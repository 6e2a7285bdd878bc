package httpapi

import (
	"context"
	"fmt"
	"net/http"
	"time"

	"lexa/internal/lexa"
)

// handleHealthz answers while the process is alive: for restarts, not for routing.
func (s *Server) handleHealthz(w http.ResponseWriter, r *http.Request) {
	w.Header().Set("Cache-Control", "no-store")
	writeJSON(w, http.StatusOK, map[string]string{"status": "ok"})
}

// handleReadyz answers 200 only while the database does: load balancers route on it,
// and take the instance out on its 503 until the database answers again.
func (s *Server) handleReadyz(w http.ResponseWriter, r *http.Request) {
	w.Header().Set("Cache-Control", "no-store")
	ctx, cancel := context.WithTimeout(r.Context(), 2*time.Second)
	defer cancel()
	if err := s.Store.Ping(ctx); err != nil {
		// Whatever the cause (refused, timed out, closed), this instance cannot serve:
		// the same 503 as any request during an outage; writeError logs the cause.
		s.writeError(w, r, fmt.Errorf("%w: readiness: %w", lexa.ErrUnavailable, err))
		return
	}
	writeJSON(w, http.StatusOK, map[string]string{"status": "ready"})
}

// handleAPINotFound keeps unknown API paths in JSON instead of falling through to the
// web app's 404 page.
func (s *Server) handleAPINotFound(w http.ResponseWriter, r *http.Request) {
	s.writeError(w, r, lexa.Errorf(lexa.ENotFound, "Not found."))
}

// handleSite serves the web app for GET and HEAD; pages take no other method.
func (s *Server) handleSite(w http.ResponseWriter, r *http.Request) {
	if r.Method != http.MethodGet && r.Method != http.MethodHead {
		w.Header().Set("Allow", "GET, HEAD")
		writeJSON(w, http.StatusMethodNotAllowed, errorBody("method_not_allowed", "Method not allowed.", nil))
		return
	}
	s.Site.ServeHTTP(w, r)
}
