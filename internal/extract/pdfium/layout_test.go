package pdfium

import (
	"slices"
	"testing"
)

// line lays words out on one baseline y in glyphs of size 10 and advance 6, each
// word starting at its x, letters spaced by spacing; hint marks the words PDFium
// would have put a space before.
func line(y, spacing float64, hint bool, words map[float64]string) []glyph {
	var gs []glyph
	for _, x := range slices.Sorted(func(yield func(float64) bool) {
		for x := range words {
			if !yield(x) {
				return
			}
		}
	}) {
		for i, r := range words[x] {
			left := x + float64(i)*(6+spacing)
			gs = append(gs, glyph{r: r, left: left, right: left + 6, y: y, size: 10, seq: len(gs), spaceHint: hint && i == 0})
		}
	}
	return gs
}

func TestRows(t *testing.T) {
	var page []glyph
	page = append(page, line(700, 5, false, map[float64]string{0: "NO", 35: "INVOICE", 120: "NO", 155: "12"})...) // letter-spaced by half an em
	page = append(page, line(680, 0, true, map[float64]string{0: "Total", 32.2: "due", 300: "$1,265.28"})...)     // a 0.22 em word gap, a column
	page = append(page, line(680.5, 0, false, map[float64]string{500: "x"})...)                                   // a hair off the baseline
	page = append(page, line(660, 0, false, map[float64]string{0: "ab", 14: "cd", 40: "ef"})...)                  // no hint: only the wide gap
	page = append(page, glyph{r: ' ', left: 60, right: 63, y: 660, size: 10})                                     // a space glyph
	page = append(page, line(660, 0, false, map[float64]string{63: "gh"})...)
	got := rows(page)
	want := []string{"NO INVOICE NO 12", "Total due  $1,265.28  x", "abcd ef gh"}
	if !slices.Equal(got, want) {
		t.Errorf("rows =\n%q\nwant\n%q", got, want)
	}
}
