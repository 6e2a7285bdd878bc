package httpapi

import (
	"context"
	"net/http"
	"time"

	"lexa/internal/lexa"
)

// ServiceStore is what the services, metrics and usage endpoints need from the database.
type ServiceStore interface {
	CreateService(ctx context.Context, userID string, in lexa.ServiceInput) (lexa.Service, error)
	UserServicesJSON(ctx context.Context, userID string, now time.Time) ([]byte, error)
	UserService(ctx context.Context, userID, serviceID string) (lexa.Service, error)
	UpdateService(ctx context.Context, userID, serviceID string, u lexa.ServiceUpdate) (lexa.Service, error)
	CreateAPIKey(ctx context.Context, userID, serviceID, hash, prefix string) (lexa.APIKey, error)
	ServiceAPIKeys(ctx context.Context, userID, serviceID string) ([]lexa.APIKey, error)
	RevokeAPIKey(ctx context.Context, userID, serviceID, keyID string) (lexa.APIKey, error)
	APIKeyInUse(ctx context.Context, hash string) (lexa.APIKey, error)
	RecordUsage(ctx context.Context, r lexa.UsageRecord, limit lexa.RateLimit) (lexa.UsageRecord, int64, bool, error)
	CountRefusedUsage(ctx context.Context, limit lexa.RateLimit) error
	MetricsSummary(ctx context.Context, userID string, from time.Time) (lexa.MetricsSummary, error)
	DailyUsage(ctx context.Context, userID string, from, to time.Time) ([]lexa.DailyUsage, error)
	ServiceMetrics(ctx context.Context, userID string, w lexa.MetricsWindow) ([]lexa.ServiceMetrics, error)
}

func (s *Server) serviceOut(svc lexa.Service) lexa.ServiceJSON { return svc.JSON(s.Clock.Now()) }

// handleServices lists the user's services. The database writes the JSON array itself:
// the dashboard reads this list on every visit, and reading 50 rows one by one into Go
// values cost most of the request (see store.UserServicesJSON).
func (s *Server) handleServices(w http.ResponseWriter, r *http.Request) {
	list, err := s.Store.UserServicesJSON(r.Context(), userFrom(r).ID, s.Clock.Now())
	if err != nil {
		s.writeError(w, r, err)
		return
	}
	writeRawJSON(w, http.StatusOK, `{"services":`, list, "}\n")
}

// handleService answers one of the user's services in the shape of a list item, under
// "service" as POST and PATCH answer it; another user's id is not found, like an unknown one.
func (s *Server) handleService(w http.ResponseWriter, r *http.Request) {
	svc, err := s.Store.UserService(r.Context(), userFrom(r).ID, r.PathValue("id"))
	if err != nil {
		s.writeError(w, r, err)
		return
	}
	writeJSON(w, http.StatusOK, map[string]lexa.ServiceJSON{"service": s.serviceOut(svc)})
}

func (s *Server) handleCreateService(w http.ResponseWriter, r *http.Request) {
	var in lexa.ServiceInput
	if err := decodeJSON(r, &in); err != nil {
		s.writeError(w, r, err)
		return
	}
	u := userFrom(r)
	if !s.allow(w, r, "account:"+u.ID, "service_create") {
		return
	}
	in, err := lexa.ParseNewService(in)
	if err != nil {
		s.writeError(w, r, err)
		return
	}
	svc, err := s.Store.CreateService(r.Context(), u.ID, in)
	if err != nil {
		s.writeError(w, r, err)
		return
	}
	writeJSON(w, http.StatusCreated, map[string]lexa.ServiceJSON{"service": s.serviceOut(svc)})
}

func (s *Server) handleUpdateService(w http.ResponseWriter, r *http.Request) {
	var in lexa.ServiceUpdate
	if err := decodeJSON(r, &in); err != nil {
		s.writeError(w, r, err)
		return
	}
	in, err := lexa.ParseServiceUpdate(in)
	if err != nil {
		s.writeError(w, r, err)
		return
	}
	svc, err := s.Store.UpdateService(r.Context(), userFrom(r).ID, r.PathValue("id"), in)
	if err != nil {
		s.writeError(w, r, err)
		return
	}
	writeJSON(w, http.StatusOK, map[string]lexa.ServiceJSON{"service": s.serviceOut(svc)})
}
