package httpapi

import (
	"errors"
	"log/slog"
	"net/http"
	"runtime/debug"
	"strings"
	"time"

	"lexa/internal/lexa"
)

// statusRecorder remembers the status and size of a response for the access log.
type statusRecorder struct {
	http.ResponseWriter
	status int
	bytes  int64
}

func (w *statusRecorder) WriteHeader(code int) {
	if w.status == 0 {
		w.status = code
	}
	w.ResponseWriter.WriteHeader(code)
}

func (w *statusRecorder) Write(b []byte) (int, error) {
	if w.status == 0 {
		w.status = http.StatusOK
	}
	n, err := w.ResponseWriter.Write(b)
	w.bytes += int64(n)
	return n, err
}

// Unwrap lets http.ResponseController reach Flush and deadlines (server-sent events).
func (w *statusRecorder) Unwrap() http.ResponseWriter { return w.ResponseWriter }

// logRequests writes one line per request: id, method, path, route, status, size, time;
// and hands the same facts to ObserveRequest when the metrics are on.
func (s *Server) logRequests(next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		start := time.Now()
		rec := &statusRecorder{ResponseWriter: w}
		next.ServeHTTP(rec, r)
		elapsed := time.Since(start)
		info := infoFrom(r.Context())
		s.Logger.LogAttrs(r.Context(), slog.LevelInfo, "request",
			slog.String("id", info.ID),
			slog.String("method", r.Method),
			slog.String("path", loggedPath(r.URL.Path)),
			slog.String("route", info.Pattern),
			slog.Int("status", rec.status),
			slog.Int64("bytes", rec.bytes),
			slog.Duration("duration", elapsed),
			slog.String("ip", info.ClientIP.String()),
		)
		if s.ObserveRequest != nil {
			status := rec.status
			if status == 0 { // nothing written: net/http sent 200
				status = http.StatusOK
			}
			s.ObserveRequest(info.Pattern, r.Method, status, elapsed)
		}
	})
}

// recoverPanics turns a panic into a generic 500; the stack goes only to the log.
func (s *Server) recoverPanics(next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		defer func() {
			v := recover()
			if v == nil {
				return
			}
			if v == http.ErrAbortHandler { // let net/http handle its own abort signal
				panic(v)
			}
			s.Logger.Error("panic serving request",
				"id", RequestID(r.Context()), "panic", v, "stack", string(debug.Stack()))
			writeJSON(w, http.StatusInternalServerError, errorBody("internal", internalMessage, nil))
		}()
		next.ServeHTTP(w, r)
	})
}

// limitBody caps the request body; reading past the limit fails with *http.MaxBytesError.
func limitBody(limit int64, next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if r.ContentLength > limit {
			writeJSON(w, http.StatusRequestEntityTooLarge, errorBody("validation", "Request body too large.", nil))
			return
		}
		r.Body = http.MaxBytesReader(w, r.Body, limit)
		next.ServeHTTP(w, r)
	})
}

// crossOriginProtection refuses unsafe cross-site requests (Sec-Fetch-Site / Origin
// checks), so a session cookie cannot be ridden by another site's form or script.
func (s *Server) crossOriginProtection(next http.Handler) http.Handler {
	cop := http.NewCrossOriginProtection()
	if err := cop.AddTrustedOrigin(s.BaseURL.Scheme + "://" + s.BaseURL.Host); err != nil {
		// BaseURL was validated at start-up; an error here is a programming mistake.
		panic(errors.Join(errors.New("trusted origin from BASE_URL"), err))
	}
	cop.SetDenyHandler(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		writeJSON(w, http.StatusForbidden, errorBody(string(errCrossOrigin.Code), errCrossOrigin.Message, nil))
	}))
	return cop.Handler(next)
}

// errCrossOrigin refuses a request another site made.
var errCrossOrigin = &lexa.Error{Code: lexa.EForbidden, Message: "Cross-origin request refused."}

// phoneWebhookPrefix is where the phone line's webhooks live; their paths carry a secret.
const phoneWebhookPrefix = "/api/phone/twilio/"

// loggedPath is the path as the request log writes it: a phone webhook's token is left
// out (decision 0063), as no secret is ever written to the log.
func loggedPath(path string) string {
	rest, ok := strings.CutPrefix(path, phoneWebhookPrefix)
	if !ok {
		return path
	}
	if i := strings.LastIndexByte(rest, '/'); i >= 0 {
		return phoneWebhookPrefix + "{token}" + rest[i:]
	}
	return phoneWebhookPrefix + "{token}"
}
