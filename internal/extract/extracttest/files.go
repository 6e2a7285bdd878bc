// Package extracttest makes real document files for tests: PDFs written by
// github.com/go-pdf/fpdf (a text layer, or only a drawing as a scan has), DOCX files
// written as Word writes them (a ZIP with word/document.xml), and hostile ones.
package extracttest

import (
	"archive/zip"
	"bytes"
	"compress/zlib"
	"fmt"
	"html"
	"strings"

	"github.com/go-pdf/fpdf"
)

// PDF is a one-page (or longer) PDF whose lines are text, one per row; a line with
// "\t" puts its parts in columns, as an invoice's line items are.
func PDF(lines ...string) []byte {
	doc := fpdf.New("P", "mm", "A4", "")
	doc.SetCompression(true)
	doc.AddPage()
	doc.SetFont("Helvetica", "", 10)
	for _, line := range lines {
		if doc.GetY() > 270 {
			doc.AddPage()
		}
		cols := strings.Split(line, "\t")
		width := 190.0 / float64(len(cols))
		for i, c := range cols {
			ln := 0
			if i == len(cols)-1 {
				ln = 1
			}
			doc.CellFormat(width, 6, doc.UnicodeTranslatorFromDescriptor("")(c), "", ln, "L", false, 0, "")
		}
	}
	return output(doc)
}

// ScannedPDF is a PDF with a drawing and no text layer, as a scanner makes.
func ScannedPDF() []byte { return ScannedPDFPages(1) }

// ScannedPDFPages is ScannedPDF with pages pages.
func ScannedPDFPages(pages int) []byte {
	doc := fpdf.New("P", "mm", "A4", "")
	doc.SetFillColor(40, 40, 40)
	for range pages {
		doc.AddPage()
		for i := range 30 {
			doc.Rect(20, 20+float64(i)*8, 150-float64(i%5)*10, 3, "F")
		}
	}
	return output(doc)
}

func output(doc *fpdf.Fpdf) []byte {
	var b bytes.Buffer
	if err := doc.Output(&b); err != nil {
		panic(err)
	}
	return b.Bytes()
}

// BombPDF is a small PDF whose one content stream inflates to size bytes of spaces.
func BombPDF(size int) []byte {
	var z bytes.Buffer
	w, _ := zlib.NewWriterLevel(&z, zlib.BestCompression)
	chunk := bytes.Repeat([]byte(" "), 1<<20)
	for written := 0; written < size; written += len(chunk) {
		w.Write(chunk)
	}
	w.Close()
	var b bytes.Buffer
	b.WriteString("%PDF-1.4\n1 0 obj\n<< /Type /Catalog /Pages 2 0 R >>\nendobj\n")
	b.WriteString("2 0 obj\n<< /Type /Pages /Kids [3 0 R] /Count 1 >>\nendobj\n")
	b.WriteString("3 0 obj\n<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R >>\nendobj\n")
	fmt.Fprintf(&b, "4 0 obj\n<< /Length %d /Filter /FlateDecode >>\nstream\n", z.Len())
	b.Write(z.Bytes())
	b.WriteString("\nendstream\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n")
	return b.Bytes()
}

// DOCX is a Word document with one paragraph per line; a line with "\t" becomes a
// table row with a cell per part, and a cell with "\n" holds a paragraph per part (a
// letterhead cell).
func DOCX(lines ...string) []byte {
	var body strings.Builder
	for _, line := range lines {
		if strings.Contains(line, "\t") {
			body.WriteString("<w:tbl><w:tr>")
			for _, c := range strings.Split(line, "\t") {
				body.WriteString("<w:tc>")
				for _, p := range strings.Split(c, "\n") {
					body.WriteString("<w:p><w:r><w:t xml:space=\"preserve\">" + html.EscapeString(p) + "</w:t></w:r></w:p>")
				}
				body.WriteString("</w:tc>")
			}
			body.WriteString("</w:tr></w:tbl>")
			continue
		}
		body.WriteString("<w:p><w:r><w:t xml:space=\"preserve\">" + html.EscapeString(line) + "</w:t></w:r></w:p>")
	}
	return zipOf(map[string]string{
		"[Content_Types].xml": `<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>`,
		"word/document.xml": `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>` +
			`<w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body>` + body.String() + `</w:body></w:document>`,
	})
}

// BombDOCX is a DOCX whose document.xml inflates to size bytes.
func BombDOCX(size int) []byte {
	return zipOf(map[string]string{
		"word/document.xml": `<w:document xmlns:w="x"><w:body><w:p><w:r><w:t>` + strings.Repeat("a", size) + `</w:t></w:r></w:p></w:body></w:document>`,
	})
}

func zipOf(files map[string]string) []byte {
	var b bytes.Buffer
	zw := zip.NewWriter(&b)
	for _, name := range []string{"[Content_Types].xml", "word/document.xml"} {
		content, ok := files[name]
		if !ok {
			continue
		}
		w, err := zw.Create(name)
		if err != nil {
			panic(err)
		}
		w.Write([]byte(content))
	}
	if err := zw.Close(); err != nil {
		panic(err)
	}
	return b.Bytes()
}
