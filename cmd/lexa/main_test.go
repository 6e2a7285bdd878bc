package main

import (
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
)

// The Makefile stamps the version with -ldflags "-X main.version=…": the variable stays
// in package main and reaches `lexa version`.
func TestVersionIsStampedAtBuildTime(t *testing.T) {
	if testing.Short() {
		t.Skip("builds the binary")
	}
	bin := filepath.Join(t.TempDir(), "lexa")
	// -trimpath as the Makefile builds: the packages then come from the build cache the
	// Makefile's build filled (or fills), and only the link is done again.
	build := exec.Command("go", "build", "-trimpath", "-ldflags", "-s -w -X main.version=v0.0.0-stamped", "-o", bin, ".")
	if out, err := build.CombinedOutput(); err != nil {
		t.Fatalf("go build: %v\n%s", err, out)
	}
	out, err := exec.Command(bin, "version").Output()
	if err != nil {
		t.Fatal(err)
	}
	if got := strings.TrimSpace(string(out)); got != "lexa v0.0.0-stamped" {
		t.Errorf("lexa version printed %q, want %q", got, "lexa v0.0.0-stamped")
	}
}
