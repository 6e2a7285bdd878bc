package lexa

import (
	"archive/zip"
	"bytes"
	"encoding/csv"
	"io"
	"strings"
	"unicode/utf8"
)

// SniffDocument tells a document's media type from its content, never from its name
// (a renamed executable stays refused): a PDF starts with "%PDF-"; a DOCX is a ZIP
// holding word/document.xml; a JPEG and a PNG start with their signatures; text is UTF-8 (or Windows-1252) without control bytes.
// Text is CSV when csvAllowed (payroll) and its name ends in .csv or every line splits
// into two or more fields, some into three or more. ok is false for anything else.
func SniffDocument(name string, body []byte, csvAllowed bool) (mediaType string, ok bool) {
	switch {
	case len(body) == 0:
		return "", false
	case bytes.HasPrefix(body, []byte("%PDF-")):
		return MediaPDF, true
	case bytes.HasPrefix(body, []byte("\xff\xd8\xff")):
		return MediaJPEG, true
	case bytes.HasPrefix(body, []byte("\x89PNG\r\n\x1a\n")):
		return MediaPNG, true
	case bytes.HasPrefix(body, []byte("PK\x03\x04")):
		if isDOCX(body) {
			return MediaDOCX, true
		}
		return "", false
	case !looksLikeText(body):
		return "", false
	case csvAllowed && (strings.HasSuffix(strings.ToLower(name), ".csv") || looksLikeCSV(body)):
		return MediaCSV, true
	}
	return MediaText, true
}

func isDOCX(body []byte) bool {
	zr, err := zip.NewReader(bytes.NewReader(body), int64(len(body)))
	if err != nil {
		return false
	}
	for _, f := range zr.File {
		if f.Name == "word/document.xml" {
			return true
		}
	}
	return false
}

// looksLikeText refuses binary content: NUL and other control bytes than tab, line
// feed, carriage return and form feed.
func looksLikeText(body []byte) bool {
	for _, c := range body {
		if c < 0x20 && c != '\t' && c != '\n' && c != '\r' && c != '\f' {
			return false
		}
	}
	return true
}

func looksLikeCSV(body []byte) bool {
	r := csv.NewReader(bytes.NewReader(body))
	r.FieldsPerRecord = -1
	rows, widest := 0, 0
	for {
		rec, err := r.Read()
		if err == io.EOF {
			return rows >= 2 && widest >= 3
		}
		if err != nil || len(rec) < 2 {
			return false
		}
		rows, widest = rows+1, max(widest, len(rec))
	}
}

// DocumentText is a text document's bytes as text: UTF-8 without its byte-order mark,
// or, when the bytes are not UTF-8, Windows-1252 (what older spreadsheets export).
func DocumentText(body []byte) string {
	body = bytes.TrimPrefix(body, []byte("\xef\xbb\xbf"))
	if utf8.Valid(body) {
		return string(body)
	}
	var b strings.Builder
	for _, c := range body {
		if r, ok := cp1252[c]; ok {
			b.WriteRune(r)
		} else {
			b.WriteRune(rune(c))
		}
	}
	return b.String()
}

// cp1252 are the Windows-1252 bytes that differ from Latin-1.
var cp1252 = map[byte]rune{
	0x80: '€', 0x82: '‚', 0x83: 'ƒ', 0x84: '„', 0x85: '…', 0x86: '†', 0x87: '‡', 0x88: 'ˆ', 0x89: '‰',
	0x8A: 'Š', 0x8B: '‹', 0x8C: 'Œ', 0x8E: 'Ž', 0x91: '‘', 0x92: '’', 0x93: '“', 0x94: '”', 0x95: '•',
	0x96: '–', 0x97: '—', 0x98: '˜', 0x99: '™', 0x9A: 'š', 0x9B: '›', 0x9C: 'œ', 0x9E: 'ž', 0x9F: 'Ÿ',
}
