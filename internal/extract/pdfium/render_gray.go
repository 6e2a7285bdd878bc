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
// most (fewer when the page is too small for it at 300 dpi, or when it is a scan made
// at fewer: see scanWidth), white behind the page: what OCR reads. PDFium draws into a one-byte-a-pixel bitmap, a quarter of
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
		if scan := scanWidth(p, pg, size.Width, size.Height); scan > 0 {
			width = min(width, scan)
		}
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

// scanWidth is the width a page made of one scanned image is rendered at for OCR: the
// image's own resolution, never more (0 when the page is not such a page). A scan made
// at 200 dpi and enlarged to 300 reads worse, not better: Tesseract then takes a large
// heading and the small contact lines beside it for one line and misreads both (the
// corpus's scanned resumes lost their names and e-mails that way). Below minScanDPI a
// scan is still enlarged, as a fax's letters are too small to read as they are.
func scanWidth(p gopdfium.Pdfium, pg requests.Page, pageWidth, pageHeight float64) int {
	count, err := p.FPDFPage_CountObjects(&requests.FPDFPage_CountObjects{Page: pg})
	if err != nil || count.Count < 1 || count.Count > maxScanObjects {
		return 0
	}
	best := 0.0
	for i := range count.Count {
		obj, err := p.FPDFPage_GetObject(&requests.FPDFPage_GetObject{Page: pg, Index: i})
		if err != nil {
			return 0
		}
		kind, err := p.FPDFPageObj_GetType(&requests.FPDFPageObj_GetType{PageObject: obj.PageObject})
		if err != nil || kind.Type != enums.FPDF_PAGEOBJ_IMAGE {
			continue
		}
		bounds, err := p.FPDFPageObj_GetBounds(&requests.FPDFPageObj_GetBounds{PageObject: obj.PageObject})
		if err != nil {
			continue
		}
		w, h := float64(bounds.Right-bounds.Left), float64(bounds.Top-bounds.Bottom)
		// Only an image that covers most of the page is its scan; a logo is not.
		if w*h < scanCover*pageWidth*pageHeight {
			continue
		}
		px, err := p.FPDFImageObj_GetImagePixelSize(&requests.FPDFImageObj_GetImagePixelSize{ImageObject: obj.PageObject})
		if err != nil || px.Width == 0 {
			continue
		}
		best = max(best, float64(px.Width)/(w/72)) // the scan's dots per inch on the page
	}
	if best == 0 {
		return 0
	}
	return max(1, int(math.Ceil(pageWidth/72*max(best, minScanDPI))))
}

const (
	// maxScanObjects: a scanner's page holds an image or a few; a page of many objects
	// is not a scan, and is not walked.
	maxScanObjects = 64
	// scanCover is the share of the page a scan's image covers at least.
	scanCover = 0.5
	// minScanDPI: a scan at fewer dots per inch is enlarged to this many.
	minScanDPI = 150
)
