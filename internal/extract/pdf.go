package extract

import (
	"bytes"
	"cmp"
	"fmt"
	"math"
	"slices"
	"strings"

	"github.com/ledongthuc/pdf"
)

// pdfText reads a PDF's text layer page by page, each page's text by rows (top to
// bottom, left to right), so an invoice's line items stay one per line.
func pdfText(body []byte, maxPages int) (string, error) {
	if err := checkExpansion(body, MaxExpanded); err != nil {
		return "", err
	}
	r, err := pdf.NewReader(bytes.NewReader(body), int64(len(body)))
	if err != nil {
		if strings.Contains(strings.ToLower(err.Error()), "encrypt") || strings.Contains(err.Error(), "password") {
			return "", unreadable("it is protected by a password. Upload a copy without one.")
		}
		return "", unreadable("it is not a valid PDF.")
	}
	pages := r.NumPage()
	if pages > maxPages {
		return "", unreadable(fmt.Sprintf("it has more than %d pages.", maxPages))
	}
	var b strings.Builder
	for i := 1; i <= pages && b.Len() < MaxText; i++ {
		p := r.Page(i)
		if p.V.IsNull() {
			continue
		}
		for _, row := range rows(p.Content().Text) {
			b.WriteString(row)
			b.WriteByte('\n')
		}
		b.WriteByte('\n')
	}
	return b.String(), nil
}

// rows lays a page's glyphs out as lines of text: glyphs on one baseline (within a
// third of their size) are one row, top to bottom; within a row, left to right, a gap
// wider than a fifth of the font size is a space and one wider than twice the size is
// another column (two spaces), as a table's cells are.
func rows(glyphs []pdf.Text) []string {
	sorted := slices.Clone(glyphs)
	slices.SortStableFunc(sorted, func(a, b pdf.Text) int { return cmp.Compare(b.Y, a.Y) })
	var out []string
	for len(sorted) > 0 {
		n := 1
		for n < len(sorted) && math.Abs(sorted[n].Y-sorted[0].Y) <= math.Max(1, sorted[0].FontSize/3) {
			n++
		}
		row := sorted[:n]
		sorted = sorted[n:]
		slices.SortStableFunc(row, func(a, b pdf.Text) int { return cmp.Compare(a.X, b.X) })
		var line strings.Builder
		for i, g := range row {
			if i > 0 {
				prev := row[i-1]
				gap, size := g.X-(prev.X+prev.W), math.Max(g.FontSize, 1)
				switch {
				case gap > 2*size:
					line.WriteString("  ")
				case gap > size/5 && !strings.HasSuffix(prev.S, " ") && g.S != " ":
					line.WriteString(" ")
				}
			}
			line.WriteString(g.S)
		}
		out = append(out, strings.TrimRight(line.String(), " "))
	}
	return out
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
