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
	UserServices(ctx context.Context, userID string) ([]lexa.Service, error)
	UserService(ctx context.Context, userID, serviceID string) (lexa.Service, error)
	UpdateService(ctx context.Context, userID, serviceID string, u lexa.ServiceUpdate) (lexa.Service, error)
	CreateAPIKey(ctx context.Context, userID, serviceID, hash, prefix string) (lexa.APIKey, error)
	ServiceAPIKeys(ctx context.Context, userID, serviceID string) ([]lexa.APIKey, error)
	RevokeAPIKey(ctx context.Context, userID, serviceID, keyID string) (lexa.APIKey, error)
	APIKeyService(ctx context.Context, hash string) (lexa.APIKey, lexa.Service, error)
	RecordUsage(ctx context.Context, r lexa.UsageRecord, limit lexa.RateLimit) (lexa.UsageRecord, int64, bool, error)
	MetricsSummary(ctx context.Context, userID string, from time.Time) (lexa.MetricsSummary, error)
	DailyUsage(ctx context.Context, userID string, from, to time.Time) ([]lexa.DailyUsage, error)
}

// serviceCreateLimit caps new services per account per 15 minutes.
const serviceCreateLimit = 60

type serviceJSON struct {
	ID           string    `json:"id"`
	Type         string    `json:"service_type"`
	Name         string    `json:"service_name"`
	Status       string    `json:"status"`
	UsageCurrent int64     `json:"usage_current"`
	UsageLimit   int64     `json:"usage_limit"`
	CreatedAt    time.Time `json:"created_at"`
}

func (s *Server) serviceOut(svc lexa.Service) serviceJSON {
	return serviceJSON{ID: svc.ID, Type: svc.Type, Name: svc.Name, Status: svc.Status,
		UsageCurrent: svc.CallsThisMonth(s.Clock.Now()), UsageLimit: svc.UsageLimit, CreatedAt: svc.CreatedAt}
}

func (s *Server) handleServices(w http.ResponseWriter, r *http.Request) {
	services, err := s.Store.UserServices(r.Context(), userFrom(r).ID)
	if err != nil {
		s.writeError(w, r, err)
		return
	}
	out := make([]serviceJSON, len(services))
	for i, svc := range services {
		out[i] = s.serviceOut(svc)
	}
	writeJSON(w, http.StatusOK, map[string][]serviceJSON{"services": out})
}

func (s *Server) handleCreateService(w http.ResponseWriter, r *http.Request) {
	var in lexa.ServiceInput
	if err := decodeJSON(r, &in); err != nil {
		s.writeError(w, r, err)
		return
	}
	u := userFrom(r)
	if !s.allow(w, r, "account:"+u.ID, "service_create", serviceCreateLimit) {
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
	writeJSON(w, http.StatusCreated, map[string]serviceJSON{"service": s.serviceOut(svc)})
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
	writeJSON(w, http.StatusOK, map[string]serviceJSON{"service": s.serviceOut(svc)})
}
