package webui

import (
	"encoding/json"
	"io/fs"
	"net/http"
	"strings"
	"testing"
)

// The real build must load, and every route it lists must answer as a page. make test
// builds the web app first; a bare `go test` before any build skips this.
func TestEmbeddedBuildServesEveryRoute(t *testing.T) {
	fsys := Embedded()
	raw, err := fs.ReadFile(fsys, siteMapFile)
	if err != nil {
		t.Skip("web app not built (run make build); skipping the embedded-build check")
	}
	var sm siteMap
	if err := json.Unmarshal(raw, &sm); err != nil {
		t.Fatal(err)
	}
	s, err := New(fsys, testBrand)
	if err != nil {
		t.Fatal(err)
	}
	for _, route := range append(sm.Public, sm.SignedIn...) {
		res := get(s, "GET", route)
		b := body(t, res)
		if res.StatusCode != http.StatusOK || !strings.Contains(b, "<title>") {
			t.Errorf("%s: status %d, want 200 with a <title>", route, res.StatusCode)
		}
	}
	if len(sm.Public) < 14 {
		t.Errorf("site map lists %d public routes, want every public route of the spec (14)", len(sm.Public))
	}
}
