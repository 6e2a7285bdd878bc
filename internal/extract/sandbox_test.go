package extract_test

import (
	"bytes"
	"context"
	"errors"
	"image/png"
	"strings"
	"testing"
	"time"

	"lexa/internal/extract"
	"lexa/internal/extract/extracttest"
	"lexa/internal/lexa"
)

// sandbox is a reader with the default memory and a short clock, so that a file that
// spins fails in seconds.
func sandbox(t *testing.T, timeout time.Duration) *extract.Sandbox {
	t.Helper()
	s, err := extract.NewSandbox(extract.Limits{Timeout: timeout})
	if err != nil {
		t.Fatal(err)
	}
	return s
}

func TestSandboxReadsLikeTheReader(t *testing.T) {
	t.Parallel()
	s := sandbox(t, 30*time.Second)
	for _, tc := range []struct {
		mediaType string
		body      []byte
	}{
		{lexa.MediaPDF, extracttest.PDF(extracttest.GoodInvoice...)},
		{lexa.MediaDOCX, extracttest.DOCX(extracttest.GoodInvoice...)},
		{lexa.MediaText, []byte("Vendor: Acme Ltd\nTotal: $30.00\n")},
	} {
		want, err := extract.Text(context.Background(), tc.mediaType, tc.body)
		if err != nil {
			t.Fatal(err)
		}
		got, err := s.Text(context.Background(), tc.mediaType, tc.body)
		if err != nil || got != want {
			t.Errorf("%s: sandbox read %q, %v; the reader %q", tc.mediaType, got, err, want)
		}
	}
	if _, err := s.Text(context.Background(), lexa.MediaPDF, extracttest.ScannedPDF()); !errors.Is(err, extract.ErrNoText) {
		t.Errorf("a scan: %v, want ErrNoText", err)
	}
	_, err := s.Text(context.Background(), lexa.MediaPDF, []byte("%PDF-1.4 not really"))
	if e, ok := lexa.AsError(err); !ok || e.Code != lexa.EInvalid || !strings.HasPrefix(e.Message, "The file could not be read") {
		t.Errorf("a damaged PDF: %v", err)
	}
}

// The review's hostile files (issue 29): each fails its document with a reason, within
// the sandbox's limits, and the test process is untouched.
func TestSandboxSurvivesHostileFiles(t *testing.T) {
	t.Parallel()
	for _, tc := range []struct {
		name, mediaType string
		body            func() []byte
		reason          string
	}{
		{"predictor bomb", lexa.MediaPDF, extracttest.PredictorBombPDF, "no text"},
		{"self-referencing page tree", lexa.MediaPDF, extracttest.SelfReferencingPDF, "structure is damaged"},
		{"ASCII85 and Flate to 400 MB", lexa.MediaPDF, func() []byte { return extracttest.ASCII85FlateBombPDF(400 << 20) }, "expands to more than 50 MB"},
		{"20 million glyphs", lexa.MediaPDF, func() []byte { return extracttest.GlyphFloodPDF(20_000_000) }, ""},
		{"one stream 300,000 times", lexa.MediaPDF, func() []byte { return extracttest.RepeatedContentsPDF(300_000) }, ""},
		{"DOCX nested 12 million deep", lexa.MediaDOCX, func() []byte { return extracttest.NestedDOCX(12_000_000) }, ""},
		{"DOCX nested 100,000 deep", lexa.MediaDOCX, func() []byte { return extracttest.NestedDOCX(100_000) }, "nested deeper"},
		{"DOCX of 3 million elements", lexa.MediaDOCX, func() []byte { return extracttest.WideDOCX(3_000_000) }, "more elements"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			t.Parallel()
			body := tc.body()
			start := time.Now()
			// The default clock, but for the file that spins: a loaded machine must not
			// turn another file's reason into the clock's.
			timeout := extract.DefaultLimits.Timeout
			if strings.HasPrefix(tc.reason, "takes longer") {
				timeout = 3 * time.Second
			}
			text, err := sandbox(t, timeout).Text(context.Background(), tc.mediaType, body)
			t.Logf("%d bytes: %v in %v (%d bytes of text)", len(body), err, time.Since(start).Round(time.Millisecond), len(text))
			if tc.reason == "no text" && errors.Is(err, extract.ErrNoText) { // PDFium skips the stream
				return
			}
			e, ok := lexa.AsError(err)
			if !ok || e.Code != lexa.EInvalid {
				t.Fatalf("want a reason for the customer, got %v", err)
			}
			if !strings.Contains(e.Message, tc.reason) {
				t.Errorf("reason %q lacks %q", e.Message, tc.reason)
			}
		})
	}
}

// A page of a PDF comes back as a PNG no wider than asked; a DOCX has no page images,
// nor a PDF a page past its last.
func TestSandboxRendersAPage(t *testing.T) {
	t.Parallel()
	s := sandbox(t, 30*time.Second)
	pdf := extracttest.PDF(extracttest.GoodInvoice...)
	raw, err := s.Page(context.Background(), lexa.MediaPDF, pdf, 1, 800)
	if err != nil {
		t.Fatal(err)
	}
	img, err := png.Decode(bytes.NewReader(raw))
	if err != nil || img.Bounds().Dx() != 800 || img.Bounds().Dy() < 1000 {
		t.Fatalf("page 1: %v, %v", img.Bounds(), err)
	}
	if _, err := s.Page(context.Background(), lexa.MediaPDF, pdf, 2, 800); !errors.Is(err, extract.ErrNoPage) {
		t.Errorf("page 2 of one: %v", err)
	}
	if _, err := s.Page(context.Background(), lexa.MediaDOCX, extracttest.DOCX("a"), 1, 800); !errors.Is(err, extract.ErrNoPage) {
		t.Errorf("a DOCX page: %v", err)
	}
	if raw, err := s.Page(context.Background(), lexa.MediaPDF, pdf, 1, 5000); err != nil {
		t.Error(err)
	} else if img, _ := png.Decode(bytes.NewReader(raw)); img.Bounds().Dx() > extract.MaxPageWidth {
		t.Errorf("a page %d px wide", img.Bounds().Dx())
	}
}
