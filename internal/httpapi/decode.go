package httpapi

import (
	"encoding/json"
	"errors"
	"mime"
	"net/http"

	"lexa/internal/lexa"
)

// decodeJSON reads a JSON object body into v. Anything else is the client's mistake
// and gets a validation error, never a 500.
func decodeJSON(r *http.Request, v any) error {
	if ct, _, _ := mime.ParseMediaType(r.Header.Get("Content-Type")); ct != "application/json" {
		return lexa.Errorf(lexa.EInvalid, "Send the request body as JSON (Content-Type: application/json).")
	}
	dec := json.NewDecoder(r.Body)
	dec.DisallowUnknownFields()
	if err := dec.Decode(v); err != nil {
		if _, tooBig := errors.AsType[*http.MaxBytesError](err); tooBig {
			return lexa.Errorf(lexa.EInvalid, "Request body too large.")
		}
		return lexa.Errorf(lexa.EInvalid, "The request body is not valid JSON for this endpoint.")
	}
	if dec.More() {
		return lexa.Errorf(lexa.EInvalid, "The request body must hold one JSON object.")
	}
	return nil
}
