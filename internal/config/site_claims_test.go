package config

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"lexa/internal/lexa"
)

func writeClaims(t *testing.T, body string) string {
	t.Helper()
	file := filepath.Join(t.TempDir(), "claims.json")
	if err := os.WriteFile(file, []byte(body), 0o600); err != nil {
		t.Fatal(err)
	}
	return file
}

// Without SITE_CLAIMS_FILE the pages show the defaults; a file changes only what it names.
func TestSiteClaimsFile(t *testing.T) {
	c, err := Load(env(nil), false)
	if err != nil {
		t.Fatal(err)
	}
	if c.SiteClaims != lexa.DefaultSiteClaims() {
		t.Errorf("no file: claims %+v, want the defaults", c.SiteClaims)
	}
	file := writeClaims(t, `{"businesses": " 120+ ", "setup_time": "two business days"}`)
	c, err = Load(env(map[string]string{"SITE_CLAIMS_FILE": file}), false)
	if err != nil {
		t.Fatal(err)
	}
	want := lexa.DefaultSiteClaims()
	want.Businesses, want.SetupTime = "120+", "two business days"
	if c.SiteClaims != want {
		t.Errorf("claims %+v, want %+v", c.SiteClaims, want)
	}
}

// A bad file stops start-up with a message naming the variable and the claim, never a panic.
func TestSiteClaimsFileRefusesWhatAPageCouldNotShow(t *testing.T) {
	for _, tc := range []struct{ name, body, want string }{
		{"not JSON", `businesses: 500+`, "SITE_CLAIMS_FILE: "},
		{"a number", `{"businesses": 500}`, "is not a JSON object of texts"},
		{"unknown claim", `{"customers": "500+", "awards": "3"}`, `unknown claim "awards", "customers" (want businesses, cost_reduction`},
		{"empty", `{"uptime": "  "}`, "SITE_CLAIMS_FILE: uptime: empty"},
		{"too long", `{"time_to_roi": "` + strings.Repeat("x", 41) + `"}`, "SITE_CLAIMS_FILE: time_to_roi: at most 40 characters"},
		{"two lines", `{"setup_time": "24\nhours"}`, "SITE_CLAIMS_FILE: setup_time: must be one line"},
		{"a token", `{"businesses": "{{lexa:SITE_NAME}}"}`, `SITE_CLAIMS_FILE: businesses: must not contain "{{"`},
	} {
		t.Run(tc.name, func(t *testing.T) {
			_, err := Load(env(map[string]string{"SITE_CLAIMS_FILE": writeClaims(t, tc.body)}), false)
			if err == nil || !strings.Contains(err.Error(), tc.want) {
				t.Errorf("got %v, want an error containing %q", err, tc.want)
			}
		})
	}
	_, err := Load(env(map[string]string{"SITE_CLAIMS_FILE": filepath.Join(t.TempDir(), "missing.json")}), false)
	if err == nil || !strings.Contains(err.Error(), "SITE_CLAIMS_FILE: open ") {
		t.Errorf("a missing file: %v", err)
	}
}
