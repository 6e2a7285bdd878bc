package httpapi

import (
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"

	"lexa/internal/lexa"
)

func TestDecodeJSONRefusesWhatIsNotOneObject(t *testing.T) {
	tests := []struct {
		name, contentType, body string
		ok                      bool
	}{
		{"valid", "application/json", `{"name":"x"}`, true},
		{"with charset", "application/json; charset=utf-8", `{"name":"x"}`, true},
		{"form encoded", "application/x-www-form-urlencoded", `name=x`, false},
		{"no content type", "", `{"name":"x"}`, false},
		{"broken JSON", "application/json", `{"name":`, false},
		{"unknown field", "application/json", `{"nmae":"x"}`, false},
		{"wrong type", "application/json", `{"name":5}`, false},
		{"two objects", "application/json", `{"name":"x"}{"name":"y"}`, false},
		{"array", "application/json", `[{"name":"x"}]`, false},
		{"invalid UTF-8 is refused, not replaced", "application/json", "{\"name\":\"\xff\"}", false},
		{"trailing bracket", "application/json", `{"name":"x"}]`, false},
		{"trailing space", "application/json", "{\"name\":\"x\"}\r\n ", true},
		{"duplicate name", "application/json", `{"name":"x","name":"y"}`, false},
		{"duplicate name in another case", "application/json", `{"name":"x","NAME":"y"}`, false},
		{"duplicate name in a nested object", "application/json", `{"name":"x","list":[{"name":"a"},{"name":"b","Name":"c"}]}`, false},
		{"the same name in different objects", "application/json", `{"name":"x","list":[{"name":"a"},{"name":"b"}],"inner":{"name":"c"}}`, true},
	}
	for _, tt := range tests {
		r := httptest.NewRequest("POST", "/", strings.NewReader(tt.body))
		if tt.contentType != "" {
			r.Header.Set("Content-Type", tt.contentType)
		}
		var v struct {
			Name  string                  `json:"name"`
			List  []struct{ Name string } `json:"list"`
			Inner struct{ Name string }   `json:"inner"`
		}
		err := decodeJSON(r, &v)
		if (err == nil) != tt.ok {
			t.Errorf("%s: err %v, want ok=%v", tt.name, err, tt.ok)
		}
		if err != nil && lexa.ErrorCodeOf(err) != lexa.EInvalid {
			t.Errorf("%s: code %s, want validation", tt.name, lexa.ErrorCodeOf(err))
		}
	}
	r := httptest.NewRequest("POST", "/", strings.NewReader(`{"name":"`+strings.Repeat("x", 100)+`"}`))
	r.Header.Set("Content-Type", "application/json")
	r.Body = http.MaxBytesReader(httptest.NewRecorder(), r.Body, 20)
	var v map[string]string
	if err := decodeJSON(r, &v); err != errBodyTooLarge {
		t.Errorf("oversized body: %v", err)
	}
}
