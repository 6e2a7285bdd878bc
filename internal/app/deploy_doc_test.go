package app

import (
	"os"
	"regexp"
	"strings"
	"testing"

	"lexa/internal/config"
)

// The example environment file in docs/deploy.md names every configuration variable, set
// or commented, so an operator who copies it misses none; a variable added to the config
// table without a line there fails here.
func TestDeployGuideEnvironmentFileNamesEveryVariable(t *testing.T) {
	t.Parallel()
	raw, err := os.ReadFile("../../docs/deploy.md")
	if err != nil {
		t.Fatal(err)
	}
	block := regexp.MustCompile("(?s)```sh\n# /etc/lexa/lexa.env.*?```").Find(raw)
	if block == nil {
		t.Fatal("docs/deploy.md has no example /etc/lexa/lexa.env")
	}
	set := map[string]bool{}
	for _, m := range regexp.MustCompile(`(?m)^#?([A-Z][A-Z0-9_]+)=`).FindAllSubmatch(block, -1) {
		set[string(m[1])] = true
	}
	for _, v := range config.Vars() {
		if !set[v.Name] {
			t.Errorf("the example environment file lacks %s", v.Name)
		}
		delete(set, v.Name)
	}
	for name := range set {
		t.Errorf("the example environment file sets %s, which is no configuration variable", name)
	}
	// The lines that are set make a configuration lexa accepts (read as systemd reads an
	// EnvironmentFile: KEY=value, surrounding double quotes removed).
	env := map[string]string{}
	for _, line := range strings.Split(string(block), "\n") {
		if k, v, ok := strings.Cut(line, "="); ok && !strings.HasPrefix(line, "#") && !strings.Contains(k, " ") {
			env[k] = strings.TrimSuffix(strings.TrimPrefix(v, `"`), `"`)
		}
	}
	if env["BASE_URL"] != "https://lexa.example.com" || env["SITE_NAME"] != "Acme AI" {
		t.Fatalf("the example's lines were not read: %v", env)
	}
	if _, err := config.Load(func(k string) string { return env[k] }, false); err != nil {
		t.Errorf("the example environment file does not load: %v", err)
	}
	for _, cmd := range []string{"lexa serve", "lexa migrate", "lexa backup", "lexa admin grant", "lexa version"} {
		if !strings.Contains(string(raw), cmd) {
			t.Errorf("docs/deploy.md does not mention %q", cmd)
		}
	}
}
