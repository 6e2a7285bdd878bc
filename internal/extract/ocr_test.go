package extract_test

import (
	"bytes"
	"context"
	"errors"
	"image"
	_ "image/jpeg"
	"image/png"
	"os"
	"runtime"
	"strings"
	"testing"
	"time"

	"lexa/internal/extract"
	"lexa/internal/extract/extracttest"
	"lexa/internal/lexa"
)

// ocrSandbox is a sandbox with this machine's Tesseract. The OCR tests fail rather than
// skip without it: make test installs it (the Makefile's tesseract target).
func ocrSandbox(t *testing.T, limits extract.Limits) *extract.Sandbox {
	t.Helper()
	ocr, err := extract.FindOCR(context.Background())
	if err != nil {
		t.Fatalf("OCR: %v (install it: make tesseract)", err)
	}
	s, err := extract.NewSandbox(limits)
	if err != nil {
		t.Fatal(err)
	}
	s.UseOCR(ocr)
	return s
}

func readFile(t *testing.T, name string) []byte {
	t.Helper()
	b, err := os.ReadFile(name)
	if err != nil {
		t.Fatal(err)
	}
	return b
}

// A scanned invoice (an image-only PDF, a little askew and speckled), a phone's photo
// stored sideways with EXIF orientation 6, and a PNG of a German invoice: each is read
// by Tesseract in the reader's child, vendor and total included.
func TestOCRReadsScansAndPhotos(t *testing.T) {
	t.Parallel()
	s := ocrSandbox(t, extract.Limits{})
	for _, tc := range []struct {
		file, mediaType string
		want            []string
	}{
		{"testdata/ocr/scanned-invoice.pdf", lexa.MediaPDF, []string{"Northwind Office Supply", "Total: $452.52", "NW-1042"}},
		{"testdata/ocr/phone-photo.jpg", lexa.MediaJPEG, []string{"Bluebird Cleaning Co.", "Total: $856.00"}},
		{"testdata/ocr/german-invoice.png", lexa.MediaPNG, []string{"Müller Bürobedarf GmbH", "Gesamtbetrag: 107,10 €"}},
	} {
		t.Run(tc.file, func(t *testing.T) {
			body := readFile(t, tc.file)
			if mt, ok := lexa.SniffDocument("upload", body, true); !ok || mt != tc.mediaType {
				t.Fatalf("sniffed as %q, %v", mt, ok)
			}
			start := time.Now()
			text, err := s.Text(context.Background(), tc.mediaType, body)
			if err != nil {
				t.Fatal(err)
			}
			t.Logf("read in %v:\n%s", time.Since(start).Round(time.Millisecond), text)
			for _, w := range tc.want {
				if !strings.Contains(text, w) {
					t.Errorf("the text lacks %q", w)
				}
			}
		})
	}
}

// A PNG or a JPEG of a few dozen bytes declaring 100,000 × 100,000 pixels (a JPEG's
// most: 65,535 × 65,535) fails at once with its reason, from the header alone: in the
// sandbox, with OCR or without, and in this process (TestImageBombsAllocateNothingInProcess).
func TestImageBombsFailFromTheHeader(t *testing.T) {
	t.Parallel()
	const reason = "This file could not be read safely: the image is larger than 50 megapixels."
	bombs := []struct {
		mediaType string
		body      []byte
	}{
		{lexa.MediaPNG, extracttest.PNGBomb(100_000, 100_000)},
		{lexa.MediaJPEG, extracttest.JPEGBomb(65_535, 65_535)},
	}
	withOCR, without := ocrSandbox(t, extract.Limits{}), sandbox(t, 30*time.Second)
	for _, b := range bombs {
		if mt, ok := lexa.SniffDocument("bomb", b.body, false); !ok || mt != b.mediaType {
			t.Fatalf("a %d-byte bomb sniffed as %q", len(b.body), mt)
		}
		for _, s := range []*extract.Sandbox{withOCR, without} {
			start := time.Now()
			_, err := s.Text(context.Background(), b.mediaType, b.body)
			if e, ok := lexa.AsError(err); !ok || e.Message != reason {
				t.Errorf("%s bomb (OCR %v): %v", b.mediaType, s.OCR().On(), err)
			}
			if took := time.Since(start); took > 10*time.Second {
				t.Errorf("%s bomb: refused after %v", b.mediaType, took)
			}
		}
	}
}

// The same bombs read in this process allocate nothing for their pixels. Not parallel: the
// allocation count is the whole process's, so no other test of the package may run
// meanwhile (Go starts the parallel ones after every test that is not).
func TestImageBombsAllocateNothingInProcess(t *testing.T) {
	const reason = "This file could not be read safely: the image is larger than 50 megapixels."
	bombs := map[string][]byte{
		lexa.MediaPNG:  extracttest.PNGBomb(100_000, 100_000),
		lexa.MediaJPEG: extracttest.JPEGBomb(65_535, 65_535),
	}
	for mediaType, body := range bombs {
		var before, after runtime.MemStats
		runtime.ReadMemStats(&before)
		_, err := extract.Text(context.Background(), mediaType, body)
		runtime.ReadMemStats(&after)
		if e, ok := lexa.AsError(err); !ok || e.Message != reason {
			t.Errorf("%s bomb in process: %v", mediaType, err)
		}
		if grew := after.TotalAlloc - before.TotalAlloc; grew > 4<<20 {
			t.Errorf("%s bomb: %d bytes allocated reading its header", mediaType, grew)
		}
	}
}

// On a server without Tesseract a photo, and a PDF with no text layer at all, are
// ErrNoOCR (whose reason asks for OCR), still ErrNoText; a PDF with text is read.
func TestNoOCRWithoutTesseract(t *testing.T) {
	t.Parallel()
	s := sandbox(t, 30*time.Second)
	for _, tc := range []struct{ file, mediaType string }{
		{"testdata/ocr/phone-photo.jpg", lexa.MediaJPEG},
		{"testdata/ocr/german-invoice.png", lexa.MediaPNG},
		{"testdata/ocr/scanned-invoice.pdf", lexa.MediaPDF},
	} {
		_, err := s.Text(context.Background(), tc.mediaType, readFile(t, tc.file))
		if !errors.Is(err, lexa.ErrNoOCR) || !errors.Is(err, extract.ErrNoText) {
			t.Errorf("%s without OCR: %v", tc.file, err)
		}
	}
	if _, err := s.Text(context.Background(), lexa.MediaPDF, extracttest.PDF(extracttest.GoodInvoice...)); err != nil {
		t.Errorf("a text PDF without OCR: %v", err)
	}
}

// With OCR, a page that truly has no text stays ErrNoText, with no word of OCR.
func TestOCRFindsNothingOnADrawing(t *testing.T) {
	t.Parallel()
	_, err := ocrSandbox(t, extract.Limits{}).Text(context.Background(), lexa.MediaPDF, extracttest.ScannedPDF())
	if !errors.Is(err, extract.ErrNoText) || errors.Is(err, lexa.ErrNoOCR) {
		t.Errorf("a drawing: %v, want ErrNoText", err)
	}
}

// A PDF with more scanned pages than OCR reads fails with that limit as its reason, at
// once: analysed on its first 20 pages, it would pass for the whole document.
func TestMoreScannedPagesThanOCRReadsFail(t *testing.T) {
	t.Parallel()
	_, err := ocrSandbox(t, extract.Limits{}).Text(context.Background(), lexa.MediaPDF, extracttest.ScannedPDFPages(extract.MaxOCRPages+1))
	e, ok := lexa.AsError(err)
	if !ok || e.Code != lexa.EInvalid || e.Message != "This file could not be read safely: it has 21 scanned pages, and at most 20 are read by OCR. Upload the pages you need in files of 20 pages or fewer." {
		t.Errorf("21 scanned pages: %v", err)
	}
}

// Tesseract runs under a data limit of its own (Limits.OCRMemory, set by prlimit): with
// 32 MB, too little for its language models, the file fails with the memory reason,
// and the reader and this process are untouched.
func TestTesseractHasAMemoryLimit(t *testing.T) {
	t.Parallel()
	s := ocrSandbox(t, extract.Limits{OCRMemory: 32 << 20})
	if s.OCR().Prlimit == "" {
		t.Fatal("prlimit (util-linux) is missing: Tesseract would run under the reader's own limit")
	}
	_, err := s.Text(context.Background(), lexa.MediaPNG, readFile(t, "testdata/ocr/german-invoice.png"))
	if e, ok := lexa.AsError(err); !ok || !strings.HasSuffix(e.Message, extract.MemoryLimitReason) {
		t.Errorf("Tesseract under 32 MB: %v", err)
	}
}

// A phone's photo is its one page, turned upright as OCR reads it (stored sideways,
// EXIF orientation 6: the page's sides are the stored image's, swapped) and no wider
// than asked.
func TestAPhotoIsItsOnePage(t *testing.T) {
	t.Parallel()
	s, err := extract.NewSandbox(extract.Limits{})
	if err != nil {
		t.Fatal(err)
	}
	photo := readFile(t, "testdata/ocr/phone-photo.jpg")
	raw, pages, err := s.PageImage(context.Background(), lexa.MediaJPEG, photo, 1, 600)
	if err != nil {
		t.Fatal(err)
	}
	img, err := png.Decode(bytes.NewReader(raw))
	stored, _, _ := image.DecodeConfig(bytes.NewReader(photo))
	if err != nil || pages != 1 || img.Bounds().Dx() > 600 ||
		(img.Bounds().Dx() > img.Bounds().Dy()) != (stored.Height > stored.Width) {
		t.Errorf("the photo's page: %v (stored %d × %d), %d pages, %v", img.Bounds(), stored.Width, stored.Height, pages, err)
	}
	if _, _, err := s.PageImage(context.Background(), lexa.MediaJPEG, photo, 2, 600); !errors.Is(err, extract.ErrNoPage) {
		t.Errorf("a photo's second page: %v", err)
	}
}
