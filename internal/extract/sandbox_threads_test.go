package extract

import (
	"context"
	"errors"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
	"time"

	"lexa/internal/lexa"
)

// A reader that could not start an OS thread is run once more: on a busy machine its
// threads' stacks can run short of its data limit for no fault of the file. A reader
// that fails that way twice is a file that needs too much memory.
func TestAReaderShortOfThreadsIsRunOnceMore(t *testing.T) {
	dir := t.TempDir()
	runs := filepath.Join(dir, "runs")
	// The stand-in reader counts its runs and fails the first failFirst of them as the Go
	// runtime does when pthread_create is refused.
	reader := func(failFirst int) *Sandbox {
		exe := filepath.Join(dir, "reader")
		script := "#!/bin/sh\necho x >> " + runs + "\nn=$(wc -l < " + runs + ")\n" +
			"if [ \"$n\" -le " + strconv.Itoa(failFirst) + " ]; then\n" +
			"  echo 'runtime/cgo: pthread_create failed: Resource temporarily unavailable' >&2\n  exit 2\nfi\n" +
			"echo '{\"text\":\"read\"}'\n"
		if err := os.WriteFile(exe, []byte(script), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.Remove(runs); err != nil && !errors.Is(err, os.ErrNotExist) {
			t.Fatal(err)
		}
		return &Sandbox{exe: exe, limits: Limits{Memory: 256 << 20, Timeout: 30 * time.Second, OCRTimeout: 30 * time.Second}}
	}
	count := func() int {
		b, _ := os.ReadFile(runs)
		return strings.Count(string(b), "x")
	}

	got, err := reader(1).Text(context.Background(), "text/plain", []byte("a"))
	if err != nil || got != "read" || count() != 2 {
		t.Fatalf("one thread failure: %q, %v after %d runs; want the text after 2", got, err, count())
	}
	_, err = reader(2).Text(context.Background(), "text/plain", []byte("a"))
	var e *lexa.Error
	if !errors.As(err, &e) || !strings.Contains(e.Message, MemoryLimitReason) || count() != 2 {
		t.Fatalf("two thread failures: %v after %d runs; want the memory reason after 2", err, count())
	}
}
