package pdfium

import (
	"cmp"
	"math"
	"slices"
	"strings"
)

// glyph is one character on a page, in PDF points (y grows upwards).
type glyph struct {
	r           rune
	left, right float64 // the box of its advance
	y           float64 // its baseline
	size        float64 // its font size
	seq         int     // its place in PDFium's order of the page's glyphs
	spaceHint   bool    // PDFium put a space between it and the glyph before in its order
}

// rows lays a page's glyphs out as lines of text as a person reads them: glyphs on
// one baseline (within a third of their size) are one row, rows top to bottom,
// glyphs in a row left to right (see layRow).
func rows(glyphs []glyph) []string {
	sorted := slices.Clone(glyphs)
	slices.SortStableFunc(sorted, func(a, b glyph) int { return cmp.Compare(b.y, a.y) })
	var out []string
	for len(sorted) > 0 {
		n := 1
		for n < len(sorted) && math.Abs(sorted[n].y-sorted[0].y) <= math.Max(1, sorted[0].size/3) {
			n++
		}
		row := sorted[:n]
		sorted = sorted[n:]
		slices.SortStableFunc(row, func(a, b glyph) int { return cmp.Compare(a.left, b.left) })
		if line := layRow(row); line != "" {
			out = append(out, line)
		}
	}
	return out
}

// layRow writes one row's glyphs, sorted left to right, as a line. A gap wider than
// twice the font size is a column gap (two spaces, as between a table's cells or a
// label and a total pushed to the right). A narrower gap is a word space when it is
// wider than the run's usual gap between letters (see usualGaps) by a quarter of the
// size, or by a tenth where PDFium saw a space too: Chrome writes no space glyphs,
// its word gaps are ~0.22 em. Measuring from the usual gap is what joins the
// letters of a letter-spaced heading ("INVOICE", not "I N V O I C E"), where PDFium
// sees a space between every two letters.
func layRow(row []glyph) string {
	usual := usualGaps(row)
	var line strings.Builder
	space := false // a space glyph was passed since the last glyph written
	var prev *glyph
	prevUsual := 0.0
	for i := range row {
		g := &row[i]
		if g.r == ' ' {
			space = true
			continue
		}
		if prev != nil {
			size := math.Max(math.Max(g.size, prev.size), 1)
			gap := g.left - prev.right
			u := max(usual[i], prevUsual)
			hinted := g.spaceHint && g.seq == prev.seq+1
			switch {
			case g.r == prev.r && math.Abs(g.left-prev.left) < size/10:
				continue // the same glyph drawn twice on itself (fake bold)
			case gap > 2*size:
				line.WriteString("  ")
			case space || gap > u+size/4 || hinted && gap > u+size/10:
				line.WriteString(" ")
			}
		}
		line.WriteRune(g.r)
		prev, prevUsual, space = g, usual[i], false
	}
	return strings.TrimSpace(line.String())
}

// usualGaps gives each glyph of a row the usual gap between letters in its run of
// text (glyphs less than a font size apart with no space glyph between them): the
// median gap when the run has at least four glyphs. It is ~0 in ordinary text and
// the letter-spacing in a letter-spaced heading. A shorter run ("NO" in
// "INVOICE NO 12") has too few gaps to tell; it takes the usual gap of the run
// next to it in the same phrase (less than two sizes away, same size), else 0.
func usualGaps(row []glyph) []float64 {
	type run struct {
		start, end int // row[start:end]
		usual      float64
		known      bool
	}
	var runs []run
	var gaps []float64
	for start := 0; start < len(row); {
		end := start + 1
		for end < len(row) && joins(row[end-1], row[end]) {
			end++
		}
		gaps = gaps[:0]
		for j := start + 1; j < end; j++ {
			gaps = append(gaps, row[j].left-row[j-1].right)
		}
		ru := run{start: start, end: end}
		if len(gaps) >= 3 {
			slices.Sort(gaps)
			ru.usual, ru.known = math.Max(0, gaps[len(gaps)/2]), true
		}
		runs = append(runs, ru)
		start = end
	}
	// One phrase: b follows a closely in the same size.
	phrase := func(a, b run) bool {
		x, y := row[a.end-1], row[b.start]
		size := math.Max(x.size, 1)
		return x.r != ' ' && y.r != ' ' && math.Abs(x.size-y.size) < size/10 && y.left-x.right < 2*size
	}
	for i := 1; i < len(runs); i++ { // from the run before
		if !runs[i].known && runs[i-1].known && phrase(runs[i-1], runs[i]) {
			runs[i].usual, runs[i].known = runs[i-1].usual, true
		}
	}
	for i := len(runs) - 2; i >= 0; i-- { // from the run after
		if !runs[i].known && runs[i+1].known && phrase(runs[i], runs[i+1]) {
			runs[i].usual, runs[i].known = runs[i+1].usual, true
		}
	}
	usual := make([]float64, len(row))
	for _, ru := range runs {
		for j := ru.start; j < ru.end; j++ {
			usual[j] = ru.usual
		}
	}
	return usual
}

// joins reports whether b follows a in one run of text: neither is a space and b
// starts less than a font size after a ends.
func joins(a, b glyph) bool {
	return a.r != ' ' && b.r != ' ' && b.left-a.right < math.Max(math.Max(a.size, b.size), 1)
}
