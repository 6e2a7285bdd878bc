package extract

import (
	"archive/zip"
	"bytes"
	"encoding/xml"
	"errors"
	"io"
	"regexp"
	"strings"
)

// wideGap is a run of spaces between two cells, one of them empty: one column gap.
var wideGap = regexp.MustCompile(` {3,}`)

// docxText reads the body of a DOCX (word/document.xml): paragraphs one per line, table
// cells separated by two spaces and rows one per line, tabs and breaks as written. The
// part is read through a limit of MaxExpanded bytes whatever size the archive states,
// so a "zip bomb" stops there.
func docxText(body []byte) (string, error) {
	zr, err := zip.NewReader(bytes.NewReader(body), int64(len(body)))
	if err != nil {
		return "", unreadable("it is not a valid DOCX file.")
	}
	var part *zip.File
	for _, f := range zr.File {
		if f.Name == "word/document.xml" {
			part = f
		}
	}
	if part == nil {
		return "", unreadable("it is not a valid DOCX file.")
	}
	if part.UncompressedSize64 > MaxExpanded {
		return "", unreadable("it expands to more than 50 MB when decompressed.")
	}
	rc, err := part.Open()
	if err != nil {
		return "", unreadable("it is not a valid DOCX file.")
	}
	defer rc.Close()
	limited := &io.LimitedReader{R: rc, N: MaxExpanded + 1}
	text, err := documentXMLText(limited)
	if limited.N <= 0 {
		return "", unreadable("it expands to more than 50 MB when decompressed.")
	}
	if errors.Is(err, errXMLBounds) {
		return "", overLimit("its text is nested deeper or holds more elements than a Word document does.")
	}
	if err != nil {
		return "", unreadable("its text is damaged.")
	}
	return text, nil
}

// The bounds of a DOCX's document.xml beside its size: Word nests a few dozen elements
// deep (tables in tables, fields, runs), and a 300-page document has a few hundred
// thousand elements. A file far past either is made to exhaust the reader.
const (
	maxXMLDepth    = 256
	maxXMLElements = 2_000_000
)

// errXMLBounds is document.xml past maxXMLDepth or maxXMLElements.
var errXMLBounds = errors.New("document.xml is nested too deep or holds too many elements")

// documentXMLText walks WordprocessingML's elements by their local names (w:t text,
// w:tab, w:br and w:cr breaks, w:p paragraphs, w:tc cells, w:tr rows).
func documentXMLText(r io.Reader) (string, error) {
	dec := xml.NewDecoder(r)
	dec.Strict = false
	var text, row strings.Builder
	b := &text // row while in a table row: a row is laid out once it ends
	inText := false
	cells := 0 // how deep in table cells: a paragraph there does not end the row's line
	depth, elements := 0, 0
	for text.Len()+row.Len() < MaxText {
		tok, err := dec.Token()
		if errors.Is(err, io.EOF) {
			break
		}
		if err != nil {
			return "", err
		}
		switch t := tok.(type) {
		case xml.StartElement:
			if depth++; depth > maxXMLDepth {
				return "", errXMLBounds
			}
			if elements++; elements > maxXMLElements {
				return "", errXMLBounds
			}
			switch t.Name.Local {
			case "t":
				inText = true
			case "tc":
				cells++
			case "tr":
				if cells == 0 {
					b = &row
				}
			case "tab":
				b.WriteString("\t")
			case "br", "cr":
				b.WriteString("\n")
			}
		case xml.EndElement:
			depth--
			switch t.Name.Local {
			case "t":
				inText = false
			case "p":
				if cells > 0 {
					b.WriteByte(paragraphEnd)
				} else {
					b.WriteString("\n")
				}
			case "tc":
				cells = max(0, cells-1)
				b.WriteByte(cellEnd)
			case "tr":
				if cells == 0 && b == &row {
					text.WriteString(tableRowText(row.String()))
					row.Reset()
					b = &text
				}
				b.WriteString("\n")
			}
		case xml.CharData:
			if inText {
				b.Write(t)
			}
		}
	}
	text.WriteString(row.String()) // a row the document never ended
	out := strings.NewReplacer(string(paragraphEnd), " ", string(cellEnd), "  ").Replace(text.String())
	lines := strings.Split(out, "\n")
	for i, l := range lines {
		lines[i] = wideGap.ReplaceAllString(strings.TrimRight(l, " "), "  ")
	}
	return strings.Join(lines, "\n"), nil
}

// The marks a table row's paragraphs and cells end with until the row is laid out.
const (
	paragraphEnd = '\x1e'
	cellEnd      = '\x1f'
)

// tableRowText lays out one table row: a row of one-paragraph cells (an item row) on one
// line, its cells two spaces apart; a row where a cell holds several paragraphs (a
// letterhead beside the invoice's number and date) cell after cell, a paragraph per
// line, as a person reads the page, rather than an address run into a title.
func tableRowText(row string) string {
	cells := strings.Split(strings.TrimSuffix(row, string(cellEnd)), string(cellEnd))
	paragraphs := make([][]string, len(cells))
	several := false
	for i, c := range cells {
		for _, p := range strings.Split(strings.TrimSuffix(c, string(paragraphEnd)), string(paragraphEnd)) {
			if p = strings.TrimSpace(p); p != "" {
				paragraphs[i] = append(paragraphs[i], p)
			}
		}
		several = several || len(paragraphs[i]) > 1
	}
	var parts []string
	for _, ps := range paragraphs {
		if several {
			parts = append(parts, ps...)
		} else {
			parts = append(parts, strings.Join(ps, " "))
		}
	}
	if several {
		return strings.Join(parts, "\n")
	}
	return strings.Join(parts, "  ")
}
