package extracttest

import (
	"bytes"
	"compress/zlib"
	"encoding/ascii85"
	"fmt"
	"strings"
)

// The hostile files of the security review (issue 29): each small, each built to make a
// reader allocate without end, spin without end, or both.

// rawPDF writes a PDF of objs (object bodies, numbered from 1, the first the catalog)
// with a cross-reference table, so that a strict reader takes it as well formed.
func rawPDF(objs ...[]byte) []byte {
	var b bytes.Buffer
	b.WriteString("%PDF-1.7\n")
	offsets := make([]int, len(objs))
	for i, o := range objs {
		offsets[i] = b.Len()
		fmt.Fprintf(&b, "%d 0 obj\n", i+1)
		b.Write(o)
		b.WriteString("\nendobj\n")
	}
	xref := b.Len()
	fmt.Fprintf(&b, "xref\n0 %d\n0000000000 65535 f \n", len(objs)+1)
	for _, off := range offsets {
		fmt.Fprintf(&b, "%010d 00000 n \n", off)
	}
	fmt.Fprintf(&b, "trailer\n<< /Size %d /Root 1 0 R >>\nstartxref\n%d\n%%%%EOF\n", len(objs)+1, xref)
	return b.Bytes()
}

func stream(dict string, data []byte) []byte {
	return fmt.Appendf(nil, "<< %s /Length %d >>\nstream\n%s\nendstream", dict, len(data), data)
}

func deflate(data []byte) []byte {
	var z bytes.Buffer
	w, _ := zlib.NewWriterLevel(&z, zlib.BestCompression)
	w.Write(data)
	w.Close()
	return z.Bytes()
}

// deflateRepeat is size bytes of b's repetitions, compressed, without holding them.
func deflateRepeat(b []byte, size int) []byte {
	var z bytes.Buffer
	w, _ := zlib.NewWriterLevel(&z, zlib.BestCompression)
	chunk := bytes.Repeat(b, (1<<20)/len(b))
	for written := 0; written < size; written += len(chunk) {
		w.Write(chunk)
	}
	w.Close()
	return z.Bytes()
}

var onePage = [][]byte{
	[]byte("<< /Type /Catalog /Pages 2 0 R >>"),
	[]byte("<< /Type /Pages /Kids [3 0 R] /Count 1 >>"),
	[]byte("<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>"),
}

var font = []byte("<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>")

// PredictorBombPDF is the review's 632-byte PDF: a Flate stream whose PNG predictor
// claims 100,000,000,000 columns, so a reader that sizes its row buffer by it asks for
// that much memory at once.
func PredictorBombPDF() []byte {
	content := stream("/Filter /FlateDecode /DecodeParms << /Predictor 12 /Colors 1 /BitsPerComponent 8 /Columns 100000000000 >>",
		deflate([]byte("BT /F1 12 Tf 72 720 Td (Invoice) Tj ET")))
	return rawPDF(append(append([][]byte{}, onePage...), content, font)...)
}

// SelfReferencingPDF is a page tree whose one kid is the tree itself.
func SelfReferencingPDF() []byte {
	return rawPDF(
		[]byte("<< /Type /Catalog /Pages 2 0 R >>"),
		[]byte("<< /Type /Pages /Kids [2 0 R] /Count 1 >>"),
	)
}

// ASCII85FlateBombPDF is a content stream behind [/ASCII85Decode /FlateDecode] that
// expands to size bytes: a check that counts only Flate layers sees ASCII85 text.
func ASCII85FlateBombPDF(size int) []byte {
	z := deflateRepeat([]byte(" "), size)
	enc := make([]byte, ascii85.MaxEncodedLen(len(z)))
	enc = append(enc[:ascii85.Encode(enc, z)], "~>"...)
	content := stream("/Filter [/ASCII85Decode /FlateDecode]", enc)
	return rawPDF(append(append([][]byte{}, onePage...), content, font)...)
}

// GlyphFloodPDF is one text stream that shows glyphs characters: each a glyph with a
// position, which a reader keeping every glyph holds at once.
func GlyphFloodPDF(glyphs int) []byte {
	content := stream("/Filter /FlateDecode", deflateRepeat([]byte("BT /F1 1 Tf 1 1 Td (aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa) Tj ET\n"), glyphs*56/48))
	return rawPDF(append(append([][]byte{}, onePage...), content, font)...)
}

// RepeatedContentsPDF is a page whose Contents lists one stream n times.
func RepeatedContentsPDF(n int) []byte {
	refs := strings.Repeat("4 0 R ", n)
	return rawPDF(
		[]byte("<< /Type /Catalog /Pages 2 0 R >>"),
		[]byte("<< /Type /Pages /Kids [3 0 R] /Count 1 >>"),
		[]byte("<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents ["+refs+"] /Resources << /Font << /F1 5 0 R >> >> >>"),
		stream("", []byte("BT /F1 12 Tf 72 720 Td (Invoice total 100) Tj ET")),
		font,
	)
}

// NestedDOCX is a DOCX whose document.xml nests depth elements, compressed to a few
// kilobytes per million.
func NestedDOCX(depth int) []byte {
	var xml bytes.Buffer
	xml.WriteString(`<w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body>`)
	xml.Write(bytes.Repeat([]byte("<w:p>"), depth))
	xml.Write(bytes.Repeat([]byte("</w:p>"), depth))
	xml.WriteString(`</w:body></w:document>`)
	return zipOf(map[string]string{"word/document.xml": xml.String()})
}

// WideDOCX is a DOCX whose document.xml holds n empty elements side by side.
func WideDOCX(n int) []byte {
	return zipOf(map[string]string{"word/document.xml": `<w:document xmlns:w="x"><w:body>` +
		strings.Repeat("<w:r/>", n) + `</w:body></w:document>`})
}
