package pdfium

import (
	"context"
	"math"
	"strings"

	gopdfium "github.com/klippa-app/go-pdfium"
	"github.com/klippa-app/go-pdfium/references"
	"github.com/klippa-app/go-pdfium/requests"
)

// MaxText is the most text Text returns, in bytes; the rest of a PDF is not read.
const MaxText = 1 << 20

// Text returns each page's text laid out in rows as a person reads them (see rows),
// each row ending in a newline and each page followed by a blank line. A PDF of more
// than maxPages pages is refused with a *LimitError{What: "pages"} (maxPages <= 0:
// no limit). The text stops at MaxText bytes.
func (r *Reader) Text(ctx context.Context, body []byte, maxPages int) (string, error) {
	pages, err := r.PageTexts(ctx, body, maxPages)
	if err != nil {
		return "", err
	}
	return JoinPages(pages), nil
}

// PageText is one page's text, as Text lays it out, and the page's size in points.
type PageText struct {
	Text          string
	Width, Height float64
}

// PageTexts is Text page by page: a page with no text layer (a scan) has Text "". The
// pages stop where the text reaches MaxText bytes, so there may be fewer than the PDF has.
func (r *Reader) PageTexts(ctx context.Context, body []byte, maxPages int) ([]PageText, error) {
	var pages []PageText
	err := r.withDocument(ctx, body, 0, func(p gopdfium.Pdfium, doc references.FPDF_DOCUMENT) error {
		count, err := pageCount(p, doc)
		if err != nil {
			return err
		}
		if maxPages > 0 && count > maxPages {
			return &LimitError{What: "pages"}
		}
		used := 0
		for i := 0; i < count && used < MaxText; i++ {
			pg := requests.Page{ByIndex: &requests.PageByIndex{Document: doc, Index: i}}
			glyphs, err := pageGlyphs(p, pg, MaxText-used)
			if err != nil {
				return err
			}
			var b strings.Builder
			for _, row := range rows(glyphs) {
				b.WriteString(row)
				b.WriteByte('\n')
			}
			size, err := p.FPDF_GetPageSizeByIndex(&requests.FPDF_GetPageSizeByIndex{Document: doc, Index: i})
			if err != nil {
				return err
			}
			pages = append(pages, PageText{Text: b.String(), Width: size.Width, Height: size.Height})
			used += b.Len() + 1
		}
		return nil
	})
	return pages, err
}

// JoinPages is the text of pages as Text returns it: each page followed by a blank line,
// at most MaxText bytes.
func JoinPages(pages []PageText) string {
	var b strings.Builder
	for _, pg := range pages {
		b.WriteString(pg.Text)
		b.WriteByte('\n')
	}
	s := b.String()
	if len(s) > MaxText {
		s = strings.ToValidUTF8(s[:MaxText], "")
	}
	return s
}

// PageChars is the number of characters PDFium finds on page n (from 1): 0 for a
// scanned page with no text layer, which is to be read by OCR.
func (r *Reader) PageChars(ctx context.Context, body []byte, n int) (int, error) {
	var chars int
	err := r.withDocument(ctx, body, 0, func(p gopdfium.Pdfium, doc references.FPDF_DOCUMENT) error {
		pg, err := page(p, doc, n)
		if err != nil {
			return err
		}
		tp, err := p.FPDFText_LoadPage(&requests.FPDFText_LoadPage{Page: pg})
		if err != nil {
			return err
		}
		defer p.FPDFText_ClosePage(&requests.FPDFText_ClosePage{TextPage: tp.TextPage})
		res, err := p.FPDFText_CountChars(&requests.FPDFText_CountChars{TextPage: tp.TextPage})
		if err != nil {
			return err
		}
		chars = res.Count
		return nil
	})
	return chars, err
}

// pageGlyphs is every character PDFium finds on a page, with its box, baseline
// origin and size; at most limit of them (the text budget left).
func pageGlyphs(p gopdfium.Pdfium, pg requests.Page, limit int) ([]glyph, error) {
	tp, err := p.FPDFText_LoadPage(&requests.FPDFText_LoadPage{Page: pg})
	if err != nil {
		return nil, err
	}
	defer p.FPDFText_ClosePage(&requests.FPDFText_ClosePage{TextPage: tp.TextPage})
	count, err := p.FPDFText_CountChars(&requests.FPDFText_CountChars{TextPage: tp.TextPage})
	if err != nil {
		return nil, err
	}
	n := min(count.Count, limit)
	glyphs := make([]glyph, 0, n)
	hint := false // PDFium generated a space since the last glyph
	for i := range n {
		g, gen, err := charAt(p, tp.TextPage, i)
		if err != nil {
			return nil, err
		}
		switch {
		case gen == ' ':
			hint = true
		case gen != 0:
			hint = false // a generated line break
		case g.r != 0:
			g.seq, g.spaceHint = len(glyphs), hint
			glyphs = append(glyphs, g)
			hint = false
		}
	}
	return glyphs, nil
}

// charAt is character i of a text page. The spaces and line breaks PDFium
// generates are no glyphs, only returned as gen (rows decides on spaces from the
// positions, taking PDFium's as a hint: PDFium puts one between every two letters of
// a letter-spaced heading). Control characters and characters without Unicode come
// back as a glyph with r == 0, to be skipped.
func charAt(p gopdfium.Pdfium, tp references.FPDF_TEXTPAGE, i int) (g glyph, gen rune, err error) {
	u, err := p.FPDFText_GetUnicode(&requests.FPDFText_GetUnicode{TextPage: tp, Index: i})
	if err != nil {
		return g, 0, err
	}
	r := rune(u.Unicode)
	generated, err := p.FPDFText_IsGenerated(&requests.FPDFText_IsGenerated{TextPage: tp, Index: i})
	if err != nil || generated.IsGenerated {
		return g, max(r, 1), err
	}
	if r == '\t' || r == 0xA0 {
		r = ' '
	}
	if r < ' ' || r == 0xFFFE || r == 0xFFFF {
		return g, 0, nil
	}
	// The loose box spans the glyph's advance (not its ink), so the gap between two
	// boxes is the spacing the PDF put between the characters.
	box, err := p.FPDFText_GetLooseCharBox(&requests.FPDFText_GetLooseCharBox{TextPage: tp, Index: i})
	if err != nil {
		return g, 0, err
	}
	origin, err := p.FPDFText_GetCharOrigin(&requests.FPDFText_GetCharOrigin{TextPage: tp, Index: i})
	if err != nil {
		return g, 0, err
	}
	size, err := p.FPDFText_GetFontSize(&requests.FPDFText_GetFontSize{TextPage: tp, Index: i})
	if err != nil {
		return g, 0, err
	}
	// The font size is in text space; the matrix (text matrix and page transform:
	// Chrome draws in CSS pixels scaled by 0.75) makes it the size on the page.
	m, err := p.FPDFText_GetMatrix(&requests.FPDFText_GetMatrix{TextPage: tp, Index: i})
	if err != nil {
		return g, 0, err
	}
	g.r = r
	g.left, g.right = float64(box.Rect.Left), float64(box.Rect.Right)
	g.y = origin.Y
	g.size = size.FontSize * math.Hypot(float64(m.Matrix.C), float64(m.Matrix.D))
	if h := float64(box.Rect.Top - box.Rect.Bottom); g.size <= 0 && h > 0 {
		g.size = h
	}
	return g, 0, nil
}
