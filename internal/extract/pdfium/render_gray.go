package pdfium

import (
	"context"
	"errors"
	"fmt"
	"image"
	"math"

	gopdfium "github.com/klippa-app/go-pdfium"
	"github.com/klippa-app/go-pdfium/enums"
	"github.com/klippa-app/go-pdfium/references"
	"github.com/klippa-app/go-pdfium/requests"
)

// RenderPageGray renders page n (from 1) in shades of grey, maxWidth pixels wide at
// most (fewer when the page is too small for it at 300 dpi), white behind the page:
// what OCR reads. PDFium draws into a one-byte-a-pixel bitmap, a quarter of
// RenderPage's, in its wasm memory as in Go's: an A4 page at 300 dpi is 8.7 MB, not 35.
func (r *Reader) RenderPageGray(ctx context.Context, body []byte, n int, maxWidth int) (*image.Gray, error) {
	if maxWidth <= 0 {
		return nil, errors.New("pdfium: a render needs a width")
	}
	var img *image.Gray
	err := r.withDocument(ctx, body, 0, func(p gopdfium.Pdfium, doc references.FPDF_DOCUMENT) error {
		pg, err := page(p, doc, n)
		if err != nil {
			return err
		}
		size, err := p.FPDF_GetPageSizeByIndex(&requests.FPDF_GetPageSizeByIndex{Document: doc, Index: n - 1})
		if err != nil {
			return err
		}
		if size.Width <= 0 || size.Height <= 0 {
			return fmt.Errorf("pdfium: page %d has no size", n)
		}
		width := min(maxWidth, max(1, int(math.Ceil(size.Width/72*300))))
		height := max(1, int(math.Round(float64(width)*size.Height/size.Width)))
		r.need = uint64(width) * uint64(height)
		bm, err := p.FPDFBitmap_CreateEx(&requests.FPDFBitmap_CreateEx{Width: width, Height: height, Format: enums.FPDF_BITMAP_FORMAT_GRAY, Pointer: uint64(0)}) // 0: PDFium allocates it
		if err != nil {
			return err
		}
		defer p.FPDFBitmap_Destroy(&requests.FPDFBitmap_Destroy{Bitmap: bm.Bitmap})
		if _, err := p.FPDFBitmap_FillRect(&requests.FPDFBitmap_FillRect{Bitmap: bm.Bitmap, Width: width, Height: height, Color: 0xFFFFFFFF}); err != nil {
			return err
		}
		if _, err := p.FPDF_RenderPageBitmap(&requests.FPDF_RenderPageBitmap{Bitmap: bm.Bitmap, Page: pg, SizeX: width, SizeY: height,
			Flags: enums.FPDF_RENDER_FLAG_GRAYSCALE | enums.FPDF_RENDER_FLAG_PRINTING}); err != nil {
			return err
		}
		stride, err := p.FPDFBitmap_GetStride(&requests.FPDFBitmap_GetStride{Bitmap: bm.Bitmap})
		if err != nil {
			return err
		}
		buf, err := p.FPDFBitmap_GetBuffer(&requests.FPDFBitmap_GetBuffer{Bitmap: bm.Bitmap})
		if err != nil {
			return err
		}
		if stride.Stride < width || len(buf.Buffer) < stride.Stride*height {
			return errors.New("pdfium: the render gave a short bitmap")
		}
		// A copy in Go memory: the buffer aliases the wasm memory, freed below.
		img = image.NewGray(image.Rect(0, 0, width, height))
		for y := range height {
			copy(img.Pix[y*width:(y+1)*width], buf.Buffer[y*stride.Stride:])
		}
		return nil
	})
	if err != nil {
		return nil, err
	}
	return img, nil
}
