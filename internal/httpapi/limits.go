package httpapi

import (
	"fmt"
	"net/http"
	"time"

	"lexa/internal/lexa"
)

// The rate limits: which key a request counts for is the handler's to say (an address,
// "account:<…>", "apikey:<id>"); how many requests and how long a window is the domain's
// table (lexa.RateLimits), which New reads once with the configured limits.

// limit is the table's row for action. An action the table does not name is a
// programming error, found by the first test that sends such a request.
func (s *Server) limit(action string) lexa.Limit {
	l, ok := s.limits[action]
	if !ok {
		panic(fmt.Sprintf("httpapi: no rate limit for %q in lexa.RateLimits", action))
	}
	return l
}

// allow counts one request of action by key against action's limit. A blocked request
// is audited ("<action>_blocked") and answered here; the caller stops when it returns
// false.
func (s *Server) allow(w http.ResponseWriter, r *http.Request, key, action string) bool {
	if err := s.hit(r, key, action); err != nil {
		s.writeError(w, r, err)
		return false
	}
	return true
}

// hit counts one request of action by key; a blocked one is audited
// ("<action>_blocked") and returned as a rate_limited error, for a handler that answers
// it itself (a page rather than JSON).
func (s *Server) hit(r *http.Request, key, action string) error {
	l := s.limit(action).For(key)
	ok, retryAfter, err := s.Store.HitRateLimit(r.Context(), l.Key, l.Action, l.Limit, l.Window)
	if err != nil || ok {
		return err
	}
	s.audit(r, lexa.AuditEntry{Action: action + "_blocked", TableName: "rate_limits"})
	return &lexa.Error{Code: lexa.ERateLimited, Message: lexa.RateLimitedText, RetryAfter: retryAfter}
}

// allowAddress is allow for the client's address (a /64 for IPv6, RATE_LIMIT_IPV6_PREFIX).
func (s *Server) allowAddress(w http.ResponseWriter, r *http.Request, action string) bool {
	return s.allow(w, r, clientKeyFrom(r.Context()), action)
}

// allowDemo counts the request against the demo's limit for the client's address.
func (s *Server) allowDemo(w http.ResponseWriter, r *http.Request, demo string) bool {
	return s.allowAddress(w, r, "ai_"+lexa.DemoLimitName(demo))
}

// usageLimit is an API key's limit on usage reports. The store counts it, valid reports
// and refused ones alike (store.RecordUsage, store.CountRefusedUsage), in the
// transaction that writes them.
func (s *Server) usageLimit(key lexa.APIKey) lexa.RateLimit {
	return s.limit("usage_report").For("apikey:" + key.ID)
}

// LongestRateLimitWindow is the longest window any of this server's rate limits counts
// in (lexa.LongestWindow of its table): a rate_limits row whose window started longer
// ago counts nothing any more, which is when the retention pass may delete it.
func (s *Server) LongestRateLimitWindow() time.Duration {
	return lexa.LongestWindow(s.limits)
}
