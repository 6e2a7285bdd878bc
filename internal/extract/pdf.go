package extract

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"math"

	"lexa/internal/extract/pdfium"
)

// wasmShare is the part of a reader's memory limit PDFium's wasm memory may take;
// the rest is for the Go runtime, PDFium's compiled code and the text.
const wasmShare = 0.6

// pdfText reads a PDF's text layer with PDFium (internal/extract/pdfium), page by page,
// each page's text in rows as a person reads it. The expansion check comes first: it
// refuses a bomb with its own reason before PDFium spends the memory on it. A page
// without a text layer (a scan) is read by OCR when there is OCR (ocrPages); without
// it, a PDF with no text at all is ErrNoOCR.
func pdfText(ctx context.Context, body []byte, limits Limits, ocr OCR) (string, error) {
	if err := checkExpansion(body, MaxExpanded); err != nil {
		return "", err
	}
	r, err := pdfium.Open(ctx, pdfium.Config{MemoryLimit: int64(float64(limits.Memory) * wasmShare)})
	if err != nil {
		return "", err
	}
	defer r.Close()
	pages, err := r.PageTexts(ctx, body, limits.Pages)
	if err != nil {
		return "", pdfError(ctx, err, limits)
	}
	scanned := 0
	for _, pg := range pages {
		if !hasWords(pg.Text) {
			scanned++
		}
	}
	switch {
	case scanned == 0:
	case !ocr.On() && scanned == len(pages):
		return "", ErrNoOCR
	case ocr.On() && scanned > MaxOCRPages:
		// Reading the first pages only would analyse part of the document as if it were
		// all of it: the file fails with the limit instead, before any page is read.
		return "", overLimit(fmt.Sprintf("it has %d scanned pages, and at most %d are read by OCR. Upload the pages you need in files of %d pages or fewer.",
			scanned, MaxOCRPages, MaxOCRPages))
	case ocr.On():
		if err := ocrPages(ctx, r, body, pages, ocr, limits); err != nil {
			return "", err
		}
	}
	return pdfium.JoinPages(pages), nil
}

// ocrPages reads the pages that have no words (MaxOCRPages at most: pdfText checks) by OCR,
// each rendered at 300 dpi, or fewer for a page larger than A4 or Letter: a render
// has at most maxRenderPixels pixels, which fits the reader's memory (decision 0055).
func ocrPages(ctx context.Context, r *pdfium.Reader, body []byte, pages []pdfium.PageText, ocr OCR, limits Limits) error {
	done := 0
	for i := range pages {
		pg := &pages[i]
		if hasWords(pg.Text) || pg.Width <= 0 || pg.Height <= 0 {
			continue
		}
		if done++; done > MaxOCRPages {
			return nil // pdfText refused more
		}
		width := min(math.Ceil(pg.Width/72*ocrDPI), math.Floor(math.Sqrt(maxRenderPixels*pg.Width/pg.Height)))
		gray, err := r.RenderPageGray(ctx, body, i+1, max(int(width), 1))
		if err != nil {
			return pdfError(ctx, err, limits)
		}
		text, err := ocr.read(ctx, gray, int(math.Round(float64(gray.Rect.Dx())/(pg.Width/72))), limits.OCRMemory)
		if err != nil {
			return err
		}
		pg.Text = text
	}
	return nil
}

// ocrDPI is the resolution a scanned page is rendered at for OCR: Tesseract reads
// letters best at about 300 dpi, and more only costs time.
const ocrDPI = 300

// maxRenderPixels bounds a page rendered for OCR: A4 at 300 dpi is 8.7 million pixels,
// Letter 8.4. With PDFium's grey bitmap (a byte a pixel, in its wasm memory) and the
// reader's copy, the reader needs about 210 MB of its 256 (about 170 to read a PDF's
// text); a larger page is rendered at fewer dpi. Well within MaxImagePixels.
const maxRenderPixels = 9_000_000

// pdfError is the reason for the customer of PDFium's error, or the error itself when it
// is not the file's doing.
func pdfError(ctx context.Context, err error, limits Limits) error {
	var limit *pdfium.LimitError
	switch {
	case errors.Is(err, pdfium.ErrPassword):
		return unreadable("it is protected by a password. Upload a copy without one.")
	case errors.Is(err, pdfium.ErrInvalid):
		return unreadable("it is not a valid PDF.")
	case errors.As(err, &limit) && limit.What == "pages":
		return unreadable(fmt.Sprintf("it has more than %d pages.", limits.Pages))
	case errors.As(err, &limit):
		return overLimit(MemoryLimitReason)
	case ctx.Err() != nil:
		return ctx.Err()
	}
	// PDFium refused the file as it is (a page tree that loops, a broken object): a
	// reason for the customer, not a reader to try again.
	return unreadable("its structure is damaged.")
}

// checkExpansion refuses a PDF whose compressed streams expand to more than limit bytes
// in all: a "PDF bomb" of a few kilobytes that would fill the memory of whatever reads
// it. Each stream is decoded through its filters in order (filters.go), the bytes that
// come out of every filter counted, and thrown away; nothing is kept.
func checkExpansion(body []byte, limit int64) error {
	budget := &expansionBudget{left: limit}
	rest := body
	for {
		i := bytes.Index(rest, []byte("stream"))
		if i < 0 {
			return nil
		}
		dict := rest[:i]
		if j := bytes.LastIndex(dict, []byte(" obj")); j >= 0 {
			dict = dict[j:]
		}
		start := i + len("stream")
		if bytes.HasPrefix(rest[start:], []byte("\r\n")) {
			start += 2
		} else if bytes.HasPrefix(rest[start:], []byte("\n")) {
			start++
		} else { // "endstream", or the word in text
			rest = rest[start:]
			continue
		}
		end := bytes.Index(rest[start:], []byte("endstream"))
		if end < 0 {
			return nil
		}
		data := rest[start : start+end]
		rest = rest[start+end+len("endstream"):]
		// A damaged stream counts what came out before the damage; the reader will say
		// whether it can read the rest.
		decodeAll(data, streamFilters(dict), budget)
		if budget.left < 0 {
			return unreadable(fmt.Sprintf("it expands to more than %d MB when decompressed.", limit>>20))
		}
	}
}
