package httpapi

import (
	"bytes"
	"encoding/json"
	"errors"
	"io"
	"mime"
	"net/http"
	"unicode/utf8"

	"lexa/internal/lexa"
)

// errBodyTooLarge is the answer to a body over its route's limit: 413, whether the limit
// is seen in Content-Length (limitBody) or while reading a body sent without one.
var errBodyTooLarge = &lexa.Error{Code: lexa.EInvalid, Message: "Request body too large."}

// decodeJSON reads a JSON object body into v. Anything else is the client's mistake
// and gets a validation error, never a 500. The whole body (capped by limitBody) must be
// one JSON value in UTF-8 (RFC 8259) with no member named twice in an object, so what
// we read is what any other JSON parser would read.
func decodeJSON(r *http.Request, v any) error {
	if ct, _, _ := mime.ParseMediaType(r.Header.Get("Content-Type")); ct != "application/json" {
		return lexa.Errorf(lexa.EInvalid, "Send the request body as JSON (Content-Type: application/json).")
	}
	body, err := io.ReadAll(r.Body)
	if err != nil {
		if _, tooBig := errors.AsType[*http.MaxBytesError](err); tooBig {
			return errBodyTooLarge
		}
		return lexa.Errorf(lexa.EInvalid, "The request body could not be read.")
	}
	if !utf8.Valid(body) {
		return lexa.Errorf(lexa.EInvalid, "The request body is not valid UTF-8.")
	}
	dec := json.NewDecoder(bytes.NewReader(body))
	dec.DisallowUnknownFields()
	if err := dec.Decode(v); err != nil {
		return lexa.Errorf(lexa.EInvalid, "The request body is not valid JSON for this endpoint.")
	}
	if _, err := dec.Token(); err != io.EOF {
		return lexa.Errorf(lexa.EInvalid, "The request body must hold one JSON object.")
	}
	if name, dup := duplicateName(body); dup {
		return lexa.Errorf(lexa.EInvalid, "The request body names %q more than once.", name)
	}
	return nil
}

// duplicateName finds a member name given twice in one object of data, which must be one
// valid JSON value (decodeJSON checks that first). Names are compared as encoding/json
// matches them to fields, escapes resolved and case folded, so {"name":…,"NAME":…} is a
// duplicate too. A plain scan rather than json.Decoder.Token: this runs on every request
// (the usage API's included), and Token allocates for each token.
func duplicateName(data []byte) (string, bool) {
	var (
		names      [][]byte // the names of the open objects, innermost last
		starts     []int    // where each open object's names start in names; -1 for an array
		expectName bool     // the next string is a member name
	)
	for i := 0; i < len(data); i++ {
		switch data[i] {
		case '{':
			starts, expectName = append(starts, len(names)), true
		case '[':
			starts, expectName = append(starts, -1), false
		case '}', ']':
			if start := starts[len(starts)-1]; start >= 0 {
				names = names[:start]
			}
			starts = starts[:len(starts)-1]
		case ',':
			expectName = starts[len(starts)-1] >= 0
		case '"':
			end := i + 1
			for data[end] != '"' {
				if data[end] == '\\' {
					end++
				}
				end++
			}
			if expectName {
				name := data[i+1 : end]
				if bytes.IndexByte(name, '\\') >= 0 {
					var s string
					_ = json.Unmarshal(data[i:end+1], &s) // valid JSON: cannot fail
					name = []byte(s)
				}
				for _, seen := range names[starts[len(starts)-1]:] {
					if bytes.EqualFold(seen, name) {
						return string(name), true
					}
				}
				names, expectName = append(names, name), false
			}
			i = end
		}
	}
	return "", false
}
