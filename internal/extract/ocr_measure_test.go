package extract

import (
	"context"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
	"time"

	"lexa/internal/extract/extracttest"
	"lexa/internal/extract/pdfium"
	"lexa/internal/lexa"
)

// TestMeasureOCR logs what OCR costs on this machine; it asserts nothing and runs only
// when asked (decision 0055 has the figures):
//
//	LEXA_OCR_MEASURE=1 go test -run TestMeasureOCR -v ./internal/extract/
func TestMeasureOCR(t *testing.T) {
	if os.Getenv("LEXA_OCR_MEASURE") == "" {
		t.Skip("set LEXA_OCR_MEASURE=1 to measure")
	}
	ctx := context.Background()
	ocr, err := FindOCR(ctx)
	if err != nil {
		t.Fatal(err)
	}
	t.Logf("%s, languages %s", ocr.Version, ocr.Languages)

	// Tesseract alone on pages rendered as the reader renders them: the sparse invoice
	// scan, and a page full of text (55 lines of a resume).
	var dense []string
	for len(dense) < 55 {
		dense = append(dense, extracttest.StrongResume...)
	}
	r, err := pdfium.Open(ctx, pdfium.Config{})
	if err != nil {
		t.Fatal(err)
	}
	defer r.Close()
	scan, err := os.ReadFile("testdata/ocr/scanned-invoice.pdf")
	if err != nil {
		t.Fatal(err)
	}
	for name, body := range map[string][]byte{"the scanned invoice": scan, "a page full of text": extracttest.PDF(dense[:55]...)} {
		page, err := r.RenderPageGray(ctx, body, 1, 2481)
		if err != nil {
			t.Fatal(err)
		}
		in := filepath.Join(t.TempDir(), "page.png")
		if err := writePNG(in, page); err != nil {
			t.Fatal(err)
		}
		for range 3 {
			// Through GNU time: a child forked by this process would report this
			// process's RSS as its own peak (ru_maxrss survives exec).
			cmd := exec.Command("/usr/bin/time", "-f", "%M", ocr.Path, in, "stdout", "-l", ocr.Languages, "--dpi", "300")
			cmd.Env = []string{"OMP_THREAD_LIMIT=1"}
			var stderr strings.Builder
			cmd.Stderr = &stderr
			start := time.Now()
			out, err := cmd.Output()
			if err != nil {
				t.Fatalf("%v: %s (is GNU time installed?)", err, stderr.String())
			}
			lines := strings.Fields(stderr.String())
			kb, _ := strconv.Atoi(lines[len(lines)-1])
			t.Logf("%s, %d × %d px: %v wall, %v CPU, peak RSS %d MB, %d words", name, page.Rect.Dx(), page.Rect.Dy(),
				time.Since(start).Round(10*time.Millisecond), (cmd.ProcessState.UserTime() + cmd.ProcessState.SystemTime()).Round(10*time.Millisecond),
				kb>>10, len(strings.Fields(string(out))))
		}
	}

	// The whole reading in the sandbox, as a job does it: a child, PDFium, the render, Tesseract.
	s, err := NewSandbox(Limits{})
	if err != nil {
		t.Fatal(err)
	}
	s.UseOCR(ocr)
	s.Warm(ctx)
	for _, f := range []struct{ file, mediaType string }{
		{"testdata/ocr/scanned-invoice.pdf", lexa.MediaPDF}, {"testdata/ocr/phone-photo.jpg", lexa.MediaJPEG},
	} {
		body, _ := os.ReadFile(f.file)
		for range 3 {
			start := time.Now()
			text, err := s.Text(ctx, f.mediaType, body)
			t.Logf("sandbox %s: %v, %s", f.file, time.Since(start).Round(10*time.Millisecond), fmt.Sprint(len(text), " bytes, ", err))
		}
	}
}
