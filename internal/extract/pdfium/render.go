package pdfium

import (
	"context"
	"errors"
	"fmt"
	"image"
	"math"

	gopdfium "github.com/klippa-app/go-pdfium"
	"github.com/klippa-app/go-pdfium/references"
	"github.com/klippa-app/go-pdfium/requests"
)

// RenderPage renders page n (from 1) to an image maxWidth pixels wide at most
// (fewer when the page is too small for it at 300 dpi), white behind the page.
// The image is a copy in Go memory: go-pdfium's aliases the wasm memory.
func (r *Reader) RenderPage(ctx context.Context, body []byte, n int, maxWidth int) (image.Image, error) {
	if maxWidth <= 0 {
		return nil, errors.New("pdfium: a render needs a width")
	}
	var img *image.RGBA
	err := r.withDocument(ctx, body, 0, func(p gopdfium.Pdfium, doc references.FPDF_DOCUMENT) error {
		pg, err := page(p, doc, n)
		if err != nil {
			return err
		}
		size, err := p.FPDF_GetPageSizeByIndex(&requests.FPDF_GetPageSizeByIndex{Document: doc, Index: n - 1})
		if err != nil {
			return err
		}
		// More pixels than 300 dpi gives nothing to OCR or a preview.
		width := min(maxWidth, max(1, int(math.Ceil(size.Width/72*300))))
		if size.Width <= 0 || size.Height <= 0 {
			return fmt.Errorf("pdfium: page %d has no size", n)
		}
		r.need = uint64(float64(width)*float64(width)*size.Height/size.Width) * 4 // RGBA
		res, err := p.RenderPageInPixels(&requests.RenderPageInPixels{Page: pg, Width: width})
		if err != nil {
			return err
		}
		defer res.Cleanup() // frees the bitmap in wasm memory
		src, ok := res.Result.RenderedImage.(*image.RGBA)
		if !ok || src == nil {
			return errors.New("pdfium: the render gave no RGBA image")
		}
		img = &image.RGBA{Pix: append([]byte(nil), src.Pix...), Stride: src.Stride, Rect: src.Rect}
		return nil
	})
	if err != nil {
		return nil, err
	}
	return img, nil
}
