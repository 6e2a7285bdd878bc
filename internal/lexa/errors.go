package lexa

import (
	"errors"
	"fmt"
	"time"
)

// ErrorCode classifies an error for callers; the HTTP layer maps each code to a status.
type ErrorCode string

// The error codes. Anything that is not a *Error is treated as EInternal.
const (
	EInvalid         ErrorCode = "validation"
	EUnauthenticated ErrorCode = "unauthenticated"
	EForbidden       ErrorCode = "forbidden"
	ENotFound        ErrorCode = "not_found"
	EConflict        ErrorCode = "conflict"
	EPaymentRequired ErrorCode = "payment_required" // the plan does not include it, or its allowance is used up
	ERateLimited     ErrorCode = "rate_limited"
	EUnavailable     ErrorCode = "unavailable"
	EUpstream        ErrorCode = "upstream_error"   // a service we call (the AI model) failed
	ETimeout         ErrorCode = "upstream_timeout" // a service we call took too long
	EInternal        ErrorCode = "internal"
)

// Error is an error meant for the user: its Message is shown as it is, so it must never
// carry internal detail. Fields holds per-field validation messages.
type Error struct {
	Code       ErrorCode
	Message    string
	Fields     map[string]string
	RetryAfter time.Duration // sent as Retry-After (ERateLimited, EUnavailable) when set
}

// ErrUnavailable is the answer while something every request needs (the database)
// cannot be reached: nothing was done, and the same request a few seconds later is
// expected to work. The HTTP layer answers it with 503 and Retry-After.
var ErrUnavailable = &Error{
	Code:       EUnavailable,
	Message:    "The service is temporarily unavailable. Please try again in a moment.",
	RetryAfter: 5 * time.Second,
}

func (e *Error) Error() string {
	if len(e.Fields) > 0 {
		return fmt.Sprintf("%s: %s %v", e.Code, e.Message, e.Fields)
	}
	return fmt.Sprintf("%s: %s", e.Code, e.Message)
}

// Errorf returns a user-facing error with the given code.
func Errorf(code ErrorCode, format string, args ...any) *Error {
	return &Error{Code: code, Message: fmt.Sprintf(format, args...)}
}

// ErrorCodeOf returns the code of the first *Error in err's chain, EInternal otherwise.
func ErrorCodeOf(err error) ErrorCode {
	if e, ok := errors.AsType[*Error](err); ok {
		return e.Code
	}
	return EInternal
}

// AsError returns the *Error in err's chain, if any.
func AsError(err error) (*Error, bool) {
	return errors.AsType[*Error](err)
}
