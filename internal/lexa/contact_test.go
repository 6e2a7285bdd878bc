package lexa

import (
	"encoding/json"
	"maps"
	"os"
	"testing"
)

// The same vectors drive the browser's zod schema test, so both sides give the same
// messages for the same input.
func TestContactSchemaMatchesSharedVectors(t *testing.T) {
	raw, err := os.ReadFile("../../testdata/validation/contact.json")
	if err != nil {
		t.Fatal(err)
	}
	var file struct {
		Vectors []struct {
			Name      string            `json:"name"`
			Input     ContactInput      `json:"input"`
			Fields    map[string]string `json:"fields"`
			Sanitized map[string]string `json:"sanitized"`
		} `json:"vectors"`
	}
	if err := json.Unmarshal(raw, &file); err != nil {
		t.Fatal(err)
	}
	if len(file.Vectors) < 20 {
		t.Fatalf("only %d vectors", len(file.Vectors))
	}
	for _, v := range file.Vectors {
		got, err := ParseContact(v.Input)
		fields := map[string]string{}
		if e, ok := AsError(err); ok {
			fields = e.Fields
		} else if err != nil {
			t.Fatalf("%s: unexpected error %v", v.Name, err)
		}
		if !maps.Equal(fields, v.Fields) {
			t.Errorf("%s: fields %v, want %v", v.Name, fields, v.Fields)
		}
		values := map[string]string{"name": got.Name, "email": got.Email, "message": got.Message, "company": got.Company}
		for field, want := range v.Sanitized {
			if values[field] != want {
				t.Errorf("%s: sanitised %s = %q, want %q", v.Name, field, values[field], want)
			}
		}
	}
}

func TestSanitize(t *testing.T) {
	tests := map[string]string{
		"  plain  ":                             "plain",
		"<img src=x onerror=alert(1)>hi":        "hi",
		"a<script>document.cookie</script>b":    "ab",
		"<SCRIPT>\nmulti\nline\n</script>ok":    "ok",
		"5 < 6 and 7 > 3":                       "5  3",
		"<a href='javascript:x'>link</a>":       "link",
		"x<script src=//evil></script >y<br/>z": "xyz",
	}
	for in, want := range tests {
		if got := Sanitize(in); got != want {
			t.Errorf("Sanitize(%q) = %q, want %q", in, got, want)
		}
	}
}
