package httpapi

import (
	"encoding/json"
	"io"
	"log/slog"
	"net/http"
	"strconv"

	"lexa/internal/lexa"
)

// internalMessage is all a user learns about an unexpected failure.
const internalMessage = "An unexpected error occurred."

type errorPayload struct {
	Code    string            `json:"code"`
	Message string            `json:"message"`
	Fields  map[string]string `json:"fields,omitempty"`
}

type errorEnvelope struct {
	Error errorPayload `json:"error"`
}

func errorBody(code, message string, fields map[string]string) errorEnvelope {
	return errorEnvelope{Error: errorPayload{Code: code, Message: message, Fields: fields}}
}

// statusOf maps each domain error code to its HTTP status.
var statusOf = map[lexa.ErrorCode]int{
	lexa.EInvalid:         http.StatusBadRequest,
	lexa.EUnauthenticated: http.StatusUnauthorized,
	lexa.EForbidden:       http.StatusForbidden,
	lexa.ENotFound:        http.StatusNotFound,
	lexa.EConflict:        http.StatusConflict,
	lexa.EPaymentRequired: http.StatusPaymentRequired,
	lexa.ERateLimited:     http.StatusTooManyRequests,
	lexa.EUnavailable:     http.StatusServiceUnavailable,
	lexa.EUpstream:        http.StatusBadGateway,
	lexa.ETimeout:         http.StatusGatewayTimeout,
	lexa.EInternal:        http.StatusInternalServerError,
}

func writeJSON(w http.ResponseWriter, status int, body any) {
	w.Header().Set("Content-Type", "application/json; charset=utf-8")
	w.WriteHeader(status)
	// The status line is out; an encoding error can only be a broken connection.
	_ = json.NewEncoder(w).Encode(body)
}

// writeRawJSON answers with JSON made elsewhere, wrapped in before and after.
func writeRawJSON(w http.ResponseWriter, status int, before string, body []byte, after string) {
	w.Header().Set("Content-Type", "application/json; charset=utf-8")
	w.WriteHeader(status)
	_, _ = io.WriteString(w, before)
	_, _ = w.Write(body)
	_, _ = io.WriteString(w, after)
}

// errorClassifier is implemented by a Store that can tell an outage from a bug
// (store.DB: the database is down, restarting or out of reach). It is asked here, the
// one place every failure passes, so that no handler has to know what a driver's
// connection error looks like. Declared apart from Store because only this needs it.
type errorClassifier interface {
	// ClassifyError returns err marked as lexa.ErrUnavailable when it is a connection
	// failure, and err unchanged otherwise.
	ClassifyError(err error) error
}

// writeError answers with the error's code and message. Errors that are not a
// *lexa.Error are logged with the request id and shown as a generic message, unless the
// store recognises them as an outage: those answer 503 with Retry-After.
func (s *Server) writeError(w http.ResponseWriter, r *http.Request, err error) {
	if c, ok := s.Store.(errorClassifier); ok {
		err = c.ClassifyError(err)
	}
	e, ok := lexa.AsError(err)
	if !ok || e.Code == lexa.EInternal {
		s.Logger.LogAttrs(r.Context(), slog.LevelError, "request failed",
			slog.String("id", RequestID(r.Context())), slog.String("error", err.Error()))
		writeJSON(w, http.StatusInternalServerError, errorBody(string(lexa.EInternal), internalMessage, nil))
		return
	}
	if e.Code == lexa.EUnavailable || e.Code == lexa.EUpstream || e.Code == lexa.ETimeout {
		// A dependency failed (the database, Stripe): the user sees the message, the
		// operator needs the cause.
		s.Logger.LogAttrs(r.Context(), slog.LevelWarn, "dependency unavailable",
			slog.String("id", RequestID(r.Context())), slog.String("error", err.Error()))
	}
	if e.RetryAfter > 0 {
		w.Header().Set("Retry-After", strconv.Itoa(int(e.RetryAfter.Seconds()+0.999)))
	}
	status, known := statusOf[e.Code]
	if !known {
		status = http.StatusInternalServerError
	}
	if e == errBodyTooLarge {
		status = http.StatusRequestEntityTooLarge
	}
	writeJSON(w, status, errorBody(string(e.Code), e.Message, e.Fields))
}
