package httpapi

import (
	"context"
	"crypto/rand"
	"encoding/hex"
	"net/http"
	"net/netip"
	"regexp"
)

// requestInfo travels in the request context: set by the outermost middleware, filled
// in by inner ones (the matched route) and read by the access log and error responses.
type requestInfo struct {
	ID       string
	ClientIP netip.Addr
	// ClientKey names the client for per-address limits (clientKey).
	ClientKey string
	Pattern   string
}

type requestInfoKey struct{}

func infoFrom(ctx context.Context) *requestInfo {
	if info, ok := ctx.Value(requestInfoKey{}).(*requestInfo); ok {
		return info
	}
	return &requestInfo{}
}

// RequestID returns the id of the request ctx belongs to.
func RequestID(ctx context.Context) string { return infoFrom(ctx).ID }

// ClientIPFrom returns the client address of the request ctx belongs to.
func ClientIPFrom(ctx context.Context) netip.Addr { return infoFrom(ctx).ClientIP }

// clientKeyFrom is the key of the per-address limits for the request ctx belongs to.
func clientKeyFrom(ctx context.Context) string { return infoFrom(ctx).ClientKey }

// An incoming X-Request-Id is kept only when it looks like an id, so it cannot inject
// anything into logs.
var validRequestID = regexp.MustCompile(`^[A-Za-z0-9._-]{8,64}$`)

func withRequestInfo(trusted []netip.Prefix, ipv6Prefix int, next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		ip := clientIP(r, trusted)
		info := &requestInfo{ClientIP: ip, ClientKey: clientKey(ip, ipv6Prefix)}
		if id := r.Header.Get("X-Request-Id"); validRequestID.MatchString(id) && peerTrusted(r, trusted) {
			info.ID = id
		} else {
			info.ID = newRequestID()
		}
		w.Header().Set("X-Request-Id", info.ID)
		next.ServeHTTP(w, r.WithContext(context.WithValue(r.Context(), requestInfoKey{}, info)))
	})
}

func newRequestID() string {
	var b [12]byte
	_, _ = rand.Read(b[:]) // crypto/rand.Read never fails
	return hex.EncodeToString(b[:])
}

// recordPattern notes which route matched, for the access log.
func recordPattern(mux *http.ServeMux) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		mux.ServeHTTP(w, r)
		infoFrom(r.Context()).Pattern = r.Pattern
	})
}
