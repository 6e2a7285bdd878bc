package extract

import (
	"bytes"
	"context"
	"errors"
	"fmt"

	"lexa/internal/extract/pdfium"
)

// wasmShare is the part of a reader's memory limit PDFium's wasm memory may take;
// the rest is for the Go runtime, PDFium's compiled code and the text.
const wasmShare = 0.6

// pdfText reads a PDF's text layer with PDFium (internal/extract/pdfium), page by page,
// each page's text in rows as a person reads it. The expansion check comes first: it
// refuses a bomb with its own reason before PDFium spends the memory on it.
func pdfText(ctx context.Context, body []byte, limits Limits) (string, error) {
	if err := checkExpansion(body, MaxExpanded); err != nil {
		return "", err
	}
	r, err := pdfium.Open(ctx, pdfium.Config{MemoryLimit: int64(float64(limits.Memory) * wasmShare)})
	if err != nil {
		return "", err
	}
	defer r.Close()
	text, err := r.Text(ctx, body, limits.Pages)
	if err != nil {
		return "", pdfError(ctx, err, limits)
	}
	return text, nil
}

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
