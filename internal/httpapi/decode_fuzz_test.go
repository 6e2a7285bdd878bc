package httpapi

import (
	"bytes"
	"encoding/json"
	"log/slog"
	"mime"
	"net/http"
	"net/http/httptest"
	"reflect"
	"strings"
	"testing"
	"unicode/utf8"

	"lexa/internal/lexa"
)

// Whatever arrives at a route, decodeJSON behind its body limit reads only one UTF-8 JSON
// object within the limit, sent as JSON, and reads it as encoding/json does; everything
// else gets a JSON 400, or 413 when the body is over the limit. Never a 5xx.
func FuzzDecodeJSON(f *testing.F) {
	const limit = 1 << 10
	s := New(Deps{Logger: slog.New(slog.DiscardHandler)})
	h := limitBody(limit, http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		var in lexa.ChatInput // nested: objects in an array
		if err := decodeJSON(r, &in); err != nil {
			s.writeError(w, r, err)
			return
		}
		writeJSON(w, http.StatusOK, in)
	}))
	for _, seed := range []struct {
		contentType, body string
	}{
		{"application/json", `{"messages":[{"role":"user","content":"hi"}]}`},
		{"application/json; charset=utf-8", `{"messages":[{"role":"user","content":"a","ROLE":"b"}]}`},
		{"Application/JSON", `{"messages":null} `},
		{"text/plain", `{"messages":[]}`},
		{"", ``},
		{"application/json", `{"messages":[],"messages":[]}`},
		{"application/json", "{\"messages\":[{\"content\":\"\xff\"}]}"},
		{"application/json", `{"messages":[{}]}]`},
		{"application/json", `[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[`},
		{"application/json", `{"messages":[{"role":"user","content":"` + string(bytes.Repeat([]byte("x"), limit)) + `"}]}`},
	} {
		f.Add(seed.contentType, []byte(seed.body), false)
		f.Add(seed.contentType, []byte(seed.body), true)
	}
	f.Fuzz(func(t *testing.T, contentType string, body []byte, streamed bool) {
		r := httptest.NewRequest("POST", "/api/ai/voice-chat", bytes.NewReader(body))
		r.Header.Set("Content-Type", contentType)
		if streamed {
			r.ContentLength = -1
		}
		rec := httptest.NewRecorder()
		h.ServeHTTP(rec, r)
		ct, _, _ := mime.ParseMediaType(contentType)
		tooLarge := len(body) > limit && (!streamed || ct == "application/json")
		switch {
		case rec.Code == http.StatusOK:
			var want lexa.ChatInput
			if ct != "application/json" || len(body) > limit || !utf8.Valid(body) || json.Unmarshal(body, &want) != nil ||
				bytes.TrimLeft(body, " \t\r\n")[0] != '{' {
				t.Fatalf("accepted %q sent as %q", body, contentType)
			}
			var got lexa.ChatInput
			if err := json.Unmarshal(rec.Body.Bytes(), &got); err != nil || !reflect.DeepEqual(got, want) {
				t.Fatalf("%q read as %+v, encoding/json reads %+v", body, got, want)
			}
		case rec.Code == http.StatusRequestEntityTooLarge && tooLarge, rec.Code == http.StatusBadRequest && !tooLarge:
			var env errorEnvelope
			if err := json.Unmarshal(rec.Body.Bytes(), &env); err != nil || env.Error.Code != "validation" || env.Error.Message == "" {
				t.Fatalf("status %d with %q", rec.Code, rec.Body.Bytes())
			}
		default:
			t.Fatalf("status %d for %d bytes (streamed %v) of %q: %s", rec.Code, len(body), streamed, contentType, rec.Body.Bytes())
		}
	})
}

// duplicateName's fast scan finds the same duplicates as a plain walk over
// json.Decoder's tokens, in any valid JSON.
func FuzzDuplicateName(f *testing.F) {
	for _, seed := range []string{`{"a":1,"b":{"a":2},"c":[{"a":3,"A":4}]}`, `{"a":"{\"a\":1,","\u0061":2}`, `[{"k":1},{"k":2}]`,
		`{"ſ":1,"S":2}`, `{"x":[[],{}],"y":{"x":{"x":1}},"x ":0}`, `"{\"a\":1,\"a\":2}"`, `{"\ud800":1,"\ufffd":2}`, `{"İ":1,"I":2,"i":3}`} {
		f.Add([]byte(seed))
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		if !json.Valid(data) {
			return
		}
		_, got := duplicateName(data)
		if want := tokenDuplicate(data); got != want {
			t.Fatalf("duplicateName(%q) = %v, the token walk says %v", data, got, want)
		}
	})
}

// tokenDuplicate is the slow, obvious way: each object's names, as json.Decoder reads them.
func tokenDuplicate(data []byte) bool {
	dec := json.NewDecoder(bytes.NewReader(data))
	var objects []map[string]bool // nil for an array
	var inName []bool             // whether the object's next string is a name
	for {
		tok, err := dec.Token()
		if err != nil {
			return false
		}
		top := len(objects) - 1
		if name, ok := tok.(string); ok && top >= 0 && objects[top] != nil && inName[top] {
			for seen := range objects[top] {
				if strings.EqualFold(seen, name) {
					return true
				}
			}
			objects[top][name], inName[top] = true, false
			continue
		}
		switch tok {
		case json.Delim('{'):
			objects, inName = append(objects, map[string]bool{}), append(inName, true)
			continue
		case json.Delim('['):
			objects, inName = append(objects, nil), append(inName, false)
			continue
		case json.Delim('}'), json.Delim(']'):
			objects, inName = objects[:top], inName[:top]
		}
		if top := len(objects) - 1; top >= 0 && objects[top] != nil {
			inName[top] = true
		}
	}
}
