// Package extract reads the text of an uploaded document: a PDF's text layer (with
// PDFium, internal/extract/pdfium), a DOCX's paragraphs and tables (archive/zip and
// encoding/xml), a text or CSV file's lines, and by OCR (Tesseract, ocr.go) a scanned
// PDF page or a photo (JPEG, PNG). The work is bounded whatever the file
// claims: a PDF's compressed streams may expand to MaxExpanded bytes in all, a DOCX's
// document.xml likewise, and the text kept is at most MaxText bytes.
package extract

import (
	"context"
	"errors"
	"fmt"
	"strings"
	"unicode"

	"lexa/internal/lexa"
)

// The bounds of one extraction.
const (
	MaxExpanded = 50 << 20 // bytes a document's compressed parts may expand to, in all
	MaxText     = 1 << 20  // bytes of text kept
	MaxPages    = 300
)

// ErrNoText is a document without text: a scan, or an empty page.
var ErrNoText = errors.New("no text found")

// unreadable is the error of a document that cannot be read; its reason is shown to
// the customer as it is.
func unreadable(reason string) error {
	return &lexa.Error{Code: lexa.EInvalid, Message: "The file could not be read: " + reason}
}

// Text returns the text of a document of mediaType (lexa.SniffDocument), read in this
// process under DefaultLimits' page count. A document that cannot be read is a
// *lexa.Error (validation) saying why; one without text is ErrNoText. It gives up with
// ctx's error when ctx ends first, but the reading goes on: the server reads documents
// in a Sandbox, whose child process is killed instead.
func Text(ctx context.Context, mediaType string, body []byte) (string, error) {
	return readBounded(ctx, mediaType, body, DefaultLimits, OCR{})
}

// readBounded reads a document with ocr for its scans and photos (the zero OCR: none;
// only a Sandbox's child runs Tesseract, under the reader's limits).
func readBounded(ctx context.Context, mediaType string, body []byte, limits Limits, ocr OCR) (string, error) {
	type answer struct {
		text string
		err  error
	}
	done := make(chan answer, 1)
	go func() {
		defer func() {
			if p := recover(); p != nil { // a reader's bug on a malformed file
				done <- answer{err: unreadable("its structure is damaged.")}
			}
		}()
		text, err := read(ctx, mediaType, body, limits, ocr)
		done <- answer{text, err}
	}()
	select {
	case a := <-done:
		if a.err != nil {
			return "", a.err
		}
		text := clean(a.text)
		if !hasWords(text) {
			return "", ErrNoText
		}
		return text, nil
	case <-ctx.Done():
		return "", ctx.Err()
	}
}

func read(ctx context.Context, mediaType string, body []byte, limits Limits, ocr OCR) (string, error) {
	switch mediaType {
	case lexa.MediaPDF:
		return pdfText(ctx, body, limits, ocr)
	case lexa.MediaJPEG, lexa.MediaPNG:
		return imageText(ctx, mediaType, body, limits, ocr)
	case lexa.MediaDOCX:
		return docxText(body)
	case lexa.MediaCSV:
		return csvText(body)
	case lexa.MediaText:
		return lexa.DocumentText(body), nil
	}
	return "", fmt.Errorf("extract: no reader for %q", mediaType)
}

// clean keeps at most MaxText bytes, as valid UTF-8, with Windows line ends made plain
// and control characters but tabs and line feeds dropped.
func clean(s string) string {
	if len(s) > MaxText {
		s = s[:MaxText]
	}
	s = strings.ToValidUTF8(s, "")
	s = strings.ReplaceAll(s, "\r\n", "\n")
	return strings.Map(func(r rune) rune {
		switch {
		case r == '\n' || r == '\t':
			return r
		case r == '\r' || r == '\f' || r == '\u00a0':
			return ' '
		case unicode.IsControl(r):
			return -1
		}
		return r
	}, strings.TrimSpace(s))
}

// hasWords tells whether text holds something to read: at least three letters or digits.
func hasWords(text string) bool {
	n := 0
	for _, r := range text {
		if unicode.IsLetter(r) || unicode.IsDigit(r) {
			if n++; n >= 3 {
				return true
			}
		}
	}
	return false
}
