package httpapi

import (
	"encoding/json"
	"net/http"
	"strings"
	"time"

	"lexa/internal/lexa"
)

// usageMaxBody: a usage report is small. How many a key may send is its limit
// ("usage_report" in lexa.RateLimits).
const usageMaxBody = 4 << 10

type apiKeyJSON struct {
	ID         string     `json:"id"`
	Prefix     string     `json:"prefix"`
	CreatedAt  time.Time  `json:"created_at"`
	LastUsedAt *time.Time `json:"last_used_at"`
	RevokedAt  *time.Time `json:"revoked_at"`
}

func apiKeyOut(k lexa.APIKey) apiKeyJSON {
	return apiKeyJSON{ID: k.ID, Prefix: k.Prefix, CreatedAt: k.CreatedAt, LastUsedAt: k.LastUsedAt, RevokedAt: k.RevokedAt}
}

func (s *Server) handleAPIKeys(w http.ResponseWriter, r *http.Request) {
	keys, err := s.Store.ServiceAPIKeys(r.Context(), userFrom(r).ID, r.PathValue("id"))
	if err != nil {
		s.writeError(w, r, err)
		return
	}
	out := make([]apiKeyJSON, len(keys))
	for i, k := range keys {
		out[i] = apiKeyOut(k)
	}
	writeJSON(w, http.StatusOK, map[string][]apiKeyJSON{"keys": out})
}

// handleCreateAPIKey makes a key for one of the user's services. The secret is in this
// answer and nowhere else.
func (s *Server) handleCreateAPIKey(w http.ResponseWriter, r *http.Request) {
	u := userFrom(r)
	secret, hash, prefix := lexa.NewAPIKeySecret()
	k, err := s.Store.CreateAPIKey(r.Context(), u.ID, r.PathValue("id"), hash, prefix)
	if err != nil {
		s.writeError(w, r, err)
		return
	}
	s.audit(r, lexa.AuditEntry{Action: "api_key_created", TableName: "service_api_keys", UserID: u.ID,
		Detail: map[string]string{"service_id": k.ServiceID, "key_id": k.ID, "prefix": k.Prefix}})
	writeJSON(w, http.StatusCreated, map[string]any{"key": apiKeyOut(k), "secret": secret})
}

func (s *Server) handleRevokeAPIKey(w http.ResponseWriter, r *http.Request) {
	u := userFrom(r)
	k, err := s.Store.RevokeAPIKey(r.Context(), u.ID, r.PathValue("id"), r.PathValue("keyId"))
	if err != nil {
		s.writeError(w, r, err)
		return
	}
	s.audit(r, lexa.AuditEntry{Action: "api_key_revoked", TableName: "service_api_keys", UserID: u.ID,
		Detail: map[string]string{"service_id": k.ServiceID, "key_id": k.ID, "prefix": k.Prefix}})
	w.WriteHeader(http.StatusNoContent)
}

// bearerKey is the API key in use that the request's "Authorization: Bearer <key>"
// names: the one credential of the customer API (/api/v1/…), which acts for the key's
// service only. Anything else is lexa.ErrInvalidAPIKey (401).
func (s *Server) bearerKey(r *http.Request) (lexa.APIKey, error) {
	secret, ok := strings.CutPrefix(r.Header.Get("Authorization"), "Bearer ")
	if !ok || strings.TrimSpace(secret) == "" {
		return lexa.APIKey{}, lexa.ErrInvalidAPIKey
	}
	return s.Store.APIKeyInUse(r.Context(), lexa.HashToken(strings.TrimSpace(secret)))
}

// handleUsage records a usage report of the service the bearer key belongs to.
func (s *Server) handleUsage(w http.ResponseWriter, r *http.Request) {
	w.Header().Set("Cache-Control", "no-store")
	key, err := s.bearerKey(r)
	if err != nil {
		s.writeError(w, r, err)
		return
	}
	var in lexa.UsageInput
	if err := decodeJSON(r, &in); err != nil {
		s.writeError(w, r, err)
		return
	}
	report, err := lexa.ParseUsage(in, s.Clock.Now())
	if err != nil {
		// A refused report counts against the key's limit as well, where a valid one does.
		if blocked := s.Store.CountRefusedUsage(r.Context(), s.usageLimit(key)); blocked != nil {
			err = blocked
		}
		s.writeUsageError(w, r, key, err)
		return
	}
	report = report.ForService(key.ServiceType)
	report.ServiceID, report.KeyID = key.ServiceID, key.ID
	stored, usage, replayed, err := s.Store.RecordUsage(r.Context(), report, s.usageLimit(key))
	if err != nil {
		s.writeUsageError(w, r, key, err)
		return
	}
	status := http.StatusCreated
	if replayed {
		status = http.StatusOK
	}
	writeJSON(w, status, usageAnswer{Usage: usageJSON{
		ID: stored.ID, ServiceID: stored.ServiceID, Calls: stored.Calls, Leads: stored.Leads,
		Revenue: lexa.Dollars(stored.RevenueCents), Units: stored.Units, MinutesSaved: stored.MinutesSaved,
		OccurredAt: stored.OccurredAt, IdempotencyKey: stored.IdempotencyKey,
	}, UsageCurrent: usage})
}

// writeUsageError answers a report that was not stored; one refused for its key's limit
// is audited with the key and its service.
func (s *Server) writeUsageError(w http.ResponseWriter, r *http.Request, key lexa.APIKey, err error) {
	if lexa.ErrorCodeOf(err) == lexa.ERateLimited {
		s.audit(r, lexa.AuditEntry{Action: "usage_report_blocked", TableName: "rate_limits", UserID: key.UserID,
			Detail: map[string]string{"service_id": key.ServiceID, "key_id": key.ID}})
	}
	s.writeError(w, r, err)
}

// usageAnswer is the answer to a usage report: structs rather than maps, as the usage
// API is the busiest route and maps are encoded by sorting their keys each time.
type usageAnswer struct {
	Usage        usageJSON `json:"usage"`
	UsageCurrent int64     `json:"usage_current"`
}

type usageJSON struct {
	ID             int64       `json:"id"`
	ServiceID      string      `json:"service_id"`
	Calls          int64       `json:"calls"`
	Leads          int64       `json:"leads"`
	Revenue        json.Number `json:"revenue"`
	Units          int64       `json:"units"`
	MinutesSaved   int64       `json:"minutes_saved"`
	OccurredAt     time.Time   `json:"occurred_at"`
	IdempotencyKey string      `json:"idempotency_key"`
}
