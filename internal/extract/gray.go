package extract

import (
	"image"
	"math"
)

// toGray is img's brightness, one byte a pixel, over a white background (a transparent
// PNG's text stays readable). A JPEG's luma plane is that already: it is used as it is,
// not copied.
func toGray(img image.Image) *image.Gray {
	b := img.Bounds()
	switch src := img.(type) {
	case *image.Gray:
		return src
	case *image.YCbCr:
		return &image.Gray{Pix: src.Y[src.YOffset(b.Min.X, b.Min.Y):], Stride: src.YStride, Rect: image.Rect(0, 0, b.Dx(), b.Dy())}
	}
	out := image.NewGray(image.Rect(0, 0, b.Dx(), b.Dy()))
	for row := 0; row < b.Dy(); row++ {
		line := out.Pix[row*out.Stride:]
		for col := 0; col < b.Dx(); col++ {
			r, g, bl, a := img.At(b.Min.X+col, b.Min.Y+row).RGBA() // premultiplied, 16 bits
			luma := (19595*r + 38470*g + 7471*bl + 1<<15) >> 16
			line[col] = uint8((luma + 0xffff - a) >> 8) // what shows through is white
		}
	}
	return out
}

// orient turns a page as EXIF orientation o (1 to 8) says it is to be shown: 6 is a
// phone held upright whose sensor was sideways (turn 90° clockwise), 3 upside down, 8
// the other way; 2, 4, 5 and 7 are mirrored. 1 is the page as it is.
func orient(src *image.Gray, o int) *image.Gray {
	if o < 2 || o > 8 {
		return src
	}
	w, h := src.Rect.Dx(), src.Rect.Dy()
	dw, dh := w, h
	if o >= 5 { // a quarter turn swaps the sides
		dw, dh = h, w
	}
	dst := image.NewGray(image.Rect(0, 0, dw, dh))
	for y := range dh {
		for x := range dw {
			var sx, sy int
			switch o {
			case 2:
				sx, sy = w-1-x, y
			case 3:
				sx, sy = w-1-x, h-1-y
			case 4:
				sx, sy = x, h-1-y
			case 5:
				sx, sy = y, x
			case 6:
				sx, sy = y, h-1-x
			case 7:
				sx, sy = w-1-y, h-1-x
			case 8:
				sx, sy = w-1-y, x
			}
			dst.Pix[y*dst.Stride+x] = src.Pix[sy*src.Stride+sx]
		}
	}
	return dst
}

// maxOCRPixels is the most pixels a page given to Tesseract has: a page at 300 dpi up
// to about A3, and a 16-megapixel photo whole. Tesseract reads such a page in about 130 MB;
// more pixels would only cost memory and time, not add letters.
const maxOCRPixels = 16_000_000

// shrink scales src down to at most maxPixels pixels, each the average of the pixels
// it covers; a page within maxPixels is returned as it is.
func shrink(src *image.Gray, maxPixels int) *image.Gray {
	w, h := src.Rect.Dx(), src.Rect.Dy()
	if w*h <= maxPixels {
		return src
	}
	scale := math.Sqrt(float64(maxPixels) / float64(w*h))
	dw, dh := max(1, int(float64(w)*scale)), max(1, int(float64(h)*scale))
	dst := image.NewGray(image.Rect(0, 0, dw, dh))
	for y := range dh {
		y0, y1 := y*h/dh, max((y+1)*h/dh, y*h/dh+1)
		for x := range dw {
			x0, x1 := x*w/dw, max((x+1)*w/dw, x*w/dw+1)
			sum := 0
			for sy := y0; sy < y1; sy++ {
				row := src.Pix[(sy-src.Rect.Min.Y)*src.Stride:]
				for sx := x0; sx < x1; sx++ {
					sum += int(row[sx-src.Rect.Min.X])
				}
			}
			dst.Pix[y*dst.Stride+x] = uint8(sum / ((y1 - y0) * (x1 - x0)))
		}
	}
	return dst
}
