package pdfium

import (
	"bytes"
	"fmt"
	"math/bits"
)

// rleBomb is a one-page PDF of a few kilobytes with a content stream of n bytes that
// PDFium takes a while to read: RunLength-encoded twice, each byte 0x81 is a run of
// 128 bytes 0x81, so n/16384 bytes decode to n/128 and those to n.
func rleBomb(n int) []byte {
	data := bytes.Repeat([]byte{0x81}, n/128/128)
	return onePage("/Filter [/RunLengthDecode /RunLengthDecode]", data)
}

// flateBomb is a one-page PDF whose content stream is n spaces (n-1 a multiple of
// 258) in a few kilobytes of Flate, which PDFium inflates whole into its memory.
// The deflate stream is written by hand (a literal space, then copies of 258 bytes
// from 1 back): compressing n bytes with compress/zlib takes seconds under the race
// detector.
func flateBomb(n int) []byte {
	var w bitWriter
	w.buf = []byte{0x78, 0x01} // zlib header: deflate, 32K window, no dictionary
	w.put(1, 1)                // the last block
	w.put(1, 2)                // with the fixed Huffman codes
	w.code(0x30+' ', 8)        // literal ' '
	for range (n - 1) / 258 {
		w.code(0b11000101, 8) // length 258 (code 285)
		w.code(0, 5)          // distance 1
	}
	w.code(0, 7) // end of block
	w.flush()
	// Adler-32 of n spaces: a = 1 + 32n, b = the sum of a after each byte.
	const mod = 65521
	m := uint64(n)
	a := (1 + 32*m) % mod
	b := (m + 32*(m*(m+1)/2%mod)) % mod
	w.buf = append(w.buf, byte(b>>8), byte(b), byte(a>>8), byte(a))
	return onePage("/Filter /FlateDecode", w.buf)
}

type bitWriter struct {
	buf []byte
	acc uint64
	n   uint
}

// put writes the low n bits of v, least significant first, as deflate packs values.
func (w *bitWriter) put(v uint64, n uint) {
	w.acc |= v << w.n
	for w.n += n; w.n >= 8; w.n -= 8 {
		w.buf = append(w.buf, byte(w.acc))
		w.acc >>= 8
	}
}

// code writes an n-bit Huffman code, which deflate packs most significant bit first.
func (w *bitWriter) code(c uint64, n uint) { w.put(bits.Reverse64(c)>>(64-n), n) }

func (w *bitWriter) flush() {
	if w.n > 0 {
		w.put(0, 8-w.n)
	}
}

// onePage is a PDF of one US Letter page whose content stream is data, with the
// stream dictionary's filter entry.
func onePage(filter string, data []byte) []byte {
	objs := []string{
		"<< /Type /Catalog /Pages 2 0 R >>",
		"<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
		"<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R >>",
		fmt.Sprintf("<< /Length %d %s >>\nstream\n%s\nendstream", len(data), filter, data),
	}
	var b bytes.Buffer
	b.WriteString("%PDF-1.7\n")
	offsets := make([]int, len(objs))
	for i, o := range objs {
		offsets[i] = b.Len()
		fmt.Fprintf(&b, "%d 0 obj\n%s\nendobj\n", i+1, o)
	}
	xref := b.Len()
	fmt.Fprintf(&b, "xref\n0 %d\n0000000000 65535 f \n", len(objs)+1)
	for _, off := range offsets {
		fmt.Fprintf(&b, "%010d 00000 n \n", off)
	}
	fmt.Fprintf(&b, "trailer\n<< /Size %d /Root 1 0 R >>\nstartxref\n%d\n%%%%EOF\n", len(objs)+1, xref)
	return b.Bytes()
}
