package extract

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"image/png"

	"lexa/internal/extract/pdfium"
	"lexa/internal/lexa"
)

// MaxPageWidth is the widest page image Page renders, in pixels.
const MaxPageWidth = 1600

// ErrNoPage is a page a document does not have, or a document without pages (DOCX,
// text): there is no image to show.
var ErrNoPage = errors.New("no such page")

// Page renders page n (from 1) of a document as a PNG at most width pixels wide
// (MaxPageWidth at most), in a child process under the sandbox's limits, so that a
// hostile file is as harmless here as when its text is read. A document of a type
// without pages, or a page it does not have, is ErrNoPage; a file that hits a limit is
// a *lexa.Error (validation), as for Text.
func (s *Sandbox) Page(ctx context.Context, mediaType string, body []byte, n, width int) ([]byte, error) {
	png, _, err := s.PageImage(ctx, mediaType, body, n, width)
	return png, err
}

// PageImage is Page, and how many pages the document has (0 when the reader does not
// say), so that a page picker knows how far it goes.
func (s *Sandbox) PageImage(ctx context.Context, mediaType string, body []byte, n, width int) ([]byte, int, error) {
	if !hasPages(mediaType) || n < 1 || n > s.limits.Pages {
		return nil, 0, ErrNoPage
	}
	s.Warm(ctx)
	r, err := s.run(ctx, request{MediaType: mediaType, Limits: s.limits, Page: n, Width: min(max(width, 1), MaxPageWidth)}, body)
	if err != nil {
		return nil, 0, err
	}
	switch r.Error {
	case "":
		return r.PNG, r.Pages, nil
	case "no_page":
		return nil, 0, ErrNoPage
	case "unreadable", "limit":
		return nil, 0, &lexa.Error{Code: lexa.EInvalid, Message: r.Message}
	}
	return nil, 0, fmt.Errorf("the document reader answered an unknown error %q", r.Error)
}

// hasPages tells the media types that have page images: a PDF's pages, and an uploaded
// photo or scan as its one page.
func hasPages(mediaType string) bool {
	return mediaType == lexa.MediaPDF || mediaType == lexa.MediaJPEG || mediaType == lexa.MediaPNG
}

// renderPage is the child's side of Page: the image and the document's page count.
func renderPage(ctx context.Context, req request, body []byte) ([]byte, int, error) {
	if req.MediaType != lexa.MediaPDF {
		return renderImagePage(req, body)
	}
	// A bomb is refused with the reason its text gave, before PDFium spends memory on it.
	if err := checkExpansion(body, MaxExpanded); err != nil {
		return nil, 0, err
	}
	r, err := pdfium.Open(ctx, pdfium.Config{MemoryLimit: int64(float64(req.Limits.Memory) * wasmShare)})
	if err != nil {
		return nil, 0, err
	}
	defer r.Close()
	count, err := r.PageCount(ctx, body)
	if err != nil {
		return nil, 0, pdfError(ctx, err, req.Limits)
	}
	if req.Page > count {
		return nil, 0, ErrNoPage
	}
	img, err := r.RenderPage(ctx, body, req.Page, req.Width)
	if err != nil {
		return nil, 0, pdfError(ctx, err, req.Limits)
	}
	var out bytes.Buffer
	if err := (&png.Encoder{CompressionLevel: png.BestSpeed}).Encode(&out, img); err != nil {
		return nil, 0, err
	}
	return out.Bytes(), count, nil
}

// renderImagePage is an uploaded image as its one page, turned upright as OCR reads it
// (its EXIF orientation) and no wider than asked, in grey: what OCR saw.
func renderImagePage(req request, body []byte) ([]byte, int, error) {
	if req.Page != 1 {
		return nil, 0, ErrNoPage
	}
	if err := checkImageHeader(req.MediaType, body); err != nil {
		return nil, 0, err
	}
	page, err := decodeGray(req.MediaType, body)
	if err != nil {
		return nil, 0, err
	}
	if req.MediaType == lexa.MediaJPEG {
		page = orient(page, jpegOrientation(body))
	}
	if w, h := page.Bounds().Dx(), page.Bounds().Dy(); w > req.Width {
		page = shrink(page, req.Width*(h*req.Width/w))
	}
	var out bytes.Buffer
	if err := (&png.Encoder{CompressionLevel: png.BestSpeed}).Encode(&out, page); err != nil {
		return nil, 0, err
	}
	return out.Bytes(), 1, nil
}
