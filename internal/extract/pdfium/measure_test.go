package pdfium

import (
	"context"
	"os"
	"runtime/debug"
	"strings"
	"testing"
	"time"
)

// TestMeasure logs what PDFium costs; it asserts nothing and runs only when asked,
// alone, so that the process's peak RSS is the cold compile's:
//
//	LEXA_PDFIUM_MEASURE=1 go test -run TestMeasure -v ./internal/extract/pdfium/
func TestMeasure(t *testing.T) {
	if os.Getenv("LEXA_PDFIUM_MEASURE") == "" {
		t.Skip("set LEXA_PDFIUM_MEASURE=1 to measure")
	}
	ctx := context.Background()
	dir := t.TempDir() // an empty cache: the cold compile

	start := time.Now()
	r, err := Open(ctx, Config{CacheDir: dir})
	if err != nil {
		t.Fatal(err)
	}
	t.Logf("cold Open (compile into an empty cache): %v, peak RSS %s", time.Since(start), status("VmHWM"))
	debug.FreeOSMemory()
	t.Logf("RSS after debug.FreeOSMemory, the Reader open: %s", status("VmRSS"))

	body := read(t, "invoice.pdf")
	for i := range 3 {
		start = time.Now()
		if _, err := r.Text(ctx, body, 10); err != nil {
			t.Fatal(err)
		}
		t.Logf("Text of the one-page Chrome invoice, call %d: %v", i+1, time.Since(start))
	}
	start = time.Now()
	if _, err := r.RenderPage(ctx, body, 1, 1240); err != nil {
		t.Fatal(err)
	}
	t.Logf("RenderPage of it 1240 px wide (150 dpi): %v", time.Since(start))
	r.Close()
	debug.FreeOSMemory()
	t.Logf("RSS after Close and debug.FreeOSMemory: %s", status("VmRSS"))

	start = time.Now()
	r, err = Open(ctx, Config{CacheDir: dir})
	if err != nil {
		t.Fatal(err)
	}
	t.Logf("warm Open (from the cache): %v", time.Since(start))
	debug.FreeOSMemory()
	t.Logf("RSS after a warm Open and debug.FreeOSMemory: %s", status("VmRSS"))
	r.Close()
}

// status is a field of /proc/self/status ("VmRSS", "VmHWM"), "?" elsewhere.
func status(field string) string {
	b, err := os.ReadFile("/proc/self/status")
	if err != nil {
		return "?"
	}
	for line := range strings.Lines(string(b)) {
		if v, ok := strings.CutPrefix(line, field+":"); ok {
			return strings.TrimSpace(v)
		}
	}
	return "?"
}
