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
	var b strings.Builder
	inText := false
	cells := 0 // how deep in table cells: a paragraph there does not end the row's line
	depth, elements := 0, 0
	for b.Len() < MaxText {
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
					b.WriteString(" ")
				} else {
					b.WriteString("\n")
				}
			case "tc":
				cells = max(0, cells-1)
				b.WriteString("  ")
			case "tr":
				b.WriteString("\n")
			}
		case xml.CharData:
			if inText {
				b.Write(t)
			}
		}
	}
	lines := strings.Split(b.String(), "\n")
	for i, l := range lines {
		lines[i] = wideGap.ReplaceAllString(strings.TrimRight(l, " "), "  ")
	}
	return strings.Join(lines, "\n"), nil
}
