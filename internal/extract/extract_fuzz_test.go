package extract_test

import (
	"context"
	"errors"
	"testing"
	"unicode/utf8"

	"lexa/internal/extract"
	"lexa/internal/extract/extracttest"
	"lexa/internal/lexa"
)

// Whatever the bytes, reading a document ends in text of at most extract.MaxText bytes
// of UTF-8, ErrNoText, or a validation error with its reason: never a panic or another
// error.
func FuzzExtractText(f *testing.F) {
	f.Add(extracttest.PDF("Ana Ruiz", "Go\tPostgreSQL"))
	f.Add(extracttest.DOCX("Ana Ruiz", "a\tb"))
	f.Add([]byte("%PDF-1.4\n1 0 obj << /Length 5 /Filter /FlateDecode >>\nstream\nxxxxx\nendstream"))
	f.Add([]byte("Vendor,Acme\nItem,Qty,Amount\n"))
	f.Fuzz(func(t *testing.T, body []byte) {
		mediaType, ok := lexa.SniffDocument("f", body, true)
		if !ok {
			return
		}
		text, err := extract.Text(context.Background(), mediaType, body)
		if err != nil {
			if e, isUser := lexa.AsError(err); !errors.Is(err, extract.ErrNoText) && (!isUser || e.Code != lexa.EInvalid) {
				t.Fatalf("%s: %v", mediaType, err)
			}
			return
		}
		if len(text) > extract.MaxText || !utf8.ValidString(text) {
			t.Fatalf("%s: %d bytes, valid UTF-8 %v", mediaType, len(text), utf8.ValidString(text))
		}
	})
}
