package pdfium

import (
	"context"
	"testing"
)

// The grey render for OCR: the page's shape, black text on white, a byte a pixel, and
// never more than 300 dpi however wide it is asked for.
func TestRenderPageGray(t *testing.T) {
	r := open(t, Config{})
	body := read(t, "invoice.pdf")
	img, err := r.RenderPageGray(context.Background(), body, 1, 300)
	if err != nil {
		t.Fatal(err)
	}
	if w, h := img.Rect.Dx(), img.Rect.Dy(); w != 300 || h < 400 || h > 430 || img.Stride != w { // A4: 300 × 424
		t.Fatalf("bounds %v, stride %d", img.Rect, img.Stride)
	}
	dark := false
	for y := 20; y < 60 && !dark; y++ {
		for x := 20; x < 150 && !dark; x++ {
			dark = img.GrayAt(x, y).Y < 0x40
		}
	}
	if !dark || img.GrayAt(2, 2).Y != 0xff {
		t.Errorf("not black text on white (dark text found: %v)", dark)
	}
	if img, err := r.RenderPageGray(context.Background(), body, 1, 10_000); err != nil || img.Rect.Dx() != 2479 {
		t.Errorf("asked 10,000 px wide: %v, %v; want 300 dpi (2479 px: Chrome's A4 is 594.96 pt)", img.Rect, err)
	}
	if _, err := r.RenderPageGray(context.Background(), body, 2, 300); err == nil {
		t.Error("a page the PDF does not have was rendered")
	}
}

// A page that is one scanned image is rendered at the scan's own resolution, not
// enlarged to 300 dpi: OCR reads a 200 dpi scan worse when it is (decision 0055).
func TestRenderScanAtItsOwnResolution(t *testing.T) {
	r := open(t, Config{})
	body := read(t, "../../testdata/ocr/scanned-invoice.pdf") // A4, one 1652 × 2337 JPEG: 200 dpi
	img, err := r.RenderPageGray(context.Background(), body, 1, 10_000)
	if err != nil {
		t.Fatal(err)
	}
	if w := img.Rect.Dx(); w != 1652 {
		t.Errorf("rendered %d px wide, want the scan's 1652", w)
	}
	if img, err := r.RenderPageGray(context.Background(), body, 1, 800); err != nil || img.Rect.Dx() != 800 {
		t.Errorf("asked 800 px wide: %v, %v", img.Rect, err)
	}
}
