package lexa

import (
	"encoding/json"
	"os"
	"testing"
)

// The allow-list matches the vectors the web app tests its copy against.
func TestReturnPathVectors(t *testing.T) {
	raw, err := os.ReadFile("../../testdata/return-paths.json")
	if err != nil {
		t.Fatal(err)
	}
	var v struct{ Allowed, Refused []string }
	if err := json.Unmarshal(raw, &v); err != nil {
		t.Fatal(err)
	}
	if len(v.Allowed) != len(returnPaths) {
		t.Errorf("the vectors list %d pages, the allow-list has %d", len(v.Allowed), len(returnPaths))
	}
	for _, p := range v.Allowed {
		if got := ReturnPath(p, "/x"); got != p {
			t.Errorf("ReturnPath(%q) = %q, want it kept", p, got)
		}
	}
	for _, p := range v.Refused {
		if got := ReturnPath(p, "/x"); got != "/x" || IsReturnPath(p) {
			t.Errorf("ReturnPath(%q) = %q, want the fallback", p, got)
		}
	}
}
